/**
 * The one definition of an acceptable URL in the site's configuration: an
 * absolute URL whose scheme is one of HTTP_URL_SCHEMES. A URL that ships in
 * every page (an analytics or answer-mode endpoint) must also carry no
 * credentials, query string or #fragment, where keys usually hide, and be https unless it
 * is this machine's (browsers block a secure page's requests to plain http).
 *
 * Used by the environment parsers (config/env/, whose messages name the
 * variable) and by the plugins' option schemas (`httpUrl` in ./options.ts),
 * so both accept exactly the same URLs. Plain TypeScript, no dependencies.
 */

/** The schemes every configured URL may have. */
export const HTTP_URL_SCHEMES = ['http', 'https'] as const;

export type HttpUrlOptions = {
  /** The URL ships in every page: refuse credentials, a query string and a #fragment. */
  shipped?: boolean;
};

/** What can be wrong with a URL. */
export type HttpUrlFault = 'not-a-url' | 'scheme' | 'credentials' | 'query-or-hash' | 'insecure';

/** This machine: the one host a shipped URL may reach over plain http (a local model or collector while developing). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export type HttpUrlResult = {url: URL; problem: null; fault: null} | {url: null; problem: string; fault: HttpUrlFault};

/**
 * `value` parsed as an acceptable URL, or what is wrong with it: a sentence
 * fragment that reads after the setting's name ("ASK_AI_URL must be …").
 */
export function parseHttpUrl(value: string, {shipped = false}: HttpUrlOptions = {}): HttpUrlResult {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {url: null, fault: 'not-a-url', problem: `must be an absolute URL; ${JSON.stringify(value)} is not a URL.`};
  }
  if (!(HTTP_URL_SCHEMES as readonly string[]).includes(url.protocol.slice(0, -1))) {
    return {url: null, fault: 'scheme', problem: `must be an http(s) URL, not ${url.protocol} (${JSON.stringify(value)}).`};
  }
  if (shipped && (url.username || url.password)) {
    return {url: null, fault: 'credentials', problem: 'must not contain credentials (user:password@): it ships in every page.'};
  }
  if (shipped && url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return {
      url: null,
      fault: 'insecure',
      problem: `must be https (plain http only for localhost): the site is served over HTTPS, and browsers block its requests to an http address (${JSON.stringify(value)}).`,
    };
  }
  if (shipped && (url.search || url.hash)) {
    return {
      url: null,
      fault: 'query-or-hash',
      problem: 'must not contain a query string or hash: it ships in every page, and a key there would too.',
    };
  }
  return {url, problem: null, fault: null};
}

/** What is wrong with `value` as an acceptable URL (see parseHttpUrl); null when nothing. */
export function httpUrlProblem(value: string, options: HttpUrlOptions = {}): string | null {
  return parseHttpUrl(value, options).problem;
}

/** `value` as an acceptable URL; otherwise throws an Error whose message starts with `name` (a variable or option). */
export function httpUrlOf(name: string, value: string, options: HttpUrlOptions = {}): URL {
  const {url, problem} = parseHttpUrl(value, options);
  if (!url) throw new Error(`${name} ${problem}`);
  return url;
}

/** `path` without the slashes that end it ("/docs/FAQ//" → "/docs/FAQ", "/" → ""). */
export function withoutTrailingSlashes(path: string): string {
  return path.replace(/(?<!\/)\/+$/, '');
}
