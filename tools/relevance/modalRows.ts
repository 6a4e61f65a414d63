/**
 * Where the wanted section lands in the search modal's rows, beside its place in the
 * engine's order: DocSearch 4.7 lists a page's hits by group (lvl0) and, within a group, by
 * page (tests/support/docsearchRows.ts), so the rows are not the engine's order. Printed for
 * the list as DocSearch groups it alone and as the modal's client hands it over
 * (client/docsearchClient.ts keepFirstRows), on the tuning questions and, with --heldout,
 * the held-out halves' aggregate; each question as the search box hands it on.
 *
 * Usage: npx tsx tools/relevance/modalRows.ts [--site build] [--heldout]
 */
import {fusedEngineOfIndex, withMeaning} from '../../plugins/search/node/engineOfRecords';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {docSearchHitOf, keepFirstRows, type DocSearchLikeHit} from '../../plugins/search/client/docsearchClient';
import {fitToQueryLimit} from '../../plugins/search/shared/queryFit';
import {RELEVANCE_SUITES, type RelevanceSuite} from '../../tests/relevance/suites';
import {sectionKey} from '../../tests/relevance/evaluate';
import {tuningSuites, wordIndexOf} from './fusionInputs';
import {toolArguments} from '../cliArguments';
import {docSearchRows} from '../../tests/support/docsearchRows';
import {MODAL_HITS_PER_PAGE} from '../../plugins/search/shared/modalLayout';

type Tally = {first: number; top5: number};

async function main() {
  const {values: options} = toolArguments('modalRows', {options: {site: {type: 'string'}, heldout: {type: 'boolean'}}});
  const {index, records} = await wordIndexOf(options.site ?? 'build', true);
  const engine = fusedEngineOfIndex(withMeaning(index, records, readWordTable()));
  const orders: Record<string, (hits: DocSearchLikeHit[]) => DocSearchLikeHit[]> = {
    "the engine's order": (hits) => hits,
    'grouped by DocSearch alone': docSearchRows,
    'grouped, the first rows kept (shipped)': (hits) => docSearchRows(keepFirstRows(hits)),
  };
  const report = (label: string, suites: RelevanceSuite[]) => {
    const tallies = new Map(Object.keys(orders).map((name) => [name, {first: 0, top5: 0} as Tally]));
    let questions = 0;
    for (const suite of suites) {
      for (const c of suite.cases) {
        questions += 1;
        const hits = engine.search(fitToQueryLimit(c.query), {limit: MODAL_HITS_PER_PAGE}).hits.map((hit) => docSearchHitOf(hit, 10));
        for (const [name, order] of Object.entries(orders)) {
          const place = order(hits).findIndex((hit) => sectionKey(hit.url) === sectionKey(c.want));
          const tally = tallies.get(name)!;
          if (place === 0) tally.first += 1;
          if (place >= 0 && place < 5) tally.top5 += 1;
        }
      }
    }
    console.log(`${label} (${questions}), first row / first five rows:`);
    for (const [name, {first, top5}] of tallies) console.log(`  ${name.padEnd(40)} ${first} / ${top5}`);
  };
  report('tuning questions', tuningSuites(undefined));
  // Held-out figures: aggregates only (tests/relevance/suites/README.md).
  if (options.heldout)
    report(
      'held-out halves',
      RELEVANCE_SUITES.filter((suite) => suite.heldOut),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
