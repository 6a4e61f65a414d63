import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchSettler, SEARCH_SETTLE_MS} from '../../../plugins/analytics/client/searchSettle';
import type {SearchEvent} from '../../../plugins/analytics/shared/events';

/** Timers the test moves by hand. */
function fakeTimers() {
  let now = 0;
  const due = new Map<number, {at: number; run: () => void}>();
  let next = 1;
  return {
    set: (run: () => void, ms: number) => {
      due.set(next, {at: now + ms, run});
      return next++;
    },
    clear: (handle: unknown) => void due.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
  };
}

/** A settler on timers the test moves, and the searches it sent. */
function settlerOnFakeTimers() {
  const timers = fakeTimers();
  const sent: SearchEvent[] = [];
  return {timers, sent, settler: searchSettler((e) => sent.push(e), timers)};
}

const typed = (query: string, results = 3): SearchEvent => ({name: 'search', props: {query, results}});

test('typing letter by letter sends one search, the last query, 400 ms after the last keystroke', () => {
  const {timers, sent, settler} = settlerOnFakeTimers();
  for (const query of ['h', 'ha', 'has', 'hash']) {
    settler.answered(typed(query));
    timers.advance(150);
  }
  assert.equal(sent.length, 0);
  timers.advance(SEARCH_SETTLE_MS - 150 - 1);
  assert.equal(sent.length, 0);
  timers.advance(1);
  assert.deepEqual(sent, [typed('hash')]);
  timers.advance(5_000);
  assert.equal(sent.length, 1);
});

test('closing the modal sends the waiting search at once, and only once', () => {
  const {timers, sent, settler} = settlerOnFakeTimers();
  settler.answered(typed('any', 2));
  timers.advance(100);
  settler.flush();
  assert.deepEqual(sent, [typed('any', 2)]);
  timers.advance(1_000);
  settler.flush();
  assert.equal(sent.length, 1);
});

test('clearing the input drops the query being typed; nothing is sent for an empty query', () => {
  const {timers, sent, settler} = settlerOnFakeTimers();
  settler.answered(typed('has'));
  settler.answered(typed(''));
  timers.advance(1_000);
  settler.flush();
  assert.deepEqual(sent, []);
});

test("the meaning layer's later count for the same query: taken while the search waits, never a second search once sent", () => {
  const {timers, sent, settler} = settlerOnFakeTimers();
  settler.answered(typed('hash', 68));
  timers.advance(100);
  settler.answered(typed('hash', 69));
  timers.advance(SEARCH_SETTLE_MS);
  assert.deepEqual(sent, [typed('hash', 69)]);
  // Settled after it was sent (or after the modal closed): the same search.
  settler.answered(typed('hash', 70));
  timers.advance(1_000);
  settler.flush();
  assert.deepEqual(sent, [typed('hash', 69)]);
  // A new query typed after it, then the first again: each is a search.
  settler.answered(typed('has', 5));
  settler.answered(typed('hash', 69));
  timers.advance(SEARCH_SETTLE_MS);
  assert.deepEqual(sent, [typed('hash', 69), typed('hash', 69)]);
});

test('the same query again after the input was emptied is a new search', () => {
  const {timers, sent, settler} = settlerOnFakeTimers();
  settler.answered(typed('hash', 69));
  timers.advance(SEARCH_SETTLE_MS);
  settler.answered(typed(''));
  settler.answered(typed('hash', 69));
  timers.advance(SEARCH_SETTLE_MS);
  assert.deepEqual(sent, [typed('hash', 69), typed('hash', 69)]);
});
