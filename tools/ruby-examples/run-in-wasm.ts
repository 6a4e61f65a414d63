// Runs examples in CRuby 3.4 compiled to WebAssembly (@ruby/3.4-wasm-wasi), so
// checking the docs against the gem needs Node only, no Ruby install. The VM
// set-up is shared with the page's Run button: plugins/examples/shared/rubyVm.ts.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {readGemFiles, RUNNER_RB} from '../../plugins/examples/node/gemFiles';
import {failureMessages} from '../../plugins/examples/shared/runReport';
import {RUBY_WASM_FILE} from '../../plugins/examples/shared/rubyVm';
import {RUN_LIMIT_MS} from '../../plugins/examples/shared/runLimit';
import type {Annotation} from '../../plugins/examples/shared/annotations';
import type {VmWorkerData, VmWorkerReply, VmWorkerRequest} from './vm-worker';

const VM_WORKER = path.join(__dirname, 'vm-worker.ts');
// The worker's entry is TypeScript: tsx's require hook, registered in the
// worker itself (Node 20 does not carry `--import tsx` hooks into workers reliably).
const VM_WORKER_BOOT = `require('tsx/cjs/api').register(); require(${JSON.stringify(VM_WORKER)});`;

const RUBY_WASM = require.resolve(`@ruby/3.4-wasm-wasi/dist/${RUBY_WASM_FILE}`);

interface RunFailure {
  /** 1-based line within the example. */
  line: number;
  message: string;
}

export interface RunOutcome {
  failures: RunFailure[];
  /** What the example printed (stdout and stderr interleaved). */
  output: string;
}

export class WasmRubyRunner {
  private worker: Worker | null = null;

  private constructor(
    private readonly data: VmWorkerData,
    /** A run longer than this is stopped and reported as a failure. */
    private readonly limitMs: number,
  ) {}

  /** Compile Ruby once and read the gem's lib/ into memory. */
  static async create(gemDir: string, {limitMs = RUN_LIMIT_MS} = {}): Promise<WasmRubyRunner> {
    const [module, gemFiles, runnerSource] = await Promise.all([
      readFile(RUBY_WASM).then((bytes) => WebAssembly.compile(bytes)),
      readGemFiles(path.join(gemDir, 'lib')),
      readFile(RUNNER_RB, 'utf8'),
    ]);
    return new WasmRubyRunner({module, gemFiles, runnerSource}, limitMs);
  }

  /**
   * Run one example (already rewritten by annotations.ts) in a new VM, in the
   * worker thread (compiled Ruby is shared with it, not compiled again).
   * `shownFile` names the example in backtraces, so its frames can be found.
   */
  async run(code: string, shownFile: string, annotations: Annotation[]): Promise<RunOutcome> {
    const reply = await this.inWorker({code, shownFile});
    if (reply === 'timeout') {
      const seconds = this.limitMs / 1000;
      return {failures: [{line: 1, message: `did not finish within ${seconds} s: stopped, as Run in the page would stop it`}], output: ''};
    }
    if (!reply.ok) throw new Error(`Ruby failed to run ${shownFile}: ${reply.message}`);
    const {report, printed} = reply.outcome;
    const expectedAt = (line: number) => annotations.find((a) => a.line === line)?.expected ?? '?';
    return {failures: failureMessages(report, expectedAt), output: printed.map((p) => p.text).join('')};
  }

  private inWorker(request: VmWorkerRequest): Promise<VmWorkerReply | 'timeout'> {
    const worker = (this.worker ??= new Worker(VM_WORKER_BOOT, {eval: true, workerData: this.data}));
    worker.unref(); // an idle worker must not keep `check:ruby` from exiting
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (reply: VmWorkerReply) => {
        done();
        resolve(reply);
      };
      const onError = (error: Error) => {
        done();
        this.worker = null;
        reject(error);
      };
      const timer = setTimeout(() => {
        done();
        this.worker = null;
        void worker.terminate();
        resolve('timeout');
      }, this.limitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage(request);
    });
  }
}
