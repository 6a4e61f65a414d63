/** Postings written by hand: per section, [section, weight, field rank, positions]. */
import type {Postings} from '../../../../plugins/search/client/engine/shards';

export function postingsOf(entries: Array<[number, number, number, number[]]>): Postings {
  const starts: number[] = [];
  let at = 0;
  for (const [, , , positions] of entries) {
    starts.push(at);
    at += positions.length;
  }
  starts.push(at);
  return {
    sections: Int32Array.from(entries.map((e) => e[0])),
    weights: Float64Array.from(entries.map((e) => e[1])),
    fieldRanks: Uint8Array.from(entries.map((e) => e[2])),
    positionStarts: Int32Array.from(starts),
    positions: Int32Array.from(entries.flatMap((e) => e[3])),
  };
}

/** Postings back as plain entries, to compare. */
export function entriesOf(postings: Postings): Array<[number, number, number, number[]]> {
  return [...postings.sections].map((section, i) => [
    section,
    postings.weights[i],
    postings.fieldRanks[i],
    [...postings.positions.subarray(postings.positionStarts[i], postings.positionStarts[i + 1])],
  ]);
}
