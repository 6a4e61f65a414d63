/**
 * Wraps theme-classic's code block buttons (Copy, Word wrap) so that they
 * mount in a transition after the page has hydrated, rather than in the
 * synchronous re-render that follows hydration.
 *
 * The original renders them only in the browser (`<BrowserOnly>`), so they
 * appear when Docusaurus flips `useIsBrowser()` to true after hydration. That
 * flip is an ordinary state update: React renders everything that depends on
 * it in one uninterruptible task, and on a page with many code blocks (24 on
 * Features/Hashes) creating every block's buttons and icons made that task
 * long (profiled under 4× CPU slowdown). Mounted in a transition, React
 * renders them in small slices and yields to the browser in between.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
