import assert from 'node:assert/strict';
import {test} from 'node:test';
import {answerWithSources} from '../../../plugins/answers/client/citedSources';

const sections = [
  {n: 1, url: '/katachi/docs/Features/Hashes#making-a-key-optional', path: ['Hashes', 'Making a key optional']},
  {n: 2, url: '/katachi/docs/Features/AnyOf#nullable-values', path: ['AnyOf', 'Nullable values']},
  {n: 3, url: '/katachi/docs/FAQ', path: ['FAQ']},
];

test('a copied answer lists the sections it cites, in number order, with their addresses', () => {
  assert.equal(
    answerWithSources('Use `:$undefined` [2], as Hashes shows [1][2].\n', sections, 'https://example.org'),
    'Use `:$undefined` [2], as Hashes shows [1][2].\n\nSources:\n' +
      '[1] Hashes › Making a key optional: https://example.org/katachi/docs/Features/Hashes#making-a-key-optional\n' +
      '[2] AnyOf › Nullable values: https://example.org/katachi/docs/Features/AnyOf#nullable-values\n',
  );
});

test('an answer citing nothing, or only numbers it was not given, is copied as it is', () => {
  assert.equal(answerWithSources("The documentation doesn't cover this.", sections, 'https://example.org'), "The documentation doesn't cover this.");
  assert.equal(answerWithSources('See [7].', sections, 'https://example.org'), 'See [7].');
});
