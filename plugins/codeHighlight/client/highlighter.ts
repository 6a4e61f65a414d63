/**
 * Loads the highlighter (HighlightedLines and Prism, prism-react-renderer with
 * the site's grammars) as its own chunk, once. Pages loaded from the server
 * never need it: their code blocks keep the markup the build highlighted
 * (src/theme/CodeBlock/Content), a runnable example's too (it stays mounted
 * while edited). A block rendered in the browser does: client-side navigation,
 * the dev server. Client-side navigation starts the load early (see
 * prismClientModule.ts).
 *
 * The promise carries React's `status`/`value` fields once settled, so
 * `use()` reads a loaded highlighter synchronously instead of suspending
 * (React 19 reads these fields on any thenable).
 */
import type HighlightedLinesType from '../theme/HighlightedLines';

export type Highlighter = typeof HighlightedLinesType;
type Settled<T> = Promise<T> & {status?: 'fulfilled'; value?: T};

let loading: Settled<Highlighter | null> | null = null;

/** The highlighter, or null when its chunk could not be fetched (code stays plain; the next block tries again). */
export function loadHighlighter(): Promise<Highlighter | null> {
  if (!loading) {
    const promise: Settled<Highlighter | null> = import(/* webpackChunkName: "code-highlighter" */ '../theme/HighlightedLines').then(
      (module) => module.default,
      () => {
        loading = null;
        return null;
      },
    );
    void promise.then((value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    });
    loading = promise;
  }
  return loading;
}
