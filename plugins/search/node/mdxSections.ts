/**
 * Dev-server indexing: `docusaurus start` renders nothing on the server, so
 * there is no HTML to read. Instead parse each doc's MDX source (with the same
 * Markdown extensions Docusaurus enables) into the same sections the HTML
 * extractor produces. Headings get Docusaurus' ids: `{#custom}` or GitHub slugs.
 */
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {PageSection} from '../shared/pages';
import {loadDocParsers} from '../../shared/docParsers';
import {KEYWORDS_COMMENT_LINE, keywordsOfComment} from './keywordsComment';

type MdNode = {
  type: string;
  /** A JSX element's tag name. */
  name?: string | null;
  depth?: number;
  value?: string;
  children?: MdNode[];
};

// Nodes a reader never sees as text.
const INVISIBLE = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);

export async function sectionsOfMdx(source: string, title: string): Promise<PageSection[]> {
  return (await readMdx(source, title)).sections;
}

/**
 * The doc's sections, and its keywords comments that sit inside another element
 * (`<details>`, a list, a quote), where no section reads them: where each sits
 * (`<details>`). Only a comment at the top level, under its section's heading, is read.
 */
export async function readMdx(source: string, title: string): Promise<{sections: PageSection[]; misplacedKeywords: string[]}> {
  const parsers = await loadDocParsers();
  // Docusaurus' own heading ids: its slugger, and its reading of `{#custom}`.
  const slugger = createSlugger();
  let tree: MdNode;
  let isMdx = true;
  try {
    // `## Title {#id}` is not valid MDX (an expression): escaped first, as Docusaurus does.
    // MdNode is the part of mdast read here.
    tree = parsers.mdx(escapeMarkdownHeadingIds(source)) as unknown as MdNode;
  } catch {
    // A doc the author is halfway through editing: index it as plain Markdown
    // (keywords comments left out: there they would read as text).
    tree = parsers.markdown(source.replace(KEYWORDS_COMMENT_LINE, '')) as unknown as MdNode;
    isMdx = false;
  }
  const sections: PageSection[] = [{depth: 1, heading: title, anchor: null, text: ''}];
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth && node.depth >= 2) {
      const {text, id} = parseMarkdownHeadingId(plainText(node).trim());
      const heading = text.trim();
      const anchor = id ?? slugger.slug(heading);
      sections.push({depth: node.depth, heading, anchor, text: ''});
    } else if (node.type === 'mdxFlowExpression' && keywordsOfComment(node.value ?? '')) {
      // `{/* keywords: … */}`: readers' words for the section it sits in.
      const current = sections[sections.length - 1];
      current.keywords = [...(current.keywords ?? []), ...keywordsOfComment(node.value ?? '')!];
    } else if (node.type === 'heading' && node.depth === 1) {
      sections[0].heading = plainText(node) || title;
    } else {
      sections[sections.length - 1].text += ` ${plainText(node)} `;
    }
  }
  // Not MDX: its comments are not comments either.
  return {sections, misplacedKeywords: isMdx ? misplacedKeywordsOf(tree) : []};
}

function misplacedKeywordsOf(tree: MdNode): string[] {
  const found: string[] = [];
  const search = (node: MdNode, container: MdNode) => {
    for (const child of node.children ?? []) {
      if ((child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') && keywordsOfComment(child.value ?? '')) {
        found.push(container.name ? `<${container.name}>` : `a ${container.type}`);
      }
      search(child, container);
    }
  };
  for (const node of tree.children ?? []) if (node.type !== 'mdxFlowExpression') search(node, node);
  return found;
}

function plainText(node: MdNode): string {
  if (INVISIBLE.has(node.type)) return '';
  if (typeof node.value === 'string') return node.value;
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'mdxJsxTextElement';
  return (node.children ?? []).map(plainText).join(inline ? '' : ' ');
}
