import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answeredByLatest} from '../../../plugins/search/client/latestAnswer';

/** A search whose answers the test hands out by hand, in any order. */
function heldSearch() {
  const asked: Array<{query: string; answer: (hits: string[]) => void; fail: (error: Error) => void}> = [];
  const run = (query: string) =>
    new Promise<{query: string; hits: string[]}>((resolve, reject) => {
      asked.push({query, answer: (hits) => resolve({query, hits}), fail: reject});
    });
  return {asked, run};
}

const copy = (result: {query: string; hits: string[]}) => ({...result});
const tick = () => new Promise((resolve) => setImmediate(resolve));

test('a call with none after it is answered with its own answer', async () => {
  const {asked, run} = heldSearch();
  const search = answeredByLatest(run, copy);
  const first = search('hash');
  asked[0].answer(['Hashes']);
  assert.deepEqual(await first, {query: 'hash', hits: ['Hashes']});
  const second = search('array');
  asked[1].answer(['Arrays']);
  assert.deepEqual(await second, {query: 'array', hits: ['Arrays']});
});

test('every call runs at once; an older answer that arrives first waits for the newest, and both get the newest', async () => {
  const {asked, run} = heldSearch();
  const search = answeredByLatest(run, copy);
  const settled: string[] = [];
  const older = search('d').then((r) => (settled.push(`d → ${r.query}`), r));
  const newer = search('diagnostics').then((r) => (settled.push(`diagnostics → ${r.query}`), r));
  assert.deepEqual(
    asked.map((a) => a.query),
    ['d', 'diagnostics'],
    'the newer call does not wait for the older one to be asked',
  );
  asked[0].answer(['Hashes']);
  await tick();
  assert.deepEqual(settled, [], 'the older answer is held while a newer call is on its way');
  asked[1].answer(['Diagnostics']);
  assert.deepEqual(await older, {query: 'diagnostics', hits: ['Diagnostics']});
  assert.deepEqual(await newer, {query: 'diagnostics', hits: ['Diagnostics']});
  assert.deepEqual(settled, ['d → diagnostics', 'diagnostics → diagnostics']);
});

test('an older answer that arrives after the newest is dropped', async () => {
  const {asked, run} = heldSearch();
  const search = answeredByLatest(run, copy);
  const older = search('d');
  const newer = search('di');
  asked[1].answer(['Diagnostics']);
  assert.equal((await older).query, 'di');
  assert.equal((await newer).query, 'di');
  asked[0].answer(['Hashes']);
  await tick();
  const next = search('dia');
  asked[2].answer(['Diagnostics#anatomy']);
  assert.deepEqual(await next, {query: 'dia', hits: ['Diagnostics#anatomy']}, 'the late answer reached no one');
});

test('each caller gets its own copy of the shared answer', async () => {
  const {asked, run} = heldSearch();
  const search = answeredByLatest(run, copy);
  const older = search('a');
  const newer = search('ab');
  asked[0].answer([]);
  asked[1].answer(['AnyOf']);
  const [a, b] = await Promise.all([older, newer]);
  assert.deepEqual(a, b);
  assert.notEqual(a, b);
});

test('when the newest call fails, every caller waiting on it hears the failure', async () => {
  const {asked, run} = heldSearch();
  const search = answeredByLatest(run, copy);
  const older = search('h');
  const newer = search('ha');
  asked[0].answer(['Hashes']);
  asked[1].fail(new Error('offline'));
  await assert.rejects(older, /offline/);
  await assert.rejects(newer, /offline/);
});
