import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlight, snippet} from '../../../plugins/search/client/highlight';

test('matched words are wrapped in <mark>; everything else is escaped text', () => {
  const result = highlight('Use <script>alert(1)</script> with any_of & AnyOf', new Set(['anyof']));
  assert.equal(result.value, 'Use &lt;script&gt;alert(1)&lt;/script&gt; with <mark>any_of</mark> &amp; <mark>AnyOf</mark>');
  assert.equal(result.matchLevel, 'partial');
});

test('nothing matched: no marks, match level none', () => {
  const result = highlight('plain words', new Set(['zzz']));
  assert.equal(result.value, 'plain words');
  assert.equal(result.matchLevel, 'none');
});

test('a snippet has the requested number of words around the first match and ends in …', () => {
  const text = Array.from({length: 40}, (_, i) => `w${i}`).join(' ');
  const result = snippet(text, new Set(['w20']), 10);
  const words = result.value.replace(/^…|…$/g, '').split(' ');
  assert.equal(words.length, 10);
  assert.ok(result.value.startsWith('…'));
  assert.ok(result.value.endsWith('…'));
  assert.ok(result.value.includes('<mark>w20</mark>'));
  // Two words of context before the match, the rest after it.
  assert.equal(result.value, '…w18 w19 <mark>w20</mark> w21 w22 w23 w24 w25 w26 w27…');
  assert.equal(
    snippet(text, new Set(['w20']), 5)
      .value.replace(/^…|…$/g, '')
      .split(' ').length,
    5,
  );
});

test('a short text is not cut and gets no ellipsis', () => {
  assert.equal(snippet('a short text', new Set(['short']), 10).value, 'a <mark>short</mark> text');
});

test('a text split into words once is marked for each query anew, also after many other texts', () => {
  const text = 'Optional keys and general keys in a hash shape';
  assert.equal(highlight(text, new Set(['optional'])).value, '<mark>Optional</mark> keys and general keys in a hash shape');
  assert.equal(highlight(text, new Set(['hash', 'general'])).value, 'Optional keys and <mark>general</mark> keys in a <mark>hash</mark> shape');
  // More texts than are kept split: the first is split again, the same.
  for (let i = 0; i < 1_000; i++) highlight(`filler text ${i}`, new Set(['filler']));
  assert.equal(snippet(text, new Set(['shape']), 4).value, '…in a hash <mark>shape</mark>');
  assert.equal(highlight(text, new Set(['general'])).matchedWords.join(), 'general');
});
