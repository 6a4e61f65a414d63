/**
 * The off-topic price of a judge (tools/semantic/DECISIONS.md, "How a change is judged"):
 * −1 for each query of the two off-topic check sets that the candidate shows a hit where the
 * shipped state answers "No results", +1 for each the reverse. The engine reads the meaning
 * layer's files and bars from the working tree, so each state is recorded with its own files
 * in place and its own build; the comparison prints counts, never a query (the check sets are
 * not tuned on).
 *
 *   npx tsx tools/relevance/offTopicPrice.ts record --site build --out /tmp/shipped.json
 *   (the candidate's files in place)
 *   npx tsx tools/relevance/offTopicPrice.ts record --site /tmp/build-candidate --out /tmp/candidate.json
 *   npx tsx tools/relevance/offTopicPrice.ts compare /tmp/shipped.json /tmp/candidate.json
 */
import fs from 'node:fs';
import path from 'node:path';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {readOffTopicQueries} from '../../tests/relevance/offTopicQueries';
import {refuse, toolArguments} from '../cliArguments';

const TOOL = 'offTopicPrice';
const CHECK_SETS = ['off-topic.json', 'off-topic-2.json'];

/** Per check set, whether each query (in the file's order) is answered with no hit. */
type NoHits = Record<string, boolean[]>;

function record(site: string, out: string): void {
  const indexDir = path.join(site, 'search-index');
  if (!fs.existsSync(indexDir)) refuse(TOOL, `${indexDir} is missing: build that state first`);
  const engine = fusedEngineOfIndex(readIndexDirectory(indexDir));
  const noHits: NoHits = Object.fromEntries(
    CHECK_SETS.map((file) => [file, readOffTopicQueries(file).cases.map(({query}) => engine.search(query, {limit: 5}).hits.length === 0)]),
  );
  fs.writeFileSync(out, JSON.stringify(noHits));
}

function readNoHits(file: string): NoHits {
  if (!fs.existsSync(file)) refuse(TOOL, `${file} is missing: record it first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as NoHits;
}

function compare(shippedFile: string, candidateFile: string): void {
  const [shipped, candidate] = [readNoHits(shippedFile), readNoHits(candidateFile)];
  let price = 0;
  for (const file of CHECK_SETS) {
    const [before, after] = [shipped[file], candidate[file]];
    if (before?.length !== after?.length) refuse(TOOL, `${file}: the two records hold different queries; record both again`);
    const lost = before.filter((none, i) => none && !after[i]).length;
    const gained = before.filter((none, i) => !none && after[i]).length;
    price += gained - lost;
    const noHit = (xs: boolean[]) => xs.filter(Boolean).length;
    console.log(
      `${file}: no hit, shipped ${noHit(before)}, candidate ${noHit(after)}; the candidate shows a hit where the shipped state has none ${lost}, the reverse ${gained}`,
    );
  }
  console.log(`price: ${price > 0 ? '+' : ''}${price}`);
}

const {values, positionals} = toolArguments(TOOL, {allowPositionals: true, options: {site: {type: 'string'}, out: {type: 'string'}}});
const [mode, ...files] = positionals;
if (mode === 'record' && values.out && files.length === 0) record(values.site ?? 'build', values.out);
else if (mode === 'compare' && files.length === 2) compare(files[0], files[1]);
else refuse(TOOL, 'usage: record [--site DIR] --out FILE | compare SHIPPED.json CANDIDATE.json');
