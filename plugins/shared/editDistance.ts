/**
 * The one edit distance of the site: search's "did you mean" and typo tolerance,
 * the not-found page's nearest pages, the settings' misspelled names. Written here
 * rather than taken from a library: the common ones on npm (fastest-levenshtein,
 * leven) count a swap of two letters as two edits, and a reader's most common
 * typo is a swap.
 */

/**
 * Edit distance counting a swap of two neighbouring letters as one edit
 * (optimal string alignment, "Damerau-Levenshtein" as spell checkers use it:
 * `minitset` is one typo from `minitest`, not two). Gives up, returning
 * max + 1, once every alignment exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    // A swap reaches back two rows: stop only when both rows exceed `max`.
    if (rowMin > max && Math.min(...previous) > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}
