// A running example's output, shown while it runs: collected in order, shown a few times a second.
import assert from 'node:assert/strict';
import {mock, test} from 'node:test';
import {collectPrinted, SHOW_PRINTED_EVERY_MS} from '../../plugins/examples/client/printedSoFar';
import type {PrintedOutput} from '../../plugins/examples/client/protocol';

test('pieces are joined by stream in order, shown at most every SHOW_PRINTED_EVERY_MS, and end returns them all', () => {
  mock.timers.enable({apis: ['setTimeout']});
  try {
    const shown: PrintedOutput[] = [];
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
  } finally {
    mock.timers.reset();
  }
});
