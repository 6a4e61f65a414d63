// One example in one fresh CRuby 3.4 VM (WebAssembly), the same way in Node
// (tools/ruby-examples) and in the page's worker (plugins/examples/client/worker.ts).
//
// Why these choices:
// - The wasm module is compiled once by the caller; every example then gets a
//   fresh instance, so e.g. `Kt.add_shape` in one example cannot leak into another.
// - WASI comes from @bjorn3/browser_wasi_shim with an in-memory copy of the
//   gem's lib/ mounted at /gem (it works in the browser, and on Node 20 reading
//   files through a node:wasi preopen corrupts the heap and crashes V8).
// - Ruby starts with --disable-gems: loading RubyGems (and did_you_mean,
//   error_highlight) costs ~1 s per instance versus ~0.15 s without, and the
//   gem is found through $LOAD_PATH anyway. The examples need no standard
//   library, so both sides use `ruby.wasm` (16.7 MB), not `ruby+stdlib.wasm` (30.6 MB).
import {ConsoleStdout, Directory, File, OpenFile, PreopenDirectory, WASI, type Inode} from '@bjorn3/browser_wasi_shim';
import {RubyVM} from '@ruby/wasm-wasi';
import {rubySingleQuoted} from './annotations';
import {parseRunReport, type RunReport} from './runReport';
import {PRINT_LIMIT_CHARS} from './runLimit';
import {appendPrinted, type PrintedText} from './printedText';

/** The file, inside `@ruby/3.4-wasm-wasi/dist/`, both sides run. */
export const RUBY_WASM_FILE = 'ruby.wasm';
const RUBY_ARGS = ['ruby.wasm', '-EUTF-8', '--disable-gems', '-e_=0'];
const GEM_MOUNT = '/gem';
const WORK_MOUNT = '/kt';

/** The gem's lib/ as `relative/path.rb` → contents (the page gets it as JSON). */
export type GemFiles = Record<string, string>;

export interface VmOutcome {
  report: RunReport;
  /** What the example printed, in order, stdout and stderr apart, up to PRINT_LIMIT_CHARS. */
  printed: PrintedText[];
  /** True when it printed more than that: the rest was dropped. */
  printedCut: boolean;
}

const encoder = new TextEncoder();

function gemTree(files: GemFiles): Directory {
  const root = new Map<string, Inode>();
  for (const [relative, source] of Object.entries(files)) {
    const parts = relative.split('/');
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      let next = dir.get(part);
      if (!(next instanceof Directory)) dir.set(part, (next = new Directory(new Map())));
      dir = (next as Directory).contents;
    }
    dir.set(parts[parts.length - 1], new File(encoder.encode(source), {readonly: true}));
  }
  return new Directory(root);
}

/**
 * Run one example (already rewritten by annotations.ts) in a new VM.
 * `shownFile` names the example in backtraces, so its frames can be found.
 */
export async function runInFreshVm(opts: {
  module: WebAssembly.Module;
  gemFiles: GemFiles;
  runnerSource: string;
  code: string;
  shownFile: string;
  /**
   * Hears each piece kept in `printed` as Ruby writes it (Ruby writes each `print` through at
   * once), so the page can show output while a run goes on; `cut` once the limit drops the rest.
   */
  onPrint?: (piece: PrintedText, cut: boolean) => void;
}): Promise<VmOutcome> {
  const printed: PrintedText[] = [];
  let room = PRINT_LIMIT_CHARS;
  let printedCut = false;
  const sink = (stream: PrintedText['stream']) => {
    const decoder = new TextDecoder();
    return new ConsoleStdout((bytes) => {
      if (room <= 0) {
        if (!printedCut && bytes.length > 0) opts.onPrint?.({stream, text: ''}, true);
        printedCut ||= bytes.length > 0;
        return;
      }
      let text = decoder.decode(bytes, {stream: true});
      if (text.length > room) {
        text = text.slice(0, room);
        printedCut = true;
      }
      room -= text.length;
      opts.onPrint?.({stream, text}, printedCut);
      appendPrinted(printed, {stream, text});
    });
  };
  const fds = [
    new OpenFile(new File([])), // stdin: empty
    sink('stdout'),
    sink('stderr'),
    new PreopenDirectory(GEM_MOUNT, new Map([['lib', gemTree(opts.gemFiles)]])),
    new PreopenDirectory(WORK_MOUNT, new Map([['example.rb', new File(encoder.encode(opts.code), {readonly: true})]])),
  ];
  const wasi = new WASI(RUBY_ARGS, [], fds, {debug: false});
  const {vm} = await RubyVM.instantiateModule({module: opts.module, wasip1: wasi, args: RUBY_ARGS});
  vm.eval(opts.runnerSource);
  const call = `__kt_run(${[`${WORK_MOUNT}/example.rb`, opts.shownFile, `${GEM_MOUNT}/lib`].map(rubySingleQuoted).join(', ')})`;
  const report = parseRunReport(vm.eval(call).toString());
  return {report, printed, printedCut};
}
