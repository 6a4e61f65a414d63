// The page side of Run: downloads and compiles Ruby and Prism once per page
// visit (WebAssembly.Module is handed to each worker, so a restarted worker
// compiles nothing), runs examples one at a time in a worker, and ends the
// worker when a run goes past the time limit or the reader presses Stop. Loaded with the Run UI (the first Run
// or Edit); Ruby and Prism download on the first run. What a run prints is shown as it prints.
import type {GemBundle, RunnerAssets} from '../shared/assets';
import type {PrintedOutput, RunOutcome, WorkerReply, WorkerRequest} from './protocol';
import {collectPrinted, type PrintedSoFar} from './printedSoFar';

import {RUN_LIMIT_MS} from '../shared/runLimit';

type Loaded = {ruby: WebAssembly.Module; prism: WebAssembly.Module; gem: GemBundle};

let loaded: Promise<Loaded> | null = null;
/** Ruby and Prism compiled and the gem here: `loaded` has resolved. */
let ready = false;
let worker: Worker | null = null;
let nextId = 1;
/** What a run hears: its worker's replies, or that its worker's script did not load. */
type Heard = WorkerReply | {id: number; kind: 'download'; message: string};
/** Each unfinished run's listener: it hears what the run prints, then its end. */
const pending = new Map<number, (heard: Heard) => void>();
let queue: Promise<unknown> = Promise.resolve();

/** The files a download reads: Ruby, Prism and the gem. */
const DOWNLOADED_FILES = 3;
/** Bytes of the current download read so far (as the page reads them, uncompressed). */
let receivedBytes = 0;
/** Files of the current download read to their end: all of them, and what is left is compiling. */
let filesRead = 0;
/** The runs waiting for the download: each hears how far it has got. */
const downloadListeners = new Set<() => void>();
const tellDownloadListeners = () => downloadListeners.forEach((listener) => listener());

/** `response` with its body counted into `receivedBytes` as it is read (by compileStreaming too). */
function counted(response: Response): Response {
  if (!response.body) return response;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      receivedBytes += chunk.byteLength;
      tellDownloadListeners();
      controller.enqueue(chunk);
    },
    flush() {
      filesRead += 1;
      tellDownloadListeners();
    },
  });
  return new Response(response.body.pipeThrough(counter), {status: response.status, headers: response.headers});
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return counted(response);
}

async function compileWasm(url: string): Promise<WebAssembly.Module> {
  const response = await fetchOk(url);
  // Streaming compiles while downloading, but only for the right content type.
  if ((response.headers.get('content-type') ?? '').startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

function load(assets: RunnerAssets): Promise<Loaded> {
  if (!loaded) receivedBytes = filesRead = 0;
  loaded ??= Promise.all([
    compileWasm(assets.rubyWasmUrl),
    compileWasm(assets.prismWasmUrl),
    fetchOk(assets.gemBundleUrl).then((r) => r.json() as Promise<GemBundle>),
  ]).then(
    ([ruby, prism, gem]) => {
      ready = true;
      return {ruby, prism, gem};
    },
    (err: unknown) => {
      loaded = null; // so Retry downloads again
      throw err;
    },
  );
  return loaded;
}

/** Workers ended on purpose (a time limit, Stop): whatever they still report is theirs, not a later run's. */
const ended = new WeakSet<Worker>();

function startWorker(l: Loaded): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), {name: 'katachi-ruby'});
  w.onmessage = (event: MessageEvent<WorkerReply>) => {
    const listener = pending.get(event.data.id);
    if (event.data.kind !== 'printing') pending.delete(event.data.id);
    listener?.(event.data);
  };
  w.onerror = (event) => {
    event.preventDefault();
    // An ended worker's error can arrive after the next run started in its successor.
    if (ended.has(w)) return;
    stopWorker(w);
    // A worker whose script did not load (offline since the page loaded) fires a plain Event;
    // an error thrown in it, an ErrorEvent. The first is a download that Retry can mend.
    const heard = (id: number): Heard =>
      event instanceof ErrorEvent
        ? {id, kind: 'crash', message: event.message || 'the Ruby worker stopped'}
        : {id, kind: 'download', message: "the page's Ruby worker did not load"};
    // Runs go to the current worker one at a time: the unfinished one was this worker's.
    for (const [id, listener] of [...pending]) {
      pending.delete(id);
      listener(heard(id));
    }
  };
  w.postMessage({type: 'init', ...l} satisfies WorkerRequest);
  return w;
}

function stopWorker(w: Worker) {
  ended.add(w);
  w.terminate();
  if (worker === w) worker = null;
}

export type Phase = 'waiting' | 'downloading' | 'starting' | 'running';

const NOTHING_PRINTED: PrintedOutput = {printed: [], printedCut: false};
const CANCELLED: RunOutcome = {kind: 'stopped', started: false, ...NOTHING_PRINTED};

/** Resolves with CANCELLED when `stop` aborts while `stillWaiting()` holds; `stop` unset: never. */
const whenCancelled = (stop: AbortSignal | undefined, stillWaiting = () => true) =>
  new Promise<RunOutcome>((resolve) => stop?.addEventListener('abort', () => stillWaiting() && resolve(CANCELLED), {once: true}));

async function runNow(
  assets: RunnerAssets,
  code: string,
  onPhase: (p: Phase) => void,
  onPrinted: (output: PrintedSoFar) => void,
  onDownload: (share: number) => void,
  stop?: AbortSignal,
): Promise<RunOutcome> {
  if (stop?.aborted) return CANCELLED; // stopped while waiting its turn
  let l: Loaded;
  // Once every file is read, what is left is compiling Ruby: seconds in some browsers (WebKit) and on slow phones.
  const hear = () =>
    filesRead >= DOWNLOADED_FILES ? onPhase('starting') : onDownload(Math.min(1, receivedBytes / Math.max(1, assets.downloadBytes)));
  try {
    // Also when a stopped run started the download: it goes on.
    if (!ready) onPhase('downloading');
    // Stop does not cancel the download: the next Run reuses it.
    const downloading = load(assets);
    if (!ready) {
      downloadListeners.add(hear);
      hear();
    }
    const downloaded = await Promise.race([downloading, whenCancelled(stop)]);
    if (downloaded === CANCELLED) return CANCELLED;
    l = downloaded as Loaded;
  } catch (err) {
    return {kind: 'download', message: err instanceof Error ? err.message : String(err)};
  } finally {
    downloadListeners.delete(hear);
  }
  onPhase('running');
  const w = (worker ??= startWorker(l));
  const id = nextId++;
  const printedSoFar = collectPrinted(onPrinted);
  return new Promise<RunOutcome>((resolve) => {
    // Ruby runs synchronously in the worker: ending it is the only way to stop it.
    // A run that does not reach its end keeps what it printed until then.
    const end = (outcome: (printed: PrintedOutput) => RunOutcome) => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
      pending.delete(id);
      resolve(outcome(printedSoFar.end()));
    };
    const onStop = () => {
      stopWorker(w);
      end((printed) => ({kind: 'stopped', started: true, ...printed}));
    };
    const timer = setTimeout(() => {
      stopWorker(w);
      end((printed) => ({kind: 'timeout', seconds: RUN_LIMIT_MS / 1000, ...printed}));
    }, RUN_LIMIT_MS);
    stop?.addEventListener('abort', onStop, {once: true});
    pending.set(id, (reply) => {
      const {id: _id, ...message} = reply;
      if (message.kind === 'printing') printedSoFar.add(message);
      // A run that reached its end reports all it printed itself; one that never started printed nothing.
      else if (message.kind === 'ran' || message.kind === 'download') end(() => message);
      else end((printed) => ({...message, ...printed}));
    });
    w.postMessage({type: 'run', id, code} satisfies WorkerRequest);
  });
}

/** Runs started and not finished on this page: one runs, the others wait their turn. */
let unfinished = 0;
/** The name of the run whose turn it is (or was last): the one the next run waits for. */
let holdingTheTurn: string | null = null;

export type RunOptions = {
  /** Where the run stands; while waiting, with the name of the run it waits for, when it has one. */
  onPhase?: (phase: Phase, waitingFor?: string) => void;
  /** Hears the end of what the run has printed so far, while it runs (a few times a second at most). */
  onPrinted?: (output: PrintedSoFar) => void;
  /** While Ruby downloads: how far it has got, from 0 to 1, as each piece arrives. */
  onDownload?: (share: number) => void;
  /** Aborted: the run ends at once (Stop). */
  stop?: AbortSignal;
  /** "example 3: Literal values": what a run waiting for this one is told. */
  name?: string;
};

/**
 * Runs one example after any already started on this page. Never rejects. `onPhase` hears
 * where the run stands: waiting its turn (at once, when another run is unfinished, with the
 * name of the one whose turn it is), then
 * downloading Ruby, starting it (once every file is read, while it compiles) and running as
 * each begins ("running" as the time limit starts).
 * Aborting `stop` ends it at once with `{kind: 'stopped'}`, wherever it stands: a running
 * example's worker is ended, and the next run starts another; one that had not started
 * (waiting its turn, or for Ruby) says so (`started: false`). A run that started and did not
 * reach its end (Stop, the time limit, a crash) keeps what it had printed.
 */
export function runExample(
  assets: RunnerAssets,
  code: string,
  {onPhase = () => {}, onPrinted = () => {}, onDownload = () => {}, stop, name}: RunOptions = {},
): Promise<RunOutcome> {
  if (unfinished > 0) onPhase('waiting', holdingTheTurn ?? undefined);
  unfinished += 1;
  let itsTurn = false;
  const turn = queue.then(() => {
    itsTurn = true;
    holdingTheTurn = name ?? null;
    return runNow(assets, code, onPhase, onPrinted, onDownload, stop);
  });
  // A run stopped while waiting its turn answers now (the queue still waits for the turn);
  // once its turn has come, runNow answers for it.
  const result = Promise.race([turn, whenCancelled(stop, () => !itsTurn)]).finally(() => (unfinished -= 1));
  queue = turn.catch(() => undefined);
  return result.catch((err: unknown) => ({kind: 'crash', message: err instanceof Error ? err.message : String(err), ...NOTHING_PRINTED}));
}
