/**
 * Wraps theme-classic's code block buttons (Copy, Word wrap) so that they
 * mount at idle time after the page has hydrated, one block per idle
 * callback, or at once when a reader points at or focuses the block.
 *
 * The original renders them only in the browser (`<BrowserOnly>`), so they
 * appear when Docusaurus flips `useIsBrowser()` to true after hydration: one
 * update that creates every block's buttons and icons in a single commit. On
 * a page with many code blocks (24 on Features/Hashes) that commit was a long
 * task under 4× CPU slowdown (profiled with tools/bench/pages/profile.ts), and
 * a transition only slices the render, not the commit. One block per idle
 * callback keeps each commit small.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {createIdleQueue} from '@site/plugins/pageSpeed/client/idleQueue';

type Props = WrapperProps<typeof ButtonsType>;

/** Every block's buttons wait in one queue: in document order, one block at a time. */
const mountQueue = createIdleQueue();
const INTENT_EVENTS = ['pointerenter', 'focusin'] as const;

export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    const mount = () => {
      if (live) setMounted(true);
      live = false;
    };
    mountQueue.add(mount);
    // The buttons sit beside the <pre> in the block's content box.
    const block = wordWrap.codeBlockRef.current?.parentElement;
    for (const type of INTENT_EVENTS) block?.addEventListener(type, mount, {once: true});
    return () => {
      live = false;
      for (const type of INTENT_EVENTS) block?.removeEventListener(type, mount);
    };
  }, [wordWrap.codeBlockRef]);
  return mounted ? <Buttons {...props} /> : null;
}
