/**
 * The first `k` items in `compare` order, without sorting them all: a hit
 * list only ever shows a page of results, and a common word on a big site
 * matches tens of thousands of sections. Stable: equal items keep their order.
 */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return [...items].sort(compare).slice(0, k);
  // Kept sorted; an item worse than (or equal to) the current k-th is skipped in one comparison.
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle], item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
