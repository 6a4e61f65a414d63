import {test} from 'node:test';
import assert from 'node:assert/strict';
import {indexTermsOfWord, queryAlternativesOfWord, queryWords, wordSpans} from '../../../plugins/search/shared/tokenize';
import {meaningfulQueryWords} from '../../../plugins/search/shared/queryWords';

const words = (text: string) => wordSpans(text).map((s) => s.word);

test('code identifiers are one word; prose punctuation is not part of a word', () => {
  assert.deepEqual(words('Call Kt.compare(value: 1, shape: Kt::AnyOf) now.'), ['Call', 'Kt.compare', 'value', '1', 'shape', 'Kt::AnyOf', 'now']);
  assert.deepEqual(words('use :$uuid, === or match? here'), ['use', ':$uuid', '===', 'or', 'match?', 'here']);
});

test("a contraction's tail is no word: possessives drop it, negations keep their verb", () => {
  assert.deepEqual(words("it's Katachi's shape, they're keys"), ['it', 'Katachi', 'shape', 'they', 'keys']);
  assert.deepEqual(words('why doesn\u2019t it match'), ['why', 'does', 'it', 'match']);
  assert.deepEqual(words("isn't, won't, can't"), ['is', 'will', 'can']);
  // Highlighting marks the verb's own letters: "does" of "doesn't".
  const [, does] = wordSpans("why doesn't");
  assert.deepEqual([does.start, does.end], [4, 8]);
  // A quoted letter, or a letter after a space, is still a word.
  assert.deepEqual(words("'s' and ' t"), ['s', 'and', 't']);
  assert.deepEqual(queryWords("just assert it's a Hash"), ['just', 'assert', 'it', 'a', 'Hash']);
});

test('identifiers are indexed whole, joined and by their parts (marked as parts)', () => {
  const anyOf = indexTermsOfWord('Kt::AnyOf');
  for (const term of ['kt::anyof', 'ktanyof', 'kt`', 'anyof`', 'any`', 'of`']) assert.ok(anyOf.includes(term), term);
  const snake = indexTermsOfWord('any_of');
  for (const term of ['any_of', 'anyof', 'any`', 'of`']) assert.ok(snake.includes(term), term);
  const symbol = indexTermsOfWord(':$uuid');
  for (const term of [':$uuid', '$uuid', 'uuid']) assert.ok(symbol.includes(term), term);
  // Its sigil is a part of it ("a $ name" finds shape names), never the word `$` itself.
  assert.ok(symbol.includes('$`') && !symbol.includes('$'));
  assert.ok(indexTermsOfWord('$uuid').includes('$`'));
  assert.ok(!indexTermsOfWord('$!.message').includes('$`') && !indexTermsOfWord('$').includes('$`'));
  assert.ok(indexTermsOfWord('kt_compare').includes('compare`'));
  assert.ok(indexTermsOfWord('have_shape').includes('have_shape'));
  assert.deepEqual(indexTermsOfWord('==='), ['===']);
});

test('English plurals and -ing forms fold to one stem', () => {
  assert.ok(indexTermsOfWord('hashes').includes('hash'));
  assert.ok(indexTermsOfWord('Making').includes('make'));
  assert.ok(queryAlternativesOfWord('hashes').includes('hash'));
});

test('a query word matches its whole form, not its parts', () => {
  const alternatives = queryAlternativesOfWord('kt_compare');
  assert.ok(alternatives.includes('kt_compare'));
  assert.ok(!alternatives.includes('kt'));
  assert.ok(queryAlternativesOfWord('any_of').includes('anyof'), 'any_of finds AnyOf');
});

test('question words are dropped from queries unless nothing else is left', () => {
  assert.deepEqual(meaningfulQueryWords('how do I make a key optional?'), ['key', 'optional?']);
  assert.deepEqual(meaningfulQueryWords('how to'), ['how', 'to']);
});

test('accents and case fold; CJK characters are words of their own', () => {
  assert.ok(indexTermsOfWord('Café').includes('cafe'));
  assert.deepEqual(words('形 (katachi)'), ['形', 'katachi']);
  assert.deepEqual(words('形状'), ['形', '状']);
});

test('a method typed as called or documented (`.nullable`, `#call`) is also the name itself', () => {
  assert.ok(queryAlternativesOfWord('.nullable').includes('nullable'));
  assert.ok(queryAlternativesOfWord('#call').includes('call'));
  assert.ok(indexTermsOfWord('.each').includes('each'));
  // Not a decimal, a range or punctuation alone.
  assert.ok(!queryAlternativesOfWord('.5').includes('5'));
  assert.ok(!queryAlternativesOfWord('..10').includes('.10'));
  assert.deepEqual(words('zod .nullable() equivalent'), ['zod', '.nullable', 'equivalent']);
});

test('a generic type pasted from a typed language is read as the words it names; Ruby operators stay whole', () => {
  assert.deepEqual(queryWords('Record<string, number> dictionary'), ['Record', 'string', 'number', 'dictionary']);
  assert.deepEqual(queryWords('Map<String, List<Integer>>'), ['Map', 'String', 'List', 'Integer']);
  assert.deepEqual(queryWords('<=> and => and <<'), ['<=>', 'and', '=>', '<<']);
  assert.deepEqual(queryWords('x->y'), ['x->y']);
});

test('Ruby inspect output pasted from a failing test is read as the class it names', () => {
  assert.deepEqual(queryWords('#<Proc:0x000055d1 (lambda)> in output'), ['Proc', 'lambda', '>', 'in', 'output']);
});

test('a pasted markup tag is read as the element it names, closing tags too', () => {
  assert.deepEqual(queryWords('<div>hello</div>'), ['div', 'hello']);
  assert.deepEqual(queryWords('<script>alert(1)</script>'), ['script', 'alert', '1']);
  // A Ruby regexp or a path keeps its slashes: only a piece cut at a bracket loses one.
  assert.deepEqual(queryWords('/abc/ match'), ['/abc/', 'match']);
});

test('a keyword argument pasted from Python is read as its name', () => {
  assert.deepEqual(queryWords("extra='forbid'"), ['extra', 'forbid']);
  // A bare value is the other library's constant: the name alone is the word.
  assert.deepEqual(queryWords('marshmallow required=False'), ['marshmallow', 'required']);
  assert.deepEqual(queryWords('validate.Length(min=1) allow_none=True'), ['validate.Length', 'min', 'allow_none']);
  assert.deepEqual(queryWords('a == b === c'), ['a', '==', 'b', '===', 'c']);
  assert.deepEqual(queryWords('x===y a=>b name=~'), ['x===y', 'a=>b', 'name=~']);
});

test('an empty literal in a question is read as its name; brackets after a name are not', () => {
  assert.deepEqual(queryWords('passes with [] but not {}'), ['passes', 'with', 'empty', 'array', 'but', 'not', 'hash']);
  assert.deepEqual(queryWords('AnyOf[] vs hash[]'), ['AnyOf', 'vs', 'hash']);
});
