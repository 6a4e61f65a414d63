/**
 * Phrases (a synonym's words, a word typed joined read as two) are matched
 * as one term: a key standing for the phrase, whose postings are the
 * sections having its words one after the other. Every term a match can
 * name, a phrase key or an index term, is read through here.
 */
import type {Positions, Postings, ShardStore} from './shards';

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
  /** The positions files a match's positions are read from. */
  const positionsFilesOf = (term: string): string[] => indexTermsOf(term).map(shards.positionsFileOf);
  /** The files a match's postings are read from: a phrase's need its words' positions too. */
  const postingsFilesOf = (term: string): string[] => [
    ...indexTermsOf(term).map(shards.postingsFileOf),
    ...(isPhraseKey(term) ? positionsFilesOf(term) : []),
  ];

  const phraseCache = new Map<string, {postings: Postings; positions: Positions}>();
  const phraseOf = (key: string) => {
    let phrase = phraseCache.get(key);
    if (!phrase) {
      const words = phrases
        .get(key)!
        .map((alternatives) =>
          wordInSections(alternatives.filter(shards.knownTerm).map((term) => [shards.postingsOf(term), shards.positionsOf(term)])),
        );
      phrase = phrasePostings(words);
      phraseCache.set(key, phrase);
    }
    return phrase;
  };
  /** A match's postings; its files must be loaded (postingsFilesOf). */
  const postingsOf = (term: string): Postings => (isPhraseKey(term) ? phraseOf(term).postings : shards.postingsOf(term));
  /** A match's positions; its positions files must be loaded (positionsFilesOf). */
  const positionsOf = (term: string): Positions => (isPhraseKey(term) ? phraseOf(term).positions : shards.positionsOf(term));

  return {phraseKeyOf, isPhraseKey, indexTermsOf, postingsFilesOf, positionsFilesOf, postingsOf, positionsOf};
}

/** One phrase word by any of its alternatives: per section, the best weight and place, and every position. */
export function wordInSections(alternatives: Array<[Postings, Positions]>): Map<number, WordInSection> {
  const here = new Map<number, WordInSection>();
  for (const [postings, {starts, positions: all}] of alternatives) {
    for (let i = 0; i < postings.sections.length; i += 1) {
      const section = postings.sections[i];
      const positions = Array.from(all.subarray(starts[i], starts[i + 1]));
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
export function phrasePostings(words: Map<number, WordInSection>[]): {postings: Postings; positions: Positions} {
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
  };
  const positions: Positions = {starts: new Int32Array(sections.length + 1), positions: Int32Array.from(sections.flatMap(first))};
  let at = 0;
  sections.forEach((section, n) => {
    positions.starts[n] = at;
    at += first(section).length;
  });
  positions.starts[sections.length] = at;
  return {postings, positions};
}
