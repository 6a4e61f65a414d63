/**
 * Which of a query's words count: the stop words dropped from a question
 * (stopWords.ts), the optional words a section may lack, a query's meaningful words, and the pieces
 * a word the site never writes whole stands for. Beside the
 * tokeniser (tokenize.ts), whose words these lists are keyed by; the engine's
 * query plan and the answer mode read them.
 */
import {isIdentifier, LETTERS_OR_DIGITS, queryWords, segmentsOf} from './tokenize';
import {isStopWord, listKey} from './stopWords';

// Optional words: a section lacking one is not relaxed (see the engine's
// searchRanked), it only ranks after the sections that have it. A query of
// only such words needs them. Unlike stop words they can name something, so
// they stay in the query:
// - task verbs ("check a string is a date", "validate an email", "I want
//   keys to be optional") say what the reader is doing with Katachi, which
//   is always checking data, so the section that answers rarely says them
//   (yet `Kt.compare` checks); so does "pass" ("why does an empty array
//   pass"), what the reader saw a test do, where the docs say "match";
// - "any" ("accept any number between 1 and 5") qualifies the subject, as
//   the stop words "every" and "each" do, yet names `any_of` and "Any array";
//   so does "own" ("build my own error message"), yet headings say "your own shapes";
// - "have" ("can a hash have extra keys?") is a question's auxiliary, as the stop
//   words "has" and "had" are, yet half of `have_shape` ("expected … to have shape");
// - a word of punctuation only, in a pasted fragment ("Kt = Katachi"), is
//   syntax around the names the reader is after; alone ("===") it is searched.
const TASK_VERBS: ReadonlySet<string> = new Set([
  'check',
  'checking',
  'validate',
  'validating',
  'verify',
  'verifying',
  'ensure',
  'want',
  'need',
  'pass',
  'passes',
]);
const OPTIONAL_QUALIFIERS: ReadonlySet<string> = new Set(['any', 'own']);
const OPTIONAL_AUXILIARIES: ReadonlySet<string> = new Set(['have']);

// Function words that name nothing in these docs, yet stay query words: as
// stop words they moved the ranking by a question either way, a tie
// (tools/semantic/DECISIONS.md, suite 54). A result lacking one has lost
// nothing the reader asked for, so results never list one as missing.
const NAMING_NOTHING: ReadonlySet<string> = new Set([
  'but',
  'because',
  'although',
  'also',
  'too',
  'yet',
  'he',
  'she',
  'him',
  'her',
  'his',
  'hers',
  'us',
  'mine',
  'yours',
  'their',
  'theirs',
  'these',
  'those',
  'myself',
  'yourself',
  'itself',
  'ourselves',
  'themselves',
  'were',
  'been',
  'being',
  'doing',
  'may',
  'might',
  'shall',
]);

/** A word a result may lack without saying so ("Missing: but" tells the reader nothing). */
export function namesNothing(word: string): boolean {
  return NAMING_NOTHING.has(listKey(word)) || isStopWord(word);
}

export function isOptionalWord(word: string): boolean {
  const key = listKey(word);
  return TASK_VERBS.has(key) || OPTIONAL_QUALIFIERS.has(key) || OPTIONAL_AUXILIARIES.has(key) || !LETTERS_OR_DIGITS.test(word);
}

// "X compared to Y" says what "X vs Y" says: the participle before to/with/
// against is comparison phrasing, while "compare" itself names Kt.compare.
const COMPARISON_PHRASING = /\b(?:compared|comparing)\s+(?:to|with|against)\b/giu;

export function meaningfulQueryWords(query: string): string[] {
  const meaningful = queryWords(query.replace(COMPARISON_PHRASING, ' vs ')).filter((word) => !isStopWord(word));
  return meaningful.length > 0 ? meaningful : queryWords(query);
}

/**
 * The words a query word stands for when the site never writes it whole: an
 * identifier's segments (`anyof.new` → `anyof`, `new`), or the words of a
 * prose compound (`copy-pasting`, `min/max`, `4-part`), question words left
 * out; null for a word that is not made of such pieces.
 */
export function piecesOfUnknownWord(rawWord: string): {pieces: string[]; identifier: boolean} | null {
  if (isIdentifier(rawWord)) {
    const segments = segmentsOf(rawWord);
    return segments.length > 1 ? {pieces: segments, identifier: true} : null;
  }
  // (Not `required=False`: a keyword argument's value is noise without its name.)
  if (!PROSE_COMPOUND.test(rawWord)) return null;
  const words = [...new Set(segmentsOf(rawWord).filter((segment) => !isStopWord(segment)))];
  return words.length > 0 ? {pieces: words, identifier: false} : null;
}
const PROSE_COMPOUND = /^[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)+$/u;
