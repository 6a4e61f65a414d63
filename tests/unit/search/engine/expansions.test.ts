import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  completionsOf,
  expansionBudgetOf,
  mostCommon,
  prefixExpansionLimit,
  swappedStart,
  swappedStartNeighbours,
  typoCorrectionOf,
  completionOf,
  typoNeighbours,
  withinBudget,
} from '../../../../plugins/search/client/engine/expansions';
import type {Vocabulary} from '../../../../plugins/search/client/engine/shards';

/** A vocabulary of `[term, sections]`, sorted as shards are. */
const vocabularyOf = (entries: Array<[string, number]>): Vocabulary => {
  const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const terms = sorted.map((e) => e[0]);
  return {terms, sections: sorted.map((e) => e[1]), files: sorted.map(() => 0), visible: sorted.map(() => true), stored: terms};
};
const termsOf = ({vocabulary, indexes}: {vocabulary: Vocabulary | null; indexes: number[]}) => indexes.map((i) => vocabulary!.terms[i]);

const shapes = vocabularyOf([
  ['shape', 40],
  ['shapes', 10],
  ['shaped', 2],
  ['shall', 5],
  ['share', 1],
  ['sha`', 3],
  ['ship', 9],
]);

test('completions of a prefix are the longer terms starting with it', () => {
  assert.deepEqual(termsOf(completionsOf(shapes, 'shape')), ['shaped', 'shapes']);
  assert.deepEqual(termsOf(completionsOf(shapes, 'sha')), ['sha`', 'shall', 'shape', 'shaped', 'shapes', 'share']);
  assert.deepEqual(termsOf(completionsOf(shapes, 'x')), []);
  assert.deepEqual(completionsOf(null, 'sha'), {vocabulary: null, indexes: []});
});

test('short prefixes expand to fewer completions: none for one character', () => {
  assert.deepEqual(['', 's', 'sh', 'sha', 'shape', 'ßß'].map(prefixExpansionLimit), [0, 4, 12, 40, 40, 12]);
});

test('the most common terms come first, ties in vocabulary order', () => {
  const common = mostCommon(completionsOf(shapes, 'sha'), 3);
  assert.deepEqual(termsOf(common), ['shape', 'shapes', 'shall']);
  const tied = vocabularyOf([
    ['ab', 1],
    ['ac', 1],
    ['ad', 2],
  ]);
  assert.deepEqual(termsOf(mostCommon({vocabulary: tied, indexes: [0, 1, 2]}, 3)), ['ad', 'ab', 'ac']);
  assert.deepEqual(mostCommon({vocabulary: null, indexes: [1]}, 3).indexes, []);
});

test('expansions stop once their sections pass the budget, but the first is always kept', () => {
  const ordered = mostCommon(completionsOf(shapes, 'sha'), 40);
  assert.deepEqual(withinBudget(ordered, 50), ['shape', 'shapes']);
  assert.deepEqual(withinBudget(ordered, 1), ['shape']);
  assert.deepEqual(withinBudget({vocabulary: null, indexes: []}, 50), []);
  assert.equal(expansionBudgetOf(800), 2000);
  assert.equal(expansionBudgetOf(80_000), 10_000);
});

test('typo neighbours are whole terms within the edit budget (a swap of two letters is one edit)', () => {
  assert.deepEqual(termsOf(typoNeighbours(shapes, 'shpae', 1)), ['shape']);
  assert.deepEqual(termsOf(typoNeighbours(shapes, 'shap', 1)), ['shape', 'ship']);
  assert.deepEqual(termsOf(typoNeighbours(shapes, 'shap', 0)), []);
  assert.deepEqual(termsOf(typoNeighbours(shapes, 'sha', 1)), [], 'a part term (sha`) is never a neighbour');
  assert.deepEqual(typoNeighbours(null, 'shape', 1).indexes, []);
});

test('a word typed with its first two letters swapped finds its neighbours in the other shard', () => {
  assert.equal(swappedStart('hsape'), 'shape');
  assert.equal(swappedStart('aab'), null);
  assert.equal(swappedStart('a'), null);
  assert.equal(swappedStart('日本'), '本日');
  assert.deepEqual(termsOf(swappedStartNeighbours(shapes, 'hsape', 'shape', 1)), ['shape']);
  assert.deepEqual(termsOf(swappedStartNeighbours(shapes, 'hsapes', 'shapes', 2)), ['shape', 'shaped', 'shapes']);
  assert.deepEqual(termsOf(swappedStartNeighbours(shapes, 'ihp', 'hip', 1)), [], 'only terms starting with the swapped letters are read');
  assert.deepEqual(swappedStartNeighbours(null, 'hsape', 'shape', 1).indexes, []);
});

test('a typo is mended to the plain word the site writes most within its budget; never a stem, never a word the site writes', () => {
  const vocabulary: Vocabulary = {
    terms: ['nullabl', 'nullable', 'nullables', 'unable'],
    sections: [30, 12, 2, 1],
    files: [0, 0, 0, 0],
    stored: ['nullabl', 'nullable', 'nullables', 'unable'],
    visible: [false, true, true, true],
  };
  const of = () => vocabulary;
  const visible = (term: string) => vocabulary.visible[vocabulary.terms.indexOf(term)] ?? false;
  assert.equal(typoCorrectionOf(of, visible, 'nulable', 1), 'nullable', 'the stem `nullabl` is written in more sections, but is no word');
  assert.equal(typoCorrectionOf(of, visible, 'nullabl', 1), 'nullable', 'a stem typed (invisible) is mended too, as the word engine reads it');
  assert.equal(typoCorrectionOf(of, visible, 'nullables', 1), null, 'a word the site writes is taken as meant');
  assert.equal(typoCorrectionOf(of, visible, 'nulable', 0), null, 'no budget, no mending');
  assert.equal(typoCorrectionOf(of, visible, 'zebra', 1), null);
  assert.equal(
    typoCorrectionOf(
      () => null,
      () => false,
      'nulable',
      1,
    ),
    null,
    'no vocabulary shard for the word',
  );
  assert.equal(
    typoCorrectionOf(
      () => shapes,
      () => false,
      'hsape',
      1,
    ),
    'shape',
    'its first two letters swapped',
  );
});

test('a word still being typed completes to the plain word the site writes most; never a stem, never a word the site writes', () => {
  const vocabulary: Vocabulary = {
    terms: ['option', 'optional', 'optionall', 'optiona', 'options'],
    sections: [3, 9, 1, 40, 5],
    files: [0, 0, 0, 0, 0],
    stored: ['option', 'optional', 'optionall', 'optiona', 'options'],
    visible: [true, true, false, false, true],
  };
  const visible = (term: string) => vocabulary.visible[vocabulary.terms.indexOf(term)] ?? false;
  assert.equal(completionOf(vocabulary, visible, 'opti'), 'optional', 'the stem `optiona` is in more sections, but is no word');
  assert.equal(completionOf(vocabulary, visible, 'option'), null, 'a word the site writes is taken as typed');
  assert.equal(completionOf(vocabulary, visible, 'optionals'), null, 'nothing starts with it');
  assert.equal(completionOf(null, visible, 'opti'), null, 'no shard for it');
});
