/**
 * Which of a query's words count: the stop words dropped from a question, the
 * optional words a section may lack, a query's meaningful words, and the pieces
 * a word the site never writes whole stands for. Beside the
 * tokeniser (tokenize.ts), whose words these lists are keyed by; the engine's
 * query plan and the answer mode read them.
 */
import {isIdentifier, LETTERS_OR_DIGITS, normalize, queryWords, segmentsOf} from './tokenize';

// Words that carry no meaning in a question ("how do I make a key optional",
// "must I list every key", "any_of vs anything"). They neither count as query
// words nor match inside identifiers; dropped from queries only when other
// words remain, never from the index (a query of only these still works).
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'how',
  'do',
  'does',
  'did',
  'i',
  'can',
  'could',
  'to',
  'is',
  'are',
  'was',
  'what',
  'which',
  'when',
  'where',
  'why',
  'who',
  'my',
  'me',
  'we',
  'our',
  'it',
  'its',
  'of',
  'in',
  'for',
  'with',
  'on',
  'at',
  'by',
  'and',
  'or',
  'should',
  'you',
  'your',
  'be',
  'must',
  'not',
  'vs',
  'versus',
  'there',
  'this',
  'that',
  'if',
  'so',
  'would',
  'will',
  'from',
  'into',
  'as',
  'am',
  'about',
  'use',
  'using',
  'them',
  'they',
  'all',
  'some',
  'one',
  'get',
  'make',
  'way',
  'than',
  'then',
  'between',
  'difference',
  'differences',
  'against',
  // "… even though the shape is [Integer]": the clause, not the conjunction, is the subject.
  'even',
  'though',
  // "zod .nullable() equivalent", "the equivalent of additionalProperties": comparison
  // phrasing, like "vs"; the other library's word is the subject.
  'equivalent',
  'equivalents',
  // Quantifiers and "looks like": they qualify a question's words without
  // naming anything ("combine several shapes", "list every shape", "a string
  // that looks like a date"); the section that answers rarely repeats them.
  'several',
  'various',
  'certain',
  'every',
  'each',
  'like',
  'look',
  'looks',
  'whose',
  'whom',
  // Auxiliaries and fillers of questions typed as spoken ("one key has to be
  // foo and the rest just has to be a string", "hey so how do I actually see
  // which field failed"): "has" and "had" are "do" and "did" of another verb,
  // and the adverbs stress or hedge without naming anything. "only" qualifies
  // ("are keys only checked when present") as "every" does.
  'has',
  'had',
  'just',
  'only',
  'still',
  'really',
  'actually',
  'basically',
  'simply',
  'very',
  'quite',
  'maybe',
  'somehow',
  'anyway',
  'hey',
  'hi',
  'please',
  'thanks',
  // "What happens if …" asks what Katachi does in a case: the case is the subject.
  'happen',
  'happens',
  // "is an empty array ok?": asking whether something is allowed names nothing.
  'ok',
  'okay',
  // Words naming the documentation itself ("contributing guide", "rspec docs"):
  // every page is one, and the page that answers rarely says so.
  'guide',
  'docs',
  'documentation',
  'tutorial',
  'manual',
]);

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

/** A query word as the word lists hold it: folded, without the question's closing punctuation. */
const listKey = (word: string): string => normalize(word).replace(/(?<![?!.])[?!.]+$/, '');

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

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(listKey(word));
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
