/**
 * Writes the data tools/semantic/evaluate.py and adapter.py measure with: every
 * section record of a built search index (with the text the build embeds it from),
 * every relevance case (suite, held out or not), and `meaningQueries`: for each suite
 * and training question the meaning layer reads otherwise (typos the word engine mends,
 * words of pasted Ruby literals, a last word cut short read as its completion), the
 * text it embeds instead (fusedEngine.ts meaningQuery), so the adapter is fitted to it.
 * Each question longer than the search box is read a second time as the box hands it on
 * (fitToQueryLimit), for adapter.py's capped figures and --cut-copies: `boxedQueries` maps
 * it to that form, so the Python tool never keeps a copy of the box's rule.
 *
 *   npx tsx tools/semantic/exportEvalData.ts [<search-index dir>] [<out.json>]
 *
 * Defaults: build/search-index (run `npm run build` first) and /tmp/semantic-eval.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {RELEVANCE_SUITES} from '../../tests/relevance/suites';
import {everyQuestion} from './everyQuestion';
import {sectionKey} from '../../tests/relevance/evaluate';
import {fusedEngineOfIndex, readIndexDirectory, recordsOfIndex} from '../../plugins/search/node/engineOfRecords';
import {recordHeading} from '../../plugins/search/shared/record';
import {sectionText} from '../../plugins/search/node/meaningIndex';
import {fitToQueryLimit, QUERY_MAX_LENGTH} from '../../plugins/search/shared/queryFit';

const ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const indexDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build', 'search-index'));
  const out = process.argv[3] ?? '/tmp/semantic-eval.json';
  if (!fs.existsSync(indexDir)) throw new Error(`${indexDir} is missing: run \`npm run build\` first`);
  const index = readIndexDirectory(indexDir);
  const sections = recordsOfIndex(index).map((r) => ({
    url: r.url,
    key: sectionKey(r.url),
    type: r.type,
    title: recordHeading(r),
    lvl0: r.hierarchy.lvl0,
    lvl1: r.hierarchy.lvl1,
    content: r.content ?? '',
    // The text the build makes the section's vector from (adapter.py fits to it).
    meaningText: sectionText(r),
  }));
  const cases = RELEVANCE_SUITES.flatMap((suite) =>
    suite.cases.map((c) => ({suite: suite.name, heldOut: suite.heldOut, query: c.query, want: c.want, wantKey: sectionKey(c.want), kind: c.kind})),
  );
  const fusedSearch = fusedEngineOfIndex(index);
  const meaningQueries: Record<string, string> = {};
  const boxedQueries: Record<string, string> = {};
  for (const whole of everyQuestion()) {
    const boxed = fitToQueryLimit(whole);
    if (boxed !== whole) boxedQueries[whole] = boxed;
    for (const query of new Set([whole, boxed])) {
      const meant = fusedSearch.meaningQuery(query);
      if (meant !== query) meaningQueries[query] = meant;
    }
  }
  fs.writeFileSync(out, JSON.stringify({indexDir, sections, cases, meaningQueries, queryMaxLength: QUERY_MAX_LENGTH, boxedQueries}));
  console.log(
    `${out}: ${sections.length} section records, ${cases.length} cases in ${RELEVANCE_SUITES.length} suites; read otherwise by the meaning layer (typos mended, literals named): ${Object.keys(meaningQueries).length} questions`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
