/**
 * Where a URL that is not a page probably meant to go. Readers trim a URL to
 * its folder, add `.html`, or carry a typo from a chat message, and the host
 * has no page for any of them. (A page's path in another case is matched by
 * the router once the page loads.) The docs folder goes to the first page, a
 * page named with `.html` or in another case goes to it, a folder lists its
 * pages, and anything else is offered the closest names and a search.
 */
import {editDistance} from '@site/plugins/shared/editDistance';
import {withoutTrailingSlashes} from '@site/plugins/shared/url';

export type DocsVersion = {path: string; mainDocPath: string; docPaths: string[]};

export type NotFoundHelp = {
  /** The page this URL unambiguously names: go there. */
  redirectTo?: string;
  /** Pages to offer, at most `MAX_PAGES`. */
  pages: string[];
  /** Words of the URL to search the docs for, or '' when it has none. */
  query: string;
};

export const MAX_PAGES = 6;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The form two paths are compared in: no trailing slash, `.html` or `index`, one case. */
export function comparable(path: string): string {
  return withoutTrailingSlashes(decoded(path).replace(/(\/index)?\.html?$/i, '')).toLowerCase();
}

/** The last segment's words: `hash-comparison`, `hash_comparison` and `HashComparison` all read "hash comparison". */
export function wordsOf(path: string): string {
  const segment = withoutTrailingSlashes(decoded(path)).split('/').pop() ?? '';
  return segment
    .replace(/\.(html?|md)$/i, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

const lastSegment = (path: string) => comparable(path).split('/').pop() ?? '';

function closeness(wanted: string, candidate: string): number | undefined {
  if (wanted === candidate) return 0;
  const max = Math.max(1, Math.floor(wanted.length / 3));
  const distance = editDistance(wanted, candidate, max);
  if (distance <= max) return distance;
  // "hash" for "hashes", "rspec" for "rspecintegration".
  if (wanted.length >= 4 && candidate.includes(wanted)) return max + 1;
  return undefined;
}

export function helpFor(pathname: string, versions: DocsVersion[]): NotFoundHelp {
  const wanted = comparable(pathname);
  const query = wordsOf(pathname);
  const allPaths = versions.flatMap((version) => version.docPaths);

  const sameButCase = allPaths.filter((path) => comparable(path) === wanted);
  if (sameButCase.length === 1 && sameButCase[0] !== pathname) return {redirectTo: sameButCase[0], pages: [], query};
  const docsRoot = versions.find((version) => comparable(version.path) === wanted);
  if (docsRoot) return {redirectTo: docsRoot.mainDocPath, pages: [], query: ''};

  const inFolder = allPaths.filter((path) => comparable(path).startsWith(`${wanted}/`));
  if (inFolder.length > 0) return {pages: inFolder.slice(0, MAX_PAGES), query};

  const name = lastSegment(pathname);
  const scored = allPaths
    .map((path) => {
      const segment = lastSegment(path);
      return {path, distance: name ? closeness(name, segment) : undefined, lengthGap: Math.abs(segment.length - name.length)};
    })
    .filter((entry): entry is {path: string; distance: number; lengthGap: number} => entry.distance !== undefined)
    // Equally close, the name nearer the wanted one's length first: "hashes" before "hashcomparisondesign" for "hash".
    .sort((a, b) => a.distance - b.distance || a.lengthGap - b.lengthGap || a.path.localeCompare(b.path));
  return {pages: scored.slice(0, MAX_PAGES).map((entry) => entry.path), query};
}
