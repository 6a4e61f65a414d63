import fs from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIRECTORY, MANIFEST_FILE} from '../shared/indexFormat';
import {recordsOfPage, type PageSections} from '../shared/pages';
import {shardIndex, type ShardOptions} from './shardIndex';

/** Builds kept next to the current one: a page open on the dev server may still read them. */
const OLDER_BUILDS_KEPT = 2;

/**
 * Writes the split index: shards under `<dir>/search-index/<buildId>/`, then
 * the manifest `<dir>/search-index/index.json` that names them. Returns the
 * manifest's path.
 */
export async function writeSearchIndex(dir: string, buildId: string, pages: PageSections[], options: ShardOptions = {}): Promise<string> {
  const {manifest, files} = shardIndex(buildId, pages.flatMap(recordsOfPage), options);
  const root = path.join(dir, INDEX_DIRECTORY);
  const shardDir = path.join(root, buildId);
  await fs.mkdir(shardDir, {recursive: true});
  // In batches: a big site has thousands of shards, more than the open-file limit.
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 64) {
    await Promise.all(entries.slice(i, i + 64).map(([name, data]) => fs.writeFile(path.join(shardDir, name), JSON.stringify(data))));
  }
  // Write then rename: the dev server may be serving the old manifest meanwhile.
  const target = path.join(root, MANIFEST_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(manifest));
  await fs.rename(temporary, target);
  await removeOlderBuilds(root, buildId);
  return target;
}

async function removeOlderBuilds(root: string, current: string): Promise<void> {
  const entries = await fs.readdir(root, {withFileTypes: true});
  const builds = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && e.name !== current)
      .map(async (e) => ({name: e.name, time: (await fs.stat(path.join(root, e.name))).mtimeMs})),
  );
  builds.sort((a, b) => b.time - a.time);
  for (const old of builds.slice(OLDER_BUILDS_KEPT)) await fs.rm(path.join(root, old.name), {recursive: true, force: true});
}
