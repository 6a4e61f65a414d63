/**
 * Word ranking + meaning ranking → one list, by weighted reciprocal rank
 * fusion: a section's score is the sum over the two lists of
 * weight / (k + its rank there). Ranks, not raw scores, are fused, because
 * BM25 scores and cosines live on unrelated scales. The meaning list's weight
 * depends on two signs of which list to trust: whether the words' first hit has
 * every word, and how far meaning's first hit leads its second. The settings are chosen
 * on the tuning questions, with meaning rankings from query adapters that had
 * not seen each suite, on vectors quantised as the site ships them
 * (tools/semantic/README.md, tools/relevance/tuneFusion.ts, chooseFusion.ts).
 */
import type {MeaningHit} from './meaningLayer';

export type FusionSettings = {
  k: number;
  wordWeight: number;
  /** The meaning list's weight when the first word hit has every query word… */
  meaningWeight: number;
  /** …and when it does not (the words were relaxed, or nothing matched them all). */
  relaxedMeaningWeight: number;
  /** The first meaning hit's lead over the second (in cosine) from which meaning is sure… */
  confidentMargin: number;
  /** …and then the meaning list's weight, with every word / with the words relaxed. */
  confidentMeaningWeight: number;
  confidentRelaxedMeaningWeight: number;
  /**
   * When the table does not know a query word (often a typo), meaning's vector stands for
   * less than the reader typed, and its lead is not trusted: never, only when the first
   * word hit has every word, or always.
   */
  unknownWordVoidsLead: 'never' | 'complete' | 'always';
  /** Leading word hits that have every query word and keep their places. */
  pinned: number;
  /** Meaning hits below this cosine are left out of the fusion. */
  minSimilarity: number;
  /** A section with no word match joins the list only at this cosine or above. */
  meaningOnlyMin: number;
  /** Word hits and meaning hits taken into the fusion. */
  depth: number;
};

export const FUSION: FusionSettings = {
  k: 5,
  wordWeight: 1,
  meaningWeight: 0.25,
  // Words relaxed (no hit has every word): the words have lost the thread, meaning leads.
  relaxedMeaningWeight: 1.5,
  // When the two lists disagreed, a clear first meaning hit was right far more often than the
  // words' first hit, and a close call less often (left-out rankings, tools/semantic/README.md).
  confidentMargin: 0.05,
  confidentMeaningWeight: 2,
  confidentRelaxedMeaningWeight: 5,
  // A lead with every word and an unknown word (mostly typos) went with the words 14 times to 5.
  unknownWordVoidsLead: 'complete',
  pinned: 0,
  minSimilarity: 0.2,
  // Chosen from 0.25, 0.3 and 0.4 with the rest (a first meaning hit from 0.25 to 0.3 was right about half the time).
  meaningOnlyMin: 0.25,
  depth: 50,
};

/**
 * The fused order of sections, and those that came by meaning alone. Word
 * sections beyond the fusion's depth keep their order after it. `meaningHits`
 * come most similar first, as the meaning layer ranks them.
 */
export function fuseOrders(
  wordOrder: readonly number[],
  complete: readonly boolean[],
  meaningHits: readonly MeaningHit[],
  settings: FusionSettings = FUSION,
  everyWordKnown = true,
): {order: number[]; meaningOnly: Set<number>} {
  let pinned = 0;
  while (pinned < settings.pinned && complete[pinned]) pinned += 1;
  const margin = meaningHits.length ? meaningHits[0].similarity - (meaningHits[1]?.similarity ?? 0) : 0;
  const [closeCall, clearLead] = complete[0]
    ? [settings.meaningWeight, settings.confidentMeaningWeight]
    : [settings.relaxedMeaningWeight, settings.confidentRelaxedMeaningWeight];
  const leadVoided = !everyWordKnown && (settings.unknownWordVoidsLead === 'always' || (settings.unknownWordVoidsLead === 'complete' && complete[0]));
  const meaningWeight = margin >= settings.confidentMargin && !leadVoided ? clearLead : closeCall;
  const scores = new Map<number, number>();
  const meaningOnly = new Set<number>();
  const kept = new Set(wordOrder.slice(0, pinned));
  wordOrder.slice(pinned, settings.depth).forEach((section, rank) => scores.set(section, settings.wordWeight / (settings.k + rank + 1)));
  meaningHits
    .filter((m) => m.similarity >= settings.minSimilarity && !kept.has(m.position))
    .slice(0, settings.depth)
    .forEach((m, rank) => {
      const contribution = meaningWeight / (settings.k + rank + 1);
      const score = scores.get(m.position);
      if (score !== undefined) scores.set(m.position, score + contribution);
      else if (m.similarity >= settings.meaningOnlyMin) {
        scores.set(m.position, contribution);
        meaningOnly.add(m.position);
      }
    });
  const fused = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([section]) => section);
  return {order: [...kept, ...fused, ...wordOrder.slice(Math.max(settings.depth, pinned))], meaningOnly};
}
