import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answerModeFromEnv} from '../../../config/env/answers';
import {algoliaFromEnv} from '../../../config/env/search';
import {searchMode} from '../../../plugins/search/node/searchMode';
import {safeHref} from '../../../plugins/answers/client/safeHref';

test('unset or empty ASK_AI_URL: no answer mode', () => {
  assert.equal(answerModeFromEnv({}), null);
  assert.equal(answerModeFromEnv({ASK_AI_URL: '  ', ASK_AI_MODEL: 'x'}), null);
});

test('a base URL becomes its chat completions endpoint, with the model', () => {
  assert.deepEqual(answerModeFromEnv({ASK_AI_URL: 'http://127.0.0.1:8080/v1', ASK_AI_MODEL: 'qwen'}), {
    endpoint: 'http://127.0.0.1:8080/v1/chat/completions',
    model: 'qwen',
    contextTokens: 4096,
  });
  assert.deepEqual(answerModeFromEnv({ASK_AI_URL: 'https://ai.example.org/api/v1/'}), {
    endpoint: 'https://ai.example.org/api/v1/chat/completions',
    model: 'default',
    contextTokens: 4096,
  });
});

test('ASK_AI_CONTEXT_TOKENS sets the context window; a value that is not a plausible window is refused', () => {
  const url = 'http://127.0.0.1:8080/v1';
  assert.equal(answerModeFromEnv({ASK_AI_URL: url, ASK_AI_CONTEXT_TOKENS: '8192'})?.contextTokens, 8192);
  assert.equal(answerModeFromEnv({ASK_AI_URL: url, ASK_AI_CONTEXT_TOKENS: ' 128_000 '})?.contextTokens, 128000);
  assert.equal(answerModeFromEnv({ASK_AI_URL: url, ASK_AI_CONTEXT_TOKENS: ''})?.contextTokens, 4096);
  for (const bad of ['8k', '-4096', '4096.5', '1000', '99999999', 'lots']) {
    assert.throws(
      () => answerModeFromEnv({ASK_AI_URL: url, ASK_AI_CONTEXT_TOKENS: bad}),
      /ASK_AI_CONTEXT_TOKENS must be the model's context window in tokens, a whole number from 2048/,
      bad,
    );
  }
});

test('a URL with credentials, a key in the query, or another scheme is refused with a clear message', () => {
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'https://user:sk-secret@api.example.org/v1'}), /ASK_AI_URL must not contain credentials.*proxy/);
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'https://api.example.org/v1?key=sk-secret'}), /query string/);
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'ftp://api.example.org/v1'}), /must be an http\(s\) URL/);
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'javascript:alert(1)'}), /must be an http\(s\) URL/);
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'localhost:8080'}), /http\(s\)/);
  assert.throws(() => answerModeFromEnv({ASK_AI_URL: 'not a url'}), /not a URL/);
});

test('ALGOLIA_ASSISTANT_ID passes askAi to the Algolia theme unchanged', () => {
  const searchModeFromEnv = (env: Record<string, string>) => searchMode(algoliaFromEnv(env));
  const env = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'katachi'};
  assert.equal((searchModeFromEnv(env).themeConfig.algolia as Record<string, unknown>).askAi, undefined);
  const mode = searchModeFromEnv({...env, ALGOLIA_ASSISTANT_ID: 'assistant-123'});
  assert.deepEqual(mode.themeConfig, {
    algolia: {appId: 'APP', apiKey: 'key', indexName: 'katachi', contextualSearch: true, searchPagePath: 'search', askAi: 'assistant-123'},
  });
  assert.throws(() => searchModeFromEnv({ALGOLIA_ASSISTANT_ID: 'assistant-123'}), /needs ALGOLIA_APP_ID/);
});

test('answers link only to http(s) addresses', () => {
  const page = 'http://localhost:3000/katachi/docs/FAQ';
  assert.equal(safeHref('https://example.org/x', page), 'https://example.org/x');
  assert.equal(safeHref('/katachi/docs/Features/Hashes#nested-hashes', page), 'http://localhost:3000/katachi/docs/Features/Hashes#nested-hashes');
  for (const bad of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    'file:///etc/passwd',
  ]) {
    assert.equal(safeHref(bad, page), null, bad);
  }
});
