import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine, MissingShards, type SearchEngine} from '../../../../plugins/search/client/engine';
import {shardIndex} from '../../../../plugins/search/node/shardIndex';
import {vocabularyFile, vocabularySubKeyOf, type VocabularyShard} from '../../../../plugins/search/shared/indexFormat';
import {record} from '../records.fixture';

/** A site whose vocabulary is too big for the bundle: thousands of made-up words starting with k, and a few real ones. */
const records = [
  ...Array.from({length: 250}, (_, page) =>
    record(
      `Made/Page${page}`,
      'Made',
      `Page ${page}`,
      null,
      1,
      Array.from({length: 24}, (_, n) => `k${'aeiouy'[n % 6]}${(page * 24 + n).toString(36)}q`).join(' '),
    ),
  ),
  record('Kitchen', 'Guides', 'Kitchen', null, 1, 'A kettle keeps the water hot; keys hang by the door.'),
  record('Kitchen', 'Guides', 'Kitchen', 'Knives', 2, 'Keep knives sharp, and the kettle clean.'),
];
const cut = shardIndex('cut', records);
const whole = shardIndex('whole', records, {vocabularyCutBytes: Infinity});

/** An engine that loads what it is missing, a round at a time, recording each round's files. */
function engineInRounds({manifest, files}: ReturnType<typeof shardIndex>) {
  const loaded = new Set<string>();
  const engine = createEngine(manifest, (file) => (loaded.has(file) ? files.get(file) : undefined));
  const ask = <T>(question: (engine: SearchEngine) => T): {answer: T; fetched: string[]} => {
    const fetched: string[] = [];
    for (;;) {
      try {
        return {answer: question(engine), fetched};
      } catch (error) {
        if (!(error instanceof MissingShards)) throw error;
        fetched.push(...error.files);
        error.files.forEach((file) => loaded.add(file));
      }
    }
  };
  return ask;
}

const letterK = (fetched: string[]) => fetched.filter((file) => /^v-k/.test(file)).sort();

test('a big letter is cut by second character; every term is in the shard its key names', () => {
  assert.ok(!cut.manifest.vocabularyBundle && !cut.manifest.vocabulary.includes('k'));
  const keys = cut.manifest.vocabulary.filter((key) => key.startsWith('k_'));
  assert.ok(keys.length >= 6, `cut into ${keys.join(', ')}`);
  for (const key of keys) {
    for (const [term] of cut.files.get(vocabularyFile(key)) as VocabularyShard) assert.equal(vocabularySubKeyOf(term), key, term);
  }
  assert.ok(whole.manifest.vocabulary.includes('k'), 'the reference keeps the letter whole');
});

test('a known word reads its own corner of the letter, and answers as with the letter whole', () => {
  const ask = engineInRounds(cut);
  const {answer, fetched} = ask((engine) => engine.search('kettle '));
  assert.deepEqual(letterK(fetched), ['v-k_e.json']);
  assert.deepEqual(answer, engineInRounds(whole)((engine) => engine.search('kettle ')).answer);
});

test('a typo, a one-letter prefix, suggestions and corrections read the whole letter and answer as with it whole', () => {
  const questions: Array<[string, (engine: SearchEngine) => unknown]> = [
    ['a typo', (engine) => engine.search('ketle ')],
    ['a one-letter prefix', (engine) => engine.search('k')],
    ['two letters swapped', (engine) => engine.search('ekttle ')],
    ['did you mean', (engine) => engine.suggest('ketlte knivs')],
    ['a typo correction', (engine) => engine.typoCorrection('ketle')],
    ['a completion', (engine) => engine.completion('ket')],
  ];
  for (const [name, question] of questions) {
    const answer = engineInRounds(cut)(question).answer;
    const found =
      answer !== null && (Array.isArray(answer) ? answer.length > 0 : typeof answer !== 'object' || (answer as {total: number}).total > 0);
    assert.ok(found, `${name}: an answer`);
    assert.deepEqual(answer, engineInRounds(whole)(question).answer, name);
  }
  const allOfK = cut.manifest.vocabulary
    .filter((key) => key.startsWith('k_'))
    .map(vocabularyFile)
    .sort();
  assert.deepEqual(letterK(engineInRounds(cut)((engine) => engine.search('ketle ')).fetched), allOfK, 'a typo reads every term of k');
  assert.equal(engineInRounds(cut)((engine) => engine.typoCorrection('ketle')).answer, 'kettle');
  assert.deepEqual(
    letterK(engineInRounds(cut)((engine) => engine.typoCorrection('kettle')).fetched),
    ['v-k_e.json'],
    'a word the site writes is no typo',
  );
});
