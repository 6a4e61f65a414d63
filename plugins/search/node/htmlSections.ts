/**
 * Reads a rendered page (the HTML `docusaurus build` wrote) into sections, so
 * the index holds exactly what a reader sees, MDX components and all tab panels
 * included, and nothing of the navigation, footer or previous/next links.
 */
// htmlparser2 + domutils: fast, well-kept parsers with no browser needed.
import {parseDocument} from 'htmlparser2';
import {getAttributeValue, textContent} from 'domutils';
import {isTag, type Element, type AnyNode} from 'domhandler';
import {selectAll, selectOne} from './selectors';
import {collapseWhitespace, splitKeywords, type PageSection, type PageSections} from '../shared/pages';

const HEADING = /^h([1-6])$/;
// Inside the content, these are chrome rather than content.
const SKIPPED_CLASSES = [
  'hash-link',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-edit-this-page',
  'buttonGroup__atn', // code block copy / wrap buttons
];
const SKIPPED_TAGS = new Set(['script', 'style', 'nav', 'button', 'svg', 'noscript', 'template', 'footer']);
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'li',
  'ul',
  'ol',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'br',
  'blockquote',
  'details',
  'summary',
  'dt',
  'dd',
  'header',
  'figure',
  'figcaption',
  'hr',
]);

export type HtmlPageOptions = {path: string; html: string; fallbackLvl0: string};

export function sectionsOfHtml({path, html, fallbackLvl0}: HtmlPageOptions): PageSections | null {
  const document = parseDocument(html);
  const root = selectOne(document, (el) => hasClass(el, 'theme-doc-markdown')) ?? selectOne(document, (el) => el.name === 'main');
  if (!root) return null;

  const sections: PageSection[] = [];
  let current: PageSection | null = null;
  const title = selectOne(root, (el) => el.name === 'h1');
  if (title) {
    current = {depth: 1, heading: headingText(title), anchor: null, text: ''};
    sections.push(current);
  }

  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      if (current) current.text += (node as unknown as {data: string}).data;
      return;
    }
    if (!isTag(node) || isSkipped(node)) return;
    const heading = HEADING.exec(node.name);
    if (heading) {
      if (node === title) return;
      const id = getAttributeValue(node, 'id');
      const depth = Number(heading[1]);
      if (depth === 1 && !current) {
        current = {depth: 1, heading: headingText(node), anchor: null, text: ''};
        sections.push(current);
        return;
      }
      if (id && depth >= 2) {
        current = {depth, heading: headingText(node), anchor: id, text: ''};
        sections.push(current);
        return;
      }
    }
    const block = BLOCK_TAGS.has(node.name) || hasClass(node, 'token-line');
    if (block && current) current.text += ' ';
    for (const child of node.children) visit(child);
    if (block && current) current.text += ' ';
  };
  for (const child of root.children) visit(child);

  if (sections.length === 0) return null;
  const keywords = keywordsOfPage(document);
  return {path, lvl0: groupOfPage(document) ?? fallbackLvl0, sections, ...(keywords.length ? {keywords} : {})};
}

/** Front matter `keywords`, which Docusaurus renders as `<meta name="keywords" content="a, b">`. */
function keywordsOfPage(document: ReturnType<typeof parseDocument>): string[] {
  const meta = selectOne(document, (el) => el.name === 'meta' && getAttributeValue(el, 'name') === 'keywords');
  return meta ? splitKeywords(getAttributeValue(meta, 'content') ?? '') : [];
}

/** The sidebar category holding the page, else the active navbar item: DocSearch's usual lvl0. */
function groupOfPage(document: ReturnType<typeof parseDocument>): string | null {
  const sidebar = selectOne(document, (el) => hasClass(el, 'theme-doc-sidebar-menu'));
  if (sidebar) {
    const categories = selectAll(sidebar, (el) => hasClass(el, 'menu__link--sublist') && hasClass(el, 'menu__link--active'));
    const innermost = categories[categories.length - 1];
    if (innermost) return collapseWhitespace(textContent(innermost));
  }
  const navbarItem = selectOne(document, (el) => hasClass(el, 'navbar__link--active'));
  return navbarItem ? collapseWhitespace(textContent(navbarItem)) : null;
}

function headingText(heading: Element): string {
  let text = '';
  const collect = (node: AnyNode): void => {
    if (node.type === 'text') text += (node as unknown as {data: string}).data;
    else if (isTag(node) && !isSkipped(node)) node.children.forEach(collect);
  };
  collect(heading);
  return collapseWhitespace(text);
}

function hasClass(el: Element, name: string): boolean {
  const classes = getAttributeValue(el, 'class');
  return !!classes && classes.split(/\s+/).includes(name);
}

function isSkipped(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.name)) return true;
  if (el.name === 'a' && hasClass(el, 'hash-link')) return true;
  return SKIPPED_CLASSES.some((name) => hasClass(el, name));
}
