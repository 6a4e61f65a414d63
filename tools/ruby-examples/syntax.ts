// Syntax check with Prism, Ruby's own parser compiled to WebAssembly, so the
// check needs no Ruby installed and agrees with what Ruby 3.4 accepts. The
// parse-tree logic is shared with the browser: plugins/examples/shared/rubySyntax.ts.
import './quiet-wasi-warning'; // must come before @ruby/prism
import {loadPrism} from '@ruby/prism';
import type {Parse} from '../../plugins/examples/shared/rubySyntax';

export {LineIndex} from '../../plugins/examples/shared/lineIndex';
export {checkSyntax} from '../../plugins/examples/shared/rubySyntax';

let parser: Promise<Parse> | undefined;

/** Load Prism once per process; compiling its wasm is the slow part. */
export function loadParser(): Promise<Parse> {
  parser ??= loadPrism();
  return parser;
}
