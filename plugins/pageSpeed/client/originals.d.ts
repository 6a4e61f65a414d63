// Docusaurus modules that plugins/pageSpeed/ wraps, imported by a request its swaps do not match.
declare module '@docusaurus/core/lib/client/preload.js?original' {
  export default function preload(pathname: string): Promise<unknown>;
}
declare module '@docusaurus/core/lib/client/clientEntry.js?original' {}
