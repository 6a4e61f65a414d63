/**
 * Arbitrary strings a reader (or an attacker) can type or paste: any Unicode,
 * grapheme clusters (emoji, combining marks), right-to-left text, control
 * characters, regex metacharacters, HTML, lone surrogates, and very long text.
 */
import fc from 'fast-check';

const PIECES = [
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'é',
  'e\u0301',
  'ﬁ',
  'İ',
  'ß',
  'Σ',
  'مرحبا بالعالم',
  'שלום',
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\u2028',
  '.*+?^${}()|[]\\',
  '(a+)+$',
  '(?<=x)',
  '\\p{L}',
  '$&',
  '$1',
  '[^]',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&amp;',
  '&lt;',
  '"\'`',
  '<mark>',
  '</mark>',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDFFF\uD800',
  'Kt::AnyOf',
  'any_of',
  ':$undefined',
  'kt_compare',
  '===',
  'match?',
  'hash',
  'Hashes',
  '漢字',
  'かな',
  '한국어',
  '…',
  ' ',
  '  ',
  '-',
  '_',
  ':',
  '?',
  '!',
];

/** A string built from tricky pieces and ordinary text. */
export const trickyString = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({maxLength: 8}), fc.string({unit: 'binary', maxLength: 8})), {maxLength: 30})
  .map((parts) => parts.join(''));

/** Any string at all, short or long (up to and including 10,000 code units). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {weight: 3, arbitrary: trickyString},
  {weight: 2, arbitrary: fc.string({unit: 'grapheme', maxLength: 60})},
  {weight: 2, arbitrary: fc.string({unit: 'binary', maxLength: 60})},
  {weight: 1, arbitrary: fc.string({maxLength: 60})},
  {
    weight: 1,
    arbitrary: fc
      // Runs of one mark: what makes a pattern that backtracks take time by the square of
      // the input (eslint-plugin-regexp flags such patterns in the shipped code).
      .tuple(trickyString, fc.constantFrom('a', 'Ab_', ' hash ', '👍', '\uD800', '(', '[', '/', '!', '.', ' \t', '漢', 'x'.repeat(63) + ' '))
      .map(([head, unit]) => (head + unit.repeat(Math.ceil(10_000 / unit.length))).slice(0, 10_000)),
  },
);

/** fast-check options: counterexamples can be 10,000 characters, so print them cut short. */
export function runs(numRuns: number): {
  numRuns: number;
  reporter: (details: {failed: boolean; counterexample: unknown; errorInstance: unknown; seed: number; counterexamplePath: string | null}) => void;
} {
  return {
    numRuns,
    reporter(details) {
      if (!details.failed) return;
      const shown = JSON.stringify(details.counterexample, (_k, v) =>
        typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}…(${v.length} chars)` : v,
      );
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(`Property failed (seed ${details.seed}, path ${details.counterexamplePath}): ${error}\nCounterexample: ${shown}`);
    },
  };
}

/**
 * True when `html` is escaped text with <mark>…</mark> as its only markup:
 * no other `<`, `>`, quotes, or bare `&`, and marks neither nested nor unclosed.
 */
export function isSafeMarkedHtml(html: string): boolean {
  let open = false;
  for (const tag of html.match(/<\/?mark>/g) ?? []) {
    if ((tag === '<mark>') === open) return false;
    open = !open;
  }
  if (open) return false;
  const text = html.replace(/<\/?mark>/g, '');
  return !/[<>"']/.test(text) && !/&(?!(?:amp|lt|gt|quot|#39);)/.test(text);
}
