/**
 * The site-wide announcement bar: off unless an announcement is configured,
 * in docusaurus.config.ts or, for a deployment, by environment variables
 * (read by config/env/announcement.ts; plugins/announcement/README.md).
 * Docusaurus' own bar shows it; a reader can close it, and Docusaurus
 * remembers that against the announcement's id, so a new id (a new
 * announcement) shows again.
 */
import {createHash} from 'node:crypto';
import {escapeHtml} from '../../shared/escapeHtml';
import {httpUrlProblem} from '../../shared/url';

export type Announcement = {
  /** Plain text (no HTML): escaped before it reaches the page. */
  text: string;
  /** Optional link after the text: absolute http(s) URL or a path on this site. */
  url?: string;
  /** Link text; default "Read more". */
  linkText?: string;
  /** Identity for "dismissed": default a hash of text and link, so a changed announcement shows again. */
  id?: string;
};

/** Docusaurus' `themeConfig.announcementBar`. */
export type AnnouncementBarConfig = {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
};

// Ruby red with white text: 7.15:1 contrast (WCAG AAA), readable in both colour modes.
const BACKGROUND = '#a82329';
const TEXT = '#ffffff';

/**
 * The environment's announcement (config/env/announcement.ts) wins over the
 * configured one; neither: no bar.
 */
export function announcementBar(
  configured: Announcement | null,
  fromEnvironment: Announcement | null,
  {baseUrl = '/'}: {baseUrl?: string} = {},
): AnnouncementBarConfig | undefined {
  const announcement = fromEnvironment ?? configured;
  if (!announcement) return undefined;
  // Which setting to name: the environment's variables, or docusaurus.config.ts's ANNOUNCEMENT.
  const setting = (field: 'text' | 'url') =>
    fromEnvironment ? (field === 'text' ? 'ANNOUNCEMENT_TEXT' : 'ANNOUNCEMENT_URL') : `ANNOUNCEMENT.${field} in docusaurus.config.ts`;
  const text = announcement.text.trim();
  if (!text) throw new Error(`Announcement bar: the announcement text is empty (${setting('text')}).`);
  const url = announcement.url?.trim();
  if (url && !isLink(url, baseUrl)) {
    throw new Error(
      `Announcement bar: the link must be an http(s) URL or a path on this site starting with its base path "${baseUrl}" (${setting('url')}), got ${JSON.stringify(url)}.`,
    );
  }
  const link = url ? ` <a href="${escapeHtml(url)}">${escapeHtml(announcement.linkText?.trim() || 'Read more')}</a>` : '';
  const id =
    announcement.id?.trim() ||
    `announcement-${createHash('sha256')
      .update(`${text}\n${url ?? ''}`)
      .digest('hex')
      .slice(0, 12)}`;
  return {id, content: `${escapeHtml(text)}${link}`, backgroundColor: BACKGROUND, textColor: TEXT, isCloseable: true};
}

/**
 * A path on this site, its base path included (a link to /docs/FAQ under /katachi/ would
 * leave the site), or an http(s) URL (plugins/shared/url.ts); no white space in either.
 * `//host/…` is another host's address, not a path.
 */
function isLink(url: string, baseUrl: string): boolean {
  if (/\s/.test(url) || url.startsWith('//')) return false;
  return url.startsWith(baseUrl) || httpUrlProblem(url) === null;
}
