/**
 * lunr as @easyops-cn/docusaurus-search-local (0.5x, default options) uses it,
 * reproduced on our records:
 *  - build: documents split into typed lists [titles, headings, descriptions,
 *    keywords, contents]; one lunr index per list with ref "i", a single field
 *    "t", metadataWhitelist ["position"], lunr's default tokenizer (separator
 *    /[\s\-]+/) and default English pipeline (trimmer, stop words, Porter
 *    stemmer); language ["en"], removeDefaultStopWordFilter [],
 *    removeDefaultStemmer false. Content documents carry their text (t), page
 *    url (u), hash (h), section title (s) and parent page id (p), as the
 *    plugin's scanDocuments writes them. Our records have no descriptions or
 *    keywords, so those two lists are empty. Shipped as one file,
 *    search-index.json = JSON of [{documents, index}] per list.
 *  - search: the plugin's worker: query split on /[^-\s]+/ lower-cased; the
 *    smartQueries plan (all words REQUIRED; a variant without stop words; for
 *    3+ words variants missing one word; each with and without a trailing
 *    wildcard on the last word; fuzzyMatchingDistance 1 → edit distance 0 then
 *    1); queries run in order over each index until searchResultLimits (8)
 *    results, deduplicated, then sortSearchResults (sections grouped after
 *    their page's title hit).
 */
import lunr from 'lunr';
import type {SearchRecord} from '../../../plugins/search/shared/record';
import {bytesOf} from '../lib';
import type {ReadyEngine, RecordEngineAdapter} from './types';

type Doc = {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};
type Term = {value: string; trailing?: boolean; maybeTyping?: boolean};
type Wrapped = {type: number; documents: Doc[]; index: lunr.Index};
type Serialized = {documents: Doc[]; index: object};

const FILE = 'search-index.json';
const RESULT_LIMIT = 8; // searchResultLimits default
const FUZZY_DISTANCE = 1; // fuzzyMatchingDistance default
const TITLE = 0;

function documentsOf(records: SearchRecord[]): Doc[][] {
  const titles: Doc[] = [];
  const headings: Doc[] = [];
  const contents: Doc[] = [];
  let nextId = 0;
  let pageId = 0;
  let pageTitle = '';
  for (const r of records) {
    const hash = r.anchor ? `#${r.anchor}` : '';
    if (r.type === 'lvl1') {
      pageId = ++nextId;
      pageTitle = r.hierarchy.lvl1;
      titles.push({i: pageId, t: pageTitle, u: r.url_without_anchor, b: [r.hierarchy.lvl0]});
      if (r.content) contents.push({i: ++nextId, t: r.content, s: pageTitle, u: r.url_without_anchor, h: hash, p: pageId});
      continue;
    }
    const title = r.hierarchy[r.type === 'content' ? 'lvl1' : r.type] ?? pageTitle;
    if (r.type !== 'content') headings.push({i: ++nextId, t: title, u: r.url_without_anchor, h: hash, p: pageId});
    if (r.content) contents.push({i: ++nextId, t: r.content, s: title || pageTitle, u: r.url_without_anchor, h: hash, p: pageId});
  }
  return [titles, headings, [], [], contents];
}

function buildWrapped(records: SearchRecord[]): Wrapped[] {
  return documentsOf(records).map((documents, type) => ({
    type,
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({...doc, i: doc.i.toString()});
    }),
  }));
}

// The last build, so that writing the shipped file does not index everything again.
const lastBuilt = new WeakMap<SearchRecord[], Wrapped[]>();
const builtFor = (records: SearchRecord[]) => lastBuilt.get(records) ?? buildWrapped(records);

const serialize = (wrapped: Wrapped[]): Serialized[] => wrapped.map(({documents, index}) => ({documents, index: index.toJSON()}));

function wrap(serialized: Serialized[]): Wrapped[] {
  return serialized.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
}

type Query = {tokens: string[]; term: Array<{value: string; wildcard: number; editDistance?: number}>};

/** The plugin's smartQueries for English (no Chinese dictionary). */
function smartQueries(tokens: string[]): Query[] {
  const terms: Term[][] = [tokens.map((value) => ({value}))];
  for (const term of terms) term[term.length - 1].maybeTyping = true;
  const stop = lunr.stopWordFilter as unknown as (s: string) => string | undefined;
  const refined: Term[][] = [];
  const added: Term[][] = [];
  for (const term of terms) {
    const filtered = term.filter((item) => stop(item.value));
    refined.push(filtered);
    if (filtered.length < term.length && filtered.length > 0) added.push(filtered);
  }
  terms.push(...added);
  const extra: Term[][] = [];
  for (const term of refined) {
    if (term.length > 2) for (let i = term.length - 1; i >= 0; i -= 1) extra.push(term.slice(0, i).concat(term.slice(i + 1)));
  }
  const toQueries = (list: Term[][], distance: number, maybeTyping: boolean): Query[] =>
    list.flatMap((term) => {
      const query: Query = {
        tokens: term.map((t) => t.value),
        term: term.map((item) => ({
          value: item.value,
          wildcard: (maybeTyping ? item.trailing || item.maybeTyping : item.trailing) ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
          editDistance: distance > 0 && item.value.length > distance ? distance : undefined,
        })),
      };
      return distance && query.term.every((t) => !t.editDistance) ? [] : [query];
    });
  const typing = (list: Term[][], distance: number) =>
    toQueries(list, distance, false).concat(
      toQueries(
        list.filter((term) => !term[term.length - 1].trailing && term[term.length - 1].maybeTyping),
        distance,
        true,
      ),
    );
  const matrix = (list: Term[][]) => Array.from({length: FUZZY_DISTANCE + 1}, (_, d) => typing(list, d)).flat();
  return matrix(terms).concat(matrix(extra));
}

type Hit = {document: Doc; type: number; page: Doc | undefined; index?: number};

function searchWrapped(wrapped: Wrapped[], input: string, limit: number): string[] {
  const tokens = input.toLowerCase().match(/[^-\s]+/g) ?? [];
  if (tokens.length === 0) return [];
  const results: Hit[] = [];
  search: for (const {term} of smartQueries(tokens)) {
    for (const {documents, index, type} of wrapped) {
      const found = index
        .query((q) => {
          for (const item of term) {
            q.term(item.value, {
              wildcard: item.wildcard,
              presence: lunr.Query.presence.REQUIRED,
              ...(item.editDistance ? {editDistance: item.editDistance} : {}),
            });
          }
        })
        .slice(0, limit)
        .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
        .slice(0, limit - results.length)
        .map((result) => {
          const document = documents.find((doc) => doc.i.toString() === result.ref)!;
          return {document, type, page: type !== TITLE ? wrapped[0].documents.find((doc) => doc.i === document.p) : undefined};
        });
      results.push(...found);
      if (results.length >= limit) break search;
    }
  }
  // sortSearchResults: sections right after their page's title hit, if there is one.
  results.forEach((item, i) => (item.index = i));
  const pageIndex = (hit: Hit) => {
    const at = hit.type !== TITLE && hit.page ? results.findIndex((item) => item.document === hit.page) : hit.index!;
    return at === -1 ? hit.index! : at;
  };
  results.sort((a, b) => {
    const pa = pageIndex(a);
    const pb = pageIndex(b);
    if (pa === pb) return (b.type === TITLE ? 1 : 0) - (a.type === TITLE ? 1 : 0) || a.index! - b.index!;
    return pa - pb;
  });
  return results.map((hit) => `${hit.document.u}${hit.document.h ?? ''}`);
}

function ready(wrapped: Wrapped[]): ReadyEngine {
  // The plugin shows searchResultLimits (8) hits; `limit` is honoured only below that.
  return {search: (query, limit) => searchWrapped(wrapped, query, Math.min(limit, RESULT_LIMIT))};
}

export const lunrEasyops: RecordEngineAdapter = {
  name: 'lunr (as docusaurus-search-local)',
  configuration:
    'lunr 2.3.9 configured as @easyops-cn/docusaurus-search-local 0.5x defaults: 5 typed indexes (titles, headings, [descriptions], [keywords], contents), ref "i", one field "t", metadataWhitelist ["position"], default tokenizer (/[\\s\\-]+/) and English pipeline (trimmer, stop words, stemmer); its smartQueries plan (REQUIRED terms, trailing wildcard on the last word, fuzzyMatchingDistance 1), searchResultLimits 8, sortSearchResults',
  files: async (records) => new Map([[FILE, Buffer.from(JSON.stringify(serialize(builtFor(records))))]]),
  build: (records) => {
    const wrapped = buildWrapped(records);
    lastBuilt.set(records, wrapped);
    return ready(wrapped);
  },
  load: (files) => ready(wrap(JSON.parse(files.get(FILE)!.toString('utf8')) as Serialized[])),
  firstSearchBytes: (_query, files) => bytesOf([FILE], files),
};
