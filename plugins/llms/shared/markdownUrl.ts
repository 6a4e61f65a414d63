/**
 * Where the Markdown copy of a doc page lives, next to the page itself: its URL
 * plus `.md`, as llms.txt proposes (`/katachi/docs/Features/Hashes` →
 * `/katachi/docs/Features/Hashes.md`). A folder's own page, whose permalink keeps
 * a trailing slash (`/katachi/docs/Contributing/`), is served without it
 * (`trailingSlash: false`): `/katachi/docs/Contributing.md`. Used by the build
 * (to write the file) and the browser (to fetch and link it), so both agree.
 */
export function markdownUrlOf(permalink: string): string {
  const path = permalink.split(/[?#]/, 1)[0] ?? permalink;
  return `${path.replace(/\/$/, '')}.md`;
}
