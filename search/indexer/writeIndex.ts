import fs from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIRECTORY, INDEX_FILE, INDEX_FORMAT_VERSION, type SearchIndexFile, type SearchRecord} from '../shared/record';

/** Writes `<dir>/search-index/index.json`; returns its path. */
export async function writeSearchIndex(dir: string, buildId: string, records: SearchRecord[]): Promise<string> {
  const file: SearchIndexFile = {version: INDEX_FORMAT_VERSION, buildId, records};
  const target = path.join(dir, INDEX_DIRECTORY, INDEX_FILE);
  await fs.mkdir(path.dirname(target), {recursive: true});
  // Write then rename: the dev server may be serving the old file meanwhile.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(file));
  await fs.rename(temporary, target);
  return target;
}
