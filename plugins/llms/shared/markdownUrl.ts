/**
 * Where the Markdown copy of a doc page lives, next to the page itself:
 * `/katachi/docs/Features/Hashes` → `/katachi/docs/Features/Hashes.md`. A page
 * served at a folder URL (`/katachi/docs/Contributing/`) gets `…/Contributing/index.md`.
 * Used by the build (to write the file) and the browser (to fetch and link it),
 * so both always agree.
 */
export function markdownUrlOf(permalink: string): string {
  const path = permalink.split(/[?#]/, 1)[0] ?? permalink;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
