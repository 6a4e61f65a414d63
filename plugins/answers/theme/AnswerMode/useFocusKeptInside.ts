import React, {useCallback, useEffect, useRef} from 'react';

/**
 * Focus that was in the answer screen stays in it: Stop, Retry and New conversation remove
 * the button pressed, and an answer that ends removes Stop; the browser would drop focus to
 * the page, and the reader's place with it. Then it goes to `fallback`, the question box.
 */
export function useFocusKeptInside(screen: React.RefObject<HTMLDivElement | null>, fallback: React.RefObject<HTMLInputElement | null>): void {
  const inside = useRef(false);
  const rescue = useCallback(() => {
    const focused = document.activeElement;
    if (inside.current && screen.current?.isConnected && (!focused || focused === document.body)) fallback.current?.focus();
  }, [screen, fallback]);
  useEffect(() => {
    const root = screen.current;
    if (!root) return undefined;
    const onIn = () => (inside.current = true);
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node) {
        if (!root.contains(event.relatedTarget)) inside.current = false;
      } else {
        // Lost to nothing (a control removed or disabled under focus): the page has it once this event is over.
        window.setTimeout(rescue, 0);
      }
    };
    root.addEventListener('focusin', onIn);
    root.addEventListener('focusout', onOut);
    return () => {
      root.removeEventListener('focusin', onIn);
      root.removeEventListener('focusout', onOut);
    };
  }, [screen, rescue]);
  // Not every browser tells of a focused element removed: look after each change too.
  useEffect(rescue);
}
