import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Docusaurus' Markdown elements, with tables that keyboard users can scroll. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
