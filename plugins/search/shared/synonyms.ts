/**
 * Synonyms: the words readers type → the words the docs use. A query word
 * with no good match of its own also matches its synonyms, ranked below the
 * word itself (rank.ts: a synonym is an approximate match, never exact).
 *
 * The theme ships a small dictionary of developer vocabulary (readers come
 * from other languages and libraries); a site adds its own words with the
 * theme option `synonyms` (docusaurus.config.ts), which extends or replaces
 * entries of the dictionary. A synonym may be a phrase ("regular expression"):
 * a section must then have all of its words.
 */
import {queryWords, stem} from './tokenize';
import {normalize} from './normalize';

/** Reader's word → words or phrases the docs use for it. */
export type Synonyms = Record<string, string[]>;

const DEVELOPER_SYNONYMS: Synonyms = {
  null: ['nil'],
  none: ['nil'],
  dictionary: ['hash'],
  dict: ['hash'],
  map: ['hash'],
  hashmap: ['hash'],
  list: ['array'],
  vector: ['array'],
  regex: ['regexp', 'regular expression'],
  regexp: ['regular expression', 'regex'],
  enum: ['enumeration'],
  bool: ['boolean'],
  int: ['integer'],
  str: ['string'],
  lambda: ['proc'],
  callable: ['proc'],
  function: ['proc', 'lambda', 'method'],
  func: ['proc', 'lambda', 'method'],
  combine: ['compose'],
  pr: ['pull request'],
  repl: ['irb', 'console'],
  blacklist: ['forbid', 'deny'],
  denylist: ['forbid', 'deny'],
  whitelist: ['allow'],
  allowlist: ['allow'],
  roadmap: ['planned', 'future'],
  todo: ['planned'],
  config: ['configuration'],
  assertion: ['assert'],
  spec: ['rspec'],
  repo: ['repository'],
  docs: ['documentation'],
  // Shorthand developers type for everyday terms.
  arr: ['array'],
  len: ['length', 'size'],
  num: ['number', 'numeric'],
  obj: ['object'],
  fn: ['function', 'proc', 'lambda'],
  arg: ['argument'],
  args: ['arguments'],
  param: ['parameter', 'argument'],
  params: ['parameters', 'arguments'],
  kwarg: ['keyword argument'],
  kwargs: ['keyword arguments'],
  attr: ['attribute'],
  prop: ['property'],
  props: ['properties'],
  val: ['value'],
  msg: ['message'],
  err: ['error'],
  lib: ['library'],
  pkg: ['package'],
  dep: ['dependency'],
  deps: ['dependencies'],
  env: ['environment'],
  impl: ['implementation'],
  init: ['initialize', 'initializer'],
  eq: ['equal', '=='],
  cmp: ['compare', 'comparison'],
  req: ['request', 'required'],
  resp: ['response'],
  min: ['minimum', 'at least'],
  max: ['maximum', 'at most'],
  db: ['database'],
  ci: ['continuous integration'],
  dev: ['development'],
  prod: ['production'],
  ver: ['version'],
  perf: ['performance'],
  sec: ['security'],
  vuln: ['vulnerability'],
  vulns: ['vulnerabilities'],
  opt: ['optional', 'option'],
  opts: ['options'],
  sym: ['symbol'],
  syms: ['symbols'],
  fmt: ['format'],
  doc: ['documentation'],
  elem: ['element'],
  elems: ['elements'],
  idx: ['index'],
  char: ['character'],
  chars: ['characters'],
  cfg: ['configuration'],
  info: ['information'],
  seq: ['sequence', 'array'],
  dup: ['duplicate'],
  dups: ['duplicates'],
  pos: ['position', 'positional'],
  intro: ['introduction'],
  eg: ['example'],
  gh: ['github'],
  cov: ['coverage'],
  ts: ['typescript'],
  js: ['javascript'],
  rb: ['ruby'],
  // Everyday words for the usual terms.
  mandatory: ['required'],
  compulsory: ['required'],
  obligatory: ['required'],
  prohibit: ['forbid'],
  disallow: ['forbid', 'reject'],
  ban: ['forbid'],
  permit: ['allow'],
  size: ['length'],
  length: ['size'],
  count: ['size', 'length'],
  blank: ['empty'],
  exception: ['raise', 'error'],
  throw: ['raise'],
  number: ['numeric', 'integer'],
  float: ['numeric'],
  decimal: ['numeric'],
  sequence: ['array'],
  collection: ['array', 'hash'],
  nilable: ['nil', 'nullable'],
  nillable: ['nil', 'nullable'],
  setup: ['set up'],
  debug: ['diagnostics'],
  // Plain words for the usual terms: "text" for a string, "wrong" data for
  // invalid, a key "sometimes" there for an optional one.
  text: ['string'],
  wrong: ['invalid', 'mismatch'],
  sometimes: ['optional'],
  // Other languages' names: Go's `omitempty` tag marks an optional field.
  omitempty: ['optional'],
  // Spelling: readers type American English where docs may use British, and the reverse.
  behavior: ['behaviour'],
  behaviour: ['behavior'],
  license: ['licence'],
  licence: ['license'],
  color: ['colour'],
  colour: ['color'],
  favorite: ['favourite'],
  favourite: ['favorite'],
  initialise: ['initialize'],
  normalise: ['normalize'],
  normalize: ['normalise'],
  serialise: ['serialize'],
  serialize: ['serialise'],
  summarize: ['summarise'],
  summarise: ['summarize'],
  organize: ['organise'],
  organise: ['organize'],
  analyze: ['analyse'],
  analyse: ['analyze'],
  catalog: ['catalogue'],
  catalogue: ['catalog'],
};

/** A synonym, as the query words a section must all have. */
type SynonymPhrase = string[];

export type SynonymLookup = (word: string) => SynonymPhrase[];

/**
 * `synonyms` option → a clear error for a wrong shape (a build must not ship
 * a search that silently ignores the author's words).
 */
export function validateSynonyms(value: unknown, where = 'synonyms'): Synonyms {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(
      `${where} must be an object mapping a word readers type to a list of words the docs use, e.g. {null: ['nil']}; got ${describe(value)}.`,
    );
  }
  const result: Synonyms = {};
  for (const [word, list] of Object.entries(value)) {
    if (queryWords(word).length !== 1) {
      throw new Error(`${where}: the key ${JSON.stringify(word)} must be a single word (the word a reader types).`);
    }
    if (!Array.isArray(list) || list.length === 0 || !list.every((s) => typeof s === 'string' && queryWords(s).length > 0)) {
      throw new Error(`${where}.${word} must be a non-empty list of words or phrases, e.g. ['nil']; got ${describe(list)}.`);
    }
    result[word] = list;
  }
  return result;
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

/** Looks a query word up by its normalized form and by its stem ("dictionaries" → "dictionary"). */
export function synonymLookup(site: Synonyms = {}): SynonymLookup {
  const table = new Map<string, SynonymPhrase[]>();
  for (const [word, list] of Object.entries({...DEVELOPER_SYNONYMS, ...site})) {
    const key = normalize(word);
    const phrases = list.map((entry) => queryWords(entry)).filter((phrase) => phrase.length > 0);
    table.set(key, phrases);
    const stemmed = stem(key);
    if (stemmed && !table.has(stemmed)) table.set(stemmed, phrases);
  }
  return (word) => {
    const key = normalize(word).replace(/[?!]$/, '');
    return table.get(key) ?? table.get(stem(key) ?? key) ?? [];
  };
}
