/**
 * The remark parsers for a doc's source, with the extensions Docusaurus itself
 * enables (front matter, MDX, GFM, directives), for the search index's dev-time
 * sections and the llms Markdown copies: both read a doc as the site does.
 */
import type {Root} from 'mdast';

export type DocParsers = {
  /** A doc as MDX, as Docusaurus compiles it. */
  mdx: (source: string) => Root;
  /** The same without MDX: it never fails to parse (the fallback for a doc mid-edit). */
  markdown: (source: string) => Root;
};

// unified and remark are ESM-only: loaded once, lazily.
let parsers: Promise<DocParsers> | null = null;

export function loadDocParsers(): Promise<DocParsers> {
  parsers ??= (async () => {
    const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}, {default: remarkDirective}, {default: remarkFrontmatter}] =
      await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-mdx'),
        import('remark-gfm'),
        import('remark-directive'),
        import('remark-frontmatter'),
      ]);
    const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
    const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    return {mdx: (source) => mdx.parse(source), markdown: (source) => markdown.parse(source)};
  })();
  return parsers;
}
