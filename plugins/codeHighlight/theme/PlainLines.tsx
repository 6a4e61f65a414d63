/**
 * A code block's lines as plain text, in the markup Prism's lines have
 * (Docusaurus' Line: line numbers, magic-comment classes), shown while the
 * highlighter loads and if it cannot: the code is readable and the block keeps
 * its size, and the colours follow when Prism arrives.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import {renderLines, type LinesProps} from './renderLines';

// What prism-react-renderer's getLineProps/getTokenProps return, minus the
// inline theme styles we never use.
const getLineProps = ({line: _line, className, ...rest}: LineInputProps): LineOutputProps => ({...rest, className: clsx('token-line', className)});
const getTokenProps = ({token, className, ...rest}: TokenInputProps): TokenOutputProps => ({
  ...rest,
  className: clsx('token', ...token.types, className),
  children: token.content,
});

export default function PlainLines({code, lineClassNames, showLineNumbers}: LinesProps): ReactNode {
  const lines = code.split('\n').map((text): Token[] => [{types: ['plain'], content: text || '\n', empty: !text}]);
  return renderLines(lines, {getLineProps, getTokenProps}, {lineClassNames, showLineNumbers});
}
