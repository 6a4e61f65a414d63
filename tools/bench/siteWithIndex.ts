/**
 * A copy of a built site with another search index in place of its own, for
 * typing in the real modal over that index (modal-latency.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A later build id than any page's, so the page accepts the swapped-in index.
const SWAPPED_BUILD_ID = 'zzzzzzzz';

/** A copy of the site whose search-index is `indexDir` (null: the site's own). */
export function siteWithIndex(site: string, indexDir: string | null): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'modal-latency-'));
  fs.cpSync(site, copy, {recursive: true, filter: (source) => !source.startsWith(path.join(site, 'search-index'))});
  if (!indexDir) {
    fs.cpSync(path.join(site, 'search-index'), path.join(copy, 'search-index'), {recursive: true});
    return copy;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'index.json'), 'utf8'));
  fs.mkdirSync(path.join(copy, 'search-index'));
  // The build's own folder under the later id; anything beside it (the meaning layer's table shards) as it is.
  for (const entry of fs.readdirSync(indexDir)) {
    if (entry === 'index.json') continue;
    const name = entry === manifest.buildId ? SWAPPED_BUILD_ID : entry;
    fs.symlinkSync(path.resolve(indexDir, entry), path.join(copy, 'search-index', name));
  }
  fs.writeFileSync(path.join(copy, 'search-index', 'index.json'), JSON.stringify({...manifest, buildId: SWAPPED_BUILD_ID}));
  return copy;
}
