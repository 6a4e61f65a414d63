// Which fenced code blocks are Ruby examples, and which of them may run. Used by
// the checker (tools/ruby-examples/extract.ts) and the page (plugins/examples/node/remarkRunnable.ts).

const RUBY_LANGS = new Set(['ruby', 'rb']);

/** `ruby`, `rb`, `ruby{1,3}` (Docusaurus line highlights) … */
export function isRubyLang(lang: string): boolean {
  return RUBY_LANGS.has(lang.split('{')[0].toLowerCase());
}

export function hasSkipRun(meta: string): boolean {
  // Drop quoted values first so `title="skip-run.rb"` does not count.
  const bare = meta.replace(/"[^"]*"|'[^']*'/g, ' ');
  return bare.split(/\s+/).includes('skip-run');
}
