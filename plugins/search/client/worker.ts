/**
 * The search worker: downloads the index, builds the engine and answers
 * queries off the main thread, so typing never waits for indexing, ranking or
 * suggestions (each can take longer than a frame).
 */
import {createEngineHost} from './engineHost';
import type {SearchFailureReason} from './indexLoader';
import type {EngineRequest, WorkerRequest, WorkerResponse} from './protocol';

// Docusaurus appends `__webpack_require__.gca = …` to every runtime chunk,
// this worker's too, but webpack defines `__webpack_require__` only in a
// bundle that uses its runtime, and the engine has no webpack dependency.
// Reading the public path is such a use, so the worker starts.
declare const __webpack_public_path__: string;
export const publicPath = __webpack_public_path__;

const answer = createEngineHost();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

scope.onmessage = (event) => {
  const request: EngineRequest = event.data;
  const {id} = event.data;
  answer(request).then(
    (result) => scope.postMessage({id, ok: true, result}),
    (error: Error & {reason?: SearchFailureReason}) =>
      scope.postMessage({id, ok: false, error: {message: error.message, reason: error.reason ?? 'engine'}}),
  );
};
