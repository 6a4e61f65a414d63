/**
 * Docs for language models and for copying, written at build time (and by the
 * dev server, as docs change): `llms.txt`, `llms-full.txt` and a Markdown copy
 * of every doc page next to it (`/katachi/docs/Features/Hashes.md`), which the
 * "Copy page" control fetches.
 *
 * Written here rather than with docusaurus-plugin-llms (0.6.1, tried): that
 * plugin orders pages by glob patterns and groups them by folder, not by the
 * sidebars, and cleans MDX with regular expressions that leave admonition
 * syntax (`:::tip`) in place. This plugin takes the page list, titles,
 * descriptions and order from the docs plugin's own loaded content and
 * converts each source with the remark parsers Docusaurus itself uses.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {markdownUrlOf} from './shared/markdownUrl';
import {devServerFolder, isDevServer, servedByDevServer} from '../shared/devServer';
import {LLMS_PLUGIN_NAME, type LlmsGlobalData} from './shared/assistants';
import {docToMarkdown} from './node/toMarkdown';
import {pagesInOrder, sectionsOfSidebars, type DocPage, type PageSection, type SidebarItemLike} from './node/sidebarPages';
import {renderLlmsFull, renderLlmsTxt, withSource, type SiteSummary} from './node/llmsFiles';
import {validateOptions, type LlmsOptions, type LlmsPluginOptions} from './options';

export type {LlmsOptions, LlmsPluginOptions};
export {validateOptions};

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin<void> {
  const {siteDir, siteConfig, baseUrl} = context;
  let sections: PageSection[] = [];
  // What the dev server serves at the base URL: the same files a build writes.
  const devRoot = devServerFolder(siteDir, 'katachi-llms');

  return {
    name: LLMS_PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: LlmsGlobalData = {openIn: options.openIn};
      actions.setGlobalData(data);
    },

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('katachi-llms: the docs plugin loaded no docs');
      const docs: DocPage[] = version.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        description: doc.description,
        // The URL the page is served at: a folder's own page loses its slash with `trailingSlash: false`.
        permalink: applyTrailingSlash(doc.permalink, siteConfig),
        sourcePath: doc.source.replace(/^@site\//, ''),
      }));
      sections = sectionsOfSidebars(version.sidebars as unknown as Record<string, SidebarItemLike[]>, docs, options.sidebarLabels);
      // The dev server serves the files from here (configureWebpack), written again as docs
      // change: over the old ones (never a moment without them), then the stale ones removed.
      if (isDevServer()) await removeAllBut(devRoot, await writeLlmsFiles(devRoot));
    },

    configureWebpack: (_config, isServer) => servedByDevServer(devRoot, baseUrl, isServer),

    async postBuild({outDir}) {
      await writeLlmsFiles(outDir);
    },
  };

  /** llms.txt, llms-full.txt and every page's Markdown copy, under `root` as under the site's base URL: the files written. */
  async function writeLlmsFiles(root: string): Promise<string[]> {
    const siteUrl = siteConfig.url.replace(/\/$/, '');
    const pages = pagesInOrder(sections);
    const bySource = new Map(pages.map((page) => [page.sourcePath, page]));
    const absolute = (route: string) => `${siteUrl}${route}`;
    await fs.mkdir(root, {recursive: true});
    const written = await Promise.all(
      pages.map(async (page) => {
        const source = await fs.readFile(path.join(siteDir, page.sourcePath), 'utf8');
        const converted = await docToMarkdown(source, {
          title: page.title,
          description: page.description,
          resolveUrl: (url) => resolveUrl(url, page, {bySource, absolute, baseUrl}),
        });
        const markdown = withSource(converted, absolute(page.permalink));
        const route = markdownUrlOf(page.permalink);
        const file = path.join(root, route.slice(baseUrl.length));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        return {markdown, file};
      }),
    );
    const site: SiteSummary = {title: siteConfig.title, summary: siteConfig.tagline, details: options.details};
    const llmsTxt = path.join(root, 'llms.txt');
    const llmsFull = path.join(root, 'llms-full.txt');
    await fs.writeFile(
      llmsTxt,
      renderLlmsTxt(site, sections, (page) => absolute(markdownUrlOf(page.permalink)), absolute(`${baseUrl}llms-full.txt`)),
    );
    await fs.writeFile(llmsFull, renderLlmsFull(site, written));
    return [...written.map(({file}) => file), llmsTxt, llmsFull];
  }
}

/** Removes every file under `root` but `kept` (a page removed or renamed while the dev server runs). */
async function removeAllBut(root: string, kept: string[]): Promise<void> {
  const keep = new Set(kept.map((file) => path.resolve(file)));
  const entries = await fs.readdir(root, {recursive: true, withFileTypes: true});
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !keep.has(path.resolve(entry.parentPath, entry.name)))
      .map((entry) => fs.rm(path.resolve(entry.parentPath, entry.name), {force: true})),
  );
}

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * Links in a copy must work away from the site: a link to another doc's source
 * (`./Hashes.md#x`) becomes that page's absolute URL, a site route or a link within the
 * page (`#x`) becomes absolute.
 */
export function resolveUrl(
  url: string,
  page: DocPage,
  site: {bySource: Map<string, DocPage>; absolute: (route: string) => string; baseUrl: string},
): string {
  if (!url || SCHEME.test(url)) return url;
  // A link within the page: in llms-full.txt, or pasted into a chat, `#x` alone names no page.
  if (url.startsWith('#')) return site.absolute(page.permalink) + url;
  const hashAt = url.search(/[?#]/);
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : url.slice(hashAt);
  if (/\.mdx?$/.test(target)) {
    const sourcePath = path.posix.normalize(path.posix.join(path.posix.dirname(page.sourcePath), decodeURI(target)));
    const linked = site.bySource.get(sourcePath);
    if (linked) return site.absolute(linked.permalink) + suffix;
  }
  if (target.startsWith('/')) return site.absolute(site.baseUrl.replace(/\/$/, '') + target) + suffix;
  return new URL(url, site.absolute(page.permalink)).href;
}
