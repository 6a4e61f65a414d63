/** Postings written by hand: per section, [section, weight, field rank, positions]. */
import type {Positions, Postings} from '../../../../plugins/search/client/engine/shards';

export function postingsOf(entries: Array<[number, number, number, number[]]>): [Postings, Positions] {
  const starts: number[] = [];
  let at = 0;
  for (const [, , , positions] of entries) {
    starts.push(at);
    at += positions.length;
  }
  starts.push(at);
  return [
    {
      sections: Int32Array.from(entries.map((e) => e[0])),
      weights: Float64Array.from(entries.map((e) => e[1])),
      fieldRanks: Uint8Array.from(entries.map((e) => e[2])),
    },
    {starts: Int32Array.from(starts), positions: Int32Array.from(entries.flatMap((e) => e[3]))},
  ];
}

/** Postings and their positions back as plain entries, to compare. */
export function entriesOf({postings, positions}: {postings: Postings; positions: Positions}): Array<[number, number, number, number[]]> {
  return [...postings.sections].map((section, i) => [
    section,
    postings.weights[i],
    postings.fieldRanks[i],
    [...positions.positions.subarray(positions.starts[i], positions.starts[i + 1])],
  ]);
}
