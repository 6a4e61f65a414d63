/**
 * Ranking the matched sections by rank.ts's criteria, compared one after
 * another. Criteria 1–3 are small integers: sections are bucketed by them,
 * and only the buckets that can reach the requested page are ranked in full,
 * reading per-section arrays directly (a full RankKey is made for shown hits only).
 */
import {attributeOfFieldRank, UNMATCHED_FIELD_RANK} from '../../shared/fields';
import type {Manifest} from '../../shared/indexFormat';
import {proximity, rankKeyOf, QUALITY_ORDER, type RankKey, type WordMatch} from '../rank';
import {topK} from '../topK';
import {isPlainWord, MAX_QUERY_WORDS} from './queryPlan';
import {missingRankOf, relaxedLevels, wordWeightsOf} from './relaxation';
import {hasWord, VARIANT, type Matched} from './sectionMatches';

/** Contenders whose word proximity is measured, as search engines re-rank a top-N. */
const RERANK = 200;
const TYPO = QUALITY_ORDER.typo + 1;
/** The level of a section left out of the ranking: above every relaxation level searched. */
const LEFT_OUT = 255;

/** The matched sections within the relaxation levels searched, with what ordering them reads. */
export type ScoredCandidates = {
  sections: number[];
  /** The fewest words any matched section lacks (0: some section has every word). */
  firstLevel: number;
  /** Per section: criteria 1–3 as one number, lower is better. */
  coarse: ArrayLike<number>;
  /** Per section: criterion 4, lower is better. */
  attributes: ArrayLike<number>;
  /** Per section: criterion 7. */
  score: ArrayLike<number>;
  /** How many sections have each coarse value: which values can reach a page. */
  bucketSizes: Map<number, number>;
  pageRankOf(section: number): number;
  /** Criterion 6: costs each word's positions, so read only for contenders tied on criteria 1–5. */
  proximityOf(section: number): number;
  /** Loads what proximityOf reads for `sections`: their words' positions files (MissingShards). */
  requirePositions(sections: number[]): void;
  rankKeyOf(section: number): RankKey;
};

/** A section's page rank (criterion 5) from the manifest's ranges of sections. */
export function pageRankLookup(pageRanks: Manifest['pageRanks']): (section: number) => number {
  return (section) => {
    for (const [first, last, rank] of pageRanks) if (section >= first && section <= last) return rank;
    return 0;
  };
}

type WordMatchesOf = (matched: Matched, section: number) => (WordMatch | null)[];
type PositionsFilesFor = (matched: Matched, sections: number[]) => string[];

export function createCandidateScorer(
  sectionCount: number,
  pageRankOf: (section: number) => number,
  wordMatchesOf: WordMatchesOf,
  {positionsFilesFor, require}: {positionsFilesFor: PositionsFilesFor; require(files: string[]): void},
) {
  const coarse = new Uint16Array(sectionCount);
  const attributes = new Uint8Array(sectionCount);
  /** Per section: its relaxation level and how many query words it has. */
  const levels = new Uint8Array(sectionCount);
  const matchedCounts = new Uint8Array(sectionCount);

  /**
   * Criteria 1–5 of every matched section, and the sections the relaxed query keeps. `optional`: per word (queryPlan.ts).
   * `withoutLongShots`: leave out the sections that lack a query word and have the others only as typos.
   */
  return (matched: Matched, optional: boolean[], withoutLongShots = false): ScoredCandidates => {
    const {words, wordQuality, wordPlace, score} = matched;
    const n = words.length;
    // A plain word's variant (`allowed` for `allow`) is the same word to a
    // reader, not an approximation; an identifier's (`anyof` for `any_of`) is.
    const plain = words.map(isPlainWord);
    const sectionsOfWord = words.map(() => 0);
    for (const section of matched.sections) {
      for (let w = 0; w < n; w += 1) if (hasWord(matched, section, w)) sectionsOfWord[w] += 1;
    }
    const weightOfWord = wordWeightsOf(sectionsOfWord, sectionCount);
    // An optional word missing is not relaxing: same level, no missing weight;
    // it still counts in the total, so missing weight is a share of every word's.
    const totalWeight = weightOfWord.reduce((sum, weight) => sum + weight, 0) || 1;

    const bucketSizes = new Map<number, number>();
    const perLevel = new Array<number>(n + 1).fill(0);
    for (const section of matched.sections) {
      let matchedWords = 0;
      let typos = 0;
      let approximate = 0;
      let attribute = 0;
      let missing = 0;
      let level = 0;
      for (let w = 0; w < n; w += 1) {
        const slot = section * MAX_QUERY_WORDS + w;
        const order = wordQuality[slot];
        if (order === 0) {
          attribute += UNMATCHED_FIELD_RANK;
          if (optional[w]) continue;
          missing += weightOfWord[w];
          level += 1;
          continue;
        }
        matchedWords += 1;
        attribute += attributeOfFieldRank(wordPlace[slot]);
        if (order === TYPO) typos += 1;
        else if (order > VARIANT || (order === VARIANT && !plain[w])) approximate += 1;
      }
      if (withoutLongShots && level > 0 && typos === matchedWords) {
        levels[section] = LEFT_OUT;
        continue;
      }
      perLevel[level] += 1;
      levels[section] = level;
      matchedCounts[section] = matchedWords;
      const bucket = ((level * 16 + missingRankOf(missing, totalWeight)) * 16 + typos) * 16 + approximate;
      coarse[section] = bucket;
      attributes[section] = attribute;
      bucketSizes.set(bucket, (bucketSizes.get(bucket) ?? 0) + 1);
    }
    const {first, last} = relaxedLevels(perLevel);

    const proximities = new Map<number, number>();
    const proximityOf = (section: number): number => {
      if (matchedCounts[section] < 2) return 0;
      let value = proximities.get(section);
      if (value === undefined) {
        value = proximity(wordMatchesOf(matched, section).flatMap((m) => (m ? [m.positions] : [])));
        proximities.set(section, value);
      }
      return value;
    };
    return {
      sections: matched.sections.filter((section) => levels[section] <= last),
      firstLevel: first,
      coarse,
      attributes,
      score,
      bucketSizes,
      pageRankOf,
      proximityOf,
      requirePositions: (sections) => require(positionsFilesFor(matched, sections)),
      rankKeyOf: (section) =>
        rankKeyOf(wordMatchesOf(matched, section), {score: score[section], position: section, pageRank: pageRankOf(section), level: levels[section]}),
    };
  };
}

/**
 * The ranked page: sections [offset, want) of the candidates in criteria
 * order. With the meaning layer, engine/index.ts (searchRanked) hands this order to
 * ../fusion.ts (fuseOrders).
 */
export function orderSections(candidates: ScoredCandidates, want: number, offset: number): number[] {
  const {coarse, attributes, score, bucketSizes, pageRankOf, proximityOf} = candidates;
  // The worst coarse value a section on the page can have.
  let threshold = Infinity;
  let covered = 0;
  for (const bucket of [...bucketSizes.keys()].sort((a, b) => a - b)) {
    covered += bucketSizes.get(bucket)!;
    threshold = bucket;
    if (covered >= want) break;
  }
  const byPlace = (a: number, b: number) => coarse[a] - coarse[b] || attributes[a] - attributes[b] || pageRankOf(b) - pageRankOf(a);
  const withoutProximity = (a: number, b: number) => byPlace(a, b) || score[b] - score[a] || a - b;
  // Proximity needs each word's positions: measured for the best RERANK contenders only (by every other criterion).
  const contenders = topK(
    candidates.sections.filter((section) => coarse[section] <= threshold),
    Math.max(RERANK, want),
    withoutProximity,
  ).sort(withoutProximity);
  // Proximity (criterion 6) orders sections tied on criteria 1–5 only: the page is the
  // contenders up to the `want`-th and those tied with it, and only sections tied with
  // another there need their positions, whose files are a multi-word query's largest.
  const last = contenders[Math.min(want, contenders.length) - 1];
  const page = last === undefined ? [] : contenders.filter((section, i) => i < want || byPlace(section, last) === 0);
  const tied = (i: number) => (i > 0 && byPlace(page[i], page[i - 1]) === 0) || (i + 1 < page.length && byPlace(page[i], page[i + 1]) === 0);
  candidates.requirePositions(page.filter((_, i) => tied(i)));
  return page
    .sort((a, b) => byPlace(a, b) || proximityOf(a) - proximityOf(b) || withoutProximity(a, b))
    .slice(0, want)
    .slice(offset);
}
