// tools/ensure-deps.sh: when npm ci fails while apt installs the browsers alongside, the
// script waits for apt before it exits (a dpkg stopped half-way keeps its lock), and exits
// with npm's status. Run on a copy of the script, with apt-get, npm and id stood in for.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

test('a failed npm ci exits with its status, after apt has finished', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ensure-deps-'));
  mkdirSync(path.join(root, 'tools'));
  copyFileSync(path.join(__dirname, '../../../tools/ensure-deps.sh'), path.join(root, 'tools/ensure-deps.sh'));
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  const stub = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(path.join(bin, name), 0o755);
  };
  const aptDone = path.join(root, 'apt-done');
  stub('apt-get', `[ "$1" = update ] || { sleep 1; touch ${JSON.stringify(aptDone)}; }`);
  stub('npm', 'exit 7');
  stub('id', 'echo 0');
  const result = spawnSync('bash', [path.join(root, 'tools/ensure-deps.sh'), '--always-apt'], {
    encoding: 'utf8',
    env: {PATH: `${bin}:${process.env.PATH}`},
  });
  assert.equal(result.status, 7, result.stderr);
  assert.ok(existsSync(aptDone), 'apt had finished when the script exited');
});
