import fs from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIRECTORY, INDEX_FILE} from '../shared/record';
import {packIndexFile, type PageSections} from '../shared/pages';

/** Writes `<dir>/search-index/index.json`; returns its path. */
export async function writeSearchIndex(dir: string, buildId: string, pages: PageSections[]): Promise<string> {
  const file = packIndexFile(buildId, pages);
  const target = path.join(dir, INDEX_DIRECTORY, INDEX_FILE);
  await fs.mkdir(path.dirname(target), {recursive: true});
  // Write then rename: the dev server may be serving the old file meanwhile.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(file));
  await fs.rename(temporary, target);
  return target;
}
