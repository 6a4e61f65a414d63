/**
 * Patch of a Docusaurus 3.9.2 gap, kept in this one place: a reader who closed
 * an earlier announcement does not see a new one until a second full page load.
 *
 * Docusaurus' inline script marks <html data-announcement-bar-initially-dismissed="true">
 * whenever *an* announcement was closed, and its CSS hides the bar from that
 * attribute, without comparing the stored id with the current one. React then
 * decides (correctly) that the new announcement is active, but the attribute
 * stays for the whole visit, so the bar stays hidden.
 *
 * This plugin adds a second inline script that marks
 * <html data-announcement-bar-new="true"> when the stored id differs from the
 * current announcement's, and CSS (client/announcementBar.css) that shows
 * the bar in that case. Both run before the first paint, whatever the order of
 * the inline scripts, so the bar shows without a layout shift. Once the reader
 * closes the new bar, React removes it from the page.
 *
 * tests/unit/announcement/docusaurusGap.test.ts fails when Docusaurus' script
 * starts comparing ids itself: then delete this plugin.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type AnnouncementPluginOptions} from './options';

export const NEW_ANNOUNCEMENT_ATTRIBUTE = 'data-announcement-bar-new';

export type {AnnouncementPluginOptions};
export {validateOptions};

/** The inline script: `true` on <html> when the reader last saw a different announcement. */
export function newAnnouncementScript(id: string, storage: {type: string; namespace: string}): string {
  const key = `docusaurus.announcement.id${storage.namespace}`;
  return (
    `(function(){try{var seen=window[${scriptString(storage.type)}].getItem(${scriptString(key)});` +
    `document.documentElement.setAttribute(${scriptString(NEW_ANNOUNCEMENT_ATTRIBUTE)},String(seen!==${scriptString(id)}));}catch(e){}})();`
  );
}

/** A JavaScript string literal safe inside an inline <script>: an id holding "</script>" must not end it. */
function scriptString(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export default function announcementPlugin(context: LoadContext, options: AnnouncementPluginOptions): Plugin<void> {
  const id = options.announcementId;
  return {
    name: 'katachi-announcement',
    getClientModules() {
      return id ? [path.resolve(__dirname, 'client/announcementBar.css')] : [];
    },
    injectHtmlTags() {
      if (!id) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: newAnnouncementScript(id, context.siteStorage)}]};
    },
  };
}
