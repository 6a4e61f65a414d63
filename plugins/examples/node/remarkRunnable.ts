// Remark plugin: wraps every runnable ```ruby fence (not `skip-run`) in
// <KatachiRunnableExample code="…" name="…">, keeping the fence itself as the child so
// the site's CodeBlock (src/theme/CodeBlock, highlighted by plugins/codeHighlight/)
// renders it like any other block. The import of the component is added once per
// file that has a runnable example. `name` tells the page's examples apart for a
// screen reader's list of buttons, where every one would otherwise be "Run".
import {hasSkipRun, isRubyLang} from '../shared/fences';

export const COMPONENT_NAME = 'KatachiRunnableExample';
export const COMPONENT_MODULE = '@site/plugins/examples/theme/RunnableExample';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
}

function isRunnableFence(node: MdNode): boolean {
  if (node.type !== 'code' || !node.lang) return false;
  return isRubyLang(node.lang) && !hasSkipRun(node.meta ?? '');
}

function wrap(node: MdNode, name: string): MdNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT_NAME,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'code', value: `${node.value ?? ''}\n`},
      {type: 'mdxJsxAttribute', name: 'name', value: name},
    ],
    children: [node],
  };
}

/** A heading's words as a reader sees them (its text, code and links' text), without an explicit `{#id}`. */
function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(textOf).join('');
}
const headingText = (heading: MdNode) =>
  textOf(heading)
    .trim()
    .replace(/\{#[^{}]*\}$/, '')
    .trim();

/** "example 3: Making a key optional": its place on the page, and the heading it is under, if any. */
const exampleName = (ordinal: number, heading: string | null) => `example ${ordinal}${heading ? `: ${heading}` : ''}`;

/** MDX needs the estree of an import, not only its text. */
function importNode(): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT_NAME} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT_NAME}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'`},
          },
        ],
      },
    },
  };
}

/** Returns how many fences were wrapped. An example before any heading is named for `pageTitle`. */
export function wrapRunnableFences(tree: MdNode, pageTitle: string | null = null): number {
  let wrapped = 0;
  let heading: string | null = pageTitle;
  const visit = (parent: MdNode) => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === 'heading') heading = headingText(child) || heading;
      else if (isRunnableFence(child)) {
        wrapped++;
        children[i] = wrap(child, exampleName(wrapped, heading));
      } else visit(child);
    }
  };
  visit(tree);
  if (wrapped > 0) tree.children?.unshift(importNode());
  return wrapped;
}

/** Docusaurus' MDX loader hands the page's front matter to remark plugins in the file's data. */
type PageFile = {data?: {frontMatter?: {title?: unknown}}};

export default function remarkRunnableExamples() {
  return (tree: MdNode, file: PageFile) => {
    const title = file.data?.frontMatter?.title;
    wrapRunnableFences(tree, typeof title === 'string' && title.trim() ? title.trim() : null);
  };
}
