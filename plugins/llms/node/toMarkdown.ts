/**
 * A doc's MDX source → plain Markdown a reader or a language model can use as
 * it is: no front matter (the title becomes the `# heading`), no imports or
 * exports, no JSX (components are unwrapped to their content; a tab keeps its
 * label), no admonition syntax (`:::tip` becomes a quoted "Tip:" block), no
 * `{#custom-id}` heading ids, and links that work outside the site. Code fences
 * keep their language but lose site-only meta (`ruby skip-run` → `ruby`).
 *
 * Parsing uses the same remark extensions Docusaurus enables, so what the site
 * renders as a component, directive or expression is recognised as one here
 * (a regular-expression clean-up cannot tell code from markup).
 */
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {loadDocParsers} from '../../shared/docParsers';

type MdNode = {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  data?: Record<string, unknown>;
  children?: MdNode[];
};

export type ToMarkdownOptions = {
  title: string;
  description?: string;
  /** Rewrites a link or image URL found in the doc (e.g. `./Hashes.md#x` → absolute page URL). */
  resolveUrl?: (url: string) => string;
};

type Processors = {
  parseMdx: (source: string) => MdNode;
  parseMarkdown: (source: string) => MdNode;
  stringify: (tree: MdNode) => string;
};

// remark-stringify is ESM-only; loaded once, lazily, with the shared parsers.
let processors: Promise<Processors> | null = null;
function loadProcessors(): Promise<Processors> {
  processors ??= (async () => {
    const [parsers, {unified}, {default: remarkGfm}, {default: remarkStringify}] = await Promise.all([
      loadDocParsers(),
      import('unified'),
      import('remark-gfm'),
      import('remark-stringify'),
    ]);
    // Output is plain GitHub-flavoured Markdown: no MDX or directive syntax left to print.
    // Tables stay compact (no padding to align the pipes): fewer tokens, same table.
    const out = unified()
      .use(remarkGfm, {tablePipeAlign: false})
      .use(remarkStringify, {bullet: '-', fence: '`', fences: true, emphasis: '*', strong: '*', rule: '-', listItemIndent: 'one'});
    return {
      // MdNode is the part of mdast this module reads and writes: the tree came from these parsers.
      parseMdx: (source) => parsers.mdx(source) as unknown as MdNode,
      parseMarkdown: (source) => parsers.markdown(source) as unknown as MdNode,
      stringify: (tree) => out.stringify(tree as unknown as Root),
    };
  })();
  return processors;
}

// After Docusaurus' escaping, `## Title {#id}` parses as heading text ending in `{#id}`: dropped.
const HEADING_ID_TEXT = /(?<!\s)\s*\{#[^}]+\}\s*$/;

/** Docusaurus' admonition keywords and the label each shows when no title is given. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const DROPPED = new Set(['yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

export async function docToMarkdown(source: string, options: ToMarkdownOptions): Promise<string> {
  const {parseMdx, parseMarkdown, stringify} = await loadProcessors();
  let tree: MdNode;
  try {
    tree = parseMdx(preprocess(source));
  } catch {
    // Not valid MDX (the site build would say so); plain Markdown still parses.
    tree = parseMarkdown(source);
  }
  const body = cleanChildren(tree.children ?? [], options.resolveUrl ?? ((url) => url));
  const startsWithTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  const head: MdNode[] = startsWithTitle ? [] : [{type: 'heading', depth: 1, children: [{type: 'text', value: options.title}]}];
  if (options.description) {
    head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: options.description}]}]});
  }
  const root: MdNode = {type: 'root', children: startsWithTitle ? [body[0]!, ...head, ...body.slice(1)] : [...head, ...body]};
  return stringify(root).trimEnd() + '\n';
}

/**
 * The same text preprocessing Docusaurus' MDX loader applies before parsing
 * (its own functions): `mdx-code-block` fences unwrapped, `{#id}` heading ids
 * escaped, and `:::tip Title` turned into the directive label `:::tip[Title]`.
 */
function preprocess(source: string): string {
  const unwrapped = unwrapMdxCodeBlocks(source);
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapped), Object.keys(ADMONITIONS));
}

function cleanChildren(children: MdNode[], resolveUrl: (url: string) => string): MdNode[] {
  return children.flatMap((child) => cleanNode(child, resolveUrl));
}

function cleanNode(node: MdNode, resolveUrl: (url: string) => string): MdNode[] {
  if (DROPPED.has(node.type)) return [];
  const children = () => cleanChildren(node.children ?? [], resolveUrl);
  switch (node.type) {
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      // A tab's content alone would lose which tab it was: keep the label as a lead-in.
      const label = node.name === 'TabItem' ? (attribute(node, 'label') ?? attribute(node, 'value')) : null;
      const lead: MdNode[] = label ? [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]}] : [];
      return [...lead, ...children()];
    }
    case 'containerDirective': {
      const keyword = ADMONITIONS[node.name ?? ''];
      if (!keyword) return children();
      const [first, ...rest] = node.children ?? [];
      const hasTitle = first?.data?.directiveLabel === true;
      const titleNodes = hasTitle ? cleanChildren(first!.children ?? [], resolveUrl) : [{type: 'text', value: keyword}];
      const lead: MdNode = {type: 'paragraph', children: [{type: 'strong', children: [...titleNodes, {type: 'text', value: ':'}]}]};
      return [{type: 'blockquote', children: [lead, ...cleanChildren(hasTitle ? rest : (node.children ?? []), resolveUrl)]}];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive the site knows: Docusaurus prints such text back as it was written.
      const colons = node.type === 'leafDirective' ? '::' : ':';
      const text: MdNode = {type: 'text', value: `${colons}${node.name ?? ''}`};
      const inner = children();
      const restored = inner.length ? [text, {type: 'text', value: '['}, ...inner, {type: 'text', value: ']'}] : [text];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: restored}] : restored;
    }
    case 'code':
      // Keep the language only: meta such as `skip-run` is an instruction to this site's tooling.
      return [{...node, meta: null}];
    case 'heading': {
      const inner = children();
      const last = inner[inner.length - 1];
      if (last?.type === 'text' && last.value) last.value = last.value.replace(HEADING_ID_TEXT, '');
      return [{...node, children: inner}];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [{...node, url: resolveUrl(node.url ?? ''), ...(node.children ? {children: children()} : {})}];
    default:
      return node.children ? [{...node, children: children()}] : [node];
  }
}

function attribute(node: MdNode, name: string): string | null {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : null;
}
