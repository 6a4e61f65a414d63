/**
 * Matching a planned query against the index: every section having some
 * word, with its BM25 score and, per query word, the best form it has and
 * where. The per-section arrays are made once per engine and reused by every
 * query (a big site has tens of thousands of sections; allocating per
 * candidate would dominate a query's time), so a Matched is valid until the next match.
 */
import {proximityWordsOf, termPositionsIn} from '../../shared/fields';
import {QUALITY_ORDER, QUALITY_WEIGHT, type WordMatch} from '../rank';
import type {MatchTerms} from './phrases';
import {isPlainWord, MAX_QUERY_WORDS, type PlannedWord} from './queryPlan';
import type {ShardStore} from './shards';
import {indexOf} from './sortedSearch';
import type {TermMatch} from './termMatches';

const PART = QUALITY_ORDER.part + 1;
export const VARIANT = QUALITY_ORDER.variant + 1;
/** Above every field rank: a section's best field before any match. */
const NO_FIELD = 7;

export type Matched = {
  words: PlannedWord[];
  /** Per query word, the terms it matched. */
  matches: TermMatch[][];
  /** Every section having some word, in the order first found. */
  sections: number[];
  /** Per section: BM25 score, weighted by match quality. */
  score: Float64Array;
  /** Per section: the best field rank of any match. */
  bestField: Uint8Array;
  /** Per section and query word (section * MAX_QUERY_WORDS + word): QUALITY_ORDER + 1 of its best form (0: not matched). */
  wordQuality: Uint8Array;
  /** Per section and query word: the field rank where its best form is. */
  wordPlace: Uint8Array;
  /** True when some long list's positions were left for later (POSITIONS_WITH_POSTINGS_MAX). */
  positionsLater: boolean;
};

type Deps = {
  shards: ShardStore;
  matchTerms: MatchTerms;
  requireVocabulariesOf(words: PlannedWord[]): void;
  termMatchesOf(word: PlannedWord): TermMatch[];
};

/**
 * Proximity needs two query words (rank.ts): for a one-word query the ranking
 * neither loads nor reads positions (a phrase match still brings its words'
 * positions with its postings: phrases.ts). match() and wordMatchesOf() must
 * agree on this, so both ask here.
 */
const readsPositions = (words: PlannedWord[]): boolean => words.length > 1;
/**
 * A term in at most this many sections has its positions fetched with its postings
 * (a few kB gzipped: less than a round trip costs on a slow link). A longer list's
 * positions wait until the ranking knows which sections it measures proximity of
 * (positionsFilesFor): a common word's positions, or a completion's, are often the
 * largest file of a multi-word query, and most of them are never read.
 */
export const POSITIONS_WITH_POSTINGS_MAX = 2000;
/** Sections read from their records for positions that are kept (the oldest dropped first). */
const CACHED_RECORDS = 5000;
/**
 * What a section's fragment costs, in postings' worth of a long list's positions file. At
 * 10,000 pages the fragment of a section with several query words is about 600 bytes
 * gzipped, and a posting's positions 1.6 to 2.5: fragments are read only when clearly fewer bytes.
 */
const FRAGMENT_COST_IN_POSITIONS = 400;

export function createSectionMatcher(sectionCount: number, {shards, matchTerms, requireVocabulariesOf, termMatchesOf}: Deps) {
  /** An index term whose positions are not fetched with its postings. */
  const isLongList = (term: string): boolean => shards.sectionCountOf(term) > POSITIONS_WITH_POSTINGS_MAX;
  const stamp = new Uint32Array(sectionCount);
  let generation = 0;
  const score = new Float64Array(sectionCount);
  const bestField = new Uint8Array(sectionCount);
  const wordQuality = new Uint8Array(sectionCount * MAX_QUERY_WORDS);
  const wordPlace = new Uint8Array(sectionCount * MAX_QUERY_WORDS);

  /**
   * Every section matching some word, scored; needs vocabulary and postings
   * shards, and with two words or more the positions of short lists in the same
   * round, for proximity (`forRanking` false: only which sections match is asked).
   */
  const match = (words: PlannedWord[], forRanking = true): Matched => {
    requireVocabulariesOf(words);
    const matches = words.map(termMatchesOf);
    const terms = matches.flat().map(({term}) => term);
    const short = (term: string) => !matchTerms.indexTermsOf(term).some(isLongList);
    const withPositions = forRanking && readsPositions(words);
    const positionsNow = withPositions ? terms.filter(short) : [];
    shards.require([...terms.flatMap(matchTerms.postingsFilesOf), ...positionsNow.flatMap(matchTerms.positionsFilesOf)]);
    const positionsLater = withPositions && positionsNow.length < terms.length;

    generation += 1;
    const sections: number[] = [];
    const plain = words.map(isPlainWord);
    matches.forEach((termMatches, w) => {
      for (const {term, quality} of termMatches) {
        const postings = matchTerms.postingsOf(term);
        const factor = QUALITY_WEIGHT[quality];
        const order = QUALITY_ORDER[quality] + 1;
        for (let i = 0; i < postings.sections.length; i += 1) {
          const section = postings.sections[i];
          const slot = section * MAX_QUERY_WORDS + w;
          if (stamp[section] !== generation) {
            stamp[section] = generation;
            score[section] = 0;
            bestField[section] = NO_FIELD;
            for (let k = section * MAX_QUERY_WORDS, end = k + words.length; k < end; k += 1) wordQuality[k] = 0;
            sections.push(section);
          }
          const fieldRank = postings.fieldRanks[i];
          score[section] += postings.weights[i] * factor;
          if (fieldRank < bestField[section]) bestField[section] = fieldRank;
          // The word's best form counts, and where that form is; also where a
          // namespaced name's last part is (`Kt.compare` in the body of a
          // section headed `compare` documents it).
          // A word and its variants (`arrays` in a heading, `array` in the
          // body) are one word for where it is: the best place of either.
          const known = wordQuality[slot];
          // (Not for identifiers: `AnyOf` in a heading is not where `any_of` is.)
          const sameWord = plain[w] && known !== 0 && order <= VARIANT && known <= VARIANT;
          if (known === 0 || order < known) {
            wordPlace[slot] = known === PART || sameWord ? Math.min(fieldRank, wordPlace[slot]) : fieldRank;
            wordQuality[slot] = order;
          } else if ((order === known || order === PART || sameWord) && fieldRank < wordPlace[slot]) {
            wordPlace[slot] = fieldRank;
          }
        }
      }
    });
    return {words, matches, sections, score, bestField, wordQuality, wordPlace, positionsLater};
  };

  // A long list's positions in a few sections are cheaper read from those sections'
  // records than from the list's positions file, which holds every section's: at 10,000
  // pages a common word's is 200 kB. They are computed as the indexer does (fields.ts), so
  // either source gives the same positions. A phrase's come with its postings (phrases.ts).
  const fromRecord = (term: string): boolean => !matchTerms.isPhraseKey(term) && isLongList(term) && !shards.isLoaded(shards.positionsFileOf(term));
  /** Per section read: its proximity words, and each term's positions among them so far (the same sections come back keystroke after keystroke). */
  const readRecords = new Map<number, {words: string[]; positions: Map<string, number[]>}>();
  const positionsInRecord = (section: number, term: string): number[] => {
    let read = readRecords.get(section);
    if (!read) {
      if (readRecords.size >= CACHED_RECORDS) readRecords.delete(readRecords.keys().next().value!);
      read = {words: proximityWordsOf(shards.recordOf(section)), positions: new Map()};
      readRecords.set(section, read);
    }
    let positions = read.positions.get(term);
    if (!positions) read.positions.set(term, (positions = termPositionsIn(read.words, term)));
    return positions;
  };

  /**
   * The terms of a word's best form in a section, each with where the section is in its
   * postings: those whose positions count for proximity.
   */
  const bestFormsOf = ({matches}: Matched, section: number, w: number): Array<{term: string; at: number}> => {
    const order = wordQuality[section * MAX_QUERY_WORDS + w];
    return matches[w].flatMap(({term, quality}) => {
      const at = QUALITY_ORDER[quality] + 1 === order ? indexOf(matchTerms.postingsOf(term).sections, section) : -1;
      return at >= 0 ? [{term, at}] : [];
    });
  };
  /** Proximity needs two words matched in the section (rank.ts). */
  const measuresProximity = ({words}: Matched, section: number): boolean =>
    readsPositions(words) && words.filter((_, w) => wordQuality[section * MAX_QUERY_WORDS + w] !== 0).length > 1;

  /**
   * The best-quality match of each word in a section, with its token positions
   * (for proximity: none when fewer than two words are there; their files may not be loaded).
   */
  const wordMatchesOf = (matched: Matched, section: number): (WordMatch | null)[] => {
    const withPositions = measuresProximity(matched, section);
    return matched.words.map((word, w) => {
      const order = wordQuality[section * MAX_QUERY_WORDS + w];
      if (order === 0) return null;
      const quality = matched.matches[w].find((m) => QUALITY_ORDER[m.quality] + 1 === order)!.quality;
      const positions: number[] = [];
      for (const {term, at} of withPositions ? bestFormsOf(matched, section, w) : []) {
        if (fromRecord(term)) {
          positions.push(...positionsInRecord(section, term));
          continue;
        }
        const {starts, positions: all} = matchTerms.positionsOf(term);
        for (let k = starts[at]; k < starts[at + 1]; k += 1) positions.push(all[k]);
      }
      return {quality, fieldRank: wordPlace[section * MAX_QUERY_WORDS + w], positions, plainWord: isPlainWord(word)};
    });
  };

  /**
   * The files wordMatchesOf reads for `sections`: positions files, or for a long list, the
   * sections' fragments when fewer bytes (`comingAnyway`: sections whose fragments are asked for
   * in the same round, as the shown hits' are).
   */
  const positionsFilesFor = (matched: Matched, sections: number[], comingAnyway: ReadonlySet<number> = new Set()): string[] => {
    // Every list's positions came with its postings: nothing to look for.
    if (!matched.positionsLater) return [];
    const files = new Set<string>();
    /** Long lists whose positions file is not here, and the sections that need one of them. */
    const longTerms = new Set<string>();
    const needingLong: number[] = [];
    for (const section of sections) {
      if (!measuresProximity(matched, section)) continue;
      let needsLong = false;
      matched.words.forEach((_, w) =>
        bestFormsOf(matched, section, w).forEach(({term}) => {
          if (!fromRecord(term)) {
            matchTerms.positionsFilesOf(term).forEach((file) => files.add(file));
            return;
          }
          longTerms.add(term);
          needsLong = true;
        }),
      );
      if (needsLong) needingLong.push(section);
    }
    const fragments = shards.recordFilesOf(needingLong.filter((section) => !comingAnyway.has(section))).filter((file) => !shards.isLoaded(file));
    const listsCost = [...longTerms].reduce((sum, term) => sum + shards.sectionCountOf(term), 0);
    if (new Set(fragments).size * FRAGMENT_COST_IN_POSITIONS <= listsCost) shards.recordFilesOf(needingLong).forEach((file) => files.add(file));
    else longTerms.forEach((term) => files.add(shards.positionsFileOf(term)));
    return [...files];
  };

  /** The matched index terms of a section (for highlighting). */
  const termsOf = ({matches}: Matched, section: number): string[] => {
    const terms = new Set<string>();
    for (const m of matches.flat()) {
      if (indexOf(matchTerms.postingsOf(m.term).sections, section) < 0) continue;
      for (const term of matchTerms.indexTermsOf(m.term))
        if (!matchTerms.isPhraseKey(m.term) || indexOf(matchTerms.postingsOf(term).sections, section) >= 0) terms.add(term);
    }
    return [...terms];
  };

  return {match, wordMatchesOf, positionsFilesFor, termsOf};
}

/** Whether a section has query word `w` (the section must be among `matched.sections`). */
export function hasWord(matched: Matched, section: number, w: number): boolean {
  return matched.wordQuality[section * MAX_QUERY_WORDS + w] !== 0;
}
