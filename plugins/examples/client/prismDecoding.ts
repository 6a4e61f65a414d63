/**
 * A patch for @ruby/prism's JavaScript reader in the browser, the one place we change it.
 *
 * Its deserializer (`@ruby/prism/src/deserialize.js`) decodes a string literal with a fatal
 * TextDecoder and, when the bytes are not valid in their encoding (`"\xff"`), keeps the raw
 * bytes instead, but only when the error carries Node's code,
 * `ERR_ENCODING_INVALID_ENCODED_DATA`. Browsers throw a plain TypeError, so in the page
 * any such literal failed the whole parse, and the run with it ("Ruby stopped unexpectedly"),
 * while `npm run check:ruby`, in Node, never saw it. This gives the worker's TextDecoder
 * errors Node's code. `tests/unit/examples-prism-decoding.test.ts` fails when an upgrade of
 * @ruby/prism changes what this relies on.
 */
export const NODE_INVALID_DATA_CODE = 'ERR_ENCODING_INVALID_ENCODED_DATA';

export function decodingErrorsAsNodes(scope: {TextDecoder: typeof TextDecoder}): void {
  const Decoder = scope.TextDecoder;
  scope.TextDecoder = class extends Decoder {
    decode(...args: Parameters<TextDecoder['decode']>): string {
      try {
        return super.decode(...args);
      } catch (error) {
        if (this.fatal && error instanceof TypeError && !('code' in error)) Object.assign(error, {code: NODE_INVALID_DATA_CODE});
        throw error;
      }
    }
  };
}
