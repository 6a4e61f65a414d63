// runner.rb's rows read back, and the one-sentence summary the page announces.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {failureMessages, parseRunReport} from '../../plugins/examples/shared/runReport';
import {summarize} from '../../plugins/examples/client/summary';

test('check and raised rows are read; tabs inside a message survive; an unknown row is an error', () => {
  const report = parseRunReport('check\t3\tok\t:match\ncheck\t5\tdiffers\tfalse\nraised\t7\tArgumentError\tUnknown shape:\tx\n');
  assert.deepEqual(report, {
    checks: [
      {line: 3, ok: true, actual: ':match'},
      {line: 5, ok: false, actual: 'false'},
    ],
    raised: {line: 7, errorClass: 'ArgumentError', message: 'Unknown shape:\tx'},
  });
  assert.deepEqual(
    failureMessages(report, (line) => (line === 5 ? 'true' : '?')),
    [
      {line: 5, message: 'expected true, got false'},
      {line: 7, message: 'raised ArgumentError: Unknown shape:\tx'},
    ],
  );
  assert.throws(() => parseRunReport('mystery\t1'), /does not know/);
});

test('the summary names matches, differences, the exception and printed output', () => {
  const ran = (checks: [number, boolean][], raised: boolean, printed: boolean) =>
    summarize({
      kind: 'ran',
      annotations: checks.map(([line]) => ({line, expected: 'x'})),
      problems: [],
      report: {
        checks: checks.map(([line, ok]) => ({line, ok, actual: 'x'})),
        raised: raised ? {line: 2, errorClass: 'NameError', message: 'undefined local variable y'} : null,
      },
      printed: printed ? [{stream: 'stdout', text: 'hi\n'}] : [],
      printedCut: false,
    });
  assert.equal(ran([[1, true]], false, false), 'Run finished: 1 of 1 value matches the annotation.');
  assert.equal(
    ran(
      [
        [1, true],
        [2, false],
      ],
      false,
      true,
    ),
    'Run finished: 1 of 2 values match the annotations; 1 differs; it printed output.',
  );
  assert.equal(ran([], true, false), 'Run finished: raised NameError on line 2: undefined local variable y.');
  assert.equal(ran([], false, false), 'Run finished: no output.');
  assert.match(summarize({kind: 'download', message: 'HTTP 404'}), /^Could not download Ruby \(HTTP 404\)/);
  assert.equal(summarize({kind: 'stopped', started: false, printed: [], printedCut: false}), 'Cancelled before it started. Run works again.');
});

test('a run cut short says whether what it printed until then is shown', () => {
  const nothing = {printed: [], printedCut: false};
  const some = {printed: [{stream: 'stdout' as const, text: 'step 1\n'}], printedCut: false};
  assert.equal(
    summarize({kind: 'timeout', seconds: 10, ...nothing}),
    'Stopped after 10 seconds: the example was still running (an endless loop?). Ruby was restarted; Run works again.',
  );
  assert.equal(
    summarize({kind: 'timeout', seconds: 10, ...some}),
    'Stopped after 10 seconds: the example was still running (an endless loop?). What it printed until then is below. Ruby was restarted; Run works again.',
  );
  assert.equal(summarize({kind: 'stopped', started: true, ...nothing}), 'Stopped before it finished. Run works again.');
  assert.equal(
    summarize({kind: 'stopped', started: true, ...some}),
    'Stopped before it finished. What it printed until then is below. Run works again.',
  );
  assert.equal(
    summarize({kind: 'crash', message: 'out of memory', ...some}),
    'Ruby stopped unexpectedly (out of memory). What it printed until then is below.',
  );
});
