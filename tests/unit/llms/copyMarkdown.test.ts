import {test, afterEach} from 'node:test';
import assert from 'node:assert/strict';
import {copyMarkdown, MarkdownUnavailableError} from '../../../plugins/llms/client/copyMarkdown';

const realFetch = globalThis.fetch;
const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

function fakeClipboard(): {written: string[]} {
  const written: string[] = [];
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: {clipboard: {writeText: async (text: string) => void written.push(text)}},
  });
  return {written};
}

function serve(body: string, init: ResponseInit): string[] {
  const asked: string[] = [];
  globalThis.fetch = async (url) => {
    asked.push(String(url));
    return new Response(body, init);
  };
  return asked;
}

afterEach(() => {
  globalThis.fetch = realFetch;
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
});

test('writes the fetched Markdown to the clipboard', async () => {
  const {written} = fakeClipboard();
  const asked = serve('# Hashes\n\nText.\n', {status: 200, headers: {'content-type': 'text/markdown'}});
  await copyMarkdown('/katachi/docs/Features/Hashes.md');
  assert.deepEqual(asked, ['/katachi/docs/Features/Hashes.md']);
  assert.deepEqual(written, ['# Hashes\n\nText.\n']);
});

test('a server that answers with the app HTML (a host’s fallback page): a clear error, nothing written', async () => {
  const {written} = fakeClipboard();
  serve('<!DOCTYPE html><html></html>', {status: 200, headers: {'content-type': 'text/html'}});
  await assert.rejects(copyMarkdown('/x.md'), (e: unknown) => e instanceof MarkdownUnavailableError && /no Markdown copy here/.test(e.message));
  assert.deepEqual(written, []);
});

test('a 404 or a network failure: a clear error', async () => {
  fakeClipboard();
  serve('nope', {status: 404});
  await assert.rejects(copyMarkdown('/x.md'), MarkdownUnavailableError);
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  await assert.rejects(copyMarkdown('/x.md'), /could not be downloaded/);
});
