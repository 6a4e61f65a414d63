/** Binary search over sorted arrays: vocabulary terms and a term's section numbers are both kept sorted. */

/** The index of `value` in sorted `items`, or -1. */
export function indexOf<T extends string | number>(items: ArrayLike<T>, value: T): number {
  const at = lowerBound(items, value);
  return items[at] === value ? at : -1;
}

/** The first index whose item is not below `value`. */
export function lowerBound<T extends string | number>(items: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (items[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
