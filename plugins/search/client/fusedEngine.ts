/**
 * The search the site ships: the word engine, joined by the meaning layer
 * when the index has one (manifest.meaning), fused by fusion.ts at the word
 * ranking's seam, so only the shown hits' records are fetched. Same contract
 * as the word engine: synchronous over the files loaded so far, MissingShards
 * naming what to fetch.
 */
import type {Manifest} from '../shared/indexFormat';
import {createEngine, type EngineResult, type SearchEngine} from './engine';
import {fuseOrders, FUSION, type FusionSettings} from './fusion';
import {createMeaningLayer} from './meaningLayer';

/** `off`: words only (while the meaning layer's files load, say); `on`: fused. */
export type MeaningMode = 'on' | 'off';

export type FusedResult = EngineResult & {
  /** True when the meaning layer stayed out of this answer while its files load. */
  meaningPending?: boolean;
};

export type FusedSearchOptions = {limit?: number; offset?: number; meaning?: MeaningMode};

export type FusedEngine = {
  search(query: string, options?: FusedSearchOptions): FusedResult;
  suggest(query: string, limit?: number): string[];
  /** Files the meaning layer still needs for `query` (empty: a fused answer is ready). */
  missingMeaningFiles(query: string): string[];
  readonly size: number;
  readonly hasMeaning: boolean;
};

export function createFusedEngine(manifest: Manifest, getFile: (file: string) => unknown, settings: FusionSettings = FUSION): FusedEngine {
  const words: SearchEngine = createEngine(manifest, getFile);
  const meaning = manifest.meaning ? createMeaningLayer(manifest.meaning, getFile) : null;
  return {
    get size() {
      return words.size;
    },
    hasMeaning: meaning !== null,
    suggest: (query, limit) => words.suggest(query, limit),
    missingMeaningFiles: (query) => meaning?.missingFiles(query) ?? [],
    search(query, {limit = 20, offset = 0, meaning: mode = 'on'} = {}) {
      if (!meaning || mode === 'off' || !query.trim()) return words.search(query, {limit, offset});
      const meaningHits = meaning.rank(query, settings.depth);
      if (meaningHits.length === 0) return words.search(query, {limit, offset});
      const facts = meaning.queryFacts(query);
      return words.search(query, {
        limit,
        offset,
        fuse: {
          depth: settings.depth,
          fuse: (wordOrder, complete) => fuseOrders(wordOrder, complete, meaningHits, facts, settings),
        },
      });
    },
  };
}
