/**
 * The HTML file Docusaurus wrote for a route: `docs/FAQ.html` or `docs/FAQ/index.html`
 * (`trailingSlash` false or true), or the route itself when it names an `.html` file;
 * undefined when the build has neither. Read by the plugins that rewrite or index the
 * built pages (lazyStyles, search).
 */
import fs from 'node:fs';
import path from 'node:path';

export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const bare = relative.replace(/\/$/, '');
  const candidates = relative.endsWith('.html') ? [relative] : [path.join(relative, 'index.html'), `${bare}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile());
}
