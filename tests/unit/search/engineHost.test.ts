import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngineHost} from '../../../search/runtime/engineHost';
import {packIndexFile} from '../../../search/shared/pages';

const location = {indexUrl: '/katachi/search-index/index.json', buildId: 'mwqh2z3q'};
const file = packIndexFile('mwqh2z3q', [
  {path: '/katachi/docs/FAQ', lvl0: 'Documentation', sections: [{depth: 1, heading: 'FAQ', anchor: null, text: 'Is it ready for production?'}]},
]);

test('loads once, answers searches and suggestions for the same build', async () => {
  let fetches = 0;
  const answer = createEngineHost((async () => {
    fetches += 1;
    return new Response(JSON.stringify(file));
  }) as typeof fetch);
  assert.equal(await answer({type: 'load', location}), 1);
  const result = (await answer({type: 'search', location, query: 'production', limit: 20, offset: 0})) as {total: number};
  assert.equal(result.total, 1);
  const suggestions = (await answer({type: 'suggest', location, query: 'prodution', limit: 3})) as string[];
  // The corrected spelling first; the site's topics fill the remaining places.
  assert.deepEqual(suggestions, ['production', 'Documentation']);
  assert.equal(fetches, 1);
});

test('a failed load is forgotten: the next request (a retry) fetches again', async () => {
  let fetches = 0;
  const answer = createEngineHost((async () => {
    fetches += 1;
    return fetches === 1 ? new Response('down', {status: 503}) : new Response(JSON.stringify(file));
  }) as typeof fetch);
  await assert.rejects(answer({type: 'load', location}), /HTTP 503/);
  assert.equal(await answer({type: 'load', location}), 1);
  assert.equal(fetches, 2);
});
