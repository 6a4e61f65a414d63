/**
 * `npm run bench` refuses a misspelled option or a value it cannot use before it
 * builds anything, naming it: a benchmark of the defaults, an hour later, is not
 * what was asked for.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '../../..');

for (const [option, message] of [
  ['--size=100', /npm run bench: Unknown option '--size'/],
  ['--sizes=ten', /--sizes must be page counts separated by commas/],
  ['--site-from=tree', /--site-from must be head or worktree \(got "tree"\)/],
] as const) {
  test(`npm run bench ${option}: refused, named, before any work`, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/bench/run.ts', option], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, BENCH_DIR: '/nonexistent/bench-dir'},
      timeout: 60_000,
    });
    assert.equal(run.status, 2);
    assert.match(run.stderr, message);
  });
}
