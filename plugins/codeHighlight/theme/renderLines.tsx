/**
 * What a code block's lines are made of, and the one way both renderings
 * (PlainLines while Prism loads, HighlightedLines once it has) turn tokenised
 * lines into Docusaurus' Line: the same markup either way, so the block keeps
 * its size and magic-comment classes when the colours arrive.
 */
import React, {type ReactNode} from 'react';
import Line, {type Props as LineProps} from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';

export type LinesProps = {
  code: string;
  language: string;
  /** Docusaurus' magic-comment classes by line index. */
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
};

/** How tokens and lines get their props (prism-react-renderer's, or the plain stand-ins). */
export type LinePropGetters = Pick<LineProps, 'getLineProps' | 'getTokenProps'>;

export function renderLines(
  lines: Token[][],
  {getLineProps, getTokenProps}: LinePropGetters,
  {lineClassNames, showLineNumbers}: Pick<LinesProps, 'lineClassNames' | 'showLineNumbers'>,
): ReactNode[] {
  return lines.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={lineClassNames[i]}
      showLineNumbers={showLineNumbers}
    />
  ));
}
