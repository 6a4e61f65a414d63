/**
 * The stop words: words that carry no meaning in a question. A module of their own, apart
 * from queryWords.ts, because the page itself reads them (shared/queryFit.ts fits a pasted
 * question to the search box), while the rest of the word lists are the engine's, in the
 * search's own chunk.
 */
import {normalize} from './normalize';

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

/** A query word as the word lists hold it: folded, without the question's closing punctuation. */
export const listKey = (word: string): string => normalize(word).replace(/(?<![?!.])[?!.]+$/, '');

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(listKey(word));
}
