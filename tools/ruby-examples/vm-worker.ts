// A worker thread that runs examples for run-in-wasm.ts. A Ruby VM runs
// synchronously, so only a separate thread can be stopped when an example
// never ends (worker.terminate()), as the page's worker is stopped.
import {parentPort, workerData} from 'node:worker_threads';
import {runInFreshVm, type GemFiles} from '../../plugins/examples/shared/rubyVm';

export type VmWorkerData = {module: WebAssembly.Module; gemFiles: GemFiles; runnerSource: string};
export type VmWorkerRequest = {code: string; shownFile: string};
export type VmWorkerReply = {ok: true; outcome: Awaited<ReturnType<typeof runInFreshVm>>} | {ok: false; message: string};

const {module, gemFiles, runnerSource} = workerData as VmWorkerData;

parentPort!.on('message', async ({code, shownFile}: VmWorkerRequest) => {
  let reply: VmWorkerReply;
  try {
    reply = {ok: true, outcome: await runInFreshVm({module, gemFiles, runnerSource, code, shownFile})};
  } catch (error) {
    reply = {ok: false, message: error instanceof Error ? error.message : String(error)};
  }
  parentPort!.postMessage(reply);
});
