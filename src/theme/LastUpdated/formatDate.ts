/**
 * "Nov 22, 2026": what Docusaurus' LastUpdated shows for an English site
 * (Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC'})), without Intl. Building an Intl.DateTimeFormat while the
 * page hydrates cost about 150 ms of throttled main thread on every doc page
 * (npm run bench:pages' profile.ts); the words are the same, so the page is
 * too. tests/unit/site/lastUpdated.test.ts holds it to Intl's output.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatUtcDateEnglish(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export const INTL_OPTIONS: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};

/** The date as the page shows it: without Intl for English, Intl's formatting for any other locale. */
export function formatLastUpdated(date: Date, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-US')) return formatUtcDateEnglish(date);
  return new Intl.DateTimeFormat(locale, INTL_OPTIONS).format(date);
}
