import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {indexTermsOfWord, queryAlternativesOfWord, queryWords, wordSpans} from '../../../plugins/search/shared/tokenize';
import {normalize} from '../../../plugins/search/shared/normalize';
import {meaningfulQueryWords} from '../../../plugins/search/shared/queryWords';
import {hostileString, runs} from './hostileStrings';

const RUNS = runs(300);
// tokenize.ts caps indexed words at 64 characters (MAX_WORD_LENGTH).
const MAX_WORD_LENGTH = 64;

test('wordSpans: never throws, spans lie within the input in order and match it', () => {
  fc.assert(
    fc.property(hostileString, (text) => {
      const spans = wordSpans(text);
      let previousEnd = 0;
      for (const span of spans) {
        assert.ok(span.start >= previousEnd, `span starts before the previous one ends: ${JSON.stringify(span)}`);
        assert.ok(span.start < span.end && span.end <= text.length, `span outside the input: ${JSON.stringify(span)}`);
        assert.equal(text.slice(span.start, span.end), span.word);
        assert.ok(span.word.length <= MAX_WORD_LENGTH, `a word of ${span.word.length} characters (cap ${MAX_WORD_LENGTH}) at ${span.start}`);
        previousEnd = span.end;
      }
    }),
    // Latin letters run into CJK ones: the Latin part must be capped like any other word.
    {...RUNS, examples: [['a'.repeat(100) + '漢字'], ['x'.repeat(70)]]},
  );
});

test('indexTermsOfWord and queryAlternativesOfWord: never throw, non-empty distinct strings', () => {
  fc.assert(
    fc.property(hostileString, (text) => {
      // Both the words the tokeniser finds and the raw string itself.
      for (const word of [
        text,
        ...wordSpans(text)
          .slice(0, 20)
          .map((s) => s.word),
      ]) {
        const terms = indexTermsOfWord(word);
        const alternatives = queryAlternativesOfWord(word);
        for (const list of [terms, alternatives]) {
          assert.ok(Array.isArray(list));
          assert.equal(new Set(list).size, list.length);
          for (const term of list) assert.ok(typeof term === 'string' && term.length > 0);
        }
        const whole = normalize(word);
        if (whole) {
          assert.ok(terms.includes(whole), 'a word is always indexed whole');
          assert.ok(alternatives.includes(whole), 'a query word always matches itself');
        }
      }
    }),
    // A word ending in the part marker must not spell its own part term twice.
    {...RUNS, examples: [['aA`']]},
  );
});

test('meaningfulQueryWords: never throws, keeps only words of the query, in order', () => {
  fc.assert(
    fc.property(hostileString, (query) => {
      const words = meaningfulQueryWords(query);
      const all = queryWords(query);
      let cursor = 0;
      for (const word of words) {
        const at = all.indexOf(word, cursor);
        assert.ok(at >= 0, `${JSON.stringify(word)} is not a word of the query, in order`);
        cursor = at + 1;
      }
      assert.equal(words.length === 0, all.length === 0, 'question words are dropped only when others remain');
    }),
    RUNS,
  );
});
