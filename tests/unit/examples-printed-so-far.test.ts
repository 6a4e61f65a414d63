// A running example's output, shown while it runs: collected in order, shown a few times a second.
import assert from 'node:assert/strict';
import {afterEach, beforeEach, mock, test} from 'node:test';
import {
  collectPrinted,
  LIVE_TAIL_CHARS,
  LIVE_TAIL_PIECES,
  SHOW_PRINTED_EVERY_MS,
  type PrintedSoFar,
} from '../../plugins/examples/client/printedSoFar';

// The showing is timed on fake timers, moved on by hand.
beforeEach(() => mock.timers.enable({apis: ['setTimeout']}));
afterEach(() => mock.timers.reset());

test('pieces are joined by stream in order, shown at most every SHOW_PRINTED_EVERY_MS, and end returns them all', () => {
  const shown: PrintedSoFar[] = [];
  const collected = collectPrinted((output) => shown.push(output));
  collected.add({piece: {stream: 'stdout', text: 'a'}, cut: false});
  collected.add({piece: {stream: 'stdout', text: '\n'}, cut: false});
  collected.add({piece: {stream: 'stderr', text: 'oops'}, cut: false});
  assert.equal(shown.length, 0, 'not shown at once: a loop that prints would render on every write');
  mock.timers.tick(SHOW_PRINTED_EVERY_MS);
  assert.deepEqual(shown, [
    {
      printed: [
        {stream: 'stdout', text: 'a\n'},
        {stream: 'stderr', text: 'oops'},
      ],
      printedCut: false,
      omittedChars: 0,
    },
  ]);

  // What was shown is a copy: later pieces do not change it under React.
  collected.add({piece: {stream: 'stderr', text: '!'}, cut: false});
  collected.add({piece: {stream: 'stdout', text: ''}, cut: true});
  assert.equal(shown[0].printed[1].text, 'oops');
  mock.timers.tick(SHOW_PRINTED_EVERY_MS);
  assert.deepEqual(shown[1], {
    printed: [
      {stream: 'stdout', text: 'a\n'},
      {stream: 'stderr', text: 'oops!'},
    ],
    printedCut: true,
    omittedChars: 0,
  });

  // Ended between two showings: nothing more is shown, and end has everything.
  collected.add({piece: {stream: 'stdout', text: 'late'}, cut: false});
  const all = collected.end();
  mock.timers.tick(SHOW_PRINTED_EVERY_MS * 2);
  assert.equal(shown.length, 2);
  assert.deepEqual(
    all.printed.map((p) => p.text),
    ['a\n', 'oops!', 'late'],
  );
});

test('while it runs, only the end is shown: the last LIVE_TAIL_CHARS characters in LIVE_TAIL_PIECES pieces at most, and how much came before', () => {
  const shown: PrintedSoFar[] = [];
  const collected = collectPrinted((output) => shown.push(output));
  // A long stdout run, then stdout and stderr alternating: many small pieces.
  collected.add({piece: {stream: 'stdout', text: 'x'.repeat(LIVE_TAIL_CHARS)}, cut: false});
  for (let i = 0; i < LIVE_TAIL_PIECES; i += 1) {
    collected.add({piece: {stream: 'stdout', text: 'o\n'}, cut: false});
    collected.add({piece: {stream: 'stderr', text: 'e\n'}, cut: false});
  }
  mock.timers.tick(SHOW_PRINTED_EVERY_MS);
  const [last] = shown;
  assert.equal(last.printed.length, LIVE_TAIL_PIECES);
  assert.deepEqual(last.printed.at(-1), {stream: 'stderr', text: 'e\n'});
  const total = LIVE_TAIL_CHARS + LIVE_TAIL_PIECES * 4;
  assert.equal(last.omittedChars + last.printed.reduce((n, p) => n + p.text.length, 0), total);

  // One long run of a stream is cut to its last characters.
  const one = collectPrinted((output) => shown.push(output));
  one.add({piece: {stream: 'stdout', text: `${'a'.repeat(LIVE_TAIL_CHARS)}${'b'.repeat(10)}`}, cut: false});
  mock.timers.tick(SHOW_PRINTED_EVERY_MS);
  assert.equal(shown[1].printed[0].text, `${'a'.repeat(LIVE_TAIL_CHARS - 10)}${'b'.repeat(10)}`);
  assert.equal(shown[1].omittedChars, 10);
  // All of it is kept for the end.
  assert.equal(one.end().printed[0].text.length, LIVE_TAIL_CHARS + 10);
});
