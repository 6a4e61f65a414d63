// Runs fixture examples against a real checkout of the katachi gem in wasm Ruby.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {checkExamples, formatReport} from '../../tools/ruby-examples/check';
import {WasmRubyRunner} from '../../tools/ruby-examples/run-in-wasm';
import {readGemFiles, RUNNER_RB} from '../../plugins/examples/node/gemFiles';
import {RUBY_WASM_FILE, runInFreshVm, type GemFiles} from '../../plugins/examples/shared/rubyVm';
import type {PrintedText} from '../../plugins/examples/shared/printedText';
import {PRINT_LIMIT_CHARS} from '../../plugins/examples/shared/runLimit';
import {GEM_DIR as GEM} from '../support/gem';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'ruby-examples');
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

/** Ruby compiled, the gem's lib/ and the runner, as the page's worker has them: read once for the tests that run the VM directly. */
let vmInputsRead: Promise<{module: WebAssembly.Module; gemFiles: GemFiles; runnerSource: string}> | undefined;
const vmInputs = () =>
  (vmInputsRead ??= Promise.all([
    readFile(require.resolve(`@ruby/3.4-wasm-wasi/dist/${RUBY_WASM_FILE}`)).then((bytes) => WebAssembly.compile(bytes)),
    readGemFiles(path.join(GEM, 'lib')),
    readFile(RUNNER_RB, 'utf8'),
  ]).then(([module, gemFiles, runnerSource]) => ({module, gemFiles, runnerSource})));

test('what an example prints is heard as Ruby writes it, before the run ends, up to the limit', {skip}, async () => {
  const {module, gemFiles, runnerSource} = await vmInputs();
  const run = (code: string) => {
    const heard: {piece: PrintedText; cut: boolean; at: number}[] = [];
    const outcome = runInFreshVm({
      module,
      gemFiles,
      runnerSource,
      code,
      shownFile: 'example.rb',
      onPrint: (piece, cut) => heard.push({piece, cut, at: Date.now()}),
    });
    return outcome.then((o) => ({...o, heard}));
  };

  // A busy second between two prints: the first is heard a second before the second.
  const slow = await run('print "before"\n$stderr.print "warn"\nt = Time.now\nloop { break if Time.now - t > 1 }\nputs "after"\n');
  assert.deepEqual(
    slow.heard.map((h) => [h.piece.stream, h.piece.text, h.cut]),
    [
      ['stdout', 'before', false],
      ['stderr', 'warn', false],
      ['stdout', 'after', false],
      ['stdout', '\n', false],
    ],
  );
  assert.ok(slow.heard[2].at - slow.heard[1].at >= 900, `"after" came ${slow.heard[2].at - slow.heard[1].at} ms after "warn"`);
  assert.deepEqual(slow.printed, [
    {stream: 'stdout', text: 'before'},
    {stream: 'stderr', text: 'warn'},
    {stream: 'stdout', text: 'after\n'},
  ]);

  // Past the limit: what is heard is what is kept, and the cut is heard once, with nothing more.
  const loud = await run(`print "x" * ${PRINT_LIMIT_CHARS - 1}\nprint "yz"\nprint "more"\n`);
  assert.equal(loud.heard.map((h) => h.piece.text).join(''), loud.printed.map((p) => p.text).join(''));
  assert.equal(loud.printed[0].text.length, PRINT_LIMIT_CHARS);
  assert.ok(loud.printedCut);
  assert.deepEqual(
    loud.heard.map((h) => h.cut),
    [false, true],
  );
});

test("the page's Ruby has pp (as inspect), names a missing standard library, and survives an example closing $stdout", {skip}, async () => {
  const {module, gemFiles, runnerSource} = await vmInputs();
  const run = (code: string) => runInFreshVm({module, gemFiles, runnerSource, code, shownFile: 'example.rb'});
  const pp = await run('require "pp"\nx = pp({a: 1}, [2])\np x\nputs 3.pretty_inspect\n');
  assert.equal(pp.report.raised, null);
  assert.deepEqual(pp.printed, [{stream: 'stdout', text: '{a: 1}\n[2]\n[{a: 1}, [2]]\n3\n'}]);
  const json = await run('require "json"\n');
  assert.deepEqual(json.report.raised, {
    line: 1,
    errorClass: 'LoadError',
    message: 'cannot load such file -- json (Ruby here has no standard library: only the gem can be required)',
  });
  // The example's own error, at its own line, not a failure of the runner flushing a closed stream.
  const closed = await run('puts "x3"\n$stdout.close\nputs "y"\n');
  assert.deepEqual(closed.report.raised, {line: 3, errorClass: 'IOError', message: 'closed stream'});
  assert.deepEqual(closed.printed, [{stream: 'stdout', text: 'x3\n'}]);
});
