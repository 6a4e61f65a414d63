/**
 * Word ranking + meaning ranking → one list, by a learned linear score.
 *
 * Each candidate (a section in the word ranking's first `depth`, or in the meaning
 * ranking) is described by a few signs: its reciprocal rank in each list, its
 * cosine, whether it has every query word and whether they are its page's title, and
 * what the query says about which list to trust (were the words relaxed, does
 * meaning's first hit lead clearly, does the word table know every query word, is the
 * query a single word). The score is the
 * dot product of those signs with weights fitted on the tuning questions
 * (fusionWeights.json, by tools/relevance/learnFusion.ts: a softmax over each
 * query's candidates, meaning rankings from query adapters that had not seen the
 * question's suite, on vectors quantised as the site ships them).
 *
 * A learned linear score rather than a hand-set weighted reciprocal rank fusion: on
 * questions left out of the fit it finds the wanted section first and in the top 5 more often,
 * most of all without hand-written keywords (tools/semantic/DECISIONS.md, "The fusion learned").
 */
import type {QueryFacts} from '../shared/meaning';
import type {WordRanking} from './engine';
import type {MeaningHit} from './meaningLayer';
import fitted from './fusionWeights.json';
import cosineBars from './cosineBars.json';

export type FusionSettings = {
  /** Rank offset of the reciprocal ranks: a section ranked r (from 0) has 1 / (k + r + 1). */
  k: number;
  /** The first meaning hit's lead over the second (in cosine) from which it counts as clear. */
  clearMargin: number;
  /** A section with no word match joins the list only at this cosine or above. */
  meaningOnlyMin: number;
  /**
   * A query whose first meaning hit is below this cosine is taken as off topic: its word hits
   * that lack a word and have the others only as typos are left out (fusedEngine.ts).
   */
  offTopicBelow: number;
  /** Word hits and meaning hits taken into the fusion. */
  depth: number;
  /** One weight per FEATURES entry. */
  weights: readonly number[];
};

/** What the signs of one candidate are computed from. */
type Candidate = {
  wordRank: number | undefined;
  meaningRank: number | undefined;
  similarity: number;
  hasEveryWord: boolean;
  inTitle: boolean;
};

type QuerySigns = {
  relaxed: number;
  clearLead: number;
  unknownWord: number;
  firstComplete: number;
  singleWord: number;
  topSimilarity: number;
  margin: number;
};

const reciprocal = (rank: number | undefined, k: number) => (rank === undefined ? 0 : 1 / (k + rank + 1));

/** The candidate's signs, by name; the weights file lists the same names in the same order. */
export const FEATURES: ReadonlyArray<readonly [string, (c: Candidate, q: QuerySigns, k: number) => number]> = [
  ['word reciprocal rank', (c, _q, k) => reciprocal(c.wordRank, k)],
  ['word reciprocal rank, words relaxed', (c, q, k) => reciprocal(c.wordRank, k) * q.relaxed],
  ['first word hit', (c) => Number(c.wordRank === 0)],
  ['has every word', (c) => Number(c.hasEveryWord)],
  ['meaning reciprocal rank', (c, _q, k) => reciprocal(c.meaningRank, k)],
  ['meaning reciprocal rank, words relaxed', (c, q, k) => reciprocal(c.meaningRank, k) * q.relaxed],
  ['meaning reciprocal rank, clear lead', (c, q, k) => reciprocal(c.meaningRank, k) * q.clearLead],
  ['meaning reciprocal rank, clear lead, words relaxed', (c, q, k) => reciprocal(c.meaningRank, k) * q.clearLead * q.relaxed],
  ['meaning reciprocal rank, unknown word', (c, q, k) => reciprocal(c.meaningRank, k) * q.unknownWord],
  [
    'meaning reciprocal rank, unknown word, clear lead, first word hit complete',
    (c, q, k) => reciprocal(c.meaningRank, k) * q.unknownWord * q.clearLead * q.firstComplete,
  ],
  ['cosine', (c) => c.similarity],
  ['cosine below the first meaning hit', (c, q) => c.similarity - q.topSimilarity],
  ['meaning reciprocal rank × lead', (c, q, k) => reciprocal(c.meaningRank, k) * q.margin],
  ['first meaning hit', (c) => Number(c.meaningRank === 0)],
  ['first meaning hit, clear lead', (c, q) => Number(c.meaningRank === 0) * q.clearLead],
  ['meaning only', (c) => Number(c.wordRank === undefined)],
  ['meaning only × cosine', (c) => Number(c.wordRank === undefined) * c.similarity],
  ['meaning only, words relaxed', (c, q) => Number(c.wordRank === undefined) * q.relaxed],
  ['meaning top 5', (c) => Number(c.meaningRank !== undefined && c.meaningRank < 5)],
  ['first word hit, single-word query', (c, q) => Number(c.wordRank === 0) * q.singleWord],
  ['meaning reciprocal rank, single-word query', (c, q, k) => reciprocal(c.meaningRank, k) * q.singleWord],
  ['words in the page title', (c) => Number(c.inTitle)],
];

export const FUSION: FusionSettings = {
  k: 5,
  clearMargin: 0.05,
  // Cosines of the query adapter (cosineBars.json, tools/relevance/fitCosineBars.ts): an
  // adapter fitted again moves every cosine, so the file names the adapter they were set for.
  meaningOnlyMin: cosineBars.meaningOnlyMin,
  offTopicBelow: cosineBars.offTopicBelow,
  depth: 50,
  weights: fitted.weights,
};

type Settings = Pick<FusionSettings, 'k' | 'clearMargin' | 'meaningOnlyMin' | 'depth'>;

/** The candidates (word hits in their order, then meaning-only hits in theirs) and the query's signs. */
function candidatesOf(
  wordRanking: Readonly<WordRanking>,
  meaningHits: readonly MeaningHit[],
  query: QueryFacts,
  settings: Settings,
): {sections: number[]; candidates: Candidate[]; querySigns: QuerySigns} {
  const {complete, inTitle} = wordRanking;
  const words = wordRanking.order.slice(0, settings.depth);
  const meaning = meaningHits.slice(0, settings.depth);
  const wordRank = new Map(words.map((section, rank) => [section, rank]));
  const meaningRank = new Map(meaning.map((hit, rank) => [hit.position, rank]));
  const similarity = new Map(meaning.map((hit) => [hit.position, hit.similarity]));
  const topSimilarity = meaning[0]?.similarity ?? 0;
  const margin = meaning.length ? topSimilarity - (meaning[1]?.similarity ?? 0) : 0;
  const firstComplete = Number(complete[0] ?? false);
  const querySigns: QuerySigns = {
    relaxed: 1 - firstComplete,
    clearLead: Number(margin >= settings.clearMargin),
    unknownWord: Number(!query.everyWordKnown),
    firstComplete,
    singleWord: Number(query.wordCount <= 1),
    topSimilarity,
    margin,
  };
  const meaningOnly = meaning.filter((hit) => !wordRank.has(hit.position) && hit.similarity >= settings.meaningOnlyMin).map((hit) => hit.position);
  const sections = [...words, ...meaningOnly];
  const candidates = sections.map((section) => {
    const rank = wordRank.get(section);
    return {
      wordRank: rank,
      meaningRank: meaningRank.get(section),
      similarity: similarity.get(section) ?? 0,
      hasEveryWord: rank !== undefined && complete[rank],
      inTitle: rank !== undefined && inTitle[rank],
    };
  });
  return {sections, candidates, querySigns};
}

/**
 * Each candidate section with its signs, in the order ties are broken: word hits in
 * their order, then meaning-only hits in theirs. `meaningHits` come most similar first.
 * What the weights are fitted on (tools/relevance/learnFusion.ts).
 */
export function fusionCandidates(
  wordRanking: Readonly<WordRanking>,
  meaningHits: readonly MeaningHit[],
  query: QueryFacts,
  settings: Settings = FUSION,
): Array<{section: number; meaningOnly: boolean; features: number[]}> {
  const {sections, candidates, querySigns} = candidatesOf(wordRanking, meaningHits, query, settings);
  return candidates.map((candidate, i) => ({
    section: sections[i],
    meaningOnly: candidate.wordRank === undefined,
    features: FEATURES.map(([, sign]) => sign(candidate, querySigns, settings.k)),
  }));
}

/**
 * The fused order of sections, and those that came by meaning alone. Word
 * sections beyond the fusion's depth keep their order after it. Scores without
 * building fusionCandidates' arrays: this runs on every keystroke.
 */
export function fuseOrders(
  wordRanking: Readonly<WordRanking>,
  meaningHits: readonly MeaningHit[],
  query: QueryFacts,
  settings: FusionSettings = FUSION,
): {order: number[]; meaningOnly: Set<number>} {
  const {sections, candidates, querySigns} = candidatesOf(wordRanking, meaningHits, query, settings);
  const scores = candidates.map((candidate) => {
    let score = 0;
    for (let i = 0; i < FEATURES.length; i += 1) score += FEATURES[i][1](candidate, querySigns, settings.k) * settings.weights[i];
    return score;
  });
  const order = sections.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  return {
    order: [...order.map((i) => sections[i]), ...wordRanking.order.slice(settings.depth)],
    meaningOnly: new Set(order.filter((i) => candidates[i].wordRank === undefined).map((i) => sections[i])),
  };
}
