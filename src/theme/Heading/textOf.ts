import {Children, isValidElement, type ReactNode} from 'react';

/** The text a reader sees in `children`: strings and numbers, inside any element. */
export function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{children?: ReactNode}>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}
