import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import {focusUntilBlur} from '@site/plugins/shared/focusUntilBlur';
import styles from './styles.module.css';

/**
 * The skip link, whose target keeps focus (WCAG 2.4.1). theme-common 3.9.2 gives the
 * target tabindex -1, focuses it and takes the tabindex away at once; current browsers
 * then blur it, and focus falls to the page. Here the tabindex stays until the target
 * loses focus, so a click inside it later does not move Tab's starting point to it.
 * The same holds for the focus reset after an in-site navigation, which here also covers a
 * link to a section of another page (or a search result): focus goes to that section's
 * heading, as a screen reader user expects of a link to it, instead of staying on the link
 * or the search button. Otherwise as shipped: the same label, target and fallback link.
 * A heading focused after a click (a search result chosen with the mouse) shows no focus
 * ring: the browser would draw one, since focus came from the search box, where keys were used.
 */
function focusTarget(element: HTMLElement, options?: FocusOptions & {quiet?: boolean}): void {
  if (options?.quiet) {
    element.setAttribute(QUIET_FOCUS_ATTRIBUTE, '');
    element.addEventListener('blur', () => element.removeAttribute(QUIET_FOCUS_ATTRIBUTE), {once: true});
  }
  focusUntilBlur(element, options);
}

/** Marks a target focused after a pointer press: styles.module.css hides its ring. */
const QUIET_FOCUS_ATTRIBUTE = 'data-focused-by-pointer';

/** Whether the reader's last press was the pointer's (true) or a key's. */
function useLastPressWasPointer(): React.RefObject<boolean> {
  const pointer = useRef(false);
  useEffect(() => {
    const onPointer = () => void (pointer.current = true);
    const onKey = () => void (pointer.current = false);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);
  return pointer;
}

/** The element a location's hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape: no such section
  }
}

/** <main>, else the layout's content (a page without <main>). */
const skipTarget = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);

const LABEL = translate({
  id: 'theme.common.skipToMainContent',
  description: 'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
  message: 'Skip to main content',
});

export default function SkipToContent(): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const lastPressWasPointer = useLastPressWasPointer();
  const onClick = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) focusTarget(target);
  }, []);
  // After an in-site link (not Back): focus on the section it names, which the router has
  // scrolled to; else at the top, so the next Tab reaches this link.
  useLocationChange(({location}) => {
    if (action !== 'PUSH') return;
    // A dialog opened meanwhile (the search modal, opened again at once) keeps its focus.
    if (document.activeElement?.closest('[role="dialog"], dialog')) return;
    const section = location.hash ? hashTarget(location.hash) : null;
    if (section) focusTarget(section, {preventScroll: true, quiet: lastPressWasPointer.current});
    else if (region.current) focusTarget(region.current, {quiet: lastPressWasPointer.current});
  });
  return (
    <div ref={region} role="region" aria-label={LABEL}>
      {/* The fallback href works without JavaScript. */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
