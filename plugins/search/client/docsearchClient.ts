/**
 * A stand-in for the Algolia client the DocSearch modal expects. It answers
 * the modal's `search({requests})` calls from the local engine, in Algolia's
 * response shape, so every DocSearch screen works without any network call.
 */
import type {EngineHit} from './engine';
import type {FusedResult} from './fusedEngine';
import type {MeaningWait} from './protocol';
import {escapeHtml} from '../../shared/escapeHtml';
import {highlight, snippet, type Highlighted} from './highlight';
import {HIERARCHY_LEVELS, type SearchRecord} from '../shared/record';
import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../shared/modalLayout';

export type AlgoliaLikeRequest = {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown> & {query?: string; hitsPerPage?: number; page?: number; attributesToSnippet?: string[]};
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
};

const DEFAULT_SNIPPET_WORDS = 10;

/** `content:10` → 10 words for content. */
export function snippetWordsFor(attributesToSnippet: string[] | undefined, attribute: string): number {
  for (const entry of attributesToSnippet ?? []) {
    const [name, words] = entry.split(':');
    if (name === attribute && Number(words) > 0) return Number(words);
  }
  return DEFAULT_SNIPPET_WORDS;
}

export type DocSearchLikeHit = SearchRecord & {
  /** Index terms that matched: carried to the landing page to highlight them. */
  _matchedTerms: string[];
  /** The query's words this section lacks (engine/results.ts, missingWords); absent when it has them all. */
  _missingWords?: string[];
  /** Found by meaning alone (no word of the query matched): grouped under RELATED_BY_MEANING. */
  _byMeaning?: true;
  _highlightResult: {hierarchy: Record<string, Highlighted>; content: Highlighted};
  _snippetResult: {hierarchy: Record<string, Highlighted>; content: Highlighted};
};

/**
 * The group a hit found by meaning alone is listed under: the modal groups
 * hits by lvl0, so these gather under a heading that says how they were found.
 */
export const RELATED_BY_MEANING = 'Related by meaning';

/**
 * How many of the engine's first hits the modal's first rows hold, whatever their groups.
 * A group keeps only its first maxResultsPerGroup hits, so more first rows than that could be dropped.
 */
export const FIRST_ROWS = MODAL_RESULTS_PER_GROUP;

/** The group of a group's hits ranked after the first rows. */
export const laterGroupTitle = (title: string): string => (title === RELATED_BY_MEANING ? 'More related by meaning' : `More in ${title}`);

/**
 * DocSearch lists a page's hits by group (lvl0), each group where its best hit is, so a
 * group's weaker hits would come before another group's better one: the engine's second
 * hit could be shown sixth ("redos regex timeout": Security below four Features hits). A hit
 * ranked after the first rows whose group is among theirs goes under a later group of its
 * own (laterGroupTitle), so the modal's first rows are the engine's first hits.
 */
export function keepFirstRows(hits: readonly DocSearchLikeHit[]): DocSearchLikeHit[] {
  const firstGroups = new Set(hits.slice(0, FIRST_ROWS).map((hit) => hit.hierarchy.lvl0));
  return hits.map((hit, rank) => {
    if (rank < FIRST_ROWS || !firstGroups.has(hit.hierarchy.lvl0)) return hit;
    // lvl0 is HTML already (docSearchHitOf), and DocSearch titles a group from its highlight when there is one.
    const title = laterGroupTitle(hit.hierarchy.lvl0);
    const unmarked: Highlighted = {value: title, matchLevel: 'none', matchedWords: [], fullyHighlighted: false};
    return {
      ...hit,
      hierarchy: {...hit.hierarchy, lvl0: title},
      _highlightResult: {...hit._highlightResult, hierarchy: {...hit._highlightResult.hierarchy, lvl0: unmarked}},
      _snippetResult: {...hit._snippetResult, hierarchy: {...hit._snippetResult.hierarchy, lvl0: unmarked}},
    };
  });
}

export function docSearchHitOf(hit: EngineHit, snippetWords: number): DocSearchLikeHit {
  const record = hit.byMeaning ? {...hit.record, hierarchy: {...hit.record.hierarchy, lvl0: RELATED_BY_MEANING}} : hit.record;
  const terms = new Set(hit.terms);
  const hierarchyHighlight: Record<string, Highlighted> = {};
  const hierarchySnippet: Record<string, Highlighted> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value) {
      hierarchyHighlight[level] = highlight(value, terms);
      hierarchySnippet[level] = snippet(value, terms, snippetWords);
    }
  }
  const content = record.content ?? '';
  // A section found only by its body text is shown as text (DocSearch's
  // `content` type: snippet first); one found by its heading, or by meaning, as a heading.
  const type = !hit.headingMatched && !hit.byMeaning && content && record.type !== 'lvl1' ? 'content' : record.type;
  const contentSnippet = snippet(content, terms, snippetWords);
  return {
    ...record,
    // DocSearch draws a saved hit (recent and favourite searches, kept without the
    // highlights below) from these fields as HTML, and decodes a group title's entities:
    // they are HTML here, escaped, as in an Algolia record.
    hierarchy: escapedHierarchy(record.hierarchy),
    type,
    // The saved hit keeps the snippet rather than the whole section, without its marks.
    content: record.content === null ? null : contentSnippet.value.replace(/<\/?mark>/g, ''),
    _matchedTerms: hit.terms,
    ...(hit.missingWords.length > 0 ? {_missingWords: hit.missingWords} : {}),
    ...(hit.byMeaning ? {_byMeaning: true as const} : {}),
    _highlightResult: {hierarchy: hierarchyHighlight, content: highlight(content, terms)},
    _snippetResult: {hierarchy: hierarchySnippet, content: contentSnippet},
  };
}

function escapedHierarchy(hierarchy: SearchRecord['hierarchy']): SearchRecord['hierarchy'] {
  const escaped = {...hierarchy};
  for (const level of HIERARCHY_LEVELS) {
    const value = hierarchy[level];
    if (value) escaped[level] = escapeHtml(value);
  }
  return escaped;
}

/** What the client needs of an engine: answers, possibly from a worker. */
export type SearchBackend = {
  search(query: string, options: {limit: number; offset: number; meaning?: MeaningWait}): FusedResult | Promise<FusedResult>;
};

/**
 * `onMeaningPending`: answer each keystroke at once from the words, and call
 * this when the meaning layer's files were still on their way, so the caller
 * can settle the list once they are here. Without it, answers wait for them.
 */
export type LocalClientOptions = {onMeaningPending?: (query: string) => void};

export async function answerRequest(engine: SearchBackend, request: AlgoliaLikeRequest, started = Date.now(), options: LocalClientOptions = {}) {
  const params = {...request.params, ...request};
  const query = String(params.query ?? '');
  const hitsPerPage = Number(params.hitsPerPage ?? MODAL_HITS_PER_PAGE);
  const page = Number(params.page ?? 0);
  const meaning = options.onMeaningPending ? 'ready' : 'wait';
  const {hits, total, words, droppedWords, meaningPending} = await engine.search(query, {limit: hitsPerPage, offset: page * hitsPerPage, meaning});
  if (meaningPending) options.onMeaningPending?.(query);
  const snippetWords = snippetWordsFor(params.attributesToSnippet as string[] | undefined, 'content');
  const shown = hits.map((hit) => docSearchHitOf(hit, snippetWords));
  return {
    // The modal asks for the first page only: a later page's first rows are not the engine's first hits.
    hits: page === 0 ? keepFirstRows(shown) : shown,
    nbHits: total,
    page,
    nbPages: Math.ceil(total / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? 'local',
    processingTimeMS: Date.now() - started,
    // No section had every word: the words the results are for (Algolia's name for it).
    ...(droppedWords?.length && words?.length ? {queryAfterRemoval: words.join(' ')} : {}),
    // The meaning layer joins this answer once its files are here (not an Algolia field).
    ...(meaningPending ? {meaningPending: true} : {}),
  };
}

/** What `transformSearchClient` returns: only `.search` is ever called by the modal. */
export function createLocalSearchClient(getEngine: () => Promise<SearchBackend>, options: LocalClientOptions = {}) {
  return {
    transporter: {algoliaAgent: {value: 'katachi-local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    async search(input: {requests: AlgoliaLikeRequest[]} | AlgoliaLikeRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const engine = await getEngine();
      return {results: await Promise.all(requests.map((request) => answerRequest(engine, request, Date.now(), options)))};
    },
  };
}
