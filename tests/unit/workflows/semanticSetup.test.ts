// tools/semantic/setup.sh and parity.sh: a missing Python or PyPI skips the parity check with
// one line; a wheel that does not match its pinned hash fails it. Run on a copy of the two
// scripts, with a stand-in venv whose pip answers as pip does.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const SEMANTIC = path.join(__dirname, '../../../tools/semantic');

/** A tree with the scripts, pins, a python3 3.11 and a venv whose pip fails saying `pipSays`. */
function treeWherePipSays(pipSays: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'semantic-setup-'));
  const tools = path.join(root, 'tools/semantic');
  mkdirSync(tools, {recursive: true});
  for (const file of ['setup.sh', 'parity.sh', 'requirements.txt', 'requirements-model.txt'])
    copyFileSync(path.join(SEMANTIC, file), path.join(tools, file));
  const bin = path.join(root, '.cache/semantic-venv/bin');
  mkdirSync(bin, {recursive: true});
  const script = (body: string) => `#!/usr/bin/env bash\n${body}\n`;
  // pip --version works; an install prints what pip printed and fails; the pin check finds nothing installed.
  writeFileSync(
    path.join(bin, 'python'),
    script(
      `if [[ "$*" == "-m pip --version" ]]; then exit 0; fi\nif [[ "$1 $2 $3" == "-m pip install" ]]; then echo ${JSON.stringify(pipSays)}; exit 1; fi\nexit 1`,
    ),
  );
  const fakePython3 = path.join(root, 'fake-bin/python3');
  mkdirSync(path.dirname(fakePython3));
  writeFileSync(fakePython3, script('exit 0'));
  for (const file of [path.join(bin, 'python'), fakePython3]) chmodSync(file, 0o755);
  return root;
}

const run = (root: string, script: string) =>
  spawnSync('bash', [path.join(root, 'tools/semantic', script)], {
    encoding: 'utf8',
    env: {PATH: `${path.join(root, 'fake-bin')}:${process.env.PATH}`},
  });

test('a wheel that does not match its pinned hash fails the setup and the parity check, never a skip', () => {
  const root = treeWherePipSays('ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.');
  const setup = run(root, 'setup.sh');
  assert.equal(setup.status, 1);
  assert.match(setup.stderr, /requirements\.txt: a downloaded file does not match its pinned SHA-256/);
  const parity = run(root, 'parity.sh');
  assert.notEqual(parity.status, 0);
  assert.doesNotMatch(parity.stdout, /skipped/);
});

test('PyPI out of reach skips the parity check with one line', () => {
  const root = treeWherePipSays('ERROR: Could not find a version that satisfies the requirement numpy==2.2.6');
  assert.equal(run(root, 'setup.sh').status, 3);
  const parity = run(root, 'parity.sh');
  assert.equal(parity.status, 0);
  assert.match(parity.stdout, /^semantic parity: skipped \(pip could not install requirements\.txt from PyPI/);
});
