/**
 * The meaning layer's parts: the word rule and text vectors (shared with the
 * distiller), the build's files, the browser's lookups, and the fusion with
 * the word ranking.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  base64ToInt8,
  bytesToBase64,
  cosineAt,
  packNibbles,
  quantizeNibbles,
  tableShardOf,
  textVector,
  unpackNibbles,
  wordsNeeded,
  wordsOf,
} from '../../../../plugins/search/shared/meaning';
import {meaningFiles, sectionText, sphericalKMeans, tableShardCount} from '../../../../plugins/search/node/meaningIndex';
import {createMeaningLayer} from '../../../../plugins/search/client/meaningLayer';
import {MissingShards} from '../../../../plugins/search/client/engine';
import {fuseOrders, FUSION, type FusionSettings} from '../../../../plugins/search/client/fusion';
import {fusedEngineOfRecords} from '../../../../plugins/search/node/engineOfRecords';
import {record} from '../records.fixture';
import {tinyTable} from './table.fixture';

const sections = [
  record('Features/AnyOf', 'Features', 'AnyOf', 'Nullable values', 2, 'A nil value is allowed.'),
  record('Features/Hashes', 'Features', 'Hashes', 'Keys', 2, 'Every hash key is required.'),
  record('Docs/Running', 'Docs', 'Running', 'Run an example', 2, 'Press Run to run the example.'),
];

test('the word rule: lower case, accents dropped, identifiers with underscores kept whole', () => {
  assert.deepEqual(wordsOf('Kt.any_of(String, NIL) — café "have_shape"'), ['kt', 'any_of', 'string', 'nil', 'cafe', 'have_shape']);
  assert.deepEqual(wordsNeeded('any_of nil nil'), ['any_of', 'any', 'of', 'nil']);
});

test('a text vector is the normalised sum of its known words; an unknown identifier counts as its parts', () => {
  const table = tinyTable();
  const nil = textVector('nil', table.rowOf, 4)!;
  assert.ok(Math.abs(Math.hypot(...nil) - 1) < 1e-6);
  assert.ok(nil[0] > 0.99);
  assert.equal(textVector('zebra quux', table.rowOf, 4), null);
  const split = textVector('any_of', table.rowOf, 4)!;
  const parts = textVector('any of', table.rowOf, 4)!;
  assert.deepEqual(
    [...split].map((x) => x.toFixed(5)),
    [...parts].map((x) => x.toFixed(5)),
  );
});

test('table shards: the same word always lands in the same shard, and the shard count keeps about 8 rows each', () => {
  assert.equal(tableShardOf('nullable', 64), tableShardOf('nullable', 64));
  assert.ok(tableShardOf('nullable', 64) < 64);
  assert.equal(tableShardCount(8), 1);
  assert.equal(tableShardCount(30_000), 4096);
});

test('base64 round trip of int8 vectors', () => {
  const bytes = Int8Array.from([-128, -1, 0, 1, 127]);
  assert.deepEqual([...base64ToInt8(bytesToBase64(new Uint8Array(bytes.buffer)))], [...bytes]);
});

test('a section is read as its page title and own heading, then its text', () => {
  assert.equal(sectionText(sections[0]), 'AnyOf. Nullable values. A nil value is allowed.');
  const nested = {...sections[0], hierarchy: {...sections[0].hierarchy, lvl3: 'Nil inside arrays'}, type: 'content' as const};
  assert.equal(sectionText(nested), 'AnyOf. Nil inside arrays. A nil value is allowed.', 'the parent heading is left out');
  const page = {...sections[0], hierarchy: {...sections[0].hierarchy, lvl2: null}, type: 'lvl1' as const, content: 'About AnyOf.'};
  assert.equal(sectionText(page), 'AnyOf. About AnyOf.', 'a page is not named twice');
});

test('the build writes one cluster for a small site, and every word of the table in exactly one shard', () => {
  const table = tinyTable();
  const {meaning, files, tableFiles} = meaningFiles(sections, table);
  assert.equal(meaning.clusters, 1);
  assert.equal(meaning.table, 'table-abcdef012345');
  assert.deepEqual(files.get('m-0.json')!.n, [0, 1, 2]);
  const words = [...tableFiles.values()].flatMap((f) => f.w).sort();
  assert.deepEqual(words, [...table.words].sort());
});

test('the browser layer asks for its words’ table shards, then the clusters, then answers by cosine', () => {
  const table = tinyTable();
  const {meaning, files, tableFiles} = meaningFiles(sections, table);
  const loaded = new Map<string, unknown>();
  const layer = createMeaningLayer(meaning, (file) => loaded.get(file));
  const query = 'optional null';
  const firstAsk = layer.missingFiles(query);
  assert.ok(firstAsk.length > 0 && firstAsk.every((f) => f.startsWith(`${meaning.table}/t-`)));
  assert.throws(() => layer.rank(query, 5), MissingShards);
  for (const file of firstAsk) loaded.set(file, tableFiles.get(file.split('/')[1]));
  assert.deepEqual(layer.missingFiles(query), ['m-0.json']);
  loaded.set('m-0.json', files.get('m-0.json'));
  const hits = layer.rank(query, 5);
  assert.equal(hits[0].position, 0, 'the nullable section comes first');
  assert.ok(hits[0].similarity > hits[1].similarity);
  assert.deepEqual(layer.rank('zebra', 5), [], 'no known word: no meaning hits');
  assert.equal(layer.knowsEveryWord(query), true);
  assert.equal(layer.knowsEveryWord('optional nulll'), false, 'a typo has no row');
});

test('clusters at scale: deterministic spherical k-means, and a query reads only its nearest clusters', () => {
  const vectors = Array.from({length: 40}, (_, i) => Float32Array.from([i % 2, (i + 1) % 2, 0, 0]));
  const a = sphericalKMeans(vectors, 2, 4);
  const b = sphericalKMeans(vectors, 2, 4);
  assert.deepEqual(a.assignment, b.assignment);
  assert.notEqual(a.assignment[0], a.assignment[1]);
});

test('fusion: a section high in both lists wins; a meaning-only section joins above its threshold, marked', () => {
  const settings = {
    ...FUSION,
    k: 1,
    meaningWeight: 1,
    relaxedMeaningWeight: 1,
    pinned: 0,
    minSimilarity: 0.2,
    meaningOnlyMin: 0.5,
    confidentMargin: 2,
  };
  const fused = fuseOrders(
    [1, 0],
    [true, true],
    [
      {position: 0, similarity: 0.9},
      {position: 2, similarity: 0.6},
      {position: 1, similarity: 0.1},
    ],
    settings,
  );
  assert.deepEqual(fused.order, [0, 1, 2]);
  assert.deepEqual([...fused.meaningOnly], [2]);
  const strict = fuseOrders([1], [true], [{position: 2, similarity: 0.4}], settings);
  assert.deepEqual(strict.order, [1], 'below meaningOnlyMin a section with no word match stays out');
  const deep = fuseOrders([5, 6, 7], [true, true, true], [], {...settings, depth: 2});
  assert.deepEqual(deep.order, [5, 6, 7], 'word sections beyond the depth keep their order');
  const pinned = fuseOrders([1, 0], [true, true], [{position: 0, similarity: 0.9}], {...settings, pinned: 1});
  assert.deepEqual(pinned.order, [1, 0], 'a pinned complete word hit keeps first place');
  const relaxed = fuseOrders([1, 0], [false, false], [{position: 0, similarity: 0.9}], {...settings, pinned: 1});
  assert.deepEqual(relaxed.order, [0, 1], 'a relaxed word hit is not pinned');
});

test('fusion: a clear first meaning hit weighs more than a close call', () => {
  const settings = {...FUSION, k: 1, meaningWeight: 0.5, confidentMargin: 0.05, confidentMeaningWeight: 3, minSimilarity: 0.1, meaningOnlyMin: 0.3};
  // Words put 1 first, meaning puts 0 first, at 0.5, and 1 second; with weight 0.5 the
  // words win (1/2 + 0.5/3 against 1/3 + 0.5/2).
  const disagree = (second: number, complete: boolean, fusion = settings) =>
    fuseOrders(
      [1, 0],
      [complete, complete],
      [
        {position: 0, similarity: 0.5},
        {position: 1, similarity: second},
      ],
      fusion,
    ).order;
  assert.deepEqual(disagree(0.48, true), [1, 0], 'a lead of 0.02 is a close call: the words keep their order');
  assert.deepEqual(disagree(0.4, true), [0, 1], 'a lead of 0.1 is clear: meaning, at weight 3, puts 0 first');
  assert.deepEqual(
    disagree(0.4, false, {...settings, confidentRelaxedMeaningWeight: 0}),
    [1, 0],
    'with the words relaxed the relaxed weight of a clear lead applies',
  );
  // A query word the table does not know (often a typo): meaning's lead is not trusted,
  // with every word only or always, as the setting says.
  const unknown = (complete: boolean, rule: FusionSettings['unknownWordVoidsLead']) =>
    fuseOrders(
      [1, 0],
      [complete, complete],
      [
        {position: 0, similarity: 0.5},
        {position: 1, similarity: 0.4},
      ],
      {...settings, relaxedMeaningWeight: 0.5, confidentRelaxedMeaningWeight: 3, unknownWordVoidsLead: rule},
      false,
    ).order;
  assert.deepEqual(unknown(true, 'never'), [0, 1], 'the rule off: the lead counts');
  assert.deepEqual(unknown(true, 'complete'), [1, 0], 'with every word, an unknown word voids the lead');
  assert.deepEqual(unknown(false, 'complete'), [0, 1], 'with the words relaxed, the lead still counts');
  assert.deepEqual(unknown(false, 'always'), [1, 0], 'always: an unknown word voids the lead');
  const alone = fuseOrders([], [], [{position: 2, similarity: 0.6}], settings);
  assert.deepEqual(alone.order, [2], 'a single meaning hit leads by its whole cosine');
});

test('the fused engine: words alone when asked, and a meaning-only hit for a query whose words the docs never use', () => {
  const engine = fusedEngineOfRecords(sections, tinyTable());
  assert.equal(engine.hasMeaning, true);
  assert.equal(engine.search('zilch', {meaning: 'off'}).hits.length, 0);
  const fused = engine.search('zilch');
  assert.equal(fused.hits[0]?.record.url, sections[0].url);
  assert.equal(fused.hits[0]?.byMeaning, true);
  assert.equal(fusedEngineOfRecords(sections).hasMeaning, false);
});

test('section vectors in 4 bits: packed two a byte and read back, the cosine kept close', () => {
  const vector = Float32Array.from([0.5, -0.5, 0.5, -0.5]);
  const {scale, values} = quantizeNibbles(vector);
  assert.deepEqual([...values], [7, -7, 7, -7]);
  assert.deepEqual([...unpackNibbles(packNibbles(Int8Array.from([-8, 7, -1, 0, 3])), 5)], [-8, 7, -1, 0, 3]);
  const unpacked = unpackNibbles(packNibbles(values), 4);
  assert.ok(Math.abs(cosineAt(vector, unpacked, 0, 4, scale) - 1) < 1e-3);
});
