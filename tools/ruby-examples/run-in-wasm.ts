// Runs examples in CRuby 3.4 compiled to WebAssembly (@ruby/3.4-wasm-wasi), so
// checking the docs against the gem needs Node only, no Ruby install.
//
// Why these choices:
// - The wasm module (~30 MB) is compiled once; every example then gets a fresh
//   instance, so e.g. `Kt.add_shape` in one example cannot leak into another.
// - WASI comes from @bjorn3/browser_wasi_shim with an in-memory copy of the
//   gem's lib/ mounted at /gem, not from node:wasi: on Node 20, reading files
//   through a node:wasi preopen corrupts the heap and the next Ruby instance
//   crashes V8 ("Fatal error ... unreachable code").
// - Ruby starts with --disable-gems: loading RubyGems (and did_you_mean,
//   error_highlight) costs ~1 s per instance versus ~0.15 s without, and the
//   gem is found through $LOAD_PATH anyway.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ConsoleStdout, Directory, File, OpenFile, PreopenDirectory, WASI, type Inode } from '@bjorn3/browser_wasi_shim';
import { RubyVM } from '@ruby/wasm-wasi';
import { rubySingleQuoted } from './annotations';

const RUBY_WASM = require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm');
const RUBY_ARGS = ['ruby.wasm', '-EUTF-8', '--disable-gems', '-e_=0'];
const GEM_MOUNT = '/gem';
const WORK_MOUNT = '/kt';

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

/** A snapshot of a folder's files, turned into a fresh in-memory tree per VM. */
type Snapshot = Map<string, Buffer | Snapshot>;

async function snapshot(dir: string): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.set(e.name, await snapshot(p));
    else if (e.isFile()) out.set(e.name, await readFile(p));
  }
  return out;
}

function toTree(s: Snapshot): Map<string, Inode> {
  const out = new Map<string, Inode>();
  for (const [name, v] of s) out.set(name, v instanceof Map ? new Directory(toTree(v)) : new File(v, { readonly: true }));
  return out;
}

export class WasmRubyRunner {
  private constructor(
    private readonly module: WebAssembly.Module,
    private readonly gemLib: Snapshot,
    private readonly runnerSource: string,
  ) {}

  /** Compile Ruby once and read the gem's lib/ into memory. */
  static async create(gemDir: string): Promise<WasmRubyRunner> {
    const [module, gemLib, runnerSource] = await Promise.all([
      readFile(RUBY_WASM).then((bytes) => WebAssembly.compile(bytes)),
      snapshot(path.join(gemDir, 'lib')),
      readFile(path.join(__dirname, 'runner.rb'), 'utf8'),
    ]);
    return new WasmRubyRunner(module, gemLib, runnerSource);
  }

  /**
   * Run one example (already rewritten by annotations.ts) in a new VM.
   * `shownFile` names the example in backtraces, so its frames can be found.
   */
  async run(code: string, shownFile: string): Promise<RunOutcome> {
    let output = '';
    const decoder = new TextDecoder();
    const sink = new ConsoleStdout((bytes) => {
      output += decoder.decode(bytes, { stream: true });
    });
    const fds = [
      new OpenFile(new File([])), // stdin: empty
      sink,
      sink,
      new PreopenDirectory(GEM_MOUNT, new Map([['lib', new Directory(toTree(this.gemLib))]])),
      new PreopenDirectory(WORK_MOUNT, new Map([['example.rb', new File(Buffer.from(code, 'utf8'), { readonly: true })]])),
    ];
    const wasi = new WASI(RUBY_ARGS, [], fds, { debug: false });
    const { vm } = await RubyVM.instantiateModule({ module: this.module, wasip1: wasi, args: RUBY_ARGS });
    vm.eval(this.runnerSource);
    const call = `__kt_run(${[`${WORK_MOUNT}/example.rb`, shownFile, `${GEM_MOUNT}/lib`].map(rubySingleQuoted).join(', ')})`;
    const report = vm.eval(call).toString();
    const failures = report
      .split('\n')
      .filter(Boolean)
      .map((row) => {
        const tab = row.indexOf('\t');
        return { line: Number(row.slice(0, tab)), message: row.slice(tab + 1) };
      });
    return { failures, output };
  }
}
