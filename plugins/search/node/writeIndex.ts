import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {INDEX_DIRECTORY, MANIFEST_FILE} from '../shared/indexFormat';
import {recordsOfPage, type PageSections} from '../shared/pages';
import {shardIndex, type ShardOptions} from './shardIndex';
import {meaningFiles} from './meaningIndex';
import type {WordTable} from './wordTable';

export type WriteIndexOptions = ShardOptions & {
  /** The word table of the meaning layer; without it the index has words only. */
  wordTable?: WordTable;
};

/** Builds kept next to the current one: a page open on the dev server may still read them. */
const OLDER_BUILDS_KEPT = 2;

/**
 * Writes the split index: shards under `<dir>/search-index/<buildId>/`, then
 * the manifest `<dir>/search-index/index.json` that names them. Returns the
 * manifest's path.
 */
export async function writeSearchIndex(dir: string, buildId: string, pages: PageSections[], options: WriteIndexOptions = {}): Promise<string> {
  const {wordTable, ...shardOptions} = options;
  const records = pages.flatMap(recordsOfPage);
  const {manifest, files} = shardIndex(buildId, records, shardOptions);
  const root = path.join(dir, INDEX_DIRECTORY);
  const shardDir = path.join(root, buildId);
  await writeFiles(shardDir, files);
  if (wordTable) {
    const meaning = meaningFiles(records, wordTable);
    warnOfUnusedOffsets(meaning.unusedOffsets, wordTable);
    manifest.meaning = meaning.meaning;
    await writeFiles(shardDir, meaning.files);
    // The table's shards depend on the table only: written once, kept across builds.
    const tableDir = path.join(root, meaning.meaning.table);
    if (!(await exists(path.join(tableDir, 'complete')))) {
      await writeFiles(tableDir, meaning.tableFiles);
      await fs.writeFile(path.join(tableDir, 'complete'), '');
    }
  }
  // Write then rename: the dev server may be serving the old manifest meanwhile.
  const target = path.join(root, MANIFEST_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(manifest));
  await fs.rename(temporary, target);
  await removeOlderBuilds(root, buildId, manifest.meaning?.table);
  return target;
}

/** URLs the warning names: a longer list would be noise on every dev-server reload of an edited page. */
const UNUSED_OFFSETS_SHOWN = 3;

// A section fitted under another URL keeps its text's vector: still found by its words and
// text, without what the fit taught it. Not an error: the docs move on between refits.
function warnOfUnusedOffsets(unused: string[], table: WordTable): void {
  if (!unused.length) return;
  const fitted = table.queryAdapter?.sectionOffsets?.size ?? 0;
  const shown = unused.slice(0, UNUSED_OFFSETS_SHOWN).join(', ') + (unused.length > UNUSED_OFFSETS_SHOWN ? ', …' : '');
  logger.warn(
    `Search: ${unused.length} of the ${fitted} sections the query adapter was fitted with ${unused.length === 1 ? 'is' : 'are'} not in this build (renamed or moved: ${shown}). ` +
      'The meaning layer ranks them by their text alone until the adapter is fitted again (CONTRIBUTING.md, "Refitting the meaning layer"); ' +
      'questions that want them are pointed at their new addresses (CONTRIBUTING.md, "Adding a page").',
  );
}

async function writeFiles(folder: string, files: Map<string, unknown>): Promise<void> {
  await fs.mkdir(folder, {recursive: true});
  // In batches: a big site has thousands of shards, more than the open-file limit.
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([name, data]) => fs.writeFile(path.join(folder, name), JSON.stringify(data))));
  }
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

async function removeOlderBuilds(root: string, current: string, currentTable: string | undefined): Promise<void> {
  const entries = await fs.readdir(root, {withFileTypes: true});
  // A table the current index does not use is a table replaced since (re-distilled): its shards go.
  for (const e of entries.filter((e) => e.isDirectory() && e.name.startsWith('table-') && e.name !== currentTable)) {
    await fs.rm(path.join(root, e.name), {recursive: true, force: true});
  }
  const builds = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && e.name !== current && !e.name.startsWith('table-'))
      .map(async (e) => ({name: e.name, time: (await fs.stat(path.join(root, e.name))).mtimeMs})),
  );
  builds.sort((a, b) => b.time - a.time);
  for (const old of builds.slice(OLDER_BUILDS_KEPT)) await fs.rm(path.join(root, old.name), {recursive: true, force: true});
}
