/**
 * The query adapter (tools/semantic/adapter.py): a dims × dims matrix, fitted
 * on readers' questions, that moves a query's vector towards the sections that
 * answer it. It is applied to the table's rows before they are cut into the
 * shards the browser reads for queries (meaningIndex.ts). A query's vector is
 * the sum of its words' rows, so the sum of adapted rows is the adapted sum:
 * the browser needs no code and no byte more. Without the adapter's files,
 * queries use the table as it is.
 *
 * The adapter may also name a rotation (signs of a Walsh–Hadamard matrix). The
 * matrix then already ends with it, and section vectors are turned by it before
 * they are cut to 4 bits: each vector's weight is spread over every value, so
 * quantisation loses less of it. It is orthogonal, so cosines do not change.
 *
 * It may also carry section offsets, fitted with the matrix: a section's vector is
 * moved towards the questions readers ask of it (unit(text vector + offset)), by
 * the section's URL. A section without one (a page added since the fit) keeps
 * its text's vector.
 *
 * And it may carry word gains, fitted with the matrix: how much each word readers
 * used in the fitted questions weighs in a query's sum ("typescript" less, "nil"
 * more). A gain scales its word's row in the shards, so again the browser needs no
 * code and no byte more; a word without one counts once.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {dequantizedRow, normalised} from '../shared/meaning';

export type QueryAdapter = {
  /** dims × dims, row-major: adapted[o] = Σ_i row[i] × matrix[i × dims + o]. */
  matrix: Float32Array;
  /** The rotation's signs (±1, one per dimension) for section vectors, when it names one. */
  rotationSigns?: Int8Array;
  /** Per section URL, the offset its text's vector is moved by before it is normalised. */
  sectionOffsets?: Map<string, Float32Array>;
  /** Per word, the factor its query row is scaled by; a word not listed keeps 1. */
  wordGains?: Map<string, number>;
  /** Of the matrix, and of the word gains when there are any: names the shards' folder. */
  sha256: string;
};

type AdapterJson = {
  format: number;
  dims: number;
  file: {name: string; bytes: number; sha256: string};
  table: Record<string, string>;
  sectionRotation?: {signs: string};
  sectionOffsets?: {name: string; bytes: number; sha256: string; sections: number};
  wordGains?: {name: string; bytes: number; sha256: string; words: number};
};

type GainsJson = {format: number; gains: Record<string, number>};

type OffsetsJson = {format: number; dims: number; sections: Record<string, {scale: number; values: string}>};

export const QUERY_ADAPTER_FILE = 'query-adapter.json';

/**
 * Reads and checks the adapter beside the table in `dir`, if there is one:
 * damaged, of other dimensions or fitted to another table, it fails the build
 * naming the problem.
 */
export function readQueryAdapter(dir: string, dims: number, tableSha256: Record<string, string>): QueryAdapter | undefined {
  const metaPath = path.join(dir, QUERY_ADAPTER_FILE);
  if (!fs.existsSync(metaPath)) return undefined;
  const describe = (problem: string) => new Error(`Query adapter in ${dir}: ${problem} (see tools/semantic/README.md to refit it).`);
  const meta = parsedJson<AdapterJson>(() => fs.readFileSync(metaPath, 'utf8'), QUERY_ADAPTER_FILE, describe);
  if (meta.format !== 1) throw describe(`unknown format ${String(meta.format)}`);
  if (meta.dims !== dims) throw describe(`it has ${meta.dims} dimensions, the table ${dims}`);
  for (const [name, sha256] of Object.entries(tableSha256)) {
    if (meta.table?.[name] !== sha256) throw describe(`it was fitted to another table (${name} differs)`);
  }
  const data = checkedFile(dir, meta.file, describe);
  const sha256 = meta.wordGains ? createHash('sha256').update(`${meta.file.sha256} ${meta.wordGains.sha256}`).digest('hex') : meta.file.sha256;
  if (data.byteLength !== dims * dims * 4) throw describe(`${meta.file.name} has ${data.byteLength} bytes, not ${dims} × ${dims} float32`);
  const matrix = new Float32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  const adapter: QueryAdapter = {matrix, sha256};
  if (meta.sectionRotation) {
    const {signs} = meta.sectionRotation;
    if (typeof signs !== 'string' || signs.length !== dims || !/^[+-]*$/.test(signs) || (dims & (dims - 1)) !== 0) {
      throw describe(`sectionRotation.signs must be ${dims} characters, each + or -, for a power-of-two number of dimensions`);
    }
    adapter.rotationSigns = Int8Array.from(signs, (sign) => (sign === '+' ? 1 : -1));
  }
  if (meta.sectionOffsets) adapter.sectionOffsets = readSectionOffsets(dir, meta.sectionOffsets, dims, describe);
  if (meta.wordGains) adapter.wordGains = readWordGains(dir, meta.wordGains, describe);
  return adapter;
}

function readWordGains(dir: string, listed: NonNullable<AdapterJson['wordGains']>, describe: (problem: string) => Error) {
  const json = parsedJson<GainsJson>(() => checkedFile(dir, listed, describe).toString('utf8'), listed.name, describe);
  if (json.format !== 1) throw describe(`${listed.name} has format ${String(json.format)}, not 1`);
  const gains = new Map<string, number>();
  for (const [word, gain] of Object.entries(json.gains ?? {})) {
    if (typeof gain !== 'number' || !Number.isFinite(gain) || gain < 0)
      throw describe(`${listed.name}: the gain of "${word}" is not a number of 0 or more`);
    gains.set(word, gain);
  }
  if (gains.size !== listed.words) throw describe(`${listed.name} has ${gains.size} words, ${QUERY_ADAPTER_FILE} says ${listed.words}`);
  return gains;
}

function readSectionOffsets(dir: string, listed: NonNullable<AdapterJson['sectionOffsets']>, dims: number, describe: (problem: string) => Error) {
  const data = checkedFile(dir, listed, describe);
  const json = parsedJson<OffsetsJson>(() => data.toString('utf8'), listed.name, describe);
  if (json.format !== 1 || json.dims !== dims)
    throw describe(`${listed.name} has format ${String(json.format)} and ${String(json.dims)} dimensions, not format 1 and ${dims}`);
  const offsets = new Map<string, Float32Array>();
  for (const [url, {scale, values}] of Object.entries(json.sections ?? {})) {
    const bytes = Buffer.from(typeof values === 'string' ? values : '', 'base64');
    if (bytes.byteLength !== dims || !(scale > 0))
      throw describe(`${listed.name}: the offset of ${url} is not ${dims} int8 values with a positive scale`);
    offsets.set(url, dequantizedRow(new Int8Array(bytes.buffer, bytes.byteOffset, dims), scale, 0, dims));
  }
  if (offsets.size !== listed.sections) throw describe(`${listed.name} has ${offsets.size} sections, ${QUERY_ADAPTER_FILE} says ${listed.sections}`);
  return offsets;
}

/** A file `query-adapter.json` lists, read and checked against the checksum listed with it. */
function checkedFile(dir: string, listed: {name: string; sha256: string}, describe: (problem: string) => Error): Buffer {
  const data = fs.readFileSync(path.join(dir, listed.name));
  if (createHash('sha256').update(data).digest('hex') !== listed.sha256)
    throw describe(`${listed.name} does not match its checksum in ${QUERY_ADAPTER_FILE}`);
  return data;
}

/** JSON from `read`, or the build's error naming the file that could not be read. */
function parsedJson<T>(read: () => string, name: string, describe: (problem: string) => Error): T {
  try {
    return JSON.parse(read()) as T;
  } catch (error) {
    throw describe(`${name} cannot be read (${(error as Error).message})`);
  }
}

/** A section's text vector moved by its offset, normalised (adapter.py `offset_sections`). */
export function offsetVector(vector: Float32Array, offset: Float32Array): Float32Array {
  const moved = Float32Array.from(vector, (value, i) => value + offset[i]);
  return normalised(moved) ?? moved;
}

/**
 * vector × diag(signs) × H / √dims, where H is Sylvester's Walsh–Hadamard matrix,
 * by the fast transform: the rotation adapter.py writes (its `rotation()`).
 */
export function rotated(vector: Float32Array, signs: Int8Array): Float32Array {
  const out = Float64Array.from(vector, (x, i) => x * signs[i]);
  for (let half = 1; half < out.length; half *= 2) {
    for (let start = 0; start < out.length; start += 2 * half) {
      for (let i = start; i < start + half; i += 1) {
        const a = out[i];
        const b = out[i + half];
        out[i] = a + b;
        out[i + half] = a - b;
      }
    }
  }
  const scale = 1 / Math.sqrt(out.length);
  return Float32Array.from(out, (x) => x * scale);
}

/**
 * The table's rows times the adapter, quantised again to int8 with one scale
 * per row (max |value| / 127, as the table itself is). A word's gain multiplies
 * its row's scale, so the int8 values are those of the row without it.
 */
export function adaptedRows(
  table: {words: string[]; vectors: Int8Array; scales: Float32Array; dims: number},
  adapter: QueryAdapter,
): {vectors: Int8Array; scales: Float32Array} {
  const {words, vectors, scales, dims} = table;
  const rows = scales.length;
  const out = new Int8Array(rows * dims);
  const outScales = new Float32Array(rows);
  const adapted = new Float64Array(dims);
  const {matrix} = adapter;
  for (let row = 0; row < rows; row += 1) {
    adapted.fill(0);
    const offset = row * dims;
    for (let i = 0; i < dims; i += 1) {
      const value = vectors[offset + i] * scales[row];
      if (value === 0) continue;
      const from = i * dims;
      for (let o = 0; o < dims; o += 1) adapted[o] += value * matrix[from + o];
    }
    let peak = 0;
    for (let o = 0; o < dims; o += 1) peak = Math.max(peak, Math.abs(adapted[o]));
    const scale = peak > 0 ? Math.fround(peak / 127) : 1;
    outScales[row] = Math.fround(scale * (adapter.wordGains?.get(words[row]) ?? 1));
    for (let o = 0; o < dims; o += 1) out[offset + o] = Math.max(-127, Math.min(127, Math.round(adapted[o] / scale)));
  }
  return {vectors: out, scales: outScales};
}
