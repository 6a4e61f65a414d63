import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine} from '../../../../plugins/search/client/engine';
import {shardIndex, type ShardOptions} from '../../../../plugins/search/node/shardIndex';
import {vocabularyFile, type PostingsFile, type VocabularyShard} from '../../../../plugins/search/shared/indexFormat';
import {engineInRounds} from '../../../../tools/bench/engineInRounds';
import {tinyRecords} from './tinyIndex.fixture';

// One word, two words (proximity), a phrase synonym, a word typed joined, a prefix, a typo, a relaxed query.
const QUERIES = ['key', 'optional key', 'outcome', 'resultcodes', 'mism', 'mismtach', 'result key zebra', 'Kt.any_of', ':$undefined value'];
const SYNONYMS = {outcome: ['result code']};

/** Each query's answer, every shard loaded up front. */
function answersWithEveryShard(options: ShardOptions) {
  const {manifest, files} = shardIndex('layout', tinyRecords, {...options, synonyms: SYNONYMS});
  const engine = createEngine(manifest, (file) => files.get(file));
  return QUERIES.map((query) => engine.search(query));
}

/** Each query's answer as the browser gets it: only the shards the engine names, a round at a time. */
function answersInRounds(options: ShardOptions) {
  const ask = engineInRounds(shardIndex('layout', tinyRecords, {...options, synonyms: SYNONYMS}));
  return QUERIES.map((query) => ask((engine) => engine.search(query)).value);
}

test('the layout of the index files never changes an answer: hits, scores and rank keys', () => {
  const reference = answersWithEveryShard({});
  assert.ok(reference.filter((answer) => answer.hits.length > 0).length >= 7, 'the queries find something');
  for (const options of [{fragmentSize: 2}, {fragmentSize: 3, postingsPerFile: 1}, {postingsPerFile: 8000}]) {
    assert.deepEqual(answersWithEveryShard(options), reference, JSON.stringify(options));
  }
});

test('a query loading only the shards it names (positions only when it needs them) answers as with every shard loaded', () => {
  for (const options of [{}, {postingsPerFile: 1}]) {
    assert.deepEqual(answersInRounds(options), answersWithEveryShard(options), JSON.stringify(options));
  }
});

/** Vocabulary entries whose list is stored under an earlier entry, with that entry. */
const twinsOf = ({manifest, files}: ReturnType<typeof shardIndex>) =>
  manifest.vocabulary
    .map((key) => files.get(vocabularyFile(key)))
    .flatMap((shard) => (shard as VocabularyShard).flatMap((entry, i, all) => (entry[4] === undefined ? [] : [[entry, all[i + entry[4]]]])));

test("a list filling a file of its own, the same as an earlier term's of its shard, is stored once, and a query of both fetches it once", () => {
  assert.deepEqual(twinsOf(shardIndex('layout', tinyRecords)), [], 'short lists share a file with their twin: stored twice');
  // Files of two numbers: every list fills one of its own.
  const {manifest, files} = shardIndex('layout', tinyRecords, {postingsPerFile: 2});
  const stored = (term: string) => [...files].some(([name, contents]) => /^p-/.test(name) && term in (contents as PostingsFile));
  const twins = twinsOf({manifest, files});
  assert.ok(twins.length > 0, 'the tiny index has words whose stem has the same list');
  for (const [term, twin] of twins) {
    assert.ok(!stored(term[0]) && stored(twin[0]), `${term[0]} is read from ${twin[0]}`);
    assert.equal(term[2], twin[2], 'the same postings file');
  }
  // "required" and its stem `requir` have one list.
  assert.ok(twins.some(([term, twin]) => term[0] === 'required' && twin[0] === 'requir'));
  const {value: hits, rounds} = engineInRounds({manifest, files})((engine) => engine.search('required ').hits.length);
  assert.equal(hits, 1);
  const postingsFetched = rounds.flat().filter((file) => /^p-/.test(file));
  assert.equal(postingsFetched.length, 1);
});
