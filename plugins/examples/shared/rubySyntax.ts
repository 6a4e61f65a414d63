// Ruby syntax through Prism, Ruby's own parser compiled to WebAssembly. The
// parse function is loaded differently in Node (tools/ruby-examples/syntax.ts)
// and in the browser worker (plugins/examples/client/worker.ts); what is done with
// the parse tree is the same on both sides and lives here.
import type {loadPrism} from '@ruby/prism'; // type only: '@ruby/prism' itself imports node:wasi
import {LineIndex} from './lineIndex';

export type Parse = Awaited<ReturnType<typeof loadPrism>>;
export type ParseResult = ReturnType<Parse>;

/** The Ruby version the examples are written for (and run with, see rubyVm.ts). */
const RUBY_VERSION = '3.4.0';

export function parseRuby(parse: Parse, code: string): ParseResult {
  return parse(code, {version: RUBY_VERSION});
}

export interface SyntaxProblem {
  /** 1-based line within the block. */
  line: number;
  message: string;
}

/**
 * One syntax error per block: later ones are usually knock-on effects. Prism
 * lists its most specific error first; "unexpected end-of-input, assuming it is
 * closing the parent top level context" only says the file ended, so any other
 * error is preferred over it.
 */
export function checkSyntax(parse: Parse, code: string): SyntaxProblem | null {
  const {errors} = parseRuby(parse, code);
  if (errors.length === 0) return null;
  const first = errors.find((e) => e.type !== 'unexpected_token_close_context') ?? errors[0];
  const lines = new LineIndex(code);
  // An error at end-of-input sits past the final newline: show it on the last line of code.
  const lastLine = Math.max(1, lines.lineAt(lines.bytes.length - 1));
  return {line: Math.min(lines.lineAt(first.location.startOffset), lastLine), message: first.message};
}
