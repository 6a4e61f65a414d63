/**
 * The patch of plugins/examples/client/prismDecoding.ts: @ruby/prism's JavaScript reader keeps
 * a string literal's raw bytes when they are not valid in its encoding only if the decoding
 * error carries Node's code, which browsers' errors lack. Here with a decoder that fails as a
 * browser's does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {decodingErrorsAsNodes, NODE_INVALID_DATA_CODE} from '../../plugins/examples/client/prismDecoding';
import {loadParser} from '../../tools/ruby-examples/syntax';

/** A TextDecoder whose fatal errors are plain TypeErrors, as in Chromium, Firefox and WebKit. */
class BrowserTextDecoder extends TextDecoder {
  decode(...args: Parameters<TextDecoder['decode']>): string {
    try {
      return super.decode(...args);
    } catch (error) {
      throw new TypeError(`The encoded data was not valid: ${(error as Error).message}`);
    }
  }
}

const INVALID = new Uint8Array([0xff]);

test('@ruby/prism still keeps raw bytes only for an error with Node’s code (the fact the patch relies on)', () => {
  const source = fs.readFileSync(require.resolve('@ruby/prism/src/deserialize.js'), 'utf8');
  assert.ok(source.includes(`e.code === "${NODE_INVALID_DATA_CODE}"`), 'deserialize.js tests the error code');
  assert.ok(source.includes('new TextDecoder(encoding, {fatal: true})'), 'deserialize.js decodes strings fatally');
});

test('a fatal decoding error gets Node’s code; other decoding is untouched', () => {
  const scope = {TextDecoder: BrowserTextDecoder as typeof TextDecoder};
  decodingErrorsAsNodes(scope);
  const fatal = new scope.TextDecoder('utf-8', {fatal: true});
  assert.throws(
    () => fatal.decode(INVALID),
    (error: unknown) => error instanceof TypeError && (error as {code?: string}).code === NODE_INVALID_DATA_CODE,
  );
  assert.equal(fatal.decode(new TextEncoder().encode('ü')), 'ü');
  assert.equal(new scope.TextDecoder('utf-8').decode(INVALID), '\uFFFD');
});

test('with a browser’s decoder, "\\xff" in the code fails Prism’s reader unless patched', async () => {
  const original = globalThis.TextDecoder;
  try {
    globalThis.TextDecoder = BrowserTextDecoder as typeof TextDecoder;
    const parse = await loadParser();
    assert.throws(() => parse('s = "\\xff"\np s.valid_encoding?\n'), TypeError);
    decodingErrorsAsNodes(globalThis);
    const result = parse('s = "\\xff"\np s.valid_encoding?\n') as {errors: unknown[]};
    assert.deepEqual(result.errors, []);
  } finally {
    globalThis.TextDecoder = original;
  }
});
