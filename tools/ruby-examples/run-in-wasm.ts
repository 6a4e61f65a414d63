// Runs examples in CRuby 3.4 compiled to WebAssembly (@ruby/3.4-wasm-wasi), so
// checking the docs against the gem needs Node only, no Ruby install. The VM
// set-up is shared with the page's Run button: examples/shared/rubyVm.ts.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { failureMessages } from '../../examples/shared/runReport';
import { RUBY_WASM_FILE, runInFreshVm, type GemFiles } from '../../examples/shared/rubyVm';
import type { Annotation } from '../../examples/shared/annotations';

const RUBY_WASM = require.resolve(`@ruby/3.4-wasm-wasi/dist/${RUBY_WASM_FILE}`);
export const RUNNER_RB = path.join(__dirname, '..', '..', 'examples', 'shared', 'runner.rb');

export interface RunFailure {
  /** 1-based line within the example. */
  line: number;
  message: string;
}

export interface RunOutcome {
  failures: RunFailure[];
  /** What the example printed (stdout and stderr interleaved). */
  output: string;
}

/** True when `dir` looks like a checkout of the katachi gem. */
export async function isGemCheckout(dir: string): Promise<boolean> {
  try {
    await readFile(path.join(dir, 'lib', 'katachi.rb'));
    return true;
  } catch {
    return false;
  }
}

/** Every file under `dir` as `relative/path` → text (the gem's lib/ is Ruby source). */
export async function readGemFiles(dir: string, prefix = ''): Promise<GemFiles> {
  const out: GemFiles = {};
  for (const e of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) Object.assign(out, await readGemFiles(p, `${prefix}${e.name}/`));
    else if (e.isFile()) out[`${prefix}${e.name}`] = await readFile(p, 'utf8');
  }
  return out;
}

export class WasmRubyRunner {
  private constructor(
    private readonly module: WebAssembly.Module,
    private readonly gemFiles: GemFiles,
    private readonly runnerSource: string,
  ) {}

  /** Compile Ruby once and read the gem's lib/ into memory. */
  static async create(gemDir: string): Promise<WasmRubyRunner> {
    const [module, gemFiles, runnerSource] = await Promise.all([
      readFile(RUBY_WASM).then((bytes) => WebAssembly.compile(bytes)),
      readGemFiles(path.join(gemDir, 'lib')),
      readFile(RUNNER_RB, 'utf8'),
    ]);
    return new WasmRubyRunner(module, gemFiles, runnerSource);
  }

  /**
   * Run one example (already rewritten by annotations.ts) in a new VM.
   * `shownFile` names the example in backtraces, so its frames can be found.
   */
  async run(code: string, shownFile: string, annotations: Annotation[]): Promise<RunOutcome> {
    const { report, printed } = await runInFreshVm({ module: this.module, gemFiles: this.gemFiles, runnerSource: this.runnerSource, code, shownFile });
    const expectedAt = (line: number) => annotations.find((a) => a.line === line)?.expected ?? '?';
    return { failures: failureMessages(report, expectedAt), output: printed.map((p) => p.text).join('') };
  }
}
