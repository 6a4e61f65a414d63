// Syntax check with Prism, Ruby's own parser compiled to WebAssembly, so the
// check needs no Ruby installed and agrees with what Ruby 3.4 accepts.
import './quiet-wasi-warning'; // must come before @ruby/prism
import { loadPrism } from '@ruby/prism';

export type Parse = Awaited<ReturnType<typeof loadPrism>>;
export type ParseResult = ReturnType<Parse>;

/** The Ruby version the examples are written for (and run with, see run-in-wasm.ts). */
export const RUBY_VERSION = '3.4.0';

let parser: Promise<Parse> | undefined;

/** Load Prism once per process; compiling its wasm is the slow part. */
export function loadParser(): Promise<Parse> {
  parser ??= loadPrism();
  return parser;
}

/**
 * Prism reports byte offsets into the UTF-8 source; examples may contain
 * non-ASCII text (e.g. "é"), so lines are counted on the bytes, not on JS chars.
 */
export class LineIndex {
  readonly bytes: Buffer;
  private readonly starts: number[] = [0];

  constructor(source: string) {
    this.bytes = Buffer.from(source, 'utf8');
    for (let i = 0; i < this.bytes.length; i++) if (this.bytes[i] === 0x0a) this.starts.push(i + 1);
  }

  /** 1-based line of a byte offset. */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  text(start: number, end: number): string {
    return this.bytes.subarray(start, end).toString('utf8');
  }
}

export function parseRuby(parse: Parse, code: string): ParseResult {
  return parse(code, { version: RUBY_VERSION });
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
  const { errors } = parseRuby(parse, code);
  if (errors.length === 0) return null;
  const first = errors.find((e) => e.type !== 'unexpected_token_close_context') ?? errors[0];
  const lines = new LineIndex(code);
  // An error at end-of-input sits past the final newline: show it on the last line of code.
  const lastLine = Math.max(1, lines.lineAt(lines.bytes.length - 1));
  return { line: Math.min(lines.lineAt(first.location.startOffset), lastLine), message: first.message };
}
