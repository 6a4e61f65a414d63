import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The build the browser tests serve (playwright.config.ts).
const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.(js|html|json|txt|map)$/.test(entry.name) ? [full] : [];
  });
}

const TOKEN_PATTERNS: Array<[string, RegExp]> = [
  ['private key block', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/],
  ['AWS access key id', /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/],
  ['AWS secret access key', /aws_?secret_?access_?key["'\s:=]+[A-Za-z0-9/+=]{40}/i],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
];

// Public by design: DocSearch's search-only key ships in the page (README says so).
const PUBLIC_BY_DESIGN = new Set(['ALGOLIA_SEARCH_API_KEY']);

/** Values of environment variables that look secret, long enough not to match by chance. */
function secretEnvValues(env: NodeJS.ProcessEnv): Array<[string, string]> {
  return Object.entries(env)
    .filter(
      ([name, value]) =>
        /KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL/i.test(name) && !PUBLIC_BY_DESIGN.has(name) && value && value.trim().length >= 8,
    )
    .map(([name, value]) => [name, value!.trim()]);
}

function findSecrets(files: string[], env: NodeJS.ProcessEnv): string[] {
  const values = secretEnvValues(env);
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [label, pattern] of TOKEN_PATTERNS) {
      const match = text.match(pattern);
      if (match) found.push(`${path.relative(BUILD_DIR, file)}: ${label} (${match[0].slice(0, 12)}…)`);
    }
    for (const [name, value] of values) if (text.includes(value)) found.push(`${path.relative(BUILD_DIR, file)}: value of $${name}`);
  }
  return found;
}

test('the scanner finds planted secrets (so a clean result means something)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katachi-secrets-'));
  try {
    const planted = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'AKIAABCDEFGHIJKLMNOP',
      `ghp_${'a1'.repeat(18)}`,
      `npm_${'b2'.repeat(18)}`,
      'the-deploy-password-value',
    ];
    fs.writeFileSync(path.join(dir, 'leak.js'), planted.join('\n'));
    const found = findSecrets([path.join(dir, 'leak.js')], {
      DEPLOY_PASSWORD: 'the-deploy-password-value',
      ALGOLIA_SEARCH_API_KEY: 'AKIAABCDEFGHIJKLMNOP',
    });
    expect(found.map((f) => f.replace(/^.*: /, ''))).toEqual([
      'private key block (-----BEGIN R…)',
      'AWS access key id (AKIAABCDEFGH…)',
      'GitHub token (ghp_a1a1a1a1…)',
      'npm token (npm_b2b2b2b2…)',
      'value of $DEPLOY_PASSWORD',
    ]);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('the build output holds no private key, token, or value of a secret environment variable', () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'index.html')), `a build in ${BUILD_DIR}`).toBe(true);
  const files = filesOf(BUILD_DIR);
  expect(files.length).toBeGreaterThan(20);
  expect(findSecrets(files, process.env)).toEqual([]);
});

test('README says the Algolia key must be a search-only key', () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const row = readme.split('\n').find((line) => line.includes('`ALGOLIA_SEARCH_API_KEY`'));
  expect(row).toBeTruthy();
  expect(row).toMatch(/search-only/i);
});

test('with analytics unconfigured the bundle has no analytics code: no sender, no provider, no feedback control', () => {
  test.skip(!!(process.env.ANALYTICS_ENDPOINT || process.env.ANALYTICS_PROVIDER), 'this build was made with analytics on');
  const scripts = filesOf(path.join(BUILD_DIR, 'assets', 'js')).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const text = fs.readFileSync(file, 'utf8');
    // Markers of the client module, each provider and the "Was this page helpful?" control.
    for (const marker of ['"pageview"', 'keepalive', '/api/event', '/api/send', '/i/v0/e/', '$process_person_profile', 'Was this page helpful?']) {
      expect(text, `${path.basename(file)} contains ${marker}`).not.toContain(marker);
    }
  }
});
