/**
 * What the bench's cut-list experiments (tieredPostings.ts, oneListHeads.ts) share: a
 * list's postings best first, and a chosen few of them written back in the index's own
 * encoding, with their positions.
 */
import type {Positions, Postings} from '../../plugins/search/client/engine/shards';
import {packPosting} from '../../plugins/search/shared/indexFormat';

/**
 * A list's postings (their indexes), best first for ranking on this list alone: field, then
 * page rank, then weight, then reading order (rank.ts criteria 4, 5, 7 and 8).
 */
export function bestFirst(postings: Postings, pageRankOf: (section: number) => number): number[] {
  return [...postings.sections.keys()].sort(
    (a, b) =>
      postings.fieldRanks[a] - postings.fieldRanks[b] ||
      pageRankOf(postings.sections[b]) - pageRankOf(postings.sections[a]) ||
      postings.weights[b] - postings.weights[a] ||
      a - b,
  );
}

/**
 * Postings `chosen` (their indexes, in section order) as the index stores them
 * (indexFormat.ts): section gaps and packed postings; per posting, its positions' count and gaps.
 */
export function encodeChosen(postings: Postings, {starts, positions}: Positions, chosen: number[]): {numbers: number[]; positions: number[]} {
  const numbers: number[] = [];
  const positionNumbers: number[] = [];
  let previous = 0;
  for (const i of chosen) {
    numbers.push(postings.sections[i] - previous, packPosting(postings.weights[i], postings.fieldRanks[i]));
    previous = postings.sections[i];
    positionNumbers.push(starts[i + 1] - starts[i]);
    let previousPosition = 0;
    for (const position of positions.subarray(starts[i], starts[i + 1])) {
      positionNumbers.push(position - previousPosition);
      previousPosition = position;
    }
  }
  return {numbers, positions: positionNumbers};
}
