/**
 * "Try searching for" with and without the off-topic rule for suggestions (client/fusedEngine.ts,
 * `suggest`: a query the meaning layer reads as off topic is offered no look-alike of its words),
 * on the built site's index:
 * - the off-topic query sets (tuning, then the two offTopic.test.ts checks): of those answered
 *   with no hit, how many suggest more than the site's topics;
 * - the questions of every suite read so far and each of their prefixes, typed letter by letter:
 *   of those with no hit, which lose a look-alike (what the rule costs readers who are on topic).
 * "Without" is the same engine with the off-topic bar at −∞, used for suggestions only: the
 * hits (and so which queries have none) are the shipped engine's.
 *
 * Usage: npx tsx tools/relevance/lookAlikes.ts [--site build]
 */
import path from 'node:path';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {FUSION} from '../../plugins/search/client/fusion';
import {RELEVANCE_SUITES, reportedSuites} from '../../tests/relevance/suites';
import {lookAlikesAmong, readOffTopicQueries} from '../../tests/relevance/offTopicQueries';
import {toolArguments} from '../cliArguments';

const {values} = toolArguments('lookAlikes', {options: {site: {type: 'string'}}});
const index = readIndexDirectory(path.join(values.site ?? 'build', 'search-index'));
const shipped = fusedEngineOfIndex(index);
const withoutRule = fusedEngineOfIndex(index, {...FUSION, offTopicBelow: -Infinity});
const topics = new Set(index.manifest.topics);
const lookAlikes = (suggestions: string[]) => lookAlikesAmong(suggestions, topics);
const hasNoHit = (query: string) => shipped.search(query, {limit: 5}).hits.length === 0;

console.log('off-topic queries answered with no hit that suggest more than the topics: without the rule → with it');
for (const file of ['off-topic-tuning.json', 'off-topic.json', 'off-topic-2.json']) {
  const queries = readOffTopicQueries(file).cases.map((c) => c.query);
  const noHit = queries.filter(hasNoHit);
  const [before, after] = [withoutRule, shipped].map((engine) => noHit.filter((query) => lookAlikes(engine.suggest(query, 3)).length > 0));
  console.log(`  ${file}: ${queries.length} queries, ${noHit.length} with no hit; ${before.length} → ${after.length}`);
  for (const query of after) console.log(`    still: ${JSON.stringify(query)} → ${shipped.suggest(query, 3).join(' | ')}`);
}

const typed = new Set<string>();
for (const suite of [...RELEVANCE_SUITES, ...reportedSuites()])
  for (const {query} of suite.cases) for (let end = 1; end <= query.length; end += 1) if (query.slice(0, end).trim()) typed.add(query.slice(0, end));
const noHit = [...typed].filter(hasNoHit);
const lost = noHit.flatMap((query) => {
  const [before, after] = [withoutRule, shipped].map((engine) => lookAlikes(engine.suggest(query, 3)));
  return after.length < before.length ? [`${JSON.stringify(query)}: ${before.join(' | ')} → ${after.join(' | ') || 'the topics'}`] : [];
});
console.log(`\nsuite questions and their prefixes: ${typed.size}; with no hit ${noHit.length}; losing a look-alike ${lost.length}`);
for (const line of lost) console.log(`  ${line}`);
