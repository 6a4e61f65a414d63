/**
 * Prints the word engine, the meaning layer and their fusion (plugins/search/client/fusion.ts)
 * side by side on the relevance suites, over the built site's index. The meaning layer is
 * shown on the query as typed ("typed", as the bench's meaning-only column reads it) and on
 * the text the hybrid gives it ("read": typos mended, pasted literals named). The fusion's weights
 * are fitted by learnFusion.ts; this reports them.
 *
 * Usage: npx tsx tools/relevance/tuneFusion.ts [--site build] [--no-keywords] [--heldout] [--suite FILE] [--capped]
 *   --no-keywords  index the rendered HTML only, without the hand-written keywords
 *   --heldout      also print the held-out halves' aggregate (report once; never tune on it)
 *   --suite FILE   also print the aggregate of one suite file that is in no run, such as a
 *                  held-out suite kept for a one-time report (questions12-heldout.json)
 *   --also-tune FILES  comma-separated suites held out whole and already reported, on the
 *                  tuning line instead of those whose files say `tuningSince`
 *   --capped       every query as the search box hands it on: one longer than QUERY_MAX_LENGTH
 *                  characters condensed to fit (fitToQueryLimit), as the modal and /search
 *                  take it (the suites' figures are otherwise
 *                  for the whole question, as answer mode and the MCP server read it)
 *   --typing       also the tuning questions as typed so far: each one's last word (five
 *                  letters or more) cut to 40%, 60% and 80% of its letters, as the modal
 *                  answers while a reader types
 *   --meaning-hits FILE  the meaning ranking read from FILE (query → [url, cosine] pairs, as
 *                  tools/semantic/adapter.py --hits-out writes them) instead of the layer's:
 *                  left-out rankings, or another encoder's, through the same fusion
 */
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import {RELEVANCE_SUITES, type RelevanceSuite} from '../../tests/relevance/suites';
import {fusedEngineOfIndex, withMeaning} from '../../plugins/search/node/engineOfRecords';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {fuseOrders} from '../../plugins/search/client/fusion';
import {createMeaningLayer} from '../../plugins/search/client/meaningLayer';
import {queryFacts} from '../../plugins/search/shared/meaning';
import {belowFloors, heldOutWhole, meaningHitsFromFile, meaningQueries, suiteFile, tuningSuites, wordIndexOf, wordRankings} from './fusionInputs';
import {refuse, toolArguments} from '../cliArguments';
import {fitToQueryLimit, QUERY_MAX_LENGTH} from '../../plugins/search/shared/queryFit';

type Search = (query: string) => string[];

/** How much of a question's last word --typing has typed so far. */
const TYPED_SHARES = [0.4, 0.6, 0.8];

/** `query` with its last word (five letters or more) cut to `share` of its letters, two at least; null without such a word. */
function typedPart(query: string, share: number): string | null {
  const last = /\p{L}{5,}$/u.exec(query)?.[0];
  if (!last) return null;
  const letters = [...last];
  return query.slice(0, query.length - last.length) + letters.slice(0, Math.max(2, Math.ceil(letters.length * share))).join('');
}

/** success@1 and @5 over the suites, and how many suites are below their floors. */
function aggregate(search: Search, suites: RelevanceSuite[]) {
  let cases = 0;
  let at1 = 0;
  let at5 = 0;
  let belowFloor = 0;
  for (const suite of suites) {
    const report = evaluateRelevance(search, suite.cases);
    if (belowFloors(report, suite.floors)) belowFloor += 1;
    cases += report.cases;
    at1 += report.at1 * report.cases;
    at5 += report.at5 * report.cases;
  }
  return {cases, at1: at1 / cases, at5: at5 / cases, belowFloor};
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const {values: options} = toolArguments('tuneFusion', {
    options: {
      site: {type: 'string'},
      'no-keywords': {type: 'boolean'},
      heldout: {type: 'boolean'},
      suite: {type: 'string'},
      'also-tune': {type: 'string'},
      typing: {type: 'boolean'},
      capped: {type: 'boolean'},
      'meaning-hits': {type: 'string'},
    },
  });
  // Both read the meaning layer on queries a hits file does not hold (cut short, or typed so far).
  for (const flag of ['capped', 'typing'] as const)
    if (options[flag] && options['meaning-hits']) refuse('tuneFusion', `--${flag} reads the meaning layer itself: leave out --meaning-hits`);
  const site = options.site ?? 'build';
  const withKeywords = !options['no-keywords'];
  const {index, records} = await wordIndexOf(site, withKeywords);
  const table = readWordTable();
  const tuning = tuningSuites(options['also-tune']);
  const heldOut = RELEVANCE_SUITES.filter((s) => s.heldOut);

  const words = fusedEngineOfIndex(index);
  const wordsOnly: Search = (q) => words.search(q, {limit: 5, meaning: 'off'}).hits.map((h) => h.record.url);
  let hybrid: Search;
  // The meaning layer alone, on the text the hybrid gives it (typos mended, pasted literals
  // named: fusedEngine.ts meaningQuery), and on the query as typed, as the bench's column has it.
  let meaningAsRead: Search;
  let meaningAsTyped: Search | undefined;
  const hitsFile = options['meaning-hits'];
  if (hitsFile) {
    // The fusion over the file's meaning hits, exactly as the engine calls it.
    const meaningHitsOf = meaningHitsFromFile(hitsFile, records);
    const rankingOf = wordRankings(index);
    const meaningQueryOf = meaningQueries(site);
    hybrid = (q) => {
      return fuseOrders(rankingOf(q), meaningHitsOf(q), queryFacts(meaningQueryOf(q), table.rowOf))
        .order.slice(0, 5)
        .map((section) => records[section].url);
    };
    meaningAsRead = (q) =>
      meaningHitsOf(q)
        .slice(0, 5)
        .map((m) => records[m.position].url);
  } else {
    const meaningIndex = withMeaning(index, records, table);
    const engine = fusedEngineOfIndex(meaningIndex);
    hybrid = (q) => engine.search(q, {limit: 5}).hits.map((h) => h.record.url);
    const layer = createMeaningLayer(meaningIndex.manifest.meaning!, (file) => meaningIndex.files.get(file));
    meaningAsRead = (q) => layer.rank(engine.meaningQuery(q), 5).map((m) => records[m.position].url);
    meaningAsTyped = (q) => layer.rank(q, 5).map((m) => records[m.position].url);
  }

  const asTheBoxTakesIt = (search: Search): Search => (options.capped ? (q) => search(fitToQueryLimit(q)) : search);

  console.log(
    `records ${records.length}, keywords ${withKeywords ? 'kept' : 'stripped'}, table ${table.words.length} × ${table.dims}${options.capped ? `, queries fitted to ${QUERY_MAX_LENGTH} characters` : ''}`,
  );
  const show = (label: string, suites: RelevanceSuite[]) => {
    console.log(`${label}:`);
    const engines: Array<[string, Search]> = [
      ['words only', wordsOnly],
      ...(meaningAsTyped ? [['meaning, typed', meaningAsTyped] as [string, Search]] : []),
      ['meaning, read', meaningAsRead],
      ['hybrid', hybrid],
    ];
    for (const [name, search] of engines) {
      const r = aggregate(asTheBoxTakesIt(search), suites);
      console.log(
        `  ${name.padEnd(14)} ${pct(r.at1).padStart(6)} @1  ${pct(r.at5).padStart(6)} @5  (${r.cases}; ${r.belowFloor} below their floors)`,
      );
    }
  };
  show(`tuning halves, the first suite and ${[...heldOutWhole(tuning)].join(', ') || 'no suite held out whole'}`, tuning);
  // Held-out figures: aggregates only, each read once (tests/relevance/suites/README.md).
  if (options.heldout) show('held-out halves (aggregate only)', heldOut);
  const suite = options.suite;
  if (suite) show(`${suiteFile(suite).name} (aggregate only)`, [suiteFile(suite)]);
  if (options.typing) {
    for (const share of TYPED_SHARES) {
      const typing = tuning.map((s) => ({
        ...s,
        floors: null,
        cases: s.cases.flatMap((c) => {
          const query = typedPart(c.query, share);
          return query ? [{...c, query}] : [];
        }),
      }));
      show(`the tuning questions still being typed, their last word cut to ${share * 100}% of its letters`, typing);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
