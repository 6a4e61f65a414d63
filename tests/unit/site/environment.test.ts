/**
 * The environment is read in one place (config/env/), and what counts as an
 * acceptable URL is defined in one place (plugins/shared/url.ts), which the
 * environment's parsers and the plugins' option schemas both use.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {KNOWN_VARIABLES, siteEnvironment} from '../../../config/env';
import {httpUrl, shippedHttpUrl} from '../../../plugins/shared/options';
import {HTTP_URL_SCHEMES, httpUrlOf, httpUrlProblem} from '../../../plugins/shared/url';

const ROOT = path.resolve(__dirname, '../../..');
const SITE = {siteUrl: 'https://jtannas.github.io'};

test('an empty environment: local search, no answer mode, no analytics, no announcement, Run off', () => {
  assert.deepEqual(siteEnvironment({}, SITE), {algolia: null, answerMode: null, analytics: null, announcement: null, examples: {gemDir: null}});
});

test('each feature gets its own variables, parsed', () => {
  const environment = siteEnvironment(
    {
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'katachi',
      ASK_AI_URL: 'http://127.0.0.1:8080/v1',
      ANALYTICS_ENDPOINT: 'https://stats.example.org/c',
      ANNOUNCEMENT_TEXT: ' Hello ',
    },
    SITE,
  );
  assert.deepEqual(environment.algolia, {appId: 'APP', apiKey: 'key', indexName: 'katachi'});
  assert.equal(environment.answerMode?.endpoint, 'http://127.0.0.1:8080/v1/chat/completions');
  assert.deepEqual(environment.analytics?.providers, [{kind: 'endpoint', endpoint: 'https://stats.example.org/c'}]);
  assert.equal(environment.announcement?.text, 'Hello');
});

test('no plugin reads the environment: only config/env/ does (NODE_ENV, set by Docusaurus, is not configuration)', () => {
  const readers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8').replaceAll('process.env.NODE_ENV', '');
        if (/process\.env/.test(text)) readers.push(path.relative(ROOT, file));
      }
    }
  };
  walk(path.join(ROOT, 'plugins'));
  assert.deepEqual(readers, []);
});

const SAMPLES = [
  'https://example.org/',
  'http://127.0.0.1:8080/v1',
  'HTTPS://Example.org/a',
  'https://example.org/?q=1',
  'https://example.org/#x',
  'https://user:pw@example.org/',
  'ftp://example.org/',
  'javascript:alert(1)',
  'localhost:8080',
  '/relative/path',
  'not a url',
  '',
];

test('one rule: the option schemas accept exactly the URLs the environment parsers accept', () => {
  assert.deepEqual([...HTTP_URL_SCHEMES], ['http', 'https']);
  for (const sample of SAMPLES) {
    assert.equal(httpUrl.validate(sample).error === undefined, httpUrlProblem(sample) === null, sample);
    assert.equal(shippedHttpUrl.validate(sample).error === undefined, httpUrlProblem(sample, {shipped: true}) === null, sample);
  }
  assert.equal(httpUrlProblem('https://example.org/?q=1'), null);
  assert.match(httpUrlProblem('https://example.org/?q=1', {shipped: true})!, /query string/);
});

test('a refused URL is named, by the variable or by the option', () => {
  assert.throws(
    () => httpUrlOf('SOME_URL', 'ftp://example.org/'),
    /^Error: SOME_URL must be an http\(s\) URL, not ftp: \("ftp:\/\/example\.org\/"\)\.$/,
  );
  assert.match(String(httpUrl.label('endpoint').validate('javascript:alert(1)').error), /"endpoint" must be an http\(s\) URL, not javascript:/);
  assert.match(String(shippedHttpUrl.label('endpoint').validate('https://a:b@example.org/').error), /"endpoint" must not contain credentials/);
});

test('a URL that ships in the pages is https, or plain http to this machine only (browsers block the rest on an HTTPS site)', () => {
  for (const local of ['http://localhost:8080/v1', 'http://127.0.0.1:3501/v1', 'http://[::1]:9000/'])
    assert.equal(httpUrlProblem(local, {shipped: true}), null, local);
  for (const [name, env] of [
    ['ASK_AI_URL', {ASK_AI_URL: 'http://ai.example.org/v1'}],
    ['ANALYTICS_ENDPOINT', {ANALYTICS_ENDPOINT: 'http://c.example.org/x'}],
    ['PLAUSIBLE_HOST', {ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'http://plausible.example.org'}],
  ] as const)
    assert.throws(() => siteEnvironment(env, SITE), new RegExp(`${name} must be https \\(plain http only for localhost\\)`), name);
  // Where a URL is not shipped, http stays allowed.
  assert.equal(httpUrlProblem('http://example.org/'), null);
});

test('a base URL given with the path the site adds is refused, saying what to give', () => {
  assert.throws(
    () => siteEnvironment({ASK_AI_URL: 'https://ai.example.org/v1/chat/completions'}, SITE),
    /ASK_AI_URL is the API's base URL: \/chat\/completions is added to it.*give "https:\/\/ai\.example\.org\/v1"/,
  );
  assert.throws(
    () => siteEnvironment({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'https://plausible.io/api/event'}, SITE),
    /PLAUSIBLE_HOST is the service's base URL: \/api\/event is added to it/,
  );
  assert.equal(
    siteEnvironment({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'https://plausible.io/'}, SITE).analytics?.providers[0]?.endpoint,
    'https://plausible.io/api/event',
  );
});

test("a variable a few letters off one of ours stops the build, naming the one meant; other tools' variables are left alone", () => {
  assert.throws(
    () => siteEnvironment({ANALYTICS_PROVDER: 'plausible'}, SITE),
    /ANALYTICS_PROVDER is not a setting of this site: did you mean ANALYTICS_PROVIDER\?/,
  );
  assert.throws(() => siteEnvironment({ANNOUNCEMENT_TXT: 'Hi'}, SITE), /did you mean ANNOUNCEMENT_TEXT\?/);
  assert.throws(() => siteEnvironment({ALGOLIA_APPID: 'APP'}, SITE), /did you mean ALGOLIA_APP_ID\?/);
  // The privacy switch misspelled must not leave queries being sent: three letters off a long name.
  assert.throws(() => siteEnvironment({ANALYTICS_OMIT_QUERY: 'true'}, SITE), /did you mean ANALYTICS_OMIT_QUERIES\?/);
  assert.doesNotThrow(() => siteEnvironment({PATH: '/usr/bin', ASK_AI_SERVER_PORT: '3501', ANALYTICS_PORT_BASE: '3600', ALGOLIA_APPID: ''}, SITE));
});

test('KATACHI_REQUIRE_RUN reads as yes or no like the other switches; anything else stops the build', () => {
  for (const on of ['true', 'TRUE', '1', 'yes'])
    assert.throws(() => siteEnvironment({KATACHI_REQUIRE_RUN: on}, SITE), /KATACHI_REQUIRE_RUN is on: .*must have Run buttons/, on);
  for (const off of ['false', '0', 'no', '']) assert.doesNotThrow(() => siteEnvironment({KATACHI_REQUIRE_RUN: off}, SITE), off);
  assert.throws(() => siteEnvironment({KATACHI_REQUIRE_RUN: 'ture'}, SITE), /KATACHI_REQUIRE_RUN must be true or false \(got "ture"\)/);
});

test("the misspelled-name check knows exactly the variables README's configuration table lists", () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
  const listed = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
  // The table also names other tools' variables the site itself does not read.
  const othersOwn = new Set(['DOCUSAURUS_NO_PERSISTENT_CACHE']);
  // The workflows' own: the gem release they fetch, never read by the build.
  const workflowsOwn = new Set(['KATACHI_VERSION']);
  assert.deepEqual(listed.filter((name) => !othersOwn.has(name)).sort(), KNOWN_VARIABLES.filter((name) => !workflowsOwn.has(name)).sort());
});
