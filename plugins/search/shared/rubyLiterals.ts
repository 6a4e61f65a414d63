/**
 * The words a pasted Ruby literal stands for, for the meaning layer.
 *
 * Readers paste shapes: `[{id: Integer}]`, `{String => Integer}`, `shape: []`,
 * `->(x) { x.even? }`, `/\A\d+\z/`, `1..10`. The table's word rule keeps only
 * letters and digits, so the brackets that say "an array of hashes" are lost, and
 * `[{id: Integer}]` reads as "id integer". The docs name these literals in words
 * (arrays, hashes, keys, lambdas, regular expressions, ranges), so the query's
 * vector gets those words, once per kind found. The word engine is left alone:
 * a word added there would change which sections match at all.
 */

/** A regular expression literal: slashes around a pattern with at least one of its marks. */
const REGEXP = /(?:^|[\s(,:=])\/((?:\\.|[^/\\\n])+)\/[imxo]*/g;
const REGEXP_MARK = /\\[AzZdwsbDWS]|[\^$*+?]|\[[^\]]*\]/;
/** A lambda with its body, or a block's opening (`{ |x|`): braces that are no hash. */
const LAMBDA = /->\s*(?:\([^)]*\))?\s*\{[^}]*\}|\blambda\s*\{[^}]*\}|\bproc\s*\{[^}]*\}/g;
const BLOCK = /\{\s*\|/g;
const RANGE = /(?:\d|['"])\.\.\.?(?:\d|['"])/;

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
  if (/\[\s*\]/.test(rest)) found.add('empty array');
  else if (rest.includes('[')) found.add('array');
  if (/\{\s*\}/.test(rest)) found.add('empty hash');
  else if (rest.includes('{')) found.add('hash');
  if (rest.includes('=>')) found.add('key');
  if (RANGE.test(rest)) found.add('range');
  return [...found];
}
