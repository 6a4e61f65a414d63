/**
 * Swizzled (ejected) CodeBlock/Content of Docusaurus 3.9.2: the same <pre><code>
 * and lines, but highlighted with class names only (colours: the stylesheet
 * codeHighlight/build/plugin.ts generates for both colour modes), and the
 * server's highlighted lines kept as they are while the page hydrates (see
 * codeHighlight/runtime/useHydratedMarkup), so loading a page does not
 * tokenise its code again. Title, buttons, word wrap, line numbers and magic
 * comments are Docusaurus' own.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {useHydratedMarkup} from '@site/codeHighlight/runtime/useHydratedMarkup';
import {ensurePrismLanguages} from '@site/codeHighlight/runtime/prismLanguages';
// Docusaurus' own classes for these elements (same module: same class names).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** No styles: tokens get their class names only, never inline colours. */
const CLASS_NAMES_ONLY: PrismTheme = {plain: {}, styles: []};

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {keep, ref} = useHydratedMarkup<HTMLElement>(code);
  const codeClassName = clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering);
  // Only a block rendered here (not kept from the server) needs the grammars.
  if (!keep) ensurePrismLanguages();
  const codeStyle = {counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`};
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}>
      {keep ? (
        <code ref={ref} className={codeClassName} style={codeStyle} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      ) : (
        <Highlight theme={CLASS_NAMES_ONLY} code={code} language={language}>
          {({tokens, getLineProps, getTokenProps}) => (
            <code ref={ref} className={codeClassName} style={codeStyle}>
              {tokens.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </code>
          )}
        </Highlight>
      )}
    </pre>
  );
}
