/**
 * Writing a suite held out whole (tests/relevance/suites/README.md, "Writing a blind suite"):
 *
 *   npx tsx tools/relevance/blindSuite.ts sections [--site build] > sections.md
 *     the built site's pages and headings, each with the `want` that names it: all the
 *     writer reads besides a summary of the gem, never the sections' text or keywords
 *   npx tsx tools/relevance/blindSuite.ts add N --candidates FILE --mix "WORDS" [--site build]
 *     checks the writer's candidates ([{query, want, kind}]) and writes questionsN-heldout.json
 *     without those already asked: the same words (ignoring case and punctuation) as a query
 *     of any suite, of the adapter's training questions, or of an earlier candidate
 *
 * `add` prints counts only, never a query: the suite is read once, by the change it judges.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readIndexDirectory, recordsOfIndex} from '../../plugins/search/node/engineOfRecords';
import {HIERARCHY_LEVELS, type SearchRecord} from '../../plugins/search/shared/record';
import {sectionKey} from '../../tests/relevance/evaluate';
import {CASE_KINDS, SUITES_DIR} from '../../tests/relevance/suites';
import {everyQuestion} from '../semantic/everyQuestion';
import {toolArguments} from '../cliArguments';

const MIN_CASES = 60;

type Candidate = {query: string; want: string; kind: string};

/** A query's words as a set, so "How do I…?" and "how do i" are the same question. */
export const sameWordsKey = (query: string): string => [...new Set(query.toLowerCase().match(/[a-z0-9_]+/g) ?? [])].sort().join(' ');

/** The heading list: a line per page, then an indented line per heading, each with its want. */
export function sectionsList(records: readonly SearchRecord[]): string {
  const lines: string[] = [];
  for (const record of records) {
    const want = sectionKey(record.url);
    if (record.type === 'lvl1') {
      lines.push('', `## Page: ${record.hierarchy.lvl1}   (want: ${want})`);
      continue;
    }
    const depth = HIERARCHY_LEVELS.indexOf(record.type as (typeof HIERARCHY_LEVELS)[number]);
    if (depth < 2) continue;
    lines.push(`${'  '.repeat(depth - 2)}- ${record.hierarchy[record.type as 'lvl2']}   (want: ${want})`);
  }
  return `${lines.join('\n').trim()}\n`;
}

/**
 * The candidates kept, in their order, or the problems that stop the suite: a case that is
 * not {query, want, kind}, an unknown kind, a want that is no section of the site, a want
 * asked for twice, fewer than MIN_CASES left.
 */
export function keptCandidates(
  candidates: unknown,
  sections: ReadonlySet<string>,
  asked: ReadonlySet<string>,
): {kept: Candidate[]; dropped: number; problems: string[]} {
  if (!Array.isArray(candidates)) return {kept: [], dropped: 0, problems: ['the candidates file must hold a JSON array']};
  const problems: string[] = [];
  const seen = new Set(asked);
  const wants = new Set<string>();
  const kept: Candidate[] = [];
  candidates.forEach((c: Partial<Candidate>, i) => {
    const where = `candidate ${i + 1}`;
    if (typeof c?.query !== 'string' || !c.query.trim() || typeof c.want !== 'string' || typeof c.kind !== 'string') {
      problems.push(`${where}: must be {query, want, kind}, each a non-empty string`);
      return;
    }
    if (!CASE_KINDS.includes(c.kind)) problems.push(`${where}: kind ${JSON.stringify(c.kind)} is not one of ${CASE_KINDS.join(', ')}`);
    if (!sections.has(sectionKey(c.want))) problems.push(`${where}: want ${JSON.stringify(c.want)} is no section of the site`);
    if (wants.has(c.want)) problems.push(`${where}: want ${JSON.stringify(c.want)} is asked for twice`);
    wants.add(c.want);
    const key = sameWordsKey(c.query);
    if (seen.has(key)) return;
    seen.add(key);
    kept.push({query: c.query, want: c.want, kind: c.kind});
  });
  if (!problems.length && kept.length < MIN_CASES)
    problems.push(`only ${kept.length} candidates are new: a suite held out whole needs at least ${MIN_CASES}`);
  return {kept, dropped: candidates.length - kept.length, problems};
}

function main() {
  const {values, positionals} = toolArguments('blindSuite', {
    options: {site: {type: 'string'}, candidates: {type: 'string'}, mix: {type: 'string'}},
    allowPositionals: true,
  });
  const [command, number] = positionals;
  const site = values.site ?? 'build';
  const records = recordsOfIndex(readIndexDirectory(path.join(site, 'search-index')));
  if (command === 'sections') {
    process.stdout.write(sectionsList(records));
    return;
  }
  const candidatesFile = values.candidates;
  const mix = values.mix;
  if (command !== 'add' || !/^\d+$/.test(number ?? '') || !candidatesFile || !mix)
    throw new Error('usage: blindSuite.ts sections [--site build] | add N --candidates FILE --mix "WORDS" [--site build]');
  const out = path.join(SUITES_DIR, `questions${number}-heldout.json`);
  if (fs.existsSync(out)) throw new Error(`${out} exists: a suite is written once`);
  const candidates: unknown = JSON.parse(fs.readFileSync(candidatesFile, 'utf8'));
  const {kept, dropped, problems} = keptCandidates(
    candidates,
    new Set(records.map((r) => sectionKey(r.url))),
    new Set([...everyQuestion()].map(sameWordsKey)),
  );
  if (problems.length) throw new Error(`${candidatesFile}:\n  ${problems.join('\n  ')}`);
  const total = kept.length + dropped;
  const pages = new Set(kept.map((c) => c.want.split('#')[0])).size;
  const suite = {
    suite: `questions${number}`,
    half: 'heldout',
    written: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    method: `Written blind from the section heading list and a product summary only (${total} candidates, at most one per section, in an even mix of ${mix}); ${dropped} duplicates of existing suite or training queries (same words, ignoring case and punctuation) were dropped by script.`,
    cases: kept,
  };
  fs.writeFileSync(out, `${JSON.stringify(suite, null, 2)}\n`);
  console.log(`wrote ${out}: ${kept.length} cases over ${pages} pages (${dropped} of ${total} dropped as asked before)`);
}

if (process.argv[1]?.endsWith('blindSuite.ts')) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
