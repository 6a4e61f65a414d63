/**
 * Records → the split index (shared/indexFormat.ts): a manifest and the
 * vocabulary, postings, positions and fragment files. Pure (no file system), so the
 * build, the dev server, the tests and the benchmark all make the same files.
 *
 * Scoring work is done here, once: each (term, section) gets its BM25 weight
 * summed over fields with their boosts, its best field and its first
 * positions, so the browser only adds numbers up.
 */
import {createHash} from 'node:crypto';
import {FIELDS, FIELD_BOOST, FIELD_RANK, fieldsOfRecord, proximityPositionsOf, proximityWordsOf} from '../shared/fields';
import {
  INDEX_FORMAT_VERSION,
  fragmentFile,
  packPosting,
  packRecord,
  positionsFile,
  postingsFile,
  vocabularyFile,
  vocabularyKeyOf,
  VOCABULARY_BUNDLE_FILE,
  VOCABULARY_BUNDLE_MAX_BYTES,
  type Manifest,
  type PositionsFile,
  type PostingsFile,
  type VocabularyBundle,
  type VocabularyEntry,
} from '../shared/indexFormat';
import {indexTermsOfWordCached, wordSpans} from '../shared/tokenize';
import {normalize} from '../shared/normalize';
import type {SearchRecord} from '../shared/record';
import type {Synonyms} from '../shared/synonyms';

export type ShardedIndex = {manifest: Manifest; files: Map<string, unknown>};

export type ShardOptions = {
  /**
   * Sections per fragment file. A query fetches the fragments of the hits it
   * shows, usually one file per hit, since hits seldom sit side by side: one
   * section a file fetches the fewest bytes, all in the same round (4 a file
   * fetched more, here and at 10,000 pages, when this was chosen).
   */
  fragmentSize?: number;
  /**
   * Numbers per postings file, with its positions file, before a new one is
   * started (a longer list gets a file of its own). A query reads a rare term's whole file,
   * so smaller files fetch less (8000 fetched more on this site's first searches, with
   * as many files per query, when this was chosen).
   */
  postingsPerFile?: number;
  /** The site's synonyms (theme option), carried in the manifest to the engine. */
  synonyms?: Synonyms;
};

// BM25+ as MiniSearch computes it (k1, b, d), so weights keep their familiar scale.
const K1 = 1.2;
const B = 0.7;
const D = 0.5;
const PLAIN_WORD = /^[\p{L}][\p{L}\p{N}_]*$/u;

/**
 * Postings while indexing, per term one flat list (objects per posting ran a
 * 10,000-page site out of memory): section, term frequency per field packed
 * base TF_BASE in FIELDS order, number of positions, positions.
 */
type RawPostings = number[];
// FIELDS.length digits of this base must stay below 2^53.
const TF_BASE = 128;

export function shardIndex(buildId: string, records: SearchRecord[], options: ShardOptions = {}): ShardedIndex {
  const fragmentSize = options.fragmentSize ?? 1;
  const postingsPerFile = options.postingsPerFile ?? 2000;
  const termsOf = indexTermsOfWordCached;

  const postings = new Map<string, RawPostings>();
  const fieldLengths = FIELDS.map(() => new Float64Array(records.length));
  const totalLength = FIELDS.map(() => 0);
  const visible = new Set<string>();

  records.forEach((record, section) => {
    const fields = fieldsOfRecord(record);
    // This section's terms: frequency per field, then positions.
    const local = new Map<string, {tf: number[]}>();
    FIELDS.forEach((field, f) => {
      let length = 0;
      for (const {word} of wordSpans(fields[field])) {
        for (const term of termsOf(word)) {
          let entry = local.get(term);
          if (!entry) local.set(term, (entry = {tf: FIELDS.map(() => 0)}));
          entry.tf[f] += 1;
          length += 1;
        }
        // What readers can see, for "did you mean" (not stems, not code).
        const plain = normalize(word).replace(/[?!]$/, '');
        if (plain.length >= 3 && PLAIN_WORD.test(plain)) visible.add(plain);
      }
      fieldLengths[f][section] = length;
      totalLength[f] += length;
    });
    const positionsOfTerm = proximityPositionsOf(proximityWordsOf(record));
    for (const [term, {tf}] of local) {
      const positions = positionsOfTerm.get(term) ?? [];
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      let packed = 0;
      for (let f = FIELDS.length - 1; f >= 0; f -= 1) packed = packed * TF_BASE + Math.min(tf[f], TF_BASE - 1);
      list.push(section, packed, positions.length, ...positions);
    }
  });

  const sections = records.length;
  const averageLength = totalLength.map((total) => total / Math.max(sections, 1) || 1);
  const documentFrequency = (list: RawPostings): number => {
    let count = 0;
    for (let i = 0; i < list.length; i += 3 + list[i + 2]) count += 1;
    return count;
  };
  /** A term's postings and its positions, as the two files store them. */
  const encode = (list: RawPostings): {numbers: number[]; positions: number[]} => {
    const df = documentFrequency(list);
    const idf = Math.log(1 + (sections - df + 0.5) / (df + 0.5));
    const numbers: number[] = [];
    const positions: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length;) {
      const section = list[i];
      let packed = list[i + 1];
      const count = list[i + 2];
      let weight = 0;
      let best = Infinity;
      FIELDS.forEach((field, f) => {
        const tf = packed % TF_BASE;
        packed = Math.floor(packed / TF_BASE);
        if (!tf) return;
        const norm = 1 - B + (B * fieldLengths[f][section]) / averageLength[f];
        weight += FIELD_BOOST[field] * idf * (D + (tf * (K1 + 1)) / (tf + K1 * norm));
        best = Math.min(best, FIELD_RANK[field]);
      });
      numbers.push(section - previous, packPosting(weight, best));
      positions.push(count);
      let previousPosition = 0;
      for (let j = 0; j < count; j += 1) {
        positions.push(list[i + 3 + j] - previousPosition);
        previousPosition = list[i + 3 + j];
      }
      previous = section;
      i += 3 + count;
    }
    return {numbers, positions};
  };

  const files = new Map<string, unknown>();
  // Postings in term order: a prefix's expansions are neighbours, so they share files.
  const terms = [...postings.keys()].sort();
  const fileOfTerm = new Map<string, number>();
  let current: PostingsFile = {};
  let currentPositions: PositionsFile = {};
  let currentSize = 0;
  let fileCount = 0;
  const flush = () => {
    if (currentSize === 0) return;
    files.set(postingsFile(fileCount), current);
    files.set(positionsFile(fileCount), currentPositions);
    fileCount += 1;
    current = {};
    currentPositions = {};
    currentSize = 0;
  };
  const documentFrequencies = new Map<string, number>();
  // A list that fills a file of its own and is the same as an earlier term's of its
  // vocabulary shard (a word and its stem) is stored once: a query of both would fetch
  // it twice. A shorter one shares a file with its twin, where gzip takes the repeat
  // for a few bytes, less than marking it in the vocabulary costs.
  const storedAs = new Map<string, string>();
  const firstWithList = new Map<string, string>();
  for (const term of terms) {
    const raw = postings.get(term)!;
    documentFrequencies.set(term, documentFrequency(raw));
    const {numbers, positions} = encode(raw);
    postings.delete(term);
    const size = numbers.length + positions.length;
    if (size > postingsPerFile) {
      const list = `${vocabularyKeyOf(term)} ${fingerprint([numbers, positions])}`;
      const twin = firstWithList.get(list);
      if (twin !== undefined) {
        storedAs.set(term, twin);
        fileOfTerm.set(term, fileOfTerm.get(twin)!);
        continue;
      }
      firstWithList.set(list, term);
    }
    // Files fill by postings and positions together (the sizes they had as one file).
    if (currentSize > 0 && currentSize + size > postingsPerFile) flush();
    current[term] = numbers;
    currentPositions[term] = positions;
    currentSize += size;
    fileOfTerm.set(term, fileCount);
  }
  flush();

  const vocabulary = new Map<string, VocabularyEntry[]>();
  const entryAt = new Map<string, number>();
  for (const term of terms) {
    const key = vocabularyKeyOf(term);
    let shard = vocabulary.get(key);
    if (!shard) vocabulary.set(key, (shard = []));
    const entry: VocabularyEntry = [term, documentFrequencies.get(term)!, fileOfTerm.get(term)!, visible.has(term) ? 1 : 0];
    const twin = storedAs.get(term);
    entryAt.set(term, shard.length);
    shard.push(twin === undefined ? entry : [...entry, entryAt.get(twin)! - shard.length]);
  }
  for (const [key, shard] of vocabulary) files.set(vocabularyFile(key), shard);
  // Small vocabularies also go into one file, fetched with the manifest: a
  // round trip less for a cold query (the per-letter shards stay for readers
  // of the index that look terms up by letter).
  const bundle: VocabularyBundle = Object.fromEntries(vocabulary);
  const vocabularyBundle = JSON.stringify(bundle).length <= VOCABULARY_BUNDLE_MAX_BYTES;
  if (vocabularyBundle) files.set(VOCABULARY_BUNDLE_FILE, bundle);

  for (let start = 0; start < sections; start += fragmentSize) {
    files.set(fragmentFile(start / fragmentSize), records.slice(start, start + fragmentSize).map(packRecord));
  }

  const pageRanks: Manifest['pageRanks'] = [];
  records.forEach((record, section) => {
    const rank = record.weight?.pageRank ?? 0;
    const last = pageRanks.at(-1);
    if (!rank) return;
    if (last && last[1] === section - 1 && last[2] === rank) last[1] = section;
    else pageRanks.push([section, section, rank]);
  });

  const manifest: Manifest = {
    version: INDEX_FORMAT_VERSION,
    buildId,
    sections,
    fragmentSize,
    vocabulary: [...vocabulary.keys()].sort(),
    pageRanks,
    topics: [...new Set(records.map((r) => r.hierarchy.lvl0))],
    ...(options.synonyms && Object.keys(options.synonyms).length > 0 ? {synonyms: options.synonyms} : {}),
    ...(vocabularyBundle ? {vocabularyBundle: true} : {}),
  };
  return {manifest, files};
}

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64');
