// The Ruby worker: finds the `# =>` annotations of the (possibly edited) code
// with Prism, runs it in a fresh Ruby VM with the gem loaded, and replies with
// every checked value. It runs Ruby synchronously, so the page ends it
// (terminate) when a run takes too long; see runnerClient.ts.
import {WASI} from '@bjorn3/browser_wasi_shim';
import {parsePrism} from '@ruby/prism/src/parsePrism.js';
import {rewriteAnnotations, SYNTAX_ERROR_PREFIX} from '../shared/annotations';
import type {GemBundle} from '../shared/assets';
import type {Parse} from '../shared/rubySyntax';
import {runInFreshVm} from '../shared/rubyVm';
import type {WorkerReply, WorkerRequest} from './protocol';
import {decodingErrorsAsNodes} from './prismDecoding';

decodingErrorsAsNodes(globalThis);

interface Ready {
  ruby: WebAssembly.Module;
  parse: Parse;
  gem: GemBundle;
}

let ready: Promise<Ready> | null = null;

async function init(msg: Extract<WorkerRequest, {type: 'init'}>): Promise<Ready> {
  // Prism is a WASI reactor that needs no files: an empty WASI is enough.
  const wasi = new WASI([], [], []);
  const instance = await WebAssembly.instantiate(msg.prism, {wasi_snapshot_preview1: wasi.wasiImport});
  // Prism's module exports its memory (and _initialize), which WebAssembly's
  // generic Exports type cannot know.
  wasi.initialize(instance as unknown as Parameters<WASI['initialize']>[0]);
  const parse = ((source: string, options?: object) => parsePrism(instance.exports, source, options)) as unknown as Parse;
  return {ruby: msg.ruby, parse, gem: msg.gem};
}

async function run(id: number, code: string): Promise<WorkerReply> {
  if (!ready) return {id, kind: 'crash', message: 'the worker was not given Ruby'};
  const {ruby, parse, gem} = await ready;
  const rewritten = rewriteAnnotations(parse, code);
  // A syntax error is reported as Prism found it, at its own line: Ruby would report the
  // same error from line 1, its message coloured for a terminal, with the code quoted.
  const syntaxError = rewritten.problems.find((p) => p.message.startsWith(SYNTAX_ERROR_PREFIX));
  if (syntaxError) {
    const raised = {line: syntaxError.line, errorClass: 'SyntaxError', message: syntaxError.message.slice(SYNTAX_ERROR_PREFIX.length)};
    return {id, kind: 'ran', annotations: [], problems: [], report: {checks: [], raised}, printed: [], printedCut: false};
  }
  const {report, printed, printedCut} = await runInFreshVm({
    module: ruby,
    gemFiles: gem.lib,
    runnerSource: gem.runner,
    code: rewritten.code,
    shownFile: 'example.rb',
    // One message per write: a batch held back could be lost with the worker when a
    // run that prints and then loops is stopped, which is when its output matters most.
    onPrint: (piece, cut) => self.postMessage({id, kind: 'printing', piece, cut} satisfies WorkerReply),
  });
  return {id, kind: 'ran', annotations: rewritten.annotations, problems: rewritten.problems, report, printed, printedCut};
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    ready = init(msg);
    return;
  }
  run(msg.id, msg.code).then(
    (reply) => self.postMessage(reply),
    (err: unknown) => self.postMessage({id: msg.id, kind: 'crash', message: err instanceof Error ? err.message : String(err)} satisfies WorkerReply),
  );
};
