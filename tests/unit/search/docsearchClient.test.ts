import {test} from 'node:test';
import assert from 'node:assert/strict';
import {engineOfRecords, fusedEngineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import {
  createLocalSearchClient,
  docSearchHitOf,
  FIRST_ROWS,
  keepFirstRows,
  RELATED_BY_MEANING,
  snippetWordsFor,
  type DocSearchLikeHit,
} from '../../../plugins/search/client/docsearchClient';
import {tinyTable} from './meaning/table.fixture';
import {docSearchGroups} from '../../support/docsearchRows';
import {corpus, record, urlOf} from './records.fixture';

const engine = engineOfRecords(corpus);
const client = createLocalSearchClient(async () => engine);

test('answers the modal request in the Algolia response shape', async () => {
  const {results} = await client.search({
    requests: [{indexName: 'katachi', query: 'nullable', hitsPerPage: 20, attributesToSnippet: ['content:10']} as never],
  });
  const [result] = results;
  assert.equal(result.index, 'katachi');
  assert.equal(result.nbHits, result.hits.length);
  const hit = result.hits[0];
  assert.equal(hit.url, urlOf('#nullable-values'));
  assert.equal(hit.type, 'lvl2');
  assert.equal(hit._highlightResult.hierarchy.lvl2.value, '<mark>Nullable</mark> values');
  assert.match(hit._snippetResult.content.value, /<mark>nullable<\/mark>/);
  assert.equal(typeof hit.objectID, 'string');
});

test('a hit found only in body text is presented as content (snippet first)', async () => {
  const {results} = await client.search({requests: [{query: 'epoch', hitsPerPage: 20}]});
  assert.equal(results[0].hits[0].type, 'content');
});

test('the older array form used by algoliasearch-helper works too, with paging', async () => {
  const {results} = await client.search([{indexName: 'katachi', params: {query: 'key', hitsPerPage: 2, page: 1}}]);
  assert.equal(results[0].page, 1);
  assert.equal(results[0].hits.length, 2);
  assert.equal(results[0].nbPages, Math.ceil(results[0].nbHits / 2));
});

test('snippet length comes from attributesToSnippet, default 10', () => {
  assert.equal(snippetWordsFor(['hierarchy.lvl1:5', 'content:5'], 'content'), 5);
  assert.equal(snippetWordsFor(undefined, 'content'), 10);
});

test('a failing engine rejects the search (the UI turns it into the error screen)', async () => {
  const failing = createLocalSearchClient(async () => {
    throw new Error('index down');
  });
  await assert.rejects(failing.search({requests: [{query: 'x'}]}), /index down/);
});

test('a hit found by meaning alone is shown by its heading, under "Related by meaning"', () => {
  const [hit] = fusedEngineOfRecords([corpus[4]], tinyTable()).search('zilch').hits;
  assert.equal(hit.byMeaning, true);
  const shown = docSearchHitOf(hit, 10);
  assert.equal(shown.type, 'lvl2');
  assert.equal(shown.hierarchy.lvl0, RELATED_BY_MEANING);
  assert.equal(shown._byMeaning, true);
});

test('a hit carries its headings and text as HTML, escaped, for where DocSearch draws a saved hit from them', () => {
  const generics = record('Features/Arrays', 'Features', 'Arrays', 'Array<String> & friends', 2, 'An Array<String> shape: <b>not bold</b> & plain.');
  const [hit] = engineOfRecords([generics]).search('friends').hits;
  const shown = docSearchHitOf(hit, 10);
  assert.equal(shown.hierarchy.lvl2, 'Array&lt;String&gt; &amp; friends');
  assert.equal(shown.hierarchy.lvl1, 'Arrays');
  assert.equal(hit.record.hierarchy.lvl2, 'Array<String> & friends', 'the record itself stays text');
  assert.equal(shown.content, 'An Array&lt;String&gt; shape: &lt;b&gt;not bold&lt;/b&gt; &amp; plain.');
  // The highlights are HTML with marks, as before.
  assert.equal(shown._highlightResult.hierarchy.lvl2.value, 'Array&lt;String&gt; &amp; <mark>friends</mark>');
});

/** The groups DocSearch 4.7 draws, each with its rows' URLs. */
const asTheModalShowsThem = (hits: DocSearchLikeHit[]) => docSearchGroups(hits).map(({title, rows}) => ({title, urls: rows.map((hit) => hit.url)}));

/** One hit a letter, in the engine's order: F a Features hit, C a Contributing one, M one found by meaning. */
function engineHitsInOrder(pattern: string) {
  return [...pattern].map((group, n) => {
    const lvl0 = group === 'F' ? 'Features' : group === 'C' ? 'Contributing' : RELATED_BY_MEANING;
    return engineOfRecords([record(`Page${n}`, lvl0, `Page ${n}`, `Part ${n}`, 2, 'shape words')]).search('shape').hits[0];
  });
}
const hitsInOrder = (pattern: string): DocSearchLikeHit[] => engineHitsInOrder(pattern).map((hit) => docSearchHitOf(hit, 10));

test(`the modal's first rows are the engine's first hits, whatever their groups: later hits of their groups come under "More in …"`, () => {
  const engineOrder = hitsInOrder('FCFFFFFCF');
  // DocSearch alone: Features' six hits would all come before Contributing's, the engine's second.
  assert.deepEqual(
    asTheModalShowsThem(engineOrder).map((g) => g.title),
    ['Features', 'Contributing'],
  );
  const shown = asTheModalShowsThem(keepFirstRows(engineOrder));
  const firstRows = shown.flatMap((g) => g.urls).slice(0, FIRST_ROWS);
  assert.deepEqual(new Set(firstRows), new Set(engineOrder.slice(0, FIRST_ROWS).map((hit) => hit.url)));
  assert.deepEqual(
    shown.map((g) => g.title),
    ['Features', 'Contributing', 'More in Features', 'More in Contributing'],
  );
  assert.deepEqual(
    shown[2].urls,
    [5, 6, 8].map((n) => engineOrder[n].url),
  );
});

test('a group first seen after the first rows keeps its title, and later meaning hits are "More related by meaning"', () => {
  const engineOrder = hitsInOrder('FFMFFCMF');
  const shown = asTheModalShowsThem(keepFirstRows(engineOrder));
  assert.deepEqual(
    shown.map((g) => g.title),
    ['Features', RELATED_BY_MEANING, 'Contributing', 'More related by meaning', 'More in Features'],
  );
});

test('the modal client keeps the first rows on the first page; a later page is left as the engine ordered it', async () => {
  const hits = engineHitsInOrder('FCFFFFFCF');
  const backend = {
    search: (_query: string, {offset}: {offset: number}) => ({
      hits: offset === 0 ? hits : hits.slice(0, 8),
      total: 17,
      words: ['shape'],
      droppedWords: [],
    }),
  };
  const [first, later] = (
    await createLocalSearchClient(async () => backend).search({
      requests: [
        {query: 'shape', hitsPerPage: 9, page: 0},
        {query: 'shape', hitsPerPage: 9, page: 1},
      ],
    })
  ).results;
  assert.deepEqual(
    first.hits.map((hit) => hit.hierarchy.lvl0),
    [
      'Features',
      'Contributing',
      'Features',
      'Features',
      'Features',
      'More in Features',
      'More in Features',
      'More in Contributing',
      'More in Features',
    ],
  );
  assert.deepEqual(
    later.hits.map((hit) => hit.hierarchy.lvl0),
    hits.slice(0, 8).map((hit) => hit.record.hierarchy.lvl0),
  );
});
