/**
 * A code block's lines, tokenised by Prism into class names only (colours:
 * the stylesheet plugins/codeHighlight/index.ts generates for both colour
 * modes). Its own chunk, with Prism: see highlighter.ts.
 */
import React, {type ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {ensurePrismLanguages} from '../client/prismLanguages';
import {renderLines, type LinesProps} from './renderLines';

const prism = ensurePrismLanguages();

/** No styles: tokens get their class names only, never inline colours. */
const CLASS_NAMES_ONLY: PrismTheme = {plain: {}, styles: []};

export default function HighlightedLines({code, language, lineClassNames, showLineNumbers}: LinesProps): ReactNode {
  return (
    <Highlight prism={prism} theme={CLASS_NAMES_ONLY} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => renderLines(tokens, {getLineProps, getTokenProps}, {lineClassNames, showLineNumbers})}
    </Highlight>
  );
}
