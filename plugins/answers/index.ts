/**
 * The answer mode's Docusaurus theme. Listed in `themes` after the local
 * search theme, it fills the search modal's extension point
 * (`@theme/SearchModalAddon`, plugins/search/client/modalAddon.ts) only when configured:
 *  - configured (ASK_AI_URL set): adds its theme path (answers/theme/), whose
 *    SearchModalAddon loads the answer mode in its own chunk when the modal
 *    opens, and publishes the endpoint, model and context budget as the plugin's global data;
 *  - not configured: adds nothing, so the search theme's empty add-on stays
 *    and not a byte of the mode's code reaches any page.
 * Theme paths and global data are what Docusaurus' persistent build cache
 * tracks (theme aliases are part of its cache version), so switching
 * ASK_AI_URL on or off takes effect on the next build.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANSWER_MODE_PLUGIN_NAME} from './shared/config';
import {validateOptions, type AnswerModeOptions, type AnswerModePluginOptions} from './options';

export type {AnswerModeOptions, AnswerModePluginOptions};
export {validateOptions};

const THEME_PATH = path.resolve(__dirname, 'theme');

export default function answerModePlugin(_context: LoadContext, {config}: AnswerModePluginOptions): Plugin<void> {
  if (!config) return {name: ANSWER_MODE_PLUGIN_NAME};
  return {
    name: ANSWER_MODE_PLUGIN_NAME,
    getThemePath: () => THEME_PATH,
    getTypeScriptThemePath: () => THEME_PATH,
    async contentLoaded({actions}) {
      actions.setGlobalData(config);
    },
  };
}
