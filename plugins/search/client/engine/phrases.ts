/**
 * Phrases (a synonym's words, a word typed joined read as two) are matched
 * as one term: a key standing for the phrase, whose postings are the
 * sections having its words one after the other. Every term a match can
 * name, a phrase key or an index term, is read through here.
 */
import type {Postings, ShardStore} from './shards';

const PHRASE_MARK = '\u0000';

/** Per section, one phrase word's best weight and place and all its positions. */
type WordInSection = {weight: number; fieldRank: number; positions: number[]};

export type MatchTerms = ReturnType<typeof createMatchTerms>;

export function createMatchTerms(shards: ShardStore) {
  /** Each phrase key's words, each with its whole-word alternatives. */
  const phrases = new Map<string, string[][]>();
  const phraseKeyOf = (phrase: string[][]): string => {
    const key = PHRASE_MARK + phrase.map((alternatives) => alternatives[0]).join(' ');
    phrases.set(key, phrase);
    return key;
  };
  const isPhraseKey = (term: string): boolean => term.startsWith(PHRASE_MARK);

  /** The index terms a match reads: itself, or the known alternatives of a phrase's words. */
  const indexTermsOf = (term: string): string[] => (isPhraseKey(term) ? phrases.get(term)!.flat().filter(shards.knownTerm) : [term]);
  /** The postings files a match reads. */
  const postingsFilesOf = (term: string): string[] => indexTermsOf(term).map(shards.postingsFileOf);

  const phrasePostingsCache = new Map<string, Postings>();
  /** A match's postings; its postings files must be loaded (postingsFilesOf). */
  const postingsOf = (term: string): Postings => {
    if (!isPhraseKey(term)) return shards.postingsOf(term);
    let postings = phrasePostingsCache.get(term);
    if (!postings) {
      const words = phrases.get(term)!.map((alternatives) => wordInSections(alternatives.filter(shards.knownTerm).map(shards.postingsOf)));
      postings = phrasePostings(words);
      phrasePostingsCache.set(term, postings);
    }
    return postings;
  };

  return {phraseKeyOf, isPhraseKey, indexTermsOf, postingsFilesOf, postingsOf};
}

/** One phrase word by any of its alternatives: per section, the best weight and place, and every position. */
export function wordInSections(alternatives: Postings[]): Map<number, WordInSection> {
  const here = new Map<number, WordInSection>();
  for (const postings of alternatives) {
    for (let i = 0; i < postings.sections.length; i += 1) {
      const section = postings.sections[i];
      const positions = Array.from(postings.positions.subarray(postings.positionStarts[i], postings.positionStarts[i + 1]));
      const entry = here.get(section);
      if (!entry) here.set(section, {weight: postings.weights[i], fieldRank: postings.fieldRanks[i], positions});
      else {
        entry.weight = Math.max(entry.weight, postings.weights[i]);
        entry.fieldRank = Math.min(entry.fieldRank, postings.fieldRanks[i]);
        entry.positions.push(...positions);
      }
    }
  }
  return here;
}

/**
 * Sections having the phrase's words one after the other (one or two
 * positions on, as the positions at a section's start show): weights
 * summed, the worst place of its words, the first word's positions.
 */
export function phrasePostings(words: Map<number, WordInSection>[]): Postings {
  const follows = (next: number[], previous: number[]) => next.some((p) => previous.some((q) => p - q >= 1 && p - q <= 2));
  const sections = [...words[0].keys()]
    .filter((section) =>
      words.every((c, k) => c.has(section) && (k === 0 || follows(c.get(section)!.positions, words[k - 1].get(section)!.positions))),
    )
    .sort((x, y) => x - y);
  const first = (section: number) => words[0].get(section)!.positions;
  const postings: Postings = {
    sections: Int32Array.from(sections),
    weights: Float64Array.from(sections, (section) => words.reduce((sum, c) => sum + c.get(section)!.weight, 0)),
    fieldRanks: Uint8Array.from(sections, (section) => Math.max(...words.map((c) => c.get(section)!.fieldRank))),
    positionStarts: new Int32Array(sections.length + 1),
    positions: Int32Array.from(sections.flatMap(first)),
  };
  let at = 0;
  sections.forEach((section, n) => {
    postings.positionStarts[n] = at;
    at += first(section).length;
  });
  postings.positionStarts[sections.length] = at;
  return postings;
}
