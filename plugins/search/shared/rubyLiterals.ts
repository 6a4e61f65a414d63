/**
 * The words a pasted Ruby literal stands for, for the meaning layer.
 *
 * Readers paste shapes: `[{id: Integer}]`, `{String => Integer}`, `shape: []`,
 * `->(x) { x.even? }`, `/\A\d+\z/`, `1..10`. The table's word rule keeps only
 * letters and digits, so the brackets that say "an array of hashes" are lost, and
 * `[{id: Integer}]` reads as "id integer". The docs name these literals in words
 * (arrays, hashes, keys, lambdas, regular expressions, ranges), so the query's
 * vector gets those words, once per kind found. The word engine reads only the
 * empty literals so (readEmptyLiterals): a word for every bracket would change
 * which sections match at all.
 */

/** A regular expression literal: slashes around a pattern with at least one of its marks. */
const REGEXP = /(?:^|[\s(,:=])\/((?:\\.|[^/\\\n])+)\/[imxo]*/g;
const REGEXP_MARK = /\\[AzZdwsbDWS]|[\^$*+?]|\[[^\][]*\]/;
/** A lambda with its body, or a block's opening (`{ |x|`): braces that are no hash. */
const LAMBDA = /->\s*(?:\([^)]*\)\s*)?\{[^}]*\}|\blambda\s*\{[^}]*\}|\bproc\s*\{[^}]*\}/g;
const BLOCK = /\{\s*\|/g;
const RANGE = /(?:\d|['"])\.\.\.?(?:\d|['"])/;
/** Brackets right after a name call or index it (`AnyOf[]`, `hash[:id]`, `Optional[str]`): no literal. */
const NOT_AFTER_NAME = String.raw`(?<![\p{L}\p{N}_)\]])`;
const literal = (pattern: string, flags = 'u') => new RegExp(NOT_AFTER_NAME + pattern, flags);
const EMPTY_ARRAY = String.raw`\[\s*\]`;
const EMPTY_HASH = String.raw`\{\s*\}`;
const IS_EMPTY_ARRAY = literal(EMPTY_ARRAY);
const IS_EMPTY_HASH = literal(EMPTY_HASH);
const ARRAY = literal(String.raw`\[`);
const HASH = literal(String.raw`\{`);
// Compiled once: queryWords reads every keystroke's query through them.
const EMPTY_LITERALS: ReadonlyArray<readonly [RegExp, string]> = [
  [literal(EMPTY_ARRAY, 'gu'), ' empty array '],
  [literal(EMPTY_HASH, 'gu'), ' empty hash '],
];

/**
 * An empty literal as the words Ruby names it, for the word engine too (tokenize.ts
 * queryWords): "passes with [] though the shape is [Integer]" asks about `[]`.
 */
export const readEmptyLiterals = (query: string): string => EMPTY_LITERALS.reduce((text, [empty, words]) => text.replace(empty, words), query);

export function literalWordsOf(query: string): string[] {
  const found = new Set<string>();
  let rest = query.replace(REGEXP, (whole, pattern: string) => {
    if (!REGEXP_MARK.test(pattern)) return whole;
    found.add('regular expression');
    return ' ';
  });
  rest = rest.replace(LAMBDA, () => {
    found.add('lambda');
    return ' ';
  });
  rest = rest.replace(BLOCK, ' ');
  if (IS_EMPTY_ARRAY.test(rest)) found.add('empty array');
  else if (ARRAY.test(rest)) found.add('array');
  if (IS_EMPTY_HASH.test(rest)) found.add('empty hash');
  else if (HASH.test(rest)) found.add('hash');
  if (rest.includes('=>')) found.add('key');
  if (RANGE.test(rest)) found.add('range');
  return [...found];
}
