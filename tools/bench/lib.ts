/** Small helpers shared by the benchmark: sizes, percentiles, timing, keystroke replay. */
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';

export const gzipSize = (data: Buffer | string): number => zlib.gzipSync(data, {level: 9}).length;

/** Bytes on the wire for one file: gzip level 9 unless the file is already compressed (then as is). */
export const wireSize = (data: Buffer): number => Math.min(data.length, gzipSize(data));

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
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** Every prefix of every query, as typed char by char ("n", "nu", "nul", ...). */
export function keystrokes(queries: string[]): string[] {
  const prefixes: string[] = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i += 1) prefixes.push(query.slice(0, i));
  }
  return prefixes;
}

/**
 * Times `search` over the replay: one warm-up pass, then up to `passes` timed
 * passes (at least one; more only while under `budgetMs`); p50/p95 in ms.
 */
export function replayLatency(search: (q: string) => unknown, prefixes: string[], passes = 3, budgetMs = 20_000) {
  for (const prefix of prefixes) search(prefix);
  const times: number[] = [];
  const started = performance.now();
  for (let pass = 0; pass < passes && (pass === 0 || performance.now() - started < budgetMs); pass += 1) {
    for (const prefix of prefixes) {
      const started = performance.now();
      search(prefix);
      times.push(performance.now() - started);
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
