/**
 * Our search engine as the browser runs it, for timing keystrokes: one ES
 * module bundled by esbuild, every import bound in one scope, as webpack's
 * production build makes the search worker (katachi-search.*.js is one
 * scope-hoisted function). Imported through tsx instead, every constant and
 * function the engine's inner loops take from another module
 * (MAX_QUERY_WORDS, hasWord, attributeOfFieldRank, …) is read through a
 * CommonJS getter: at 10,000 pages that made keystrokes nearly three times as
 * slow as the same code bundled (p95 36.8 ms against 13.6 ms, BENCHMARKS.md).
 * Bytes and relevance do not depend on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import type {createEngine} from '../../plugins/search/client/engine';
import type {createFusedEngine} from '../../plugins/search/client/fusedEngine';

type BundledEngine = {createEngine: typeof createEngine; createFusedEngine: typeof createFusedEngine};

const ROOT = path.resolve(__dirname, '../..');
let bundled: BundledEngine | undefined;

/** Bundles the engine (about a second) and loads it; call once before bundledEngine(). */
export async function prepareBundledEngine(): Promise<void> {
  if (bundled) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-engine-'));
  const outfile = path.join(dir, 'engine.mjs');
  await build({
    stdin: {
      contents: [
        "export {createEngine} from './plugins/search/client/engine';",
        "export {createFusedEngine} from './plugins/search/client/fusedEngine';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  });
  try {
    bundled = (await import(pathToFileURL(outfile).href)) as BundledEngine;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export function bundledEngine(): BundledEngine {
  if (!bundled) throw new Error('bundledEngine(): call prepareBundledEngine() first');
  return bundled;
}
