import {spawn} from 'node:child_process';
import path from 'node:path';
import {expect, test} from '@playwright/test';

// No browser here: these tests build a tiny fixture site and check that the
// build refuses broken links and broken anchors, as the real site is set up to.
const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = 'tests/fixtures/broken-link-site';

type BuildResult = {code: number | null; output: string};

function buildFixture(variant: 'link' | 'anchor'): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['docusaurus', 'build', FIXTURE, '--out-dir', `build/${variant}`, '--no-minify'],
      {
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
      },
    );
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

// Both variants share the fixture's .docusaurus folder, so they build one after the other.
test.describe.configure({mode: 'serial', timeout: 300_000});

test('build fails on a link to a missing page, naming the link', async () => {
  const {code, output} = await buildFixture('link');
  expect(code, output).not.toBe(0);
  expect(output).toContain('Docusaurus found broken links!');
  expect(output).toContain('Broken link on source page path = /docs/intro');
  // Only the deliberate mistake is reported: the fixture is otherwise sound.
  expect(reportedTargets(output)).toEqual(['/docs/missing-page']);
});

test('build fails on a link to a missing anchor, naming the anchor', async () => {
  const {code, output} = await buildFixture('anchor');
  expect(code, output).not.toBe(0);
  expect(output).toContain('Docusaurus found broken anchors!');
  expect(output).toContain('Broken anchor on source page path = /docs/intro');
  expect(reportedTargets(output)).toEqual(['/docs/other#no-such-heading']);
});
