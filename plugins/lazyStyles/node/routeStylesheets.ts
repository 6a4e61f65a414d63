/**
 * Links a route's own stylesheets from its server-rendered page.
 *
 * A stylesheet kept out of styles.css (../index.ts) that a route's component
 * imports stays in the route's chunk. Docusaurus 3.9.2 does not link the
 * stylesheets of route chunks from the HTML it renders (stock, all CSS goes to
 * styles.css), so the page would first paint without them and
 * restyle once the chunk loads. After the build, this adds a
 * `<link rel="stylesheet">` for each of them to that route's HTML, after
 * styles.css, in the order webpack lists them; webpack's CSS loader finds the
 * link already in the page and does not load it again.
 *
 * Inputs are the build's own records: routesChunkNames.json (route → chunk
 * names, written by Docusaurus) and client-manifest.json (chunk name → files,
 * written by react-loadable-ssr-addon), both in the generated files folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import {htmlFileOf} from '../../shared/htmlFile';

type ManifestAsset = {file: string; publicPath: string};
type ClientManifest = {origins: Record<string, Array<string | number>>; assets: Record<string, {css?: ManifestAsset[]}>};
type ChunkNames = {[key: string]: string | ChunkNames | ChunkNames[]};

/** Chunk names anywhere in a route's entry of routesChunkNames.json (component, props, context…). */
function chunkNamesOf(entry: ChunkNames | string | ChunkNames[]): string[] {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry).flatMap((value) => chunkNamesOf(value as ChunkNames));
}

/** Route path → public paths of the stylesheets of that route's own chunks, in webpack's order. */
export function routeStylesheets(generatedFilesDir: string): Map<string, string[]> {
  const read = <T>(name: string): T => {
    const file = path.join(generatedFilesDir, name);
    if (!fs.existsSync(file))
      throw new Error(`lazyStyles: ${file} is missing; Docusaurus no longer writes it (see plugins/lazyStyles/node/routeStylesheets.ts).`);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  };
  const manifest = read<ClientManifest>('client-manifest.json');
  const routes = read<Record<string, ChunkNames>>('routesChunkNames.json');
  const result = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(routes)) {
    // Keys are "<route path>-<hash>".
    const routePath = key.slice(0, key.lastIndexOf('-'));
    const stylesheets = chunkNamesOf(entry)
      .flatMap((name) => manifest.origins[name] ?? [])
      .flatMap((id) => manifest.assets[String(id)]?.css ?? [])
      .map((asset) => asset.publicPath);
    if (stylesheets.length) result.set(routePath, [...new Set([...(result.get(routePath) ?? []), ...stylesheets])]);
  }
  return result;
}

/** The page with links to `stylesheets` after its last stylesheet link (those it has already are left alone). */
export function withStylesheetLinks(html: string, stylesheets: readonly string[]): string {
  const missing = stylesheets.filter((href) => !html.includes(`href="${href}"`));
  if (!missing.length) return html;
  const links = missing.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const lastLink = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].pop();
  if (!lastLink || lastLink.index === undefined) return html.replace('</head>', `${links}</head>`);
  const end = lastLink.index + lastLink[0].length;
  return html.slice(0, end) + links + html.slice(end);
}

/** Adds each route's own stylesheets to its HTML file; returns the files changed. */
export function linkRouteStylesheets(options: {outDir: string; baseUrl: string; generatedFilesDir: string}): string[] {
  const changed: string[] = [];
  for (const [routePath, stylesheets] of routeStylesheets(options.generatedFilesDir)) {
    const file = htmlFileOf(options.outDir, options.baseUrl, routePath);
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    const updated = withStylesheetLinks(html, stylesheets);
    if (updated !== html) {
      fs.writeFileSync(file, updated);
      changed.push(file);
    }
  }
  return changed;
}
