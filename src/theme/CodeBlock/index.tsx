/**
 * Swizzled (ejected) CodeBlock of Docusaurus 3.9.2, without the remount after
 * hydration. The original keys its content on `useIsBrowser()` so that every
 * block is thrown away and rendered again once the page has hydrated (its
 * inline token colours were the server's colour mode). Ours are class names,
 * the same in both modes (see CodeBlock/Content), and the container's colour
 * variables follow the colour mode by an ordinary re-render (useColorMode
 * starts from the server's mode while hydrating), so the remount only cost a
 * second tokenising and rendering of every block on each page load.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** As the original: a plain string when the children are only strings (so it can be copied). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}
