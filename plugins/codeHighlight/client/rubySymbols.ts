import type * as PrismNamespace from 'prismjs';

/**
 * Ruby symbols named like global variables, `:$extra_keys`: Katachi's result codes and
 * named shapes, on every page. Prism's Ruby grammar (prismjs 1.30) reads `:$` and one
 * character as the symbol, and the rest as plain text; this pattern, tried first, takes the
 * whole name. tests/unit/codeHighlight/globalNameSymbols.test.ts fails when Prism's grammar
 * changes what it relies on.
 */
export function highlightGlobalNameSymbols(prism: typeof PrismNamespace): void {
  const ruby = prism.languages.ruby as Record<string, PrismNamespace.GrammarValue> | undefined;
  if (!ruby?.symbol) return;
  const symbols = Array.isArray(ruby.symbol) ? ruby.symbol : [ruby.symbol];
  ruby.symbol = [{pattern: /(^|[^:]):\$\w+[?!]?/, lookbehind: true, greedy: true}, ...symbols];
}
