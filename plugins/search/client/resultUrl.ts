/**
 * Where a result link goes. External URLs stay as they are; internal ones get
 * the configured path rewrite, lose a trailing `index.html`/`.html`, and are
 * reduced to path, query and hash (no origin) so they work under the site's base path on
 * any host.
 */
export type ResultUrlRules = {
  externalUrlRegex: string | null;
  replaceSearchResultPathname: {from: string; to: string} | null;
};

export function isExternalUrl(url: string, rules: ResultUrlRules): boolean {
  return !!rules.externalUrlRegex && safeRegExp(rules.externalUrlRegex)?.test(url) === true;
}

export function processResultUrl(url: string, rules: ResultUrlRules): string {
  if (isExternalUrl(url, rules)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local.invalid');
  } catch {
    return url;
  }
  let pathname = parsed.pathname;
  if (rules.replaceSearchResultPathname) {
    const from = safeRegExp(rules.replaceSearchResultPathname.from);
    if (from) pathname = pathname.replace(from, rules.replaceSearchResultPathname.to);
  }
  pathname = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return `${pathname}${parsed.search}${parsed.hash}`;
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}
