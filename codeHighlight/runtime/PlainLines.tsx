/**
 * A code block's lines as plain text, in the markup Prism's lines have
 * (Docusaurus' Line: line numbers, magic-comment classes), shown while the
 * highlighter loads and if it cannot: the code is readable and the block keeps
 * its size, and the colours follow when Prism arrives.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Line from '@theme/CodeBlock/Line';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

export type LinesProps = {
  code: string;
  language: string;
  /** Docusaurus' magic-comment classes by line index. */
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
};

// What prism-react-renderer's getLineProps/getTokenProps return, minus the
// inline theme styles we never use.
const getLineProps = ({line: _line, className, ...rest}: LineInputProps): LineOutputProps => ({...rest, className: clsx('token-line', className)});
const getTokenProps = ({token, className, ...rest}: TokenInputProps): TokenOutputProps => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
});

export default function PlainLines({code, lineClassNames, showLineNumbers}: LinesProps): ReactNode {
  return code.split('\n').map((text, i) => {
    const line: Token[] = [{types: ['plain'], content: text || '\n', empty: !text}];
    return (
      <Line
        key={i}
        line={line}
        getLineProps={getLineProps}
        getTokenProps={getTokenProps}
        classNames={lineClassNames[i]}
        showLineNumbers={showLineNumbers}
      />
    );
  });
}
