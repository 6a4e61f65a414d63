import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {engineOfRecords, fusedEngineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import {readWordTable} from '../../../plugins/search/node/wordTable';
import {createLocalSearchClient} from '../../../plugins/search/client/docsearchClient';
import {corpus} from '../search/records.fixture';
import {hostileString, isSafeMarkedHtml, trickyString, runs} from './hostileStrings';

const engine = engineOfRecords(corpus);
const client = createLocalSearchClient(async () => engine);

/** Queries: hostile strings, alone or mixed with words the corpus does contain. */
const query = fc.oneof(
  hostileString,
  fc
    .tuple(trickyString, fc.constantFrom('hash', 'key', 'any_of', 'Kt::AnyOf', 'nullable', 'shape', 'undefined'), trickyString)
    .map((parts) => parts.join(' ')),
);

type Highlighted = {value: unknown; matchLevel: unknown};

function checkHighlighted(label: string, entry: Highlighted): void {
  assert.equal(typeof entry.value, 'string', `${label} value is not a string`);
  assert.ok(isSafeMarkedHtml(entry.value as string), `${label} is unsafe: ${JSON.stringify(String(entry.value).slice(0, 200))}`);
}

test('the DocSearch client answers any query: at most hitsPerPage hits, safe highlights and snippets', async () => {
  await fc.assert(
    fc.asyncProperty(
      query,
      fc.integer({min: 1, max: 30}),
      fc.integer({min: 0, max: 3}),
      fc.integer({min: 1, max: 30}),
      async (q, hitsPerPage, page, words) => {
        const {results} = await client.search({
          requests: [{indexName: 'katachi', query: q, hitsPerPage, page, attributesToSnippet: [`content:${words}`]}],
        });
        assert.equal(results.length, 1);
        const [result] = results;
        assert.ok(result.hits.length <= hitsPerPage, `${result.hits.length} hits > hitsPerPage ${hitsPerPage}`);
        assert.ok(result.nbHits >= result.hits.length);
        assert.equal(result.nbPages, Math.ceil(result.nbHits / hitsPerPage));
        assert.equal(result.query, q);
        for (const hit of result.hits) {
          assert.equal(typeof hit.url, 'string');
          for (const [level, entry] of Object.entries(hit._highlightResult.hierarchy)) checkHighlighted(`highlight ${level}`, entry);
          for (const [level, entry] of Object.entries(hit._snippetResult.hierarchy)) checkHighlighted(`snippet ${level}`, entry);
          checkHighlighted('content highlight', hit._highlightResult.content);
          checkHighlighted('content snippet', hit._snippetResult.content);
          assert.ok(hit.content === null || typeof hit.content === 'string');
        }
      },
    ),
    runs(200),
  );
});

test('the engine alone: any query and any suggestion request returns without throwing', async () => {
  await fc.assert(
    fc.asyncProperty(query, async (q) => {
      const result = await engine.search(q, {limit: 5});
      assert.ok(result.hits.length <= 5 && result.total >= result.hits.length);
      const suggestions = await engine.suggest(q, 3);
      assert.ok(suggestions.length <= 3 && suggestions.every((s) => typeof s === 'string'));
    }),
    runs(150),
  );
});

/**
 * The engine the site ships: words fused with meaning over the committed word table. Hostile
 * text also passes through what only the meaning layer does with a query: typos mended,
 * the word being typed completed, pasted Ruby literals named, table rows looked up.
 */
const fused = fusedEngineOfRecords(corpus, readWordTable());
const meaningQuery = fc.oneof(
  query,
  fc
    .tuple(
      trickyString,
      fc.constantFrom('nulable', 'opti', 'hsah', '{}', '{', '=>', '->(x) { x }', '/[a-z]+/', '[]', ':$uuid', 'Kt::AnyOf'),
      trickyString,
    )
    .map((parts) => parts.join(' ')),
);

test('the fused engine: any query is answered by words and meaning without throwing, within its limit', () => {
  // Not the word engine alone: the meaning layer is there and reads queries its own way.
  assert.equal(fused.hasMeaning, true);
  assert.notEqual(fused.meaningQuery('a nulable field {}'), 'a nulable field {}');
  fc.assert(
    fc.property(meaningQuery, fc.integer({min: 1, max: 30}), (q, limit) => {
      assert.equal(typeof fused.meaningQuery(q), 'string');
      const result = fused.search(q, {limit});
      assert.ok(result.hits.length <= limit && result.total >= result.hits.length);
      for (const hit of result.hits) assert.ok(Number.isInteger(hit.position) && hit.position >= 0 && hit.position < corpus.length);
    }),
    runs(150),
  );
});
