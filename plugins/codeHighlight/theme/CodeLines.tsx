/**
 * A code block's lines rendered by React (not kept from the server): plain
 * while the highlighter loads, highlighted once it has (see highlighter.ts).
 * The server waits for the highlighter (Docusaurus renders pages with
 * renderToPipeableStream and onAllReady), so built pages are always
 * highlighted; in the browser a Suspense boundary shows the plain lines meanwhile.
 */
import React, {Suspense, use, type ReactNode} from 'react';
import {loadHighlighter} from '../client/highlighter';
import PlainLines from './PlainLines';
import type {LinesProps} from './renderLines';

function LoadedLines(props: LinesProps): ReactNode {
  const HighlightedLines = use(loadHighlighter());
  return HighlightedLines ? <HighlightedLines {...props} /> : <PlainLines {...props} />;
}

export default function CodeLines(props: LinesProps): ReactNode {
  // The server needs no boundary (it waits for everything), and without one
  // the built markup is exactly the highlighted lines.
  if (typeof window === 'undefined') return <LoadedLines {...props} />;
  return (
    <Suspense fallback={<PlainLines {...props} />}>
      <LoadedLines {...props} />
    </Suspense>
  );
}
