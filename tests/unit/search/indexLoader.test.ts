import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fetchManifest, fetchShard, SearchIndexError} from '../../../plugins/search/client/indexLoader';
import {shardIndex} from '../../../plugins/search/node/shardIndex';
import {recordsOfPage} from '../../../plugins/search/shared/pages';

const location = {indexUrl: '/katachi/search-index/index.json', buildId: 'mwqh2z3q'};
const respond = (body: string, status = 200) => (async () => new Response(body, {status})) as typeof fetch;
const {manifest, files} = shardIndex(
  'mwqh2z3q',
  recordsOfPage({
    path: '/katachi/docs/FAQ',
    lvl0: 'Documentation',
    sections: [
      {depth: 1, heading: 'FAQ', anchor: null, text: 'Questions.'},
      {depth: 2, heading: 'Why', anchor: 'why', text: 'Because.'},
    ],
  }),
);
const good = JSON.stringify(manifest);

test('loads a valid manifest and asks for it by build id', async () => {
  let asked = '';
  const loaded = await fetchManifest(location, (async (url: string) => {
    asked = url;
    return new Response(good);
  }) as typeof fetch);
  assert.equal(loaded.sections, 2);
  assert.equal(asked, '/katachi/search-index/index.json?v=mwqh2z3q');
});

test("shards are fetched from the manifest's build folder and checked", async () => {
  let asked = '';
  const shard = await fetchShard(location.indexUrl, manifest, 'v-w.json', (async (url: string) => {
    asked = url;
    return new Response(JSON.stringify(files.get('v-w.json')));
  }) as typeof fetch);
  assert.equal(asked, '/katachi/search-index/mwqh2z3q/v-w.json');
  assert.deepEqual(shard, files.get('v-w.json'));
  await assert.rejects(fetchShard(location.indexUrl, manifest, 'f-0.json', respond('{"not":"fragments"}')), /unknown format/);
  await assert.rejects(fetchShard(location.indexUrl, manifest, 'p-0.json', respond('gone', 404)), /HTTP 404/);
});

for (const [name, fetchImpl, reason] of [
  ['404', respond('nope', 404), 'http'],
  ['500', respond('boom', 500), 'http'],
  [
    'network failure',
    (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch,
    'network',
  ],
  ['truncated JSON', respond(good.slice(0, good.length / 2)), 'invalid'],
  ['wrong format', respond(JSON.stringify({version: 999, records: []})), 'invalid'],
  ['an index older than the page', respond(good.replace('"mwqh2z3q"', '"mwqh2z3p"')), 'stale'],
] as const) {
  test(`fails with a clear SearchIndexError on ${name}`, async () => {
    await assert.rejects(fetchManifest(location, fetchImpl), (error: unknown) => {
      assert.ok(error instanceof SearchIndexError);
      assert.equal(error.reason, reason);
      assert.ok(error.message.length > 10);
      return true;
    });
  });
}

test('an index newer than the page (a redeploy, a doc edited in dev) is used', async () => {
  const loaded = await fetchManifest(location, respond(good.replace('"mwqh2z3q"', '"mwqh2z40"')));
  assert.equal(loaded.buildId, 'mwqh2z40');
});

test('the dev server index is accepted whatever its build (it is rewritten as docs change)', async () => {
  const loaded = await fetchManifest({...location, acceptAnyBuild: true}, respond(good.replace('"mwqh2z3q"', '"0"')));
  assert.equal(loaded.buildId, '0');
});

test('offline for certain (navigator.onLine false), a download fails at once as a network error, without a request', async () => {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {value: {onLine: false}, configurable: true});
  let requests = 0;
  try {
    await assert.rejects(
      fetchManifest(location, (async () => {
        requests += 1;
        return new Response(good);
      }) as typeof fetch),
      (error: unknown) => error instanceof SearchIndexError && error.reason === 'network' && /offline/.test(error.message),
    );
    assert.equal(requests, 0);
  } finally {
    if (had) Object.defineProperty(globalThis, 'navigator', had);
    else delete (globalThis as {navigator?: unknown}).navigator;
  }
});
