/** A three-section index, written by the real indexer, for testing the engine's modules one at a time. */
import {shardIndex} from '../../../../plugins/search/node/shardIndex';
import {synonymLookup} from '../../../../plugins/search/shared/synonyms';
import {createMatchTerms} from '../../../../plugins/search/client/engine/phrases';
import {createQueryPlanner} from '../../../../plugins/search/client/engine/queryPlan';
import {createSectionMatcher} from '../../../../plugins/search/client/engine/sectionMatches';
import {createShardStore} from '../../../../plugins/search/client/engine/shards';
import {createTermMatcher} from '../../../../plugins/search/client/engine/termMatches';
import {record} from '../records.fixture';

export const tinyRecords = [
  record('Hashes', 'Features', 'Hashes', null, 1, 'Every key of a hash shape is required.'),
  record('Hashes', 'Features', 'Hashes', 'Making a key optional', 2, 'Use Kt.any_of(Integer, :$undefined) for the value.'),
  record('Results', 'Features', 'Results', 'Result codes', 2, 'Each result code names a mismatch.'),
];

export function tinyIndex() {
  return shardIndex('memory', tinyRecords, {synonyms: {dict: ['hash'], outcome: ['result code']}});
}

/** A shard store over the tiny index; with `loaded`, only those files are there (the others are "not downloaded yet"). */
export function tinyStore(loaded?: (file: string) => boolean) {
  const {manifest, files} = tinyIndex();
  const reads: string[] = [];
  const store = createShardStore(manifest, (file) => {
    reads.push(file);
    return !loaded || loaded(file) ? files.get(file) : undefined;
  });
  return {manifest, files, store, reads};
}

/** Planning and matching over the tiny index, wired as createEngine wires them. */
export function tinyMatcher(loaded?: (file: string) => boolean) {
  const {manifest, store} = tinyStore(loaded);
  const planOf = createQueryPlanner(store, synonymLookup(manifest.synonyms));
  const matchTerms = createMatchTerms(store);
  const {requireVocabulariesOf, termMatchesOf} = createTermMatcher(store, matchTerms, 2000);
  const matcher = createSectionMatcher(manifest.sections, {shards: store, matchTerms, requireVocabulariesOf, termMatchesOf});
  return {manifest, store, planOf, ...matcher};
}
