/**
 * The MCP server's command line refuses what it cannot use, naming it, with its
 * usage, before it starts: an unknown option, a site that is no http(s) URL, a
 * timeout that is not a positive number. (It answering over stdio: tests/mcp/.)
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '../../..');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'mcp/cli.ts', ...args], {cwd: ROOT, encoding: 'utf8', input: '', timeout: 30_000});
  return {status: run.status, stderr: run.stderr};
}

const USAGE = /usage: npm run mcp -- \[--site <base URL>\]/;

for (const [args, message] of [
  [['--sites', 'http://localhost:3000/katachi/'], /Unknown option '--sites'/],
  [['--site', 'localhost:3000'], /--site must be an http\(s\) URL \(got "localhost:3000"\)/],
  [['--timeout', 'soon'], /--timeout must be a positive number of seconds \(got "soon"\)/],
  [['--site'], /Option '--site <value>' argument missing/],
] as const) {
  test(`refused, named: ${args.join(' ')}`, () => {
    const {status, stderr} = cli(...args);
    assert.equal(status, 2);
    assert.match(stderr, message);
    assert.match(stderr, USAGE);
  });
}

test('--help prints the usage and exits', () => {
  const {status, stderr} = cli('--help');
  assert.equal(status, 0);
  assert.match(stderr, USAGE);
});
