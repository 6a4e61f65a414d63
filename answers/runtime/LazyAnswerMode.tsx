/**
 * What the modal's seam resolves to when ASK_AI_URL is set: the answer mode,
 * downloaded in its own chunk only when the modal opens (the modal itself
 * waits for intent), so pages carry no answer code of their own.
 */
import React, {Suspense} from 'react';
import type {AnswerModeProps} from './seam';

const AnswerMode = React.lazy(() => import(/* webpackChunkName: "answer-mode" */ './AnswerMode'));

export default function LazyAnswerMode(props: AnswerModeProps) {
  return (
    <Suspense fallback={null}>
      <AnswerMode {...props} />
    </Suspense>
  );
}
