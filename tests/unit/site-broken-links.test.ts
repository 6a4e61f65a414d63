import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {describe, test} from 'node:test';

// Builds the tiny fixture site in tests/fixtures/broken-link-site and checks
// that Docusaurus refuses broken links and broken anchors, as the real site is
// configured to (onBrokenLinks / onBrokenAnchors: 'throw'). No browser needed,
// and kept out of the browser run so the builds do not compete with it for CPU.
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = 'tests/fixtures/broken-link-site';
const BUILD_TIMEOUT_MS = 300_000;

type BuildResult = {code: number | null; output: string};

function buildFixture(variant: 'link' | 'anchor'): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', FIXTURE, '--out-dir', `build/${variant}`, '--no-minify'], {
      cwd: ROOT,
      // No persistent webpack cache: node_modules/.cache is shared with the
      // real site, and a cache written by another site can leak into this build.
      env: {
        ...process.env,
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        BROKEN_FIXTURE: variant,
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

// Both variants share the fixture's .docusaurus folder: node:test runs the
// tests of a file one after the other, which is what they need.
describe('site build refuses broken links', () => {
  test('fails on a link to a missing page, naming the link', {timeout: BUILD_TIMEOUT_MS}, async () => {
    const {code, output} = await buildFixture('link');
    assert.notEqual(code, 0, `build should fail:\n${output}`);
    assert.match(output, /Docusaurus found broken links!/);
    assert.match(output, /Broken link on source page path = \/docs\/intro:/);
    // Only the deliberate mistake is reported: the fixture is otherwise sound.
    assert.deepEqual(reportedTargets(output), ['/docs/missing-page']);
  });

  test('fails on a link to a missing anchor, naming the anchor', {timeout: BUILD_TIMEOUT_MS}, async () => {
    const {code, output} = await buildFixture('anchor');
    assert.notEqual(code, 0, `build should fail:\n${output}`);
    assert.match(output, /Docusaurus found broken anchors!/);
    assert.match(output, /Broken anchor on source page path = \/docs\/intro:/);
    assert.deepEqual(reportedTargets(output), ['/docs/other#no-such-heading']);
  });
});
