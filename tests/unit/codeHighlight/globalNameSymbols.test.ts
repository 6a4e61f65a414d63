// The one patch of Prism's Ruby grammar (plugins/codeHighlight/client/rubySymbols.ts):
// `:$extra_keys` is one symbol, and Prism's own grammar still needs the patch.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import {Prism} from 'prism-react-renderer';
import type * as PrismNamespace from 'prismjs';
import {highlightGlobalNameSymbols} from '../../../plugins/codeHighlight/client/rubySymbols';

// Prism's Ruby grammar registers itself on a global Prism, as Docusaurus' prism-include-languages has it do.
const prism = Prism as unknown as typeof PrismNamespace;
Object.assign(globalThis, {Prism: prism});
createRequire(__filename)('prismjs/components/prism-ruby');

const symbolsIn = (code: string) =>
  prism
    .tokenize(code, prism.languages.ruby!)
    .flatMap((token) => (typeof token !== 'string' && token.type === 'symbol' ? [String(token.content)] : []));

const CODE = 'result.child_results[:$extra_keys]\nKt.add_shape(:$email?, /@/)\nh = {name: :ok}';

test("Prism's own Ruby grammar takes `:$` and one character as the symbol (else the patch can go)", () => {
  assert.deepEqual(symbolsIn(CODE), [':$e', ':$e', 'name', ':ok']);
});

test('patched, a symbol named like a global variable is one token, and other symbols are as before', () => {
  highlightGlobalNameSymbols(prism);
  assert.deepEqual(symbolsIn(CODE), [':$extra_keys', ':$email?', 'name', ':ok']);
});
