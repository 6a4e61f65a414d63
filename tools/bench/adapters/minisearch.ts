/**
 * MiniSearch with its default options, given the same records as ours:
 * fields heading + content, its own default tokenizer and term processing
 * (split on Unicode space/punctuation, lower case; no stemming, no stop words),
 * stored fields for display (url, breadcrumb, heading, content: what our index
 * ships), default search options (OR, BM25+, no fuzzy) except that the last
 * query word is matched as a prefix while it is being typed.
 */
import MiniSearch from 'minisearch';
import {recordHeading, type SearchRecord} from '../../../plugins/search/shared/record';
import {bytesOf} from '../lib';
import type {ReadyEngine, RecordEngineAdapter} from './types';

type Doc = {id: number; url: string; lvl0: string; lvl1: string; heading: string; content: string};

const OPTIONS = {fields: ['heading', 'content'], storeFields: ['url', 'lvl0', 'lvl1', 'heading', 'content']};
const FILE = 'minisearch-index.json';

const docsOf = (records: SearchRecord[]): Doc[] =>
  records.map((r, id) => ({id, url: r.url, lvl0: r.hierarchy.lvl0, lvl1: r.hierarchy.lvl1, heading: recordHeading(r), content: r.content ?? ''}));

function ready(index: MiniSearch<Doc>): ReadyEngine {
  return {
    search(query, limit) {
      const typing = !/\s$/.test(query);
      return index
        .search(query, {prefix: (_term, i, terms) => typing && i === terms.length - 1})
        .slice(0, limit)
        .map((hit) => hit.url as string);
    },
  };
}

function build(records: SearchRecord[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>(OPTIONS);
  index.addAll(docsOf(records));
  return index;
}

// The last build, so that writing the shipped file does not index everything again.
const lastBuilt = new WeakMap<SearchRecord[], MiniSearch<Doc>>();

export const minisearchDefault: RecordEngineAdapter = {
  name: 'MiniSearch (defaults)',
  configuration:
    "minisearch 7: new MiniSearch({fields: ['heading','content'], storeFields: ['url','lvl0','lvl1','heading','content']}), default tokenizer/processTerm; ships JSON.stringify(index), loaded with MiniSearch.loadJSON; search(q, {prefix: last word only}), default OR/BM25, no fuzzy; top 20",
  files: async (records) => new Map([[FILE, Buffer.from(JSON.stringify(lastBuilt.get(records) ?? build(records)))]]),
  build: (records) => {
    const index = build(records);
    lastBuilt.set(records, index);
    return ready(index);
  },
  load: (files) => ready(MiniSearch.loadJSON<Doc>(files.get(FILE)!.toString('utf8'), OPTIONS)),
  firstSearchBytes: (_query, files) => bytesOf([FILE], files),
};
