import {test} from 'node:test';
import assert from 'node:assert/strict';
import {POSITIONS_WITH_POSTINGS_MAX} from '../../../../plugins/search/client/engine/sectionMatches';
import {positionsFile, vocabularyFile, vocabularyKeyOf, type Manifest, type VocabularyShard} from '../../../../plugins/search/shared/indexFormat';
import {shardIndex} from '../../../../plugins/search/node/shardIndex';
import type {SearchRecord} from '../../../../plugins/search/shared/record';
import {record} from '../records.fixture';
import {engineInRounds} from './rounds.fixture';

/** More sections than a list whose positions come with its postings. */
const COMMON = POSITIONS_WITH_POSTINGS_MAX + 100;

/** Pages saying `word` (a long list), and the few sections the tests ask about after them. */
function siteWith(word: string, extra: SearchRecord[]) {
  const common = Array.from({length: COMMON}, (_, i) =>
    record(`Filler/Page${i}`, 'Filler', `Page ${i}`, null, 1, `Some text about ${word}, number ${i}.`),
  );
  return shardIndex('memory', [...common, ...extra]);
}

/** A search of `query`, with the files of each round it took (rounds.fixture.ts). */
function searchInRounds(manifest: Manifest, files: Map<string, unknown>, query: string) {
  const {value: result, rounds} = engineInRounds({manifest, files})((engine) => engine.search(query, {limit: 20}));
  return {result, rounds};
}

/** The positions file of `term`, as its vocabulary entry names it. */
function positionsFileOfTerm(files: Map<string, unknown>, term: string): string {
  const entry = (files.get(vocabularyFile(vocabularyKeyOf(term))) as VocabularyShard).find(([known]) => known === term);
  if (!entry) throw new Error(`no vocabulary entry for ${term}`);
  return positionsFile(entry[2]);
}

test("a long list's positions are not downloaded when no section on the page measures proximity with it", () => {
  // "keys" is also searched as its stem `kei`, which every filler page has (from "key").
  const {manifest, files} = siteWith('a key', [record('Kitchen', 'Guides', 'Kitchen', null, 1, 'Rare keys.')]);
  const stem = positionsFileOfTerm(files, 'kei');
  const {result, rounds} = searchInRounds(manifest, files, 'rare keys ');
  assert.equal(result.hits[0].record.url, '/katachi/docs/Kitchen', 'the section with both words first');
  assert.ok(
    result.hits.slice(1).every((hit) => hit.record.url.startsWith('/katachi/docs/Filler/')) && result.hits.length === 20,
    'then sections with the stem alone',
  );
  assert.ok(!rounds.flat().includes(stem), 'no section on the page has both words through the stem');
});

test('short lists bring their positions in the same round as their postings', () => {
  const {manifest, files} = siteWith('keys', [record('Kitchen', 'Guides', 'Kitchen', null, 1, 'A rare kettle.')]);
  const {rounds} = searchInRounds(manifest, files, 'rare kettle');
  const postingsRound = rounds.findIndex((files) => files.some((file) => /^p-/.test(file)));
  assert.ok(postingsRound >= 0);
  assert.ok(
    rounds[postingsRound].some((file) => /^q-/.test(file)),
    'positions with the postings',
  );
  assert.ok(!rounds.slice(postingsRound + 1).some((files) => files.some((file) => /^q-/.test(file))), 'no later round of positions');
});

test("sections tied on every criterion before proximity read a long list's positions, a round later, and are ordered by it", () => {
  const far = record('Far', 'Guides', 'Far', null, 1, 'A rare word, then many words in between before the keys.');
  const near = record('Near', 'Guides', 'Near', null, 1, 'A sentence with rare keys, then many words in between here.');
  const {manifest, files} = siteWith('keys', [far, near]);
  const keys = positionsFileOfTerm(files, 'keys');
  const {result, rounds} = searchInRounds(manifest, files, 'rare keys ');
  assert.deepEqual(
    result.hits.slice(0, 2).map((hit) => hit.record.url),
    ['/katachi/docs/Near', '/katachi/docs/Far'],
    'the words side by side first, though later in reading order',
  );
  const postingsRound = rounds.findIndex((files) => files.some((file) => /^p-/.test(file)));
  const keysRound = rounds.findIndex((files) => files.includes(keys));
  assert.ok(keysRound > postingsRound, `"keys" positions after its postings (rounds ${JSON.stringify(rounds)})`);
});
