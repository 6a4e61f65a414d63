/** Tiny element queries over a domhandler tree (no CSS selector engine needed). */
import {findAll, findOne} from 'domutils';
import type {Element, AnyNode} from 'domhandler';

type Root = AnyNode | AnyNode[];
const childrenOf = (root: Root): AnyNode[] => (Array.isArray(root) ? root : 'children' in root ? (root.children as AnyNode[]) : []);

export function selectOne(root: Root, test: (el: Element) => boolean): Element | null {
  return findOne(test, childrenOf(root), true);
}

export function selectAll(root: Root, test: (el: Element) => boolean): Element[] {
  return findAll(test, childrenOf(root));
}
