import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {ELLIPSIS, highlight, snippet} from '../../../plugins/search/client/highlight';
import {escapeHtml} from '../../../plugins/shared/escapeHtml';
import {indexTermsOfWord, wordSpans} from '../../../plugins/search/shared/tokenize';
import {hostileString, isSafeMarkedHtml, runs} from './hostileStrings';

/** A text and a set of terms, some taken from the text itself so that words do match. */
const textAndTerms = hostileString.chain((text) => {
  const words = wordSpans(text)
    .slice(0, 50)
    .map((s) => s.word);
  const fromText = words.length
    ? fc.array(
        fc.constantFrom(...words).map((w) => indexTermsOfWord(w)[0] ?? w),
        {maxLength: 3},
      )
    : fc.constant([]);
  return fc.tuple(fc.constant(text), fromText, fc.array(hostileString, {maxLength: 2}));
});

test('the invariant checker itself rejects markup other than <mark>', () => {
  assert.equal(isSafeMarkedHtml('a <mark>b</mark> &amp; c'), true);
  assert.equal(isSafeMarkedHtml('<script>'), false);
  assert.equal(isSafeMarkedHtml('<mark>a'), false);
  assert.equal(isSafeMarkedHtml('a & b'), false);
  assert.equal(isSafeMarkedHtml('<mark><mark>a</mark></mark>'), false);
});

test('highlight: never throws, only <mark> markup, and the text is all there, escaped', () => {
  fc.assert(
    fc.property(textAndTerms, ([text, fromText, other]) => {
      const terms = new Set([...fromText, ...other]);
      const result = highlight(text, terms);
      assert.equal(typeof result.value, 'string');
      assert.ok(isSafeMarkedHtml(result.value), `unsafe highlight: ${JSON.stringify(result.value.slice(0, 200))}`);
      assert.equal(result.value.replace(/<\/?mark>/g, ''), escapeHtml(text));
      assert.ok(['none', 'partial', 'full'].includes(result.matchLevel));
      assert.equal(result.matchLevel === 'none', !result.value.includes('<mark>'));
    }),
    runs(300),
  );
});

test('snippet: never throws, only <mark> markup, a piece of the escaped text', () => {
  fc.assert(
    fc.property(textAndTerms, fc.integer({min: 1, max: 40}), ([text, fromText, other], words) => {
      const terms = new Set([...fromText, ...other]);
      const result = snippet(text, terms, words);
      assert.equal(typeof result.value, 'string');
      assert.ok(isSafeMarkedHtml(result.value), `unsafe snippet: ${JSON.stringify(result.value.slice(0, 200))}`);
      const plain = result.value.replace(/<\/?mark>/g, '');
      const escaped = escapeHtml(text);
      // With or without the ellipses added where the text was cut.
      const cores = [
        plain,
        plain.replace(new RegExp(`^${ELLIPSIS}`), ''),
        plain.replace(new RegExp(`${ELLIPSIS}$`), ''),
        plain.replace(new RegExp(`^${ELLIPSIS}|${ELLIPSIS}$`, 'g'), ''),
      ];
      assert.ok(
        cores.some((core) => escaped.includes(core)),
        'the snippet is not a piece of the text',
      );
    }),
    runs(300),
  );
});
