// Messages between the page (runnerClient.ts) and the Ruby worker (worker.ts),
// and the outcome of a Run as the UI shows it.
import type {Annotation} from '../shared/annotations';
import type {GemBundle} from '../shared/assets';
import type {RunReport} from '../shared/runReport';
import type {PrintedText} from '../shared/rubyVm';

export type WorkerRequest =
  /** Compiled once on the page and handed to every (re)started worker. */
  {type: 'init'; ruby: WebAssembly.Module; prism: WebAssembly.Module; gem: GemBundle} | {type: 'run'; id: number; code: string};

export type WorkerReply = {id: number} & (RanOutcome | CrashOutcome);

/** The example ran to its end, or until an exception stopped it. */
export interface RanOutcome {
  kind: 'ran';
  annotations: Annotation[];
  /** `# =>` lines that cannot be checked (not after a whole top-level statement). */
  problems: {line: number; message: string}[];
  report: RunReport;
  printed: PrintedText[];
  /** It printed more than PRINT_LIMIT_CHARS (shared/runLimit.ts): the rest is not shown. */
  printedCut: boolean;
}

/** Ruby or the worker failed in a way the example did not cause. */
interface CrashOutcome {
  kind: 'crash';
  message: string;
}

export type RunOutcome =
  | RanOutcome
  | CrashOutcome
  | {kind: 'timeout'; seconds: number}
  | {kind: 'download'; message: string}
  /** The reader pressed Stop: while it ran, or before it started (waiting its turn, or for Ruby). */
  | {kind: 'stopped'; started: boolean};
