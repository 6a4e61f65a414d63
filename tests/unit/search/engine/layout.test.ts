import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine, MissingShards} from '../../../../plugins/search/client/engine';
import {shardIndex, type ShardOptions} from '../../../../plugins/search/node/shardIndex';
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
  const {manifest, files} = shardIndex('layout', tinyRecords, {...options, synonyms: SYNONYMS});
  const loaded = new Map<string, unknown>();
  const engine = createEngine(manifest, (file) => loaded.get(file));
  return QUERIES.map((query) => {
    for (;;) {
      try {
        return engine.search(query);
      } catch (error) {
        if (!(error instanceof MissingShards)) throw error;
        for (const file of error.files) loaded.set(file, files.get(file));
      }
    }
  });
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
