import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import siteConfig from '../../docusaurus.config';

// The site refuses broken links and anchors (onBrokenLinks / onBrokenAnchors:
// 'throw'), and Docusaurus finds both: one build of the tiny fixture site in
// tests/fixtures/broken-link-site, whose one page has a link to a missing
// page and one to a missing heading. No browser needed.
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = 'tests/fixtures/broken-link-site';
const BUILD_TIMEOUT_MS = 300_000;

type BuildResult = {code: number | null; output: string};

function buildFixture(): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', FIXTURE, '--out-dir', 'build', '--no-minify'], {
      cwd: ROOT,
      // No persistent webpack cache: node_modules/.cache is shared with the
      // real site, and a cache written by another site can leak into this build.
      env: {
        ...process.env,
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output}));
  });
}

/** The "-> linking to" lines of Docusaurus' report, in order. */
function reportedTargets(output: string): string[] {
  return [...output.matchAll(/-> linking to (\S+)/g)].map((m) => m[1]);
}

test("the site's own config refuses broken links, anchors and Markdown links", () => {
  assert.equal(siteConfig.onBrokenLinks, 'throw');
  assert.equal(siteConfig.onBrokenAnchors, 'throw');
  assert.equal(siteConfig.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
});

test('a build names a link to a missing page, and fails naming a link to a missing anchor', {timeout: BUILD_TIMEOUT_MS}, async () => {
  const {code, output} = await buildFixture();
  assert.notEqual(code, 0, `build should fail:\n${output}`);
  assert.match(output, /Docusaurus found broken links!/);
  assert.match(output, /Docusaurus found broken anchors!/);
  assert.match(output, /Broken link on source page path = \/docs\/intro:/);
  assert.match(output, /Broken anchor on source page path = \/docs\/intro:/);
  // Only the deliberate mistakes are reported, links first: the fixture is otherwise sound.
  assert.deepEqual(reportedTargets(output), ['/docs/missing-page', '/docs/other#no-such-heading']);
});
