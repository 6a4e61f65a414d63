/**
 * ANNOUNCEMENT_*: an announcement for a deployment (plugins/announcement/README.md),
 * which wins over the one in docusaurus.config.ts. Unset or blank
 * ANNOUNCEMENT_TEXT: none. Its link is checked with the configured one's, by
 * plugins/announcement/node/announcementBar.ts.
 */
import type {Announcement} from '../../plugins/announcement/node/announcementBar';
import {value, type Env} from './read';

export function announcementFromEnv(env: Env): Announcement | null {
  const text = value(env, 'ANNOUNCEMENT_TEXT');
  if (!text) return null;
  return {
    text,
    url: value(env, 'ANNOUNCEMENT_URL') ?? undefined,
    linkText: value(env, 'ANNOUNCEMENT_LINK_TEXT') ?? undefined,
    id: value(env, 'ANNOUNCEMENT_ID') ?? undefined,
  };
}
