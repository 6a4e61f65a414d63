/**
 * The headings of a docs page as the relevance suites and the training questions name it
 * (`Features/Hashes`, `Contributing/` or `Contributing` for a folder's own page): their
 * anchors, read from the page's source as the dev index reads them (Docusaurus' ids).
 * A renamed heading is caught before a build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sectionsOfMdx} from '../../plugins/search/node/mdxSections';

const DOCS = path.resolve(__dirname, '../../docs');
const anchorsOfPage = new Map<string, Promise<Set<string> | null>>();

/** The anchors of `page`'s headings; null when the docs have no such page. */
export function headingAnchorsOf(page: string): Promise<Set<string> | null> {
  const bare = page.replace(/\/$/, '');
  let anchors = anchorsOfPage.get(bare);
  if (!anchors) {
    const file = [bare, `${bare}/index`].flatMap((name) => ['.md', '.mdx'].map((ext) => path.join(DOCS, name + ext))).find((f) => fs.existsSync(f));
    anchors = file
      ? sectionsOfMdx(fs.readFileSync(file, 'utf8'), bare).then(
          (sections) => new Set(sections.flatMap((section) => (section.anchor ? [section.anchor] : []))),
        )
      : Promise.resolve(null);
    anchorsOfPage.set(bare, anchors);
  }
  return anchors;
}
