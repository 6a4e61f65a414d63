/**
 * A code block's lines, tokenised by Prism into class names only (colours:
 * the stylesheet codeHighlight/build/plugin.ts generates for both colour
 * modes). Its own chunk, with Prism: see highlighter.ts.
 */
import React, {type ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import {ensurePrismLanguages} from './prismLanguages';
import type {LinesProps} from './PlainLines';

const prism = ensurePrismLanguages();

/** No styles: tokens get their class names only, never inline colours. */
const CLASS_NAMES_ONLY: PrismTheme = {plain: {}, styles: []};

export default function HighlightedLines({code, language, lineClassNames, showLineNumbers}: LinesProps): ReactNode {
  return (
    <Highlight prism={prism} theme={CLASS_NAMES_ONLY} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
