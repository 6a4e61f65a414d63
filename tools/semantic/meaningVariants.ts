/**
 * Ways to strengthen the meaning signal, measured on the tuning halves only
 * (question suites; the first suite left out): section vectors and query
 * vectors made differently from the same word table, ranked by cosine in
 * float (no 4-bit rounding), and one way to let the table write keywords
 * (document expansion), measured on the word engine with the hand-written
 * keywords stripped. None of them was adopted: tools/semantic/tuning-results.md.
 *
 * Usage: npx tsx tools/semantic/meaningVariants.ts [--site build]
 */
import path from 'node:path';
import {RELEVANCE_SUITES} from '../../tests/relevance/suites';
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import {fusedEngineOfIndex, readIndexDirectory, recordsOfIndex} from '../../plugins/search/node/engineOfRecords';
import {sectionText} from '../../plugins/search/node/meaningIndex';
import {shardIndex} from '../../plugins/search/node/shardIndex';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {normalised, textVector, wordsOf} from '../../plugins/search/shared/meaning';
import {HIERARCHY_LEVELS, type SearchRecord} from '../../plugins/search/shared/record';
import {indexHtmlSite} from '../bench/adapters/ours';

type Vector = Float32Array;
const args = process.argv.slice(2);
const site = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'build';
const table = readWordTable();
const dims = table.dims;
const tuningSuites = RELEVANCE_SUITES.filter((s) => !s.heldOut);
const questions = tuningSuites.filter((s) => s.name !== 'first').flatMap((s) => s.cases);
const tuningCases = tuningSuites.flatMap((s) => s.cases);

const dot = (a: Vector, b: Vector) => {
  let sum = 0;
  for (let d = 0; d < dims; d += 1) sum += a[d] * b[d];
  return sum;
};
const minus = (v: Vector, m: Vector, share = 1) => v.map((x, d) => x - share * m[d]);
const withoutDirection = (v: Vector, u: Vector) => {
  const along = dot(v, u);
  return v.map((x, d) => x - along * u[d]);
};
/** The first principal direction of the vectors (power iteration, uncentred). */
function principal(vectors: Vector[]): Vector {
  let u = normalised(new Float32Array(dims).fill(1))!;
  for (let round = 0; round < 50; round += 1) {
    const next = new Float32Array(dims);
    for (const v of vectors) {
      const along = dot(v, u);
      for (let d = 0; d < dims; d += 1) next[d] += along * v[d];
    }
    u = normalised(next)!;
  }
  return u;
}
/** A text's vector with each known word weighted (textVector's mean when every weight is 1). */
function weightedVector(text: string, weight: (word: string) => number): Vector | null {
  const sum = new Float32Array(dims);
  let total = 0;
  for (const word of wordsOf(text)) {
    const row = table.rowOf(word);
    if (!row) continue;
    const w = weight(word);
    for (let d = 0; d < dims; d += 1) sum[d] += w * row[d];
    total += w;
  }
  return total ? normalised(sum) : null;
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
/** Pooled over the cases given: success@1 and @5. */
const figures = ({at1, at5}: {at1: number; at5: number}) => `${pct(at1).padStart(6)} @1 ${pct(at5).padStart(6)} @5`;

function meaningVariants(records: SearchRecord[]) {
  const plain = records.map((r) => textVector(sectionText(r), table.rowOf, dims) ?? new Float32Array(dims));
  const headings = (r: SearchRecord, from: number) =>
    HIERARCHY_LEVELS.slice(from)
      .map((l) => r.hierarchy[l])
      .filter(Boolean)
      .join('. ');
  /** success@1 and @5 of a scoring of every section for a query vector. */
  const measure = (
    label: string,
    score: (query: Vector, section: number) => number,
    queryOf: (q: string) => Vector | null = (q) => textVector(q, table.rowOf, dims),
  ) => {
    const top5 = (query: string) => {
      const q = queryOf(query);
      if (!q) return [];
      return records
        .map((_, i) => [score(q, i), i] as const)
        .sort((a, b) => b[0] - a[0])
        .slice(0, 5)
        .map(([, i]) => records[i].url);
    };
    console.log(`${label.padEnd(48)} ${figures(evaluateRelevance(top5, questions))}`);
  };
  const cosineTo = (vectors: Vector[]) => (q: Vector, i: number) => dot(vectors[i], q);
  console.log(`meaning alone, tuning question halves (${questions.length} queries), float cosine:`);
  measure('as built (headings, then text)', cosineTo(plain));
  for (const [times, from] of [
    [1, 2],
    [2, 2],
    [3, 2],
    [2, 1],
    [3, 1],
  ]) {
    const vectors = records.map(
      (r) => textVector([...Array(times).fill(headings(r, from)), r.content ?? ''].join('. '), table.rowOf, dims) ?? plain[0],
    );
    measure(`headings ×${times} (${from === 1 ? 'with' : 'without'} the page title), then text`, cosineTo(vectors));
  }
  const mean = new Float32Array(dims);
  plain.forEach((v) => v.forEach((x, d) => (mean[d] += x / plain.length)));
  for (const share of [0.5, 1]) {
    const centred = plain.map((v) => normalised(minus(v, mean, share)) ?? v);
    measure(`centred on the sections' mean ×${share}`, cosineTo(centred), (q) => {
      const v = textVector(q, table.rowOf, dims);
      return v && normalised(minus(v, mean, share));
    });
  }
  const u = principal(plain);
  const flattened = plain.map((v) => normalised(withoutDirection(v, u)) ?? v);
  measure('first principal direction removed', cosineTo(flattened), (q) => {
    const v = textVector(q, table.rowOf, dims);
    return v && normalised(withoutDirection(v, u));
  });
  const sentences = records.map((r) =>
    [headings(r, 1), ...(r.content ?? '').split(/(?<=[.!?:])\s+/)]
      .map((t) => textVector(t, table.rowOf, dims))
      .filter((v): v is Vector => v !== null),
  );
  const count = sentences.reduce((n, s) => n + s.length, 0);
  for (const blend of [0.3, 0.5, 1]) {
    measure(
      `best sentence ×${blend} + section ×${1 - blend} (${count} vectors)`,
      (q, i) => blend * Math.max(-1, ...sentences[i].map((s) => dot(s, q))) + (1 - blend) * dot(plain[i], q),
    );
  }
  const sectionsWith = new Map<string, number>();
  records.forEach((r) => new Set(wordsOf(sectionText(r))).forEach((w) => sectionsWith.set(w, (sectionsWith.get(w) ?? 0) + 1)));
  const idf = (floor: number) => (word: string) => {
    const n = sectionsWith.get(word);
    return n === undefined ? 1 : Math.max(floor, Math.log(records.length / n) / Math.log(records.length));
  };
  for (const floor of [0.1, 0.5]) {
    const weighted = records.map((r) => weightedVector(sectionText(r), idf(floor)) ?? plain[0]);
    measure(`words weighted by idf (floor ${floor}), query only`, cosineTo(plain), (q) => weightedVector(q, idf(floor)));
    measure(`words weighted by idf (floor ${floor}), both sides`, cosineTo(weighted), (q) => weightedVector(q, idf(floor)));
  }
}

async function documentExpansion() {
  const {records} = await indexHtmlSite(site);
  const stripped = records.map(({keywords: _keywords, ...r}) => r as SearchRecord);
  const words = table.words.filter((w) => /^[a-z]{3,}$/.test(w));
  const unit = words.map((w) => normalised(Float32Array.from(table.rowOf(w)!))!);
  const score = (recs: SearchRecord[]) => {
    const engine = fusedEngineOfIndex(shardIndex('memory', recs));
    return figures(evaluateRelevance((q) => engine.search(q, {limit: 5, meaning: 'off'}).hits.map((h) => h.record.url), tuningCases));
  };
  console.log(`\nthe word engine, keywords stripped, every tuning half and the first suite:`);
  console.log(`${'no keywords'.padEnd(48)} ${score(stripped)}`);
  for (const n of [5, 10, 20]) {
    const expanded = stripped.map((r) => {
      const v = textVector(sectionText(r), table.rowOf, dims);
      if (!v) return r;
      const own = new Set(wordsOf(sectionText(r)));
      const nearest = words
        .map((w, i) => [dot(unit[i], v), w] as const)
        .filter(([, w]) => !own.has(w))
        .sort((a, b) => b[0] - a[0])
        .slice(0, n)
        .map(([, w]) => w);
      return {...r, keywords: nearest};
    });
    console.log(`${`the ${n} table words nearest each section as keywords`.padEnd(48)} ${score(expanded)}`);
  }
}

meaningVariants(recordsOfIndex(readIndexDirectory(path.join(site, 'search-index'))));
documentExpansion().catch((error) => {
  console.error(error);
  process.exit(1);
});
