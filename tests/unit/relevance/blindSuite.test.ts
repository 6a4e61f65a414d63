import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keptCandidates, sameWordsKey, sectionsList} from '../../../tools/relevance/blindSuite';
import type {SearchRecord} from '../../../plugins/search/shared/record';

const record = (type: SearchRecord['type'], url: string, lvl1: string, heading: string | null = null, level = 'lvl2'): SearchRecord =>
  ({
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: null,
    type,
    hierarchy: {lvl0: 'Documentation', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...(heading ? {[level]: heading} : {})},
    content: null,
  }) as SearchRecord;

test("the heading list names each page and heading with its want, nested by level, and nothing of the sections' text", () => {
  const list = sectionsList([
    record('lvl1', '/katachi/docs/Features/Hashes', 'Hashes'),
    record('lvl2', '/katachi/docs/Features/Hashes#making-a-key-optional', 'Hashes', 'Making a key optional'),
    record('lvl3', '/katachi/docs/Features/Hashes#optional-is-not-nullable', 'Hashes', 'Optional is not nullable', 'lvl3'),
    {...record('content', '/katachi/docs/Features/Hashes#making-a-key-optional', 'Hashes'), content: 'the text'},
  ]);
  assert.equal(
    list,
    [
      '## Page: Hashes   (want: Features/Hashes)',
      '- Making a key optional   (want: Features/Hashes#making-a-key-optional)',
      '  - Optional is not nullable   (want: Features/Hashes#optional-is-not-nullable)',
      '',
    ].join('\n'),
  );
});

const sections = new Set(['Features/Hashes', 'Features/Hashes#making-a-key-optional', 'Features/Arrays#empty-arrays']);
const many = (n: number) =>
  Array.from({length: n}, (_, i) => ({query: `question number ${i}`, want: i === 0 ? 'Features/Hashes' : `Features/Hashes#q${i}`, kind: 'question'}));

test('a query asked before, with the same words in any case or order, is dropped; the rest keep their order', () => {
  assert.equal(sameWordsKey('How do I make a KEY optional?'), sameWordsKey('optional: how do i make a key'));
  const {kept, dropped, problems} = keptCandidates(
    [
      {query: 'how do I make a key optional?', want: 'Features/Hashes#making-a-key-optional', kind: 'question'},
      {query: 'empty arrays', want: 'Features/Arrays#empty-arrays', kind: 'word'},
      {query: 'Empty  Arrays!', want: 'Features/Hashes', kind: 'word'},
    ],
    sections,
    new Set([sameWordsKey('How do I make a key optional')]),
  );
  assert.deepEqual(
    kept.map((c) => c.query),
    ['empty arrays'],
  );
  assert.equal(dropped, 2);
  // Too few left for a suite: it says so.
  assert.deepEqual(problems, ['only 1 candidates are new: a suite held out whole needs at least 60']);
});

test('a malformed case, an unknown kind, a want the site lacks or one asked twice stops the suite, naming the candidate', () => {
  const {problems} = keptCandidates(
    [
      {query: 'a', want: 'Features/Hashes', kind: 'question'},
      {query: 'b', want: 'Features/Hashes', kind: 'question'},
      {query: 'c', want: 'Features/Nowhere#x', kind: 'question'},
      {query: 'd', want: 'Features/Arrays#empty-arrays', kind: 'guess'},
      {query: '', want: 'Features/Hashes', kind: 'word'},
    ],
    sections,
    new Set(),
  );
  assert.deepEqual(problems, [
    'candidate 2: want "Features/Hashes" is asked for twice',
    'candidate 3: want "Features/Nowhere#x" is no section of the site',
    'candidate 4: kind "guess" is not one of word, identifier, typo, partial, question, task, comparison, vocabulary, abbreviation',
    'candidate 5: must be {query, want, kind}, each a non-empty string',
  ]);
  assert.deepEqual(keptCandidates({}, sections, new Set()).problems, ['the candidates file must hold a JSON array']);
});

test('sixty new candidates with known wants and kinds make a suite', () => {
  const wants = new Set(many(60).map((c) => c.want));
  const {kept, problems} = keptCandidates(many(60), wants, new Set());
  assert.deepEqual(problems, []);
  assert.equal(kept.length, 60);
});
