/**
 * The parity check's TypeScript side: sentence vectors of the fixed sentences
 * (parity-sentences.json), computed from the committed table by the code the
 * site ships (readWordTable, textVector), for parity.py to compare with the
 * full encoder.
 *
 * Usage: npx tsx tools/semantic/tableVectors.ts OUT.json
 */
import fs from 'node:fs';
import path from 'node:path';
import {textVector} from '../../plugins/search/shared/meaning';
import {readWordTable} from '../../plugins/search/node/wordTable';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx tools/semantic/tableVectors.ts OUT.json');
  process.exit(2);
}
const sentences = JSON.parse(fs.readFileSync(path.join(__dirname, 'parity-sentences.json'), 'utf8')) as string[];
const table = readWordTable();
const vectors = sentences.map((text) => {
  const vector = textVector(text, table.rowOf, table.dims);
  if (!vector) throw new Error(`parity sentence with no word in the table: ${JSON.stringify(text)}`);
  return {text, vector: [...vector]};
});
fs.writeFileSync(out, JSON.stringify(vectors));
console.log(`${vectors.length} sentence vectors (${table.dims} dims) → ${out}`);
