import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngineHost} from '../../../plugins/search/client/engineHost';
import {shardIndex} from '../../../plugins/search/node/shardIndex';
import {recordsOfPage} from '../../../plugins/search/shared/pages';
import {withMeaningFiles} from '../../../plugins/search/node/engineOfRecords';
import {meaningFiles} from '../../../plugins/search/node/meaningIndex';
import type {FusedResult} from '../../../plugins/search/client/fusedEngine';
import {record} from './records.fixture';
import {tinyTable} from './meaning/table.fixture';

const location = {indexUrl: '/katachi/search-index/index.json', buildId: 'mwqh2z3q'};
const {manifest, files} = shardIndex(
  'mwqh2z3q',
  recordsOfPage({
    path: '/katachi/docs/FAQ',
    lvl0: 'Documentation',
    sections: [{depth: 1, heading: 'FAQ', anchor: null, text: 'Is it ready for production?'}],
  }),
);

/** Serves the manifest and the shards; records every URL asked for. */
function site(asked: string[], fail: (url: string, n: number) => boolean = () => false) {
  return (async (url: string) => {
    asked.push(url);
    if (fail(url, asked.length)) return new Response('down', {status: 503});
    if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(manifest));
    const name = url.split('/').pop()!;
    return files.has(name) ? new Response(JSON.stringify(files.get(name))) : new Response('missing', {status: 404});
  }) as typeof fetch;
}

test('loads the manifest and the small vocabulary in one round, then only the postings and fragments a query needs', async () => {
  assert.equal(manifest.vocabularyBundle, true);
  const asked: string[] = [];
  const answer = createEngineHost(site(asked));
  assert.equal(await answer({type: 'load', location}), 1);
  // Both asked before either answered: the bundle's URL comes from the page's build id.
  assert.deepEqual(asked, ['/katachi/search-index/mwqh2z3q/v-all.json', '/katachi/search-index/index.json?v=mwqh2z3q']);
  const result = (await answer({type: 'search', location, query: 'production', limit: 20, offset: 0})) as {
    total: number;
    hits: {record: {url: string}}[];
  };
  assert.equal(result.total, 1);
  assert.equal(result.hits[0].record.url, '/katachi/docs/FAQ');
  const shards = asked.slice(2).map((url) => url.replace('/katachi/search-index/mwqh2z3q/', ''));
  assert.deepEqual(shards.sort(), ['f-0.json', 'p-0.json']);
  const suggestions = (await answer({type: 'suggest', location, query: 'prodution', limit: 3})) as string[];
  // The corrected spelling first; the site's topics fill the remaining places.
  assert.deepEqual(suggestions, ['production', 'Documentation']);
  // Every shard is downloaded once.
  assert.equal(new Set(asked).size, asked.length);
});

test('a missing or damaged vocabulary bundle falls back to the per-letter shards', async () => {
  const asked: string[] = [];
  const answer = createEngineHost(site(asked, (url) => url.endsWith('v-all.json')));
  assert.equal(await answer({type: 'load', location}), 1);
  const result = (await answer({type: 'search', location, query: 'production', limit: 20, offset: 0})) as {total: number};
  assert.equal(result.total, 1);
  assert.ok(asked.some((url) => url.endsWith('/v-p.json')));
});

test("a manifest of another build (redeployed site) uses that build's bundle, not the guessed one", async () => {
  const asked: string[] = [];
  const answer = createEngineHost(site(asked));
  const older = {...location, buildId: 'mwqh2z00'};
  assert.equal(await answer({type: 'load', location: older}), 1);
  assert.ok(asked.includes('/katachi/search-index/mwqh2z00/v-all.json'));
  assert.ok(asked.includes('/katachi/search-index/mwqh2z3q/v-all.json'));
});

test('a failed download is forgotten: the next request (a retry) fetches again', async () => {
  const asked: string[] = [];
  // The first manifest request and the first postings request fail.
  const firstAsk = (url: string, n: number, name: string) => url.includes(name) && !asked.slice(0, n - 1).some((u) => u.includes(name));
  const answer = createEngineHost(site(asked, (url, n) => firstAsk(url, n, 'index.json') || firstAsk(url, n, 'p-0.json')));
  await assert.rejects(answer({type: 'load', location}), /HTTP 503/);
  assert.equal(await answer({type: 'load', location}), 1);
  await assert.rejects(answer({type: 'search', location, query: 'production', limit: 20, offset: 0}), /HTTP 503/);
  const result = (await answer({type: 'search', location, query: 'production', limit: 20, offset: 0})) as {total: number};
  assert.equal(result.total, 1);
});

const meaningSections = [
  record('Features/AnyOf', 'Features', 'AnyOf', 'Nullable values', 2, 'A nil value is allowed.'),
  record('Docs/Running', 'Docs', 'Running', 'Run an example', 2, 'Press Run to run the example.'),
  record('Docs/Nothing', 'Docs', 'Nothing', 'Zilch', 2, 'Zilch and nil.'),
];

/**
 * Serves the three sections' index with the meaning layer's files; a file `held` names
 * waits until release(). Records every file asked for.
 */
function servedWithMeaning(held: (file: string) => boolean = () => false) {
  const index = withMeaningFiles(shardIndex('mwqh2z3q', meaningSections), meaningFiles(meaningSections, tinyTable()));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  /** Files whose body the host has read (indexLoader reads each with `.json()`). */
  const read: string[] = [];
  const served = (async (url: string) => {
    if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(index.manifest));
    const file = url.replace('/katachi/search-index/', '').replace(/^mwqh2z3q\//, '');
    asked.push(file);
    if (held(file)) await gate;
    if (!index.files.has(file)) return new Response('missing', {status: 404});
    const response = new Response(JSON.stringify(index.files.get(file)));
    const json = response.json.bind(response);
    response.json = async () => {
      const body: unknown = await json();
      read.push(file);
      return body;
    };
    return response;
  }) as typeof fetch;
  return {served, release, asked, read};
}

/** Resolves once `done()` holds, checked after each turn of the event loop (every pending promise settled). */
async function turnsUntil(done: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 1_000; turn += 1) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

const isTableShard = (file: string) => /^table-[^/]+\/t-\d+\.json$/.test(file);

test("suggestions read the query's table rows; should they fail to download, the words' own suggestions stand", async () => {
  const sections = [record('Features/Hashes', 'Features', 'Hashes', 'Keys', 2, 'Every key is required.')];
  const index = withMeaningFiles(shardIndex('mwqh2z3q', sections), meaningFiles(sections, tinyTable()));
  const served = (failTableShards: boolean) =>
    (async (url: string) => {
      if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(index.manifest));
      const file = url.replace('/katachi/search-index/', '').replace(/^mwqh2z3q\//, '');
      if (failTableShards && isTableShard(file)) return new Response('down', {status: 503});
      return index.files.has(file) ? new Response(JSON.stringify(index.files.get(file))) : new Response('missing', {status: 404});
    }) as typeof fetch;
  const suggest = (failTableShards: boolean) =>
    createEngineHost(served(failTableShards))({type: 'suggest', location, query: 'keg', limit: 3}) as Promise<string[]>;
  // "keg" is a word the table knows and the site never writes: with its row, "key" is not offered.
  assert.deepEqual(await suggest(false), ['Features']);
  assert.deepEqual(await suggest(true), ['key', 'Features'], 'its row failed to download: the words alone');
});
const isPostings = (file: string) => /^p-\d+\.json$/.test(file);

test('a table shard that fails to download ends the background fetch: it is asked for once, then again by the next query that needs it', async () => {
  const index = withMeaningFiles(shardIndex('mwqh2z3q', meaningSections), meaningFiles(meaningSections, tinyTable()));
  const asked: string[] = [];
  const served = (async (url: string) => {
    if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(index.manifest));
    const file = url.replace('/katachi/search-index/', '').replace(/^mwqh2z3q\//, '');
    asked.push(file);
    if (isTableShard(file)) return new Response('down', {status: 503});
    return index.files.has(file) ? new Response(JSON.stringify(index.files.get(file))) : new Response('missing', {status: 404});
  }) as typeof fetch;
  const answer = createEngineHost(served);
  const ask = () => answer({type: 'search', location, query: 'nil', limit: 20, offset: 0, meaning: 'ready'}) as Promise<FusedResult>;
  const first = await ask();
  assert.equal(first.meaningPending, true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const shardAsks = () => asked.filter(isTableShard).length;
  assert.equal(shardAsks(), 1, 'no round after a failed one');
  await ask();
  await turnsUntil(() => shardAsks() === 2, 'the next query asks again');
});

test("the meaning layer's files failing to download: the settling answer is the words', marked meaningFailed, not an error", async () => {
  const index = withMeaningFiles(shardIndex('mwqh2z3q', meaningSections), meaningFiles(meaningSections, tinyTable()));
  const served = (async (url: string) => {
    if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(index.manifest));
    const file = url.replace('/katachi/search-index/', '').replace(/^mwqh2z3q\//, '');
    if (isTableShard(file)) return new Response('down', {status: 503});
    return index.files.has(file) ? new Response(JSON.stringify(index.files.get(file))) : new Response('missing', {status: 404});
  }) as typeof fetch;
  const answer = createEngineHost(served);
  const settled = (await answer({type: 'search', location, query: 'nil', limit: 20, offset: 0, meaning: 'wait'})) as FusedResult;
  assert.equal(settled.meaningFailed, true);
  assert.deepEqual(
    settled.hits.map((hit) => hit.record.hierarchy.lvl2),
    ['Nullable values', 'Zilch'],
    "the words' hits",
  );
  assert.equal(
    settled.hits.some((hit) => hit.byMeaning),
    false,
  );
});

test('when the words cannot answer either, the settling answer is the error', async () => {
  const index = withMeaningFiles(shardIndex('mwqh2z3q', meaningSections), meaningFiles(meaningSections, tinyTable()));
  const served = (async (url: string) => {
    if (url.startsWith(location.indexUrl)) return new Response(JSON.stringify(index.manifest));
    const file = url.replace('/katachi/search-index/', '').replace(/^mwqh2z3q\//, '');
    if (isTableShard(file) || isPostings(file)) return new Response('down', {status: 503});
    return index.files.has(file) ? new Response(JSON.stringify(index.files.get(file))) : new Response('missing', {status: 404});
  }) as typeof fetch;
  await assert.rejects(createEngineHost(served)({type: 'search', location, query: 'nil', limit: 20, offset: 0, meaning: 'wait'}), /503/);
});

test('a typo the word table lacks: words answer at once, then meaning joins with the word mended', async () => {
  const sections = meaningSections;
  const {served, release} = servedWithMeaning(isTableShard);
  const answer = createEngineHost(served);
  const ask = () => answer({type: 'search', location, query: 'nulable', limit: 20, offset: 0, meaning: 'ready'}) as Promise<FusedResult>;
  const first = await ask();
  assert.equal(first.meaningPending, true, 'the table shards are not here yet');
  assert.equal(first.hits[0]?.record.url, sections[0].url, 'the word engine forgives the typo meanwhile');
  release();
  let joined = first;
  for (let tries = 0; joined.meaningPending && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    joined = await ask();
  }
  assert.equal(joined.meaningPending, undefined, 'meaning joined once its files (the mended word’s table shard among them) arrived');
  assert.ok(
    joined.hits.some((hit) => hit.record.url === sections[0].url && !hit.byMeaning),
    'the word hit stays (where it ranks among meaning hits is the fitted weights’ call)',
  );
  const related = joined.hits.filter((hit) => hit.byMeaning).map((hit) => hit.record.url);
  assert.deepEqual(related, [sections[2].url], 'read as "nullable", the query finds a section no word of it matches');
});

/**
 * The first answer to `query` when its table shards arrive before the words' postings
 * (held until every other file asked for has been read), with every file asked for.
 */
async function firstAnswerWithRowsFirst(query: string): Promise<{first: FusedResult; asked: string[]}> {
  const {served, release, asked, read} = servedWithMeaning(isPostings);
  const answer = createEngineHost(served);
  const pending = answer({type: 'search', location, query, limit: 20, offset: 0, meaning: 'ready'}) as Promise<FusedResult>;
  await turnsUntil(() => asked.some(isTableShard), 'a table shard asked for');
  await turnsUntil(() => asked.every((file) => isPostings(file) || read.includes(file)), 'every file but the postings read');
  // One more turn: the host keeps what it read.
  await new Promise((resolve) => setImmediate(resolve));
  release();
  return {first: await pending, asked};
}

test('meaning files that arrive while the words’ shards load: the first answer is already fused, drawn once', async () => {
  // As a query's small rows often do.
  const {first} = await firstAnswerWithRowsFirst('nil');
  assert.equal(first.meaningPending, undefined, 'no second answer to wait for');
  assert.deepEqual(first.hits.map((hit) => hit.record.url).sort(), [meaningSections[0].url, meaningSections[2].url].sort());
});

test('a fused answer that would fetch more (meaning’s own hit’s fragment) waits for the settling: the words answer first, never a round later', async () => {
  const {first, asked} = await firstAnswerWithRowsFirst('nulable');
  assert.equal(first.meaningPending, true);
  assert.deepEqual(
    first.hits.map((hit) => hit.record.url),
    [meaningSections[0].url],
    'the words’ hit alone: "Zilch", found by meaning, needs a fragment the words did not fetch',
  );
  assert.ok(!asked.includes('f-2.json'), 'nor was it fetched before the words answered');
});
