import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fetchSearchIndex, SearchIndexError} from '../../../search/runtime/indexLoader';
import {INDEX_FORMAT_VERSION} from '../../../search/shared/record';

const location = {indexUrl: '/katachi/search-index/index.json', buildId: 'mwqh2z3q'};
const respond = (body: string, status = 200) => (async () => new Response(body, {status})) as typeof fetch;
const pages = [{path: '/katachi/docs/FAQ', lvl0: 'Documentation', sections: [[1, 'FAQ', null, 'Questions.'], [2, 'Why', 'why', 'Because.']]}];
const good = JSON.stringify({version: INDEX_FORMAT_VERSION, buildId: 'mwqh2z3q', pages});

test('loads a valid index and asks for it by build id', async () => {
  let asked = '';
  const file = await fetchSearchIndex(location, (async (url: string) => {
    asked = url;
    return new Response(good);
  }) as typeof fetch);
  assert.equal(file.pages.length, 1);
  assert.equal(asked, '/katachi/search-index/index.json?v=mwqh2z3q');
});

for (const [name, fetchImpl, reason] of [
  ['404', respond('nope', 404), 'http'],
  ['500', respond('boom', 500), 'http'],
  ['network failure', (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch, 'network'],
  ['truncated JSON', respond(good.slice(0, good.length / 2)), 'invalid'],
  ['wrong format', respond(JSON.stringify({version: 999, records: []})), 'invalid'],
  ['an index older than the page', respond(good.replace('"mwqh2z3q"', '"mwqh2z3p"')), 'stale'],
] as const) {
  test(`fails with a clear SearchIndexError on ${name}`, async () => {
    await assert.rejects(fetchSearchIndex(location, fetchImpl), (error: unknown) => {
      assert.ok(error instanceof SearchIndexError);
      assert.equal(error.reason, reason);
      assert.ok(error.message.length > 10);
      return true;
    });
  });
}

test('an index newer than the page (a redeploy, a doc edited in dev) is used', async () => {
  const file = await fetchSearchIndex(location, respond(good.replace('"mwqh2z3q"', '"mwqh2z40"')));
  assert.equal(file.buildId, 'mwqh2z40');
});

test('the dev server index is accepted whatever its build (it is rewritten as docs change)', async () => {
  const file = await fetchSearchIndex({...location, acceptAnyBuild: true}, respond(good.replace('"mwqh2z3q"', '"0"')));
  assert.equal(file.buildId, '0');
});
