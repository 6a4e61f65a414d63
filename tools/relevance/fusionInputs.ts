/**
 * What the fusion is tuned and judged on: the built site's word index (with the
 * sections' keywords, or without), the tuning suites, and meaning rankings read from
 * a file (adapter.py --cv --as-shipped --hits-out: each question ranked by a query
 * adapter fitted without its suite). Shared by tuneFusion.ts and learnFusion.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sectionKey} from '../../tests/relevance/evaluate';
import {RELEVANCE_SUITES, readSuiteFile, reportedSuites, SUITES_DIR, type RelevanceSuite} from '../../tests/relevance/suites';
import {fusedEngineOfIndex, readIndexDirectory, recordsOfIndex} from '../../plugins/search/node/engineOfRecords';
import {shardIndex} from '../../plugins/search/node/shardIndex';
import {createEngine, type WordRanking} from '../../plugins/search/client/engine';
import {FUSION} from '../../plugins/search/client/fusion';
import type {MeaningHit} from '../../plugins/search/client/meaningLayer';
import {indexHtmlSite} from '../bench/adapters/ours';
import type {SearchRecord} from '../../plugins/search/shared/record';
import type {Manifest} from '../../plugins/search/shared/indexFormat';

export type LoadedIndex = {manifest: Manifest; files: Map<string, unknown>};

export const suiteFile = (file: string): RelevanceSuite =>
  readSuiteFile(path.isAbsolute(file) || fs.existsSync(file) ? file : path.join(SUITES_DIR, file));

/**
 * The tuning halves and the first suite, with the suites held out whole that are tuning data
 * since their report (their files' `tuningSince`), or instead the comma-separated files `alsoTune` names.
 */
export function tuningSuites(alsoTune: string | undefined): RelevanceSuite[] {
  return [...RELEVANCE_SUITES.filter((s) => !s.heldOut), ...(alsoTune ? alsoTune.split(',').map(suiteFile) : reportedSuites())];
}

/** The suites held out whole among the tuning suites (the only held-out ones there): their questions' words were not fitted on either. */
export const heldOutWhole = (suites: RelevanceSuite[]): Set<string> => new Set(suites.filter((s) => s.heldOut).map((s) => s.name));

/** Below a suite's floors: a share below by less than one query's worth is rounding, not a regression. */
export const belowFloors = (figures: {at1: number; at5: number}, floors: {at1: number; at5: number} | null | undefined): boolean =>
  !!floors && (figures.at1 < floors.at1 - 1e-9 || figures.at5 < floors.at5 - 1e-9);

/**
 * The built index as the build wrote it (with keywords), or the rendered HTML
 * indexed again without the sections' hand-written keywords: the site's
 * synonyms (a dictionary for the whole site, not per page) stay.
 */
export async function wordIndexOf(site: string, withKeywords: boolean): Promise<{index: LoadedIndex; records: SearchRecord[]}> {
  const built = readIndexDirectory(path.join(site, 'search-index'));
  if (withKeywords) {
    const {meaning: _ignored, ...manifest} = built.manifest;
    return {index: {manifest, files: built.files}, records: recordsOfIndex(built)};
  }
  const {records} = await indexHtmlSite(site);
  return {index: shardIndex('memory', records, {synonyms: built.manifest.synonyms}), records};
}

/**
 * Meaning hits from a file of query → [url, cosine] pairs, mapped to these records' positions
 * by section key: the HTML indexed again writes a folder's page without its trailing slash.
 */
export function meaningHitsFromFile(file: string, records: SearchRecord[]): (query: string) => MeaningHit[] {
  const byQuery = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Array<[string, number]>>;
  const positionOf = new Map(records.map((record, position) => [sectionKey(record.url), position]));
  return (query) => {
    const hits = byQuery[query];
    if (!hits)
      throw new Error(
        `${file} has no meaning hits for ${JSON.stringify(query)}: it was written before that question's suite became tuning data. Write it again (npx tsx tools/semantic/exportEvalData.ts, then .cache/semantic-venv/bin/python tools/semantic/adapter.py --cv --as-shipped --hits-out ${file})`,
      );
    return hits.map(([url, similarity]) => {
      const position = positionOf.get(sectionKey(url));
      if (position === undefined) throw new Error(`${file} ranks ${url}, which the index does not have`);
      return {position, similarity};
    });
  };
}

/**
 * The text the meaning layer embeds for a question (fusedEngine.ts meaningQuery: typos the
 * word engine mends, replaced), as the built site reads it: adapter.py ranked the file's
 * meaning hits from the same text, and the fusion's query signs are read from it.
 */
export function meaningQueries(site: string): (query: string) => string {
  const engine = fusedEngineOfIndex(readIndexDirectory(path.join(site, 'search-index')));
  return (query) => engine.meaningQuery(query);
}

/**
 * The word engine's ranking as the fusion receives it (its first `FUSION.depth` sections and more);
 * `withoutLongShots` as the fused engine asks for it of a query it takes as off topic.
 */
export function wordRankings(index: LoadedIndex, withoutLongShots = false): (query: string) => WordRanking {
  const engine = createEngine(index.manifest, (file) => index.files.get(file));
  const cache = new Map<string, WordRanking>();
  return (query) => {
    let ranking = cache.get(query);
    if (!ranking) {
      engine.search(query, {
        limit: 5,
        withoutLongShots,
        fuse: {
          depth: FUSION.depth,
          fuse: (words) => {
            ranking = {order: [...words.order], complete: [...words.complete], inTitle: [...words.inTitle]};
            return {order: words.order, meaningOnly: new Set()};
          },
        },
      });
      cache.set(query, ranking!);
    }
    return ranking!;
  };
}
