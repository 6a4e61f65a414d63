/**
 * Runs after the production build, on the index the build wrote, like relevance.test.ts:
 * queries no page answers (off-topic.json and off-topic-2.json, each written by a helper
 * from a brief alone: typed into the wrong tab, or about other tools),
 * and what the modal's first screen shows for them. A search that shows a hit for
 * "chocolate cake recipe" because "cake" is a typo of "case" answers what nobody asked.
 * Floors, as in the relevance suites, are figures once measured: at least `noResults` of
 * the queries answered with no hit, at most `typoOnlyShown` with a word hit in the top 5
 * that has the query's words only as typos, and at most `lookAlikesSuggested` answered with
 * no hit whose "Try searching for" offers more than the site's topics ("weather tomorrow
 * seattle": not "whether", "settles").
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {lookAlikesAmong, readOffTopicQueries, showsTypoOnlyWordHit, type OffTopicQueries} from './offTopicQueries';

const buildDir = process.env.SITE_BUILD_DIR ?? path.join(__dirname, '../../build');
const index = readIndexDirectory(path.join(buildDir, 'search-index'));
const engine = fusedEngineOfIndex(index);
const topics = new Set(index.manifest.topics);

const [first, second] = ['off-topic.json', 'off-topic-2.json'].map(readOffTopicQueries) as Array<Required<OffTopicQueries>>;

for (const suite of [first, second]) {
  const answers = suite.cases.map(({query}) => ({query, hits: engine.search(query, {limit: 5}).hits}));
  const noResults = answers.filter((answer) => answer.hits.length === 0);
  const lookAlikesSuggested = noResults.filter(({query}) => lookAlikesAmong(engine.suggest(query, 3), topics).length > 0);
  const typoOnlyShown = answers.filter((answer) => showsTypoOnlyWordHit(answer.hits));

  test(`${suite.label}: ${suite.floors.cases} queries, none twice`, () => {
    assert.equal(suite.cases.length, suite.floors.cases);
    assert.equal(new Set(suite.cases.map((c) => c.query.toLowerCase())).size, suite.cases.length);
  });

  test(`${suite.label}: ${noResults.length} answered with no hit (at least ${suite.floors.noResults})`, () => {
    assert.ok(noResults.length >= suite.floors.noResults, `only ${noResults.length}: ${noResults.map((a) => a.query).join(' | ')}`);
  });

  test(`${suite.label}: ${typoOnlyShown.length} show a hit having their words only as typos (at most ${suite.floors.typoOnlyShown})`, () => {
    assert.ok(typoOnlyShown.length <= suite.floors.typoOnlyShown, typoOnlyShown.map((a) => a.query).join('\n'));
  });

  test(`${suite.label}: ${lookAlikesSuggested.length} answered with no hit suggest more than the topics (at most ${suite.floors.lookAlikesSuggested})`, () => {
    assert.ok(noResults.length > 0 && topics.size > 0, 'queries with no hit, and topics to offer for them');
    assert.ok(lookAlikesSuggested.length <= suite.floors.lookAlikesSuggested, lookAlikesSuggested.map((a) => a.query).join('\n'));
  });
}

test('the two sets of off-topic queries share no query, with each other or with the tuning set the off-topic bar is fitted on', () => {
  const inFirst = new Set(first.cases.map((c) => c.query.toLowerCase()));
  assert.deepEqual(
    second.cases.filter((c) => inFirst.has(c.query.toLowerCase())),
    [],
  );
  const tuning = readOffTopicQueries('off-topic-tuning.json');
  const checked = new Set([...first.cases, ...second.cases].map((c) => c.query.toLowerCase()));
  assert.ok(tuning.cases.length > 0);
  assert.deepEqual(
    tuning.cases.filter((c) => checked.has(c.query.toLowerCase())),
    [],
  );
});
