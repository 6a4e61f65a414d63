/**
 * The search the site ships: the word engine, joined by the meaning layer
 * when the index has one (manifest.meaning), fused by fusion.ts at the word
 * ranking's seam, so only the shown hits' records are fetched. Same contract
 * as the word engine: synchronous over the files loaded so far, MissingShards
 * naming what to fetch.
 *
 * The meaning layer reads the query with its typos mended by the word engine
 * (meaningQuery): a word its table lacks ("nulable") would otherwise add
 * nothing to the query's vector, though the word engine forgives it. A word still
 * being typed is read as its likeliest completion, and a pasted Ruby literal adds the
 * words it stands for (shared/rubyLiterals.ts).
 */
import type {Manifest} from '../shared/indexFormat';
import {withWordsReplaced, wordsOf} from '../shared/meaning';
import {literalWordsOf} from '../shared/rubyLiterals';
import {createEngine, MissingShards, type EngineResult, type SearchEngine} from './engine';
import {fuseOrders, FUSION, type FusionSettings} from './fusion';
import {createMeaningLayer, type MeaningHit} from './meaningLayer';

/**
 * The shortest word still being typed that is completed for the meaning layer: two letters
 * are as often a whole word ("it", "PR") as the start of one.
 */
const MIN_COMPLETED = 3;

/** `off`: words only (while the meaning layer's files load, say); `on`: fused. */
type MeaningMode = 'on' | 'off';

export type FusedResult = EngineResult & {
  /** True when the meaning layer stayed out of this answer while its files load. */
  meaningPending?: boolean;
  /** True when the meaning layer's files could not be downloaded: the words' answer alone. */
  meaningFailed?: boolean;
};

type FusedSearchOptions = {limit?: number; offset?: number; meaning?: MeaningMode};

export type FusedEngine = {
  search(query: string, options?: FusedSearchOptions): FusedResult;
  /** As the word engine's; `meaning: 'off'` leaves out the table's words, as when its rows cannot be had. */
  suggest(query: string, limit?: number, meaning?: MeaningMode): string[];
  /** Files the meaning layer still needs for `query` (empty: a fused answer is ready). */
  missingMeaningFiles(query: string): string[];
  /**
   * The text the meaning layer embeds for `query`: each word its table lacks replaced by the
   * word engine's typo correction, when there is one, the last word completed when the site
   * does not write it and it is still being typed (no space after it), and the words of its
   * Ruby literals added (`[]` → "empty array"). Throws MissingShards like search.
   */
  meaningQuery(query: string): string;
  readonly size: number;
  readonly hasMeaning: boolean;
};

export function createFusedEngine(manifest: Manifest, getFile: (file: string) => unknown, settings: FusionSettings = FUSION): FusedEngine {
  const words: SearchEngine = createEngine(manifest, getFile);
  const meaning = manifest.meaning ? createMeaningLayer(manifest.meaning, getFile) : null;

  // A ready-mode keystroke asks twice (missingMeaningFiles, then search): the last answer
  // is kept. Once it can be given, the files it read are loaded and never change.
  let last: {query: string; meant: string} | null = null;
  const meaningQuery = (query: string): string => {
    if (!meaning) return query;
    if (last?.query === query) return last.meant;
    const corrections = new Map<string, string>();
    // Every word's vocabulary shards asked for in one round, not a round per word.
    const missing: string[] = [];
    for (const word of meaning.unknownWords(query)) {
      try {
        const correction = words.typoCorrection(word);
        if (correction) corrections.set(word, correction);
      } catch (error) {
        if (!(error instanceof MissingShards)) throw error;
        missing.push(...error.files);
      }
    }
    if (missing.length > 0) throw new MissingShards([...new Set(missing)]);
    // A word still being typed (the query's last, no space after it) is read as the word
    // the site writes most that starts with it ("opti" → "optional"), as the word engine reads it.
    const typing = /[\p{L}\p{N}]$/u.test(query) ? wordsOf(query).at(-1) : undefined;
    if (typing && [...typing].length >= MIN_COMPLETED && !corrections.has(typing)) {
      const completed = words.completion(typing);
      if (completed) corrections.set(typing, completed);
    }
    const mended = corrections.size ? withWordsReplaced(query, corrections) : query;
    const meant = [mended, ...literalWordsOf(query)].join(' ');
    last = {query, meant};
    return meant;
  };

  /** No section near enough in meaning to be shown for the query: it asks about something the docs do not cover. */
  const offTopic = (meaningHits: readonly MeaningHit[]) => (meaningHits[0]?.similarity ?? 0) < settings.offTopicBelow;

  const missingMeaningFiles = (query: string): string[] => {
    if (!meaning) return [];
    try {
      return meaning.missingFiles(meaningQuery(query));
    } catch (error) {
      // The query's table shards, or the vocabulary its corrections are read from.
      if (error instanceof MissingShards) return error.files;
      throw error;
    }
  };

  return {
    get size() {
      return words.size;
    },
    hasMeaning: meaning !== null,
    suggest(query, limit, mode = 'on') {
      if (!meaning || mode === 'off') return words.suggest(query, limit);
      // A query the meaning layer reads as about nothing the docs cover (below the off-topic
      // bar, as in search): a look-alike of its words would not answer it either ("chocolate
      // cake recipe": not "receive"), so each word is taken as spelt right. A query none of
      // whose words it has a row for ("kez") it cannot judge: the words' look-alikes stand.
      const meaningHits = meaning.rank(meaningQuery(query), 1);
      if (meaningHits.length > 0 && offTopic(meaningHits)) return words.suggest(query, limit, () => true);
      // The table's words are a dictionary: a word it has a row for is spelt right, even
      // where the site does not write it, so its look-alikes are not offered ("cheap
      // flights": not "cheat"). A word it lacks may be a typo: its corrections are offered.
      const unknown = new Set(meaning.unknownWords(query));
      const speltRight = (word: string) => {
        const [only, ...more] = wordsOf(word);
        return only !== undefined && more.length === 0 && !unknown.has(only);
      };
      return words.suggest(query, limit, speltRight);
    },
    missingMeaningFiles,
    meaningQuery,
    search(query, {limit = 20, offset = 0, meaning: mode = 'on'} = {}) {
      if (!meaning || mode === 'off' || !query.trim()) return words.search(query, {limit, offset});
      const meant = meaningQuery(query);
      const meaningHits = meaning.rank(meant, settings.depth);
      // No section near enough in meaning to be shown for it: the query is about something
      // the site does not cover ("chocolate cake recipe"), and a word hit that lacks a word
      // and has the others only as typos ("cake" read as "case") is noise, not an answer.
      const withoutLongShots = offTopic(meaningHits);
      if (meaningHits.length === 0) return words.search(query, {limit, offset, withoutLongShots});
      const facts = meaning.queryFacts(meant);
      return words.search(query, {
        limit,
        offset,
        withoutLongShots,
        fuse: {
          depth: settings.depth,
          fuse: (wordRanking) => fuseOrders(wordRanking, meaningHits, facts, settings),
        },
      });
    },
  };
}
