/**
 * The answer mode's Docusaurus plugin. It decides at build time which module
 * the search modal's seam (`@katachi/answer-mode`) resolves to:
 *  - configured (ASK_AI_URL set): answers/runtime/LazyAnswerMode.tsx (which loads
 *    AnswerMode.tsx in its own chunk when the modal opens), with the
 *    endpoint and model compiled in;
 *  - not configured: answers/runtime/NoAnswerMode.tsx, a component that renders
 *    nothing, so not a byte of the mode's code reaches any page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AnswerModeConfig} from '../shared/config';

export const ANSWER_MODE_MODULE = '@katachi/answer-mode';

export type AnswerModePluginOptions = {config: AnswerModeConfig | null};

export default function answerModePlugin(_context: LoadContext, options: AnswerModePluginOptions): Plugin<void> {
  const config = options.config ?? null;
  const target = path.resolve(__dirname, '../runtime', config ? 'LazyAnswerMode.tsx' : 'NoAnswerMode.tsx');
  return {
    name: 'katachi-answer-mode',
    configureWebpack(_webpackConfig, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${ANSWER_MODE_MODULE}$`]: target}},
        plugins: config ? [new currentBundler.instance.DefinePlugin({__KATACHI_ANSWER_MODE__: JSON.stringify(config)})] : [],
      };
    },
  };
}
