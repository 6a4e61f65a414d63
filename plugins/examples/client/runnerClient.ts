// The page side of Run: downloads and compiles Ruby and Prism once per page
// visit (WebAssembly.Module is handed to each worker, so a restarted worker
// compiles nothing), runs examples one at a time in a worker, and ends the
// worker when a run goes past the time limit. Loaded with the Run UI (the first Run
// or Edit); Ruby and Prism download on the first run.
import type {GemBundle, RunnerAssets} from '../shared/assets';
import type {RunOutcome, WorkerReply, WorkerRequest} from './protocol';

import {RUN_LIMIT_MS} from '../shared/runLimit';

type Loaded = {ruby: WebAssembly.Module; prism: WebAssembly.Module; gem: GemBundle};

let loaded: Promise<Loaded> | null = null;
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: WorkerReply) => void>();
let queue: Promise<unknown> = Promise.resolve();

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

async function compileWasm(url: string): Promise<WebAssembly.Module> {
  const response = await fetchOk(url);
  // Streaming compiles while downloading, but only for the right content type.
  if ((response.headers.get('content-type') ?? '').startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

function load(assets: RunnerAssets): Promise<Loaded> {
  loaded ??= Promise.all([
    compileWasm(assets.rubyWasmUrl),
    compileWasm(assets.prismWasmUrl),
    fetchOk(assets.gemBundleUrl).then((r) => r.json() as Promise<GemBundle>),
  ]).then(
    ([ruby, prism, gem]) => ({ruby, prism, gem}),
    (err: unknown) => {
      loaded = null; // so Retry downloads again
      throw err;
    },
  );
  return loaded;
}

function startWorker(l: Loaded): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), {name: 'katachi-ruby'});
  w.onmessage = (event: MessageEvent<WorkerReply>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  };
  w.onerror = (event) => {
    event.preventDefault();
    stopWorker(w);
    for (const [id, settle] of [...pending]) {
      pending.delete(id);
      settle({id, kind: 'crash', message: event.message || 'the Ruby worker stopped'});
    }
  };
  w.postMessage({type: 'init', ...l} satisfies WorkerRequest);
  return w;
}

function stopWorker(w: Worker) {
  w.terminate();
  if (worker === w) worker = null;
}

export type Phase = 'waiting' | 'downloading' | 'running';

async function runNow(assets: RunnerAssets, code: string, onPhase: (p: Phase) => void): Promise<RunOutcome> {
  let l: Loaded;
  try {
    if (!loaded) onPhase('downloading');
    l = await load(assets);
  } catch (err) {
    return {kind: 'download', message: err instanceof Error ? err.message : String(err)};
  }
  onPhase('running');
  const w = (worker ??= startWorker(l));
  const id = nextId++;
  return new Promise<RunOutcome>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      stopWorker(w); // Ruby runs synchronously in the worker: ending it is the only way to stop it
      resolve({kind: 'timeout', seconds: RUN_LIMIT_MS / 1000});
    }, RUN_LIMIT_MS);
    pending.set(id, (reply) => {
      clearTimeout(timer);
      const {id: _id, ...outcome} = reply;
      resolve(outcome);
    });
    w.postMessage({type: 'run', id, code} satisfies WorkerRequest);
  });
}

/** Runs started and not finished on this page: one runs, the others wait their turn. */
let unfinished = 0;

/**
 * Runs one example after any already started on this page. Never rejects. `onPhase` hears
 * where the run stands: waiting its turn (at once, when another run is unfinished), then
 * downloading Ruby and running as each begins ("running" as the time limit starts).
 */
export function runExample(assets: RunnerAssets, code: string, onPhase: (p: Phase) => void = () => {}): Promise<RunOutcome> {
  if (unfinished > 0) onPhase('waiting');
  unfinished += 1;
  const result = queue.then(() => runNow(assets, code, onPhase)).finally(() => (unfinished -= 1));
  queue = result.catch(() => undefined);
  return result.catch((err: unknown) => ({kind: 'crash', message: err instanceof Error ? err.message : String(err)}));
}
