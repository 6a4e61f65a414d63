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
  unknownWords,
  unpackNibbles,
  withWordsReplaced,
  wordsNeeded,
  wordsOf,
} from '../../../../plugins/search/shared/meaning';
import {meaningFiles, sectionText, sphericalKMeans, tableShardCount} from '../../../../plugins/search/node/meaningIndex';
import {createMeaningLayer} from '../../../../plugins/search/client/meaningLayer';
import {MissingShards} from '../../../../plugins/search/client/engine';
import {FEATURES, fuseOrders, FUSION, fusionCandidates} from '../../../../plugins/search/client/fusion';
import fitted from '../../../../plugins/search/client/fusionWeights.json';
import {fusedEngineOfRecords, withMeaningFiles} from '../../../../plugins/search/node/engineOfRecords';
import {shardIndex} from '../../../../plugins/search/node/shardIndex';
import {createFusedEngine} from '../../../../plugins/search/client/fusedEngine';
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

test("table shards: a word's shard is its 32-bit FNV-1a hash, which spreads words evenly; the shard count keeps about 8 rows each", () => {
  // FNV-1a's published test vectors: the browser and the build must agree on every word's shard.
  assert.equal(tableShardOf('', 2 ** 32), 0x811c9dc5);
  assert.equal(tableShardOf('a', 2 ** 32), 0xe40c292c);
  assert.equal(tableShardOf('foobar', 2 ** 32), 0xbf9cf968);
  const perShard = new Array<number>(64).fill(0);
  for (let i = 0; i < 4096; i += 1) perShard[tableShardOf(`word${i}`, 64)]! += 1;
  assert.ok(
    Math.min(...perShard) > 40 && Math.max(...perShard) < 90,
    `64 words a shard on average: ${Math.min(...perShard)} to ${Math.max(...perShard)}`,
  );
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

test("an offset fitted for a folder page's slash form (…/Contributing/#x) moves the same section served without it", () => {
  const identity = new Float32Array(16);
  for (let d = 0; d < 4; d++) identity[d * 4 + d] = 1;
  const offsetAt = (url: string) => ({
    ...tinyTable(),
    queryAdapter: {matrix: identity, sha256: 'f'.repeat(64), sectionOffsets: new Map([[url, new Float32Array([0.5, 0, 0, 0])]])},
  });
  const url = sections[0].url;
  assert.match(url, /#/);
  const slashForm = url.replace('#', '/#');
  const plain = meaningFiles(sections, tinyTable()).files.get('m-0.json');
  const moved = meaningFiles(sections, offsetAt(url));
  const bySlashForm = meaningFiles(sections, offsetAt(slashForm));
  assert.notDeepEqual(moved.files.get('m-0.json'), plain, 'the offset moves the section');
  assert.deepEqual(bySlashForm.files.get('m-0.json'), moved.files.get('m-0.json'));
  assert.deepEqual(bySlashForm.unusedOffsets, []);
  assert.deepEqual(meaningFiles(sections, offsetAt(url.replace('#', 'X#'))).unusedOffsets, [url.replace('#', 'X#')], 'another page is not the same');
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
  assert.equal(layer.queryFacts(query).everyWordKnown, true);
  assert.equal(layer.queryFacts('optional nulll').everyWordKnown, false, 'a typo has no row');
  assert.equal(layer.queryFacts('optional nulll').wordCount, 2);
});

test('clusters at scale: deterministic spherical k-means, and a query reads only its nearest clusters', () => {
  const vectors = Array.from({length: 40}, (_, i) => Float32Array.from([i % 2, (i + 1) % 2, 0, 0]));
  const a = sphericalKMeans(vectors, 2, 4);
  const b = sphericalKMeans(vectors, 2, 4);
  assert.deepEqual(a.assignment, b.assignment);
  assert.notEqual(a.assignment[0], a.assignment[1]);

  // A site big enough to be clustered: a query fetches its nearest `probe` clusters, and its
  // hits are the sections about its words.
  const topics = ['nil value', 'hash key', 'run example', 'shape'];
  const many = Array.from({length: 2100}, (_, i) => record(`Docs/P${i}`, 'Docs', `Page ${i}`, null, 1, `${topics[i % 4]} ${i}`));
  const {meaning, files, tableFiles} = meaningFiles(many, tinyTable());
  assert.ok(meaning.clusters > meaning.probe, `${meaning.clusters} clusters, ${meaning.probe} probed`);
  const loaded = new Map<string, unknown>();
  const layer = createMeaningLayer(meaning, (file) => loaded.get(file));
  for (const file of layer.missingFiles('nil')) loaded.set(file, tableFiles.get(file.split('/')[1]));
  const clustersRead = layer.missingFiles('nil');
  assert.equal(clustersRead.length, meaning.probe);
  for (const file of clustersRead) loaded.set(file, files.get(file));
  const hits = layer.rank('nil', 10);
  assert.ok(hits.length > 0 && hits.every((hit) => hit.position % 4 === 0), 'the nearest clusters hold the nil sections');
});

const facts = {everyWordKnown: true, wordCount: 2};
/** Weights that read one sign each: the fusion's mechanics, apart from the fitted values. */
const weightsOn = (signs: Record<string, number>) => FEATURES.map(([name]) => signs[name] ?? 0);
/** A word ranking as the engine hands it to the fusion; no section's words in its page title unless said. */
const ranked = (order: number[], complete: boolean[], inTitle = order.map(() => false)) => ({order, complete, inTitle});

test('fusion: the score is the weights · the signs; a meaning-only section joins at its threshold, marked', () => {
  const byWords = {...FUSION, weights: weightsOn({'word reciprocal rank': 1})};
  const byMeaning = {...FUSION, weights: weightsOn({cosine: 1})};
  const meaningHits = [
    {position: 0, similarity: 0.9},
    {position: 2, similarity: 0.6},
    {position: 3, similarity: 0.2},
    {position: 1, similarity: 0.1},
  ];
  assert.deepEqual(
    fuseOrders(ranked([1, 0], [true, true]), meaningHits, facts, byWords).order,
    [1, 0, 2],
    "ties keep the candidates' order: words, then meaning",
  );
  const fused = fuseOrders(ranked([1, 0], [true, true]), meaningHits, facts, byMeaning);
  assert.deepEqual(fused.order, [0, 2, 1]);
  assert.deepEqual([...fused.meaningOnly], [2], 'a cosine of 0.2 is below meaningOnlyMin: section 3 stays out');
  const deep = fuseOrders(ranked([5, 6, 7], [true, true, true]), [], facts, {...byMeaning, depth: 2});
  assert.deepEqual(deep.order, [5, 6, 7], 'word sections beyond the depth keep their order after it');
});

test('fusion: the signs of the query, each read as the weights file names it', () => {
  const signsOf = (complete: boolean, second: number, query = facts) =>
    Object.fromEntries(
      fusionCandidates(
        ranked([1, 0], [complete, complete], [true, false]),
        [
          {position: 0, similarity: 0.5},
          {position: 1, similarity: second},
        ],
        query,
      ).map((c) => [c.section, Object.fromEntries(FEATURES.map(([name], i) => [name, c.features[i]]))]),
    );
  const clear = signsOf(true, 0.4);
  assert.equal(clear[1]['word reciprocal rank'], 1 / 6);
  assert.equal(clear[1]['first word hit'], 1);
  assert.equal(clear[0]['first meaning hit, clear lead'], 1, 'a lead of 0.1 is clear');
  assert.equal(signsOf(true, 0.48)[0]['first meaning hit, clear lead'], 0, 'a lead of 0.02 is a close call');
  assert.equal(clear[0]['meaning reciprocal rank, words relaxed'], 0);
  assert.equal(signsOf(false, 0.4)[0]['meaning reciprocal rank, words relaxed'], 1 / 6, 'no hit has every word: the words were relaxed');
  assert.ok(Math.abs(clear[1]['cosine below the first meaning hit'] + 0.1) < 1e-9);
  const typo = signsOf(true, 0.4, {everyWordKnown: false, wordCount: 2});
  assert.equal(typo[0]['meaning reciprocal rank, unknown word, clear lead, first word hit complete'], 1 / 6);
  assert.equal(signsOf(true, 0.4, {everyWordKnown: true, wordCount: 1})[1]['first word hit, single-word query'], 1);
  assert.equal(clear[1]['words in the page title'], 1, 'the first word section, marked as matched in its title');
  assert.equal(clear[0]['words in the page title'], 0);
});

test('fusion: the fitted weights name the signs the code computes, in its order', () => {
  assert.deepEqual(
    fitted.features,
    FEATURES.map(([name]) => name),
  );
  assert.equal(FUSION.weights.length, FEATURES.length);
  assert.ok(FUSION.weights.every(Number.isFinite));
  // As fitted: words relaxed and a clear lead, meaning's first hit goes first; every word
  // and a close call, the words' first hit stays first.
  const hits = (second: number) => [
    {position: 0, similarity: 0.55},
    {position: 1, similarity: second},
  ];
  assert.deepEqual(fuseOrders(ranked([1, 0], [false, false]), hits(0.35), facts).order.slice(0, 2), [0, 1]);
  assert.deepEqual(fuseOrders(ranked([1, 0], [true, true]), hits(0.54), facts).order.slice(0, 2), [1, 0]);
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

test('the fused engine: a word hit lacking a word and having the others only as typos is shown only when meaning finds the query on topic', () => {
  const engine = fusedEngineOfRecords(sections, tinyTable());
  const urls = (query: string, meaning?: 'off') => engine.search(query, {meaning}).hits.map((hit) => hit.record.url);
  // "allowd" is a typo of the AnyOf section's "allowed"; "cake" is nowhere, and the table knows neither.
  assert.deepEqual(urls('allowd cake', 'off'), [sections[0].url], 'words alone: typo tolerance and relaxing as ever');
  assert.deepEqual(urls('allowd cake'), [], 'no meaning hit at all: a long shot');
  assert.equal(engine.search('allowd cake').total, 0);
  // "shape" points where no section does: meaning's best hit is below the bar.
  assert.deepEqual(urls('allowd shape'), []);
  const lowBar = fusedEngineOfRecords(sections, tinyTable(), undefined, {...FUSION, offTopicBelow: -1});
  assert.ok(
    lowBar.search('allowd shape').hits.some((hit) => hit.record.url === sections[0].url && !hit.byMeaning),
    'below the off-topic bar, the long shot is kept',
  );
  const lowMeaningOnly = fusedEngineOfRecords(sections, tinyTable(), undefined, {...FUSION, meaningOnlyMin: -1});
  assert.ok(
    !lowMeaningOnly.search('allowd shape').hits.some((hit) => hit.record.url === sections[0].url && !hit.byMeaning),
    'the off-topic bar is its own setting, not the one meaning-only hits are shown at',
  );
  // On topic: "nulable" mended to "nullable" is close in meaning to the AnyOf section.
  assert.equal(engine.search('nulable cake').hits[0]?.record.url, sections[0].url);
  assert.equal(engine.search('nulable cake').hits[0]?.byMeaning, undefined, 'still a word hit');
  // Every word found, as typos: typo tolerance, not a long shot.
  assert.deepEqual(urls('allowd'), [sections[0].url]);
});

test("the fused engine's suggestions: no look-alike of a word the table knows, nor of any word of a query off topic; the site's spelling of one it does not", () => {
  const engine = fusedEngineOfRecords(sections, tinyTable());
  // "keg" is a word (the table has a row for it) that the docs never write: "key" is not what was meant.
  assert.deepEqual(engine.suggest('keg', 3), ['Features', 'Docs']);
  assert.deepEqual(engine.suggest('kez', 3), ['key', 'Features', 'Docs'], 'a word the table lacks may be a typo');
  assert.deepEqual(engine.suggest('keg hsah', 3), ['hash', 'Features', 'Docs']);
  assert.deepEqual(fusedEngineOfRecords(sections).suggest('keg', 3), ['key', 'Features', 'Docs'], 'no table: every word may be a typo');
  // Off topic ("shape" points where no section does, below the off-topic bar): a look-alike
  // of its other words would not answer it either. "zilch" means nil: on topic.
  assert.deepEqual(engine.suggest('shape kez', 3), ['Features', 'Docs']);
  assert.deepEqual(engine.suggest('zilch kez', 3), ['key', 'Features', 'Docs']);
});

test('unknown words: those the table has no row for, nor for each `_` part; replaced word by word', () => {
  const table = tinyTable();
  assert.deepEqual(unknownWords('nulable any_of any_zebra nulable key', table.rowOf), ['nulable', 'any_zebra']);
  assert.equal(withWordsReplaced('Nulable, any_of!', new Map([['nulable', 'nullable']])), 'nullable any_of');
});

test('the fused engine: meaning reads a typo as the word engine mends it, fetching what that needs round by round', () => {
  const table = tinyTable();
  const index = withMeaningFiles(shardIndex('memory', sections), meaningFiles(sections, table));
  const loaded = new Map<string, unknown>();
  const engine = createFusedEngine(index.manifest, (file) => loaded.get(file));
  let rounds = 0;
  for (let missing = engine.missingMeaningFiles('nulable'); missing.length > 0; missing = engine.missingMeaningFiles('nulable')) {
    rounds += 1;
    assert.ok(rounds <= 4, `the host fetches in at most four rounds (engineHost.ts), still missing ${missing.join(', ')}`);
    for (const file of missing) loaded.set(file, index.files.get(file));
  }
  assert.ok(
    [...loaded.keys()].some((file) => file.startsWith('v-')),
    'the vocabulary the mending reads',
  );
  assert.equal(engine.meaningQuery('nulable'), 'nullable');
  const every = fusedEngineOfRecords(sections, table);
  assert.equal(every.meaningQuery('nullable zilch'), 'nullable zilch', 'words the table knows stay');
  assert.equal(every.meaningQuery('zebra nil'), 'zebra nil', 'nothing near: the word stays');
  assert.equal(every.meaningQuery('nil in [String]'), 'nil in [String] array', "a pasted literal's words are added (rubyLiterals.ts)");
  assert.equal(every.meaningQuery('is every hash key requ'), 'is every hash key required', 'a word still being typed is read as its completion');
  assert.equal(every.meaningQuery('is every hash key requ '), 'is every hash key requ ', 'a space after it: a word as typed');
  assert.equal(every.meaningQuery('every hash ke'), 'every hash ke', 'two letters are as often a whole word');
  assert.equal(every.meaningQuery('a nil val'), 'a nil value', "the site's word that starts with it");
  assert.equal(every.search('nulable').hits[0]?.record.url, sections[0].url);
  assert.equal(fusedEngineOfRecords(sections).meaningQuery('nulable'), 'nulable', 'no meaning layer: nothing to mend for');
});

test("the fused engine: the vocabulary every mistyped word's mending reads comes in one round", () => {
  const table = tinyTable();
  const index = withMeaningFiles(shardIndex('memory', sections), meaningFiles(sections, table));
  const loaded = new Map<string, unknown>();
  const engine = createFusedEngine(index.manifest, (file) => loaded.get(file));
  const rounds: string[][] = [];
  for (let missing = engine.missingMeaningFiles('nulable exampel'); missing.length > 0; missing = engine.missingMeaningFiles('nulable exampel')) {
    rounds.push(missing);
    for (const file of missing) loaded.set(file, index.files.get(file));
  }
  const vocabularyRounds = rounds.filter((files) => files.some((file) => file.startsWith('v-')));
  assert.equal(vocabularyRounds.length, 1, JSON.stringify(rounds));
  assert.ok(['v-n.json', 'v-e.json'].every((file) => vocabularyRounds[0].includes(file)));
  assert.equal(engine.meaningQuery('nulable exampel'), 'nullable example');
});

test('section vectors in 4 bits: packed two a byte and read back, the cosine kept close', () => {
  const vector = Float32Array.from([0.5, -0.5, 0.5, -0.5]);
  const {scale, values} = quantizeNibbles(vector);
  assert.deepEqual([...values], [7, -7, 7, -7]);
  assert.deepEqual([...unpackNibbles(packNibbles(Int8Array.from([-8, 7, -1, 0, 3])), 5)], [-8, 7, -1, 0, 3]);
  const unpacked = unpackNibbles(packNibbles(values), 4);
  assert.ok(Math.abs(cosineAt(vector, unpacked, 0, 4, scale) - 1) < 1e-3);
});

test("the fused engine: a meaning-only hit that holds some of the query's words has them marked", () => {
  // Five sections have both words, so the relaxed level (lacking one) is not searched: the
  // section with "nil" alone is no word candidate, and joins by meaning.
  const both = [1, 2, 3, 4, 5].map((n) => record(`Features/Values${n}`, 'Features', `Values ${n}`, `Nil values ${n}`, 2, 'A nil value is allowed.'));
  const nilOnly = record('Features/Hashes', 'Features', 'Hashes', 'Optional keys', 2, 'An optional key may be nil.');
  const engine = fusedEngineOfRecords([...both, nilOnly], tinyTable(), undefined, {...FUSION, meaningOnlyMin: -1});
  const hits = engine.search('nil value').hits;
  const byMeaning = hits.filter((hit) => hit.byMeaning);
  assert.deepEqual(
    byMeaning.map((hit) => [hit.record.url, hit.terms, hit.missingWords]),
    [[nilOnly.url, ['nil'], []]],
    'its word marked, and labelled by its group, never "Missing:"',
  );
  // A meaning-only hit with none of the query's words has nothing to mark.
  assert.ok(engine.search('zilch').hits.every((hit) => hit.byMeaning && hit.terms.length === 0));
});
