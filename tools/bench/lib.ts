/** Small helpers shared by the benchmark: sizes, percentiles, timing, keystroke replay. */
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';

export const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, {level: 9}).length;

/**
 * The file a static host serves for a URL path of a built site under `basePath`
 * (a folder → its index.html, `/x` → x.html), or null: nothing outside `root`.
 */
export function builtFile(root: string, urlPath: string, basePath = '/katachi/'): string | null {
  if (!`${urlPath}/`.startsWith(basePath)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(basePath.length));
  } catch {
    return null; // a malformed escape (`%zz`) names no file: 404, not a crashed server
  }
  const candidate = path.join(root, relative);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * A result's URL as a path under /katachi/docs/, however an engine spells it: with or without
 * the host, a folder's index.html or trailing slash, or the page's file (`AnyOf.html`, which the
 * host serves at `AnyOf`).
 */
export const docsPath = (url: string): string =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/katachi\/docs\//, '')
    .replace(/\/index\.html(?=#|$)/, '')
    .replace(/\.html(?=#|$)/, '')
    .replace(/\/(?=#|$)/, '');

const wireSizes = new WeakMap<Buffer, number>();

/** Bytes on the wire for one file: gzip level 9 unless the file is already compressed (then as is). Memoized. */
export function wireSize(data: Buffer): number {
  let size = wireSizes.get(data);
  if (size === undefined) {
    size = Math.min(data.length, gzipSize(data));
    wireSizes.set(data, size);
  }
  return size;
}

export type Bytes = {files: string[]; raw: number; gzip: number};

export function bytesOf(names: string[], files: Map<string, Buffer>): Bytes {
  let raw = 0;
  let gzip = 0;
  for (const name of names) {
    const data = files.get(name);
    if (!data) throw new Error(`no such index file: ${name}`);
    raw += data.length;
    gzip += wireSize(data);
  }
  return {files: names, raw, gzip};
}

/** Every file under `dir`, relative name → bytes. */
export function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string, rel: string) => {
    for (const entry of fs.readdirSync(at, {withFileTypes: true})) {
      const full = path.join(at, entry.name);
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(full, name);
      else files.set(name, fs.readFileSync(full));
    }
  };
  walk(dir, '');
  return files;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Every prefix of every query, as typed char by char ("n", "nu", "nul", ...). */
export function keystrokes(queries: string[]): string[] {
  const prefixes: string[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) prefixes.push(query.slice(0, i));
  }
  return prefixes;
}

/** A deterministic shuffle (seeded), so that a replay cut short by its budget is still an even sample. */
export function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items];
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Times `search` over the replay: a warm-up (every prefix once, or as many as
 * fit in `warmupMs`), then up to `passes` timed passes over the prefixes in a
 * seeded shuffled order, stopping once `budgetMs` is spent (so slow engines on
 * big corpora are timed on an even sample, not all 626 prefixes × 3).
 */
export function replayLatency(search: (q: string) => unknown, prefixes: string[], {passes = 3, warmupMs = 5_000, budgetMs = 30_000} = {}) {
  const warmStarted = performance.now();
  for (const prefix of prefixes) {
    search(prefix);
    if (performance.now() - warmStarted > warmupMs) break;
  }
  const order = shuffled(prefixes);
  const times: number[] = [];
  const started = performance.now();
  timing: for (let pass = 0; pass < passes; pass += 1) {
    for (const prefix of order) {
      if (performance.now() - started > budgetMs) break timing;
      const t = performance.now();
      search(prefix);
      times.push(performance.now() - t);
    }
  }
  return summarize(times);
}

export function summarize(times: number[]) {
  times = [...times].sort((a, b) => a - b);
  return {p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], samples: times.length};
}

export function timed<T>(fn: () => T): {value: T; ms: number} {
  const started = performance.now();
  const value = fn();
  return {value, ms: performance.now() - started};
}
