/**
 * Which sections the built site's search ranks first for a query, as the search box
 * takes it (fitted to its 64 characters): the hybrid's first five, each with its place in
 * the word engine's ranking and in the meaning layer's. For checking a keyword before
 * giving it to a section (CONTRIBUTING.md, "Keywords": a keyword that already ranks a
 * sibling first belongs to the sibling). Never give it a held-out suite's questions.
 *
 * Usage: npx tsx tools/relevance/whoRanks.ts [--site build] "query" ["query" ...]
 */
import {fusedEngineOfIndex, withMeaning} from '../../plugins/search/node/engineOfRecords';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {createMeaningLayer} from '../../plugins/search/client/meaningLayer';
import {fitToQueryLimit} from '../../plugins/search/shared/queryFit';
import {wordIndexOf} from './fusionInputs';
import {refuse, toolArguments} from '../cliArguments';

const SHOWN = 5;
/** How deep the word and meaning rankings are read for a shown section's place in them. */
const DEPTH = 50;

async function main() {
  const {values: options, positionals: queries} = toolArguments('whoRanks', {options: {site: {type: 'string'}}, allowPositionals: true});
  if (queries.length === 0) refuse('whoRanks', 'give at least one query: npx tsx tools/relevance/whoRanks.ts "nullable field"');
  const {index, records} = await wordIndexOf(options.site ?? 'build', true);
  const meaningIndex = withMeaning(index, records, readWordTable());
  const hybrid = fusedEngineOfIndex(meaningIndex);
  const meaning = createMeaningLayer(meaningIndex.manifest.meaning!, (file) => meaningIndex.files.get(file));
  const placeIn = (urls: string[], url: string) => (urls.includes(url) ? String(urls.indexOf(url) + 1) : `>${DEPTH}`);
  for (const typed of queries) {
    const query = fitToQueryLimit(typed);
    const shown = hybrid.search(query, {limit: SHOWN}).hits.map((hit) => hit.record.url);
    const byWords = hybrid.search(query, {limit: DEPTH, meaning: 'off'}).hits.map((hit) => hit.record.url);
    const byMeaning = meaning.rank(hybrid.meaningQuery(query), DEPTH).map((hit) => records[hit.position].url);
    console.log(`${JSON.stringify(query)}${query === typed ? '' : ' (fitted to the box’s limit)'}`);
    if (shown.length === 0) console.log('  no results');
    shown.forEach((url, i) => console.log(`  ${i + 1}. ${url}  (words ${placeIn(byWords, url)}, meaning ${placeIn(byMeaning, url)})`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
