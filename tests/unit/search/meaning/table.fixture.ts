/** A tiny word table with hand-picked directions, in the shape readWordTable returns. */
import type {WordTable} from '../../../../plugins/search/node/wordTable';
import {dequantizedRow} from '../../../../plugins/search/shared/meaning';

/** Each word points along its axis (4 dims): nil/zilch/null/nullable/optional mean alike, hash/key alike, run/example alike; keg is a word the docs never use. */
const AXES: Record<string, [number, number, number, number]> = {
  nil: [1, 0, 0, 0],
  zilch: [0.97, 0.03, 0, 0],
  null: [0.95, 0.05, 0, 0],
  nullable: [0.9, 0.1, 0, 0],
  optional: [0.8, 0.2, 0, 0],
  value: [0.3, 0.3, 0.3, 0.3],
  hash: [0, 1, 0, 0],
  key: [0.05, 0.95, 0, 0],
  keys: [0.05, 0.95, 0, 0],
  dictionary: [0, 0.9, 0.1, 0],
  run: [0, 0, 1, 0],
  example: [0, 0, 0.9, 0.1],
  any: [0.5, 0, 0, 0.5],
  of: [0.1, 0.1, 0.1, 0.1],
  shape: [0, 0, 0, 1],
  // A word of the language the docs never write, one letter from their "key".
  keg: [0, 0, 0.1, 0.9],
};

export function tinyTable(): WordTable {
  const words = Object.keys(AXES);
  const dims = 4;
  const vectors = new Int8Array(words.length * dims);
  const scales = new Float32Array(words.length);
  words.forEach((word, row) => {
    const axis = AXES[word];
    const max = Math.max(...axis.map(Math.abs));
    scales[row] = max / 127;
    axis.forEach((x, d) => (vectors[row * dims + d] = Math.round((x / max) * 127)));
  });
  const rowNumber = new Map(words.map((word, i) => [word, i]));
  return {
    words,
    dims,
    vectors,
    scales,
    checksum: 'abcdef0123456789',
    rowOf: (word) => {
      const row = rowNumber.get(word);
      return row === undefined ? undefined : dequantizedRow(vectors, scales[row], row, dims);
    },
  };
}
