/** What every engine under benchmark offers the runner. */
import type {SearchRecord} from '../../../plugins/search/shared/record';

import type {Bytes} from '../lib';

/** A search ready to answer: query in, result URLs (page#anchor) out, best first. */
export type ReadyEngine = {search(query: string, limit: number): string[]};

/** An in-process engine built from the same records as ours (MiniSearch, lunr, ours). */
export type RecordEngineAdapter = {
  name: string;
  /** One line: exactly how it is configured (printed in the report). */
  configuration: string;
  /** The files a site would ship for this engine: name → bytes. */
  files(records: SearchRecord[]): Promise<Map<string, Buffer>>;
  /** Records → an engine ready to search (what building in the browser costs). */
  build(records: SearchRecord[]): ReadyEngine;
  /** When build() reuses work timed elsewhere: the build time to report instead of build()'s own. */
  buildMs?(records: SearchRecord[]): number | undefined;
  /** Shipped files → an engine ready to search (what loading a shipped index costs). */
  load(files: Map<string, Buffer>, records: SearchRecord[]): ReadyEngine;
  /** What the browser fetches before it can answer `query` (file names and their raw/gzip bytes). */
  firstSearchBytes(query: string, files: Map<string, Buffer>): Bytes;
  /** Bytes of each query of a session on one page: the first with everything it fetches, the later ones only what is new. */
  sessionBytes?(queries: string[], files: Map<string, Buffer>): Bytes[];
};
