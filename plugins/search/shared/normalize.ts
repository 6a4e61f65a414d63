/**
 * How every word is folded before it is compared, in the index, in queries and in the
 * word lists. Alone in its module so that the page's own code (the stop words) can fold a
 * word without the tokeniser.
 */

/** Lower case, compatibility-folded, accents removed: `Café` and `cafe` are one term. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
