// Runs fixture examples against a real checkout of the katachi gem in wasm Ruby.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {checkExamples, formatReport} from '../../tools/ruby-examples/check';
import {WasmRubyRunner} from '../../tools/ruby-examples/run-in-wasm';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'ruby-examples');
// As the test command finds it (tools/run-tests.sh): KATACHI_PATH, else the release beside the checkout.
const GEM = process.env.KATACHI_PATH || path.resolve(__dirname, '../../../shared/katachi/gem-0.0.2.0');
const hasGem = existsSync(path.join(GEM, 'lib', 'katachi.rb'));
const skip = hasGem ? false : `no katachi gem checkout at ${GEM} (set KATACHI_PATH to one to run this test)`;
const shown = (name: string) => path.relative(process.cwd(), path.join(FIXTURES, name));

test('right annotations pass, each block runs in a fresh VM, skip-run blocks are not run', {skip}, async () => {
  const result = await checkExamples({files: [path.join(FIXTURES, 'pass.md')], gemDir: GEM});
  assert.deepEqual(result.reports.map(formatReport), []);
  assert.equal(result.blocks, 4);
  assert.equal(result.passed, 4);
  assert.equal(result.ran, 3);
  assert.equal(result.skippedRun, 1);
});

test('wrong annotations, exceptions and uncheckable annotations fail at their file line', {skip}, async () => {
  const result = await checkExamples({files: [path.join(FIXTURES, 'fail.md')], gemDir: GEM});
  const f = shown('fail.md');
  assert.deepEqual(result.reports.map(formatReport), [
    `${f}:4: expected :exact_match, got :match`,
    `${f}:10: raised ArgumentError: Unknown shape: $no_such_shape`,
    `${f}:16: raised ArgumentError: not an annotated line`,
    `${f}:21: cannot check "# => String": it does not follow a complete top-level statement ending on this line`,
    `${f}:24: cannot check "# => 1": it does not follow a complete top-level statement ending on this line`,
  ]);
  assert.equal(result.failed, 4);
  assert.equal(result.passed, 0);
});

test('React page examples run too', {skip}, async () => {
  const result = await checkExamples({files: [path.join(FIXTURES, 'page.tsx')], gemDir: GEM});
  assert.equal(result.ran, 1);
  assert.deepEqual(
    result.reports.map((r) => [r.line, r.message.split(':')[0]]),
    [[13, 'badRubyExample']],
  );
});

test('an example that never ends is stopped at the time limit and reported; the next one still runs', {skip}, async () => {
  const result = await checkExamples({files: [path.join(FIXTURES, 'endless.md')], gemDir: GEM, limitMs: 3_000});
  assert.deepEqual(result.reports.map(formatReport), [
    `${shown('endless.md')}:8: did not finish within 3 s: stopped, as Run in the page would stop it`,
  ]);
  assert.equal(result.ran, 3);
  assert.equal(result.passed, 2);
  assert.equal(result.failed, 1);
});

test('exit! ends the example as exit does: what it printed and the exit are reported, not a Ruby crash', {skip}, async () => {
  const runner = await WasmRubyRunner.create(GEM);
  assert.deepEqual(await runner.run('print "a"\nexit!(3)\nputs "b"\n', 'example.rb', []), {
    failures: [{line: 2, message: 'raised SystemExit: exit!'}],
    output: 'a',
  });
  assert.deepEqual(await runner.run('puts 1\nProcess.exit!(true)\n', 'example.rb', []), {
    failures: [{line: 2, message: 'raised SystemExit: exit!'}],
    output: '1\n',
  });
});
