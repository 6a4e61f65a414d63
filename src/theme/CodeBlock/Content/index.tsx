/**
 * Swizzled (ejected) CodeBlock/Content of Docusaurus 3.9.2: the same <pre><code>
 * and lines, but highlighted with class names only (colours: the stylesheet
 * plugins/codeHighlight/index.ts generates for both colour modes), and the
 * server's highlighted lines kept as they are while the page hydrates (see
 * plugins/codeHighlight/theme/useHydratedMarkup), so loading a page does not
 * tokenise its code again, nor load Prism at all: lines rendered in the
 * browser come from plugins/codeHighlight/theme/CodeLines, which fetches Prism then.
 * Title, buttons, word wrap, line numbers and magic comments are Docusaurus' own.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useHydratedMarkup} from '@site/plugins/codeHighlight/theme/useHydratedMarkup';
import CodeLines from '@site/plugins/codeHighlight/theme/CodeLines';
import {codeExtent, extentStyle} from '@site/plugins/pageSpeed/client/offscreenCode';
import offscreen from '@site/plugins/pageSpeed/client/offscreenCode.module.css';
// Docusaurus' own classes for these elements (same module: same class names).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {keep, ref} = useHydratedMarkup<HTMLElement>(code);
  const codeClassName = clsx(styles.codeBlockLines, offscreen.offscreen, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering);
  const codeStyle = {counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`};
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      style={extentStyle(codeExtent(code))}
      className={clsx(className, `prism-code language-${language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}>
      {keep ? (
        <code ref={ref} className={codeClassName} style={codeStyle} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
      ) : (
        <code ref={ref} className={codeClassName} style={codeStyle}>
          <CodeLines code={code} language={language} lineClassNames={lineClassNames} showLineNumbers={lineNumbersStart !== undefined} />
        </code>
      )}
    </pre>
  );
}
