/**
 * Reads the committed word table (plugins/search/data/semantic/, written by
 * tools/semantic/distill.py; its PROVENANCE.md says how). Build time only: the
 * browser gets the rows it needs from the table shards (meaningIndex.ts).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {dequantizedRow, type RowLookup} from '../shared/meaning';
import {readQueryAdapter, type QueryAdapter} from './queryAdapter';

export const WORD_TABLE_DIR = path.resolve(__dirname, '../data/semantic');

export type WordTable = {
  words: string[];
  dims: number;
  /** rows × dims int8, row-major. */
  vectors: Int8Array;
  /** One scale per row: a row's value is scale × int8. */
  scales: Float32Array;
  /** sha256 of the table's files, as table.json lists them, and of its query adapter (names the shard folder). */
  checksum: string;
  rowOf: RowLookup;
  /** Applied to the rows the browser reads for queries (queryAdapter.ts); sections use `rowOf`, turned by its rotation if it names one. */
  queryAdapter?: QueryAdapter;
};

type TableJson = {format: number; dims: number; rows: number; files: Record<string, {bytes: number; sha256: string}>};

const FILES = ['vocab.txt', 'vectors.i8', 'scales.f32'] as const;

/** Loads and checks the table: a damaged or mismatched file fails the build naming it. */
export function readWordTable(dir = WORD_TABLE_DIR): WordTable {
  const describe = (problem: string) => new Error(`Word table in ${dir}: ${problem} (see tools/semantic/README.md to rebuild it).`);
  let meta: TableJson;
  try {
    meta = JSON.parse(fs.readFileSync(path.join(dir, 'table.json'), 'utf8')) as TableJson;
  } catch (error) {
    throw describe(`table.json cannot be read (${(error as Error).message})`);
  }
  if (meta.format !== 1) throw describe(`unknown format ${String(meta.format)}`);
  const contents = new Map<string, Buffer>();
  const digest = createHash('sha256');
  const fileSha256: Record<string, string> = {};
  for (const name of FILES) {
    const data = fs.readFileSync(path.join(dir, name));
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (meta.files?.[name]?.sha256 !== sha256) throw describe(`${name} does not match its checksum in table.json`);
    contents.set(name, data);
    digest.update(sha256);
    fileSha256[name] = sha256;
  }
  const words = contents.get('vocab.txt')!.toString('utf8').split('\n').filter(Boolean);
  const raw = contents.get('vectors.i8')!;
  const vectors = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const scaleBytes = contents.get('scales.f32')!;
  const scales = new Float32Array(scaleBytes.buffer.slice(scaleBytes.byteOffset, scaleBytes.byteOffset + scaleBytes.byteLength));
  const {dims, rows} = meta;
  if (words.length !== rows || vectors.length !== rows * dims || scales.length !== rows) {
    throw describe(`sizes disagree: ${words.length} words, ${vectors.length} values, ${scales.length} scales for ${rows} rows × ${dims}`);
  }
  const rowNumber = new Map(words.map((word, i) => [word, i]));
  // Each row read once: a large site's sections look the same words up many times.
  const readRows = new Map<number, Float32Array>();
  const rowOf: RowLookup = (word) => {
    const i = rowNumber.get(word);
    if (i === undefined) return undefined;
    let row = readRows.get(i);
    if (!row) readRows.set(i, (row = dequantizedRow(vectors, scales[i], i, dims)));
    return row;
  };
  const queryAdapter = readQueryAdapter(dir, dims, fileSha256);
  if (queryAdapter) digest.update(queryAdapter.sha256);
  return {words, dims, vectors, scales, checksum: digest.digest('hex'), rowOf, ...(queryAdapter ? {queryAdapter} : {})};
}
