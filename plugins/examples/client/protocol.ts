// Messages between the page (runnerClient.ts) and the Ruby worker (worker.ts),
// and the outcome of a Run as the UI shows it.
import type {Annotation} from '../shared/annotations';
import type {GemBundle} from '../shared/assets';
import type {RunReport} from '../shared/runReport';
import type {PrintedText} from '../shared/printedText';

export type WorkerRequest =
  /** Compiled once on the page and handed to every (re)started worker. */
  {type: 'init'; ruby: WebAssembly.Module; prism: WebAssembly.Module; gem: GemBundle} | {type: 'run'; id: number; code: string};

/** The run's end, or (`printing`) a piece it printed, sent as Ruby writes it, before the end. */
export type WorkerReply = {id: number} & (RanOutcome | {kind: 'crash'; message: string} | Printing);

export interface Printing {
  kind: 'printing';
  piece: PrintedText;
  /** The limit was reached: nothing after this piece is kept. */
  cut: boolean;
}

/** What a run printed, in order, up to PRINT_LIMIT_CHARS (shared/runLimit.ts). */
export interface PrintedOutput {
  printed: PrintedText[];
  /** It printed more than PRINT_LIMIT_CHARS: the rest is not shown. */
  printedCut: boolean;
}

/** The example ran to its end, or until an exception stopped it. */
export interface RanOutcome extends PrintedOutput {
  kind: 'ran';
  annotations: Annotation[];
  /** `# =>` lines that cannot be checked (not after a whole top-level statement). */
  problems: {line: number; message: string}[];
  report: RunReport;
}

/** A run that ended before its end keeps what it printed until then (none, if it never started). */
export type RunOutcome =
  | RanOutcome
  /** Ruby or the worker failed in a way the example did not cause. */
  | ({kind: 'crash'; message: string} & PrintedOutput)
  | ({kind: 'timeout'; seconds: number} & PrintedOutput)
  | {kind: 'download'; message: string}
  /** The reader pressed Stop: while it ran, or before it started (waiting its turn, or for Ruby). */
  | ({kind: 'stopped'; started: boolean} & PrintedOutput);
