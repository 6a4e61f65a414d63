/**
 * The only links an answer may carry: http(s) addresses (relative ones
 * resolve against the page). javascript:, data:, vbscript:, file: and the
 * like become plain text.
 */
export function safeHref(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
