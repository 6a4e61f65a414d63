/**
 * The answer mode's filling of the search modal's extension point
 * (plugins/search/client/modalAddon.ts). This theme path is added only when ASK_AI_URL
 * is set (plugins/answers/index.ts); the mode itself downloads in its own chunk
 * when the modal opens, so pages carry no answer code of their own.
 */
import React, {Suspense} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Props} from '@theme/SearchModalAddon';
import {ANSWER_MODE_PLUGIN_NAME, type AnswerModeConfig} from '../../shared/config';

const AnswerMode = React.lazy(() => import(/* webpackChunkName: "answer-mode" */ '../AnswerMode/index'));

export default function SearchModalAddon(props: Props): React.ReactNode {
  const config = usePluginData(ANSWER_MODE_PLUGIN_NAME) as AnswerModeConfig;
  return (
    <Suspense fallback={null}>
      <AnswerMode {...props} config={config} />
    </Suspense>
  );
}
