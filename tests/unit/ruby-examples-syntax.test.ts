import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import {promisify} from 'node:util';
import {checkExamples, formatReport} from '../../tools/ruby-examples/check';
import {checkSyntax, LineIndex, loadParser} from '../../tools/ruby-examples/syntax';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = 'tests/fixtures/ruby-examples/syntax.md';

test('valid Ruby 3.4 has no syntax error', async () => {
  const parse = await loadParser();
  assert.equal(checkSyntax(parse, 'def greet(name:) = "hi #{name}"\nKt.compare(value:, shape: Integer) in { code: :match }\n'), null);
});

test('a syntax error is reported on its line within the block', async () => {
  const parse = await loadParser();
  assert.deepEqual(checkSyntax(parse, 'ok = 1\nif ok\n  puts "x"\n'), {line: 2, message: 'expected an `end` to close the conditional clause'});
  const eof = checkSyntax(parse, 'a = 1\nb = [1, 2\n');
  assert.equal(eof?.line, 2); // end-of-input errors are shown on the last line of code, not past it
  assert.match(eof!.message, /array/);
});

test('line numbers count bytes, so non-ASCII text before an error does not shift it', () => {
  const idx = new LineIndex('é = "ü"\nx\n');
  assert.equal(idx.lineAt(Buffer.byteLength('é = "ü"\n')), 2);
  assert.equal(idx.lineAt(0), 1);
});

test('checkExamples reports the Markdown file line of a syntax error', async () => {
  const result = await checkExamples({files: [path.join(ROOT, FIXTURE)]});
  assert.equal(result.blocks, 2);
  assert.equal(result.passed, 1);
  assert.equal(result.failed, 1);
  assert.deepEqual(result.reports.map(formatReport), [
    `${path.relative(process.cwd(), path.join(ROOT, FIXTURE))}:12: syntax error: unexpected end-of-input; expected a \`,\` separator for the array elements`,
  ]);
});

test('the CLI prints file:line, the skip notice and the summary, and exits non-zero', async () => {
  const env = {...process.env};
  delete env.KATACHI_PATH;
  const err = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/ruby-examples/cli.ts', FIXTURE], {cwd: ROOT, env}).then(
    () => assert.fail('expected a non-zero exit'),
    (e: {code: number; stdout: string; stderr: string}) => e,
  );
  assert.equal(err.code, 1);
  const lines = err.stdout.trim().split('\n');
  assert.match(lines[0], /^tests\/fixtures\/ruby-examples\/syntax\.md:12: syntax error: /);
  assert.match(err.stdout, /running them against the gem was skipped \(to enable: KATACHI_PATH=/);
  assert.equal(lines.at(-1), 'ruby examples: 2 blocks, 1 passed, 1 failed');
  assert.doesNotMatch(err.stderr, /ExperimentalWarning/);
});

test('the CLI refuses a KATACHI_PATH that is not a gem checkout', async () => {
  const err = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tools/ruby-examples/cli.ts', FIXTURE], {
    cwd: ROOT,
    env: {...process.env, KATACHI_PATH: path.join(ROOT, 'tests')},
  }).then(
    () => assert.fail('expected a non-zero exit'),
    (e: {code: number; stderr: string}) => e,
  );
  assert.equal(err.code, 2);
  assert.match(err.stderr, /is not a checkout of the katachi gem \(no lib\/katachi\.rb/);
});
