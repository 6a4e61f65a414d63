import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A Markdown table. Infima lets a wide table scroll sideways inside its own
 * box (on phones most do); a box that scrolls must be reachable with the
 * keyboard (WCAG 2.1.1, axe scrollable-region-focusable), so the table joins
 * the tab order exactly while it overflows, and never otherwise.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
