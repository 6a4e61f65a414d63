import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside its own
 * box (on phones most do); a box that scrolls must be reachable with the
 * keyboard (WCAG 2.1.1, axe scrollable-region-focusable), so the table joins
 * the tab order exactly while it overflows, and never otherwise.
 *
 * The attribute is set in the ResizeObserver's callback itself rather than
 * through React state: state would wait for a render scheduled after the
 * layout, a window in which the table scrolls but cannot be focused.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => {
      if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
      else table.removeAttribute('tabindex');
    };
    measure();
    const observer = new ResizeObserver(measure);
    // The table's box, and its rows' groups: content that grows inside a box that
    // does not (a font arriving) changes only theirs.
    for (const box of [table, ...Array.from(table.children)]) observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} />;
}
