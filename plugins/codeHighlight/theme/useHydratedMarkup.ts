/**
 * Whether an element may keep the markup the server rendered for it instead
 * of rendering it again while the page hydrates.
 *
 * Highlighting a code block means tokenising it and reconciling a span per
 * token; the server has done both already, and its markup is the same in both
 * colour modes (colours are in CSS), so re-rendering it on load only repeats
 * work (the Hashes page: 24 blocks, about 1,800 token spans in all). While hydrating,
 * the element renders with an empty `dangerouslySetInnerHTML`, which React
 * leaves untouched: the server's children stay as they are, and React never
 * walks them.
 *
 * It renders normally (returns false) when there is nothing to keep: a page
 * rendered in the browser alone (dev server, client-side navigation), an
 * element the server did not fill, or content that has changed since.
 */
import {useLayoutEffect, useRef, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// The server has no layout effects; React warns if useLayoutEffect runs there.
const useClientLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

export function useHydratedMarkup<T extends Element>(content: string): {keep: boolean; ref: React.RefObject<T | null>} {
  // `useIsBrowser` is false on the server and during hydration, true afterwards.
  const isBrowser = useIsBrowser();
  const hydrating = typeof window !== 'undefined' && !isBrowser;
  const [hydratedContent] = useState(() => (hydrating ? content : null));
  const [nothingToKeep, setNothingToKeep] = useState(false);
  const ref = useRef<T | null>(null);
  const keep = hydratedContent === content && !nothingToKeep;
  useClientLayoutEffect(() => {
    // Before paint: a browser-only first render (dev server) has no server markup.
    if (keep && !ref.current?.hasChildNodes()) setNothingToKeep(true);
  }, [keep]);
  return {keep, ref};
}
