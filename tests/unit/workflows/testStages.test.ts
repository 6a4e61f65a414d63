// The test command's stage table (tools/test/stages.sh): a background stage that could not
// run here says so and is listed as skipped, not passed; a failed one fails the run.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const STAGES = path.resolve(__dirname, '../../../tools/test/stages.sh');

function run(stages: Array<[name: string, script: string]>, after = 'wait_for_stages'): {status: number | null; table: string} {
  const work = mkdtempSync(path.join(os.tmpdir(), 'stages-'));
  const script = [
    'set -euo pipefail',
    `source ${JSON.stringify(STAGES)}`,
    'trap print_stage_table EXIT',
    ...stages.map(([name, body]) => `stage_in_background ${JSON.stringify(name)} bash -c ${JSON.stringify(body)}`),
    after,
  ].join('\n');
  const result = spawnSync('bash', ['-c', script], {cwd: work, encoding: 'utf8'});
  return {status: result.status, table: result.stdout.slice(result.stdout.indexOf('== stage times'))};
}

test('a stage that says "<name>: skipped (why)" is listed as skipped; the others as passed', () => {
  const {status, table} = run([
    ['semantic parity', 'echo "semantic parity: skipped (no Python 3.11)"'],
    ['relevance', 'echo "75 pass"'],
  ]);
  assert.equal(status, 0);
  assert.match(table, /semantic parity \(alongside\) +\d+ s {2}skipped/);
  assert.match(table, /relevance \(alongside\) +\d+ s {2}passed/);
});

test('a failed stage fails the run and is listed as failed, even when it printed a skip line', () => {
  const {status, table} = run([['smoke', 'echo "smoke: skipped (no browser)"; exit 3']]);
  assert.equal(status, 1);
  assert.match(table, /smoke \(alongside\) +\d+ s {2}failed/);
});

test('a run that fails while a stage runs alongside stops that stage and everything it started', async () => {
  const marker = `stages-test-${process.pid}-${Date.now()}`;
  // The stage's grandchild, as a build under npx is: a process the stage's shell did not start itself.
  const {status} = run([['builds', `bash -c 'exec -a ${marker} sleep 300' & wait`]], 'sleep 0.5; stage typecheck false');
  assert.equal(status, 1);
  const alive = () => spawnSync('pgrep', ['-f', marker], {encoding: 'utf8'}).stdout.trim();
  for (let i = 0; i < 50 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const left = alive();
  if (left) spawnSync('kill', left.split('\n'));
  assert.equal(left, '', 'the grandchild is stopped');
});
