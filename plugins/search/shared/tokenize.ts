/**
 * Code-aware tokeniser: the same functions run when the index is built (at
 * build time, from records) and when a query is read, so both sides agree on terms.
 *
 * Prose words and Ruby identifiers are both "words": a word may carry code
 * punctuation (`Kt::AnyOf`, `kt_compare`, `:$uuid`, `Kt.compare`, `===`), and is
 * indexed whole, by its parts and with its parts joined, so that `AnyOf`,
 * `any_of`, `anyof` and `Kt::AnyOf` all find one another.
 */
// Porter stemmer (wooorm/stemmer): a small, well-kept package; folding
// "hashes"/"hash" and "making"/"make" is all we need from it.
import {stemmer} from 'stemmer';
import {readEmptyLiterals} from './rubyLiterals';
import {normalize} from './normalize';

export type WordSpan = {word: string; start: number; end: number};

// Letters, digits and the punctuation that lives inside Ruby/code identifiers.
// Brackets, quotes, commas and spaces always end a word.
const WORD_PATTERN = /[\p{L}\p{N}\p{M}_$:=.?!<>~+\-*/%&|^@#]+/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const TRAILING_PROSE_PUNCTUATION = /(?<![.,:;!?])[.,:;!?]+$/;
export const LETTERS_OR_DIGITS = /[\p{L}\p{N}]/u;
const SEGMENT_SEPARATOR = /[^\p{L}\p{N}]+/u;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const ONLY_LATIN_LETTERS = /^[a-z]+$/;
const MAX_WORD_LENGTH = 64;

/** Words with their positions in `text` (positions are needed for highlighting). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const start = match.index ?? 0;
    if (joinsContraction(text, match[0], start, spans[spans.length - 1])) continue;
    pushWord(spans, match[0], start);
  }
  return spans;
}

// The tail of an English contraction ("it's", "doesn't", "they're", "Katachi's")
// is no word of its own: "s" and "t" would match every section with a possessive
// or a negation. A negation's verb keeps its own form ("doesn't" → "does",
// "won't" → "will"); "not" is a stop word of queries anyway.
const CLITIC = /^(?:s|t|re|ve|ll|d|m)$/i;
const APOSTROPHE = /^['\u2019]$/u;
const NEGATED_VERBS: Readonly<Record<string, string>> = {can: 'can', won: 'will'};

/** True when `word` is the tail of a contraction with `previous`, which then takes its verb's form. */
function joinsContraction(text: string, word: string, start: number, previous: WordSpan | undefined): boolean {
  if (!CLITIC.test(word) || !previous || previous.end !== start - 1 || !APOSTROPHE.test(text[start - 1])) return false;
  if (!/\p{L}$/u.test(previous.word)) return false;
  if (word.toLowerCase() === 't' && /n$/i.test(previous.word)) {
    const verb = NEGATED_VERBS[previous.word.toLowerCase()];
    if (verb) previous.word = verb;
    else {
      previous.word = previous.word.slice(0, -1);
      previous.end -= 1;
    }
  }
  return true;
}

function pushWord(spans: WordSpan[], raw: string, start: number): void {
  // CJK text has no spaces: index each character so any substring can be found.
  if (CJK_CHAR.test(raw)) {
    let plain = '';
    let plainStart = start;
    let offset = start;
    for (const char of raw) {
      if (CJK_CHAR.test(char)) {
        if (plain) pushPlain(spans, plain, plainStart);
        plain = '';
        spans.push({word: char, start: offset, end: offset + char.length});
        plainStart = offset + char.length;
      } else {
        plain += char;
      }
      offset += char.length;
    }
    if (plain) pushPlain(spans, plain, plainStart);
    return;
  }
  // Sentence punctuation glued to a word ("value." or "keys,") is not part of it,
  // but a word made only of punctuation (`===`, `<--`) is kept as it is.
  let word = raw;
  if (LETTERS_OR_DIGITS.test(word)) {
    const trimmed = word.replace(TRAILING_PROSE_PUNCTUATION, '');
    // Keep Ruby predicate and bang methods whole: `match?`, `even?`.
    word = /[\p{L}\p{N}_][?!]$/u.test(word) && !/[.,:;]$/.test(word) ? word : trimmed;
  }
  if (word) spans.push({word: word.slice(0, MAX_WORD_LENGTH), start, end: start + Math.min(word.length, MAX_WORD_LENGTH)});
}

/** A run of non-CJK text inside a CJK word, capped like any other word. */
function pushPlain(spans: WordSpan[], plain: string, start: number): void {
  const length = Math.min(plain.length, MAX_WORD_LENGTH);
  spans.push({word: plain.slice(0, length), start, end: start + length});
}

/** The English stem of a plain lower-case word, or null when it has none of its own. */
export function stem(term: string): string | null {
  if (term.length < 3 || !ONLY_LATIN_LETTERS.test(term)) return null;
  const stemmed = stemmer(term);
  return stemmed !== term ? stemmed : null;
}

export function segmentsOf(word: string): string[] {
  return word.split(SEGMENT_SEPARATOR).filter(Boolean);
}

function camelParts(segment: string): string[] {
  return segment.split(CAMEL_BOUNDARY).filter(Boolean);
}

const WRAPPING_MARKS = new Set(['-', '*', '~']);

/** `-hash`, `*hash*`, `--require` → the word inside; anything else as it is (`->` too). */
function bareOfMarks(word: string): string {
  // Trimmed by hand: a regex trimming the end is quadratic on a long run of marks.
  let start = 0;
  let end = word.length;
  while (start < end && WRAPPING_MARKS.has(word[start])) start += 1;
  while (end > start && WRAPPING_MARKS.has(word[end - 1])) end -= 1;
  const bare = word.slice(start, end);
  return /^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/u.test(bare) ? bare : word;
}

/**
 * The forms of a whole word, shared by the index and the query: as written,
 * without a leading `:` (`:$uuid` → `$uuid`) or method mark (`.nullable`,
 * `#call` → the name), without a trailing `?`/`!`.
 */
function wholeWordForms(rawWord: string): {forms: string[]; predicateless: string} {
  const whole = normalize(rawWord);
  const forms = [whole];
  const bare = bareOfMarks(whole);
  if (whole.startsWith(':') && whole.length > 1) forms.push(whole.slice(1));
  // A method written as called or documented (`.nullable`, `#call`): the name itself.
  else if (/^[.#][\p{L}_]/u.test(whole)) forms.push(whole.slice(1));
  // A word a reader wrapped in marks (`-hash` of a list, `*hash*` of Markdown, `--require`
  // of a command line): the word itself, as indexTermsOfWord indexes it beside the wrapped one.
  else if (bare !== whole) forms.push(bare);
  const predicateless = whole.replace(/[?!]$/, '');
  if (predicateless) forms.push(predicateless);
  return {forms, predicateless};
}

/**
 * Parts of an identifier (`must` of `must_match_shape`, `any` of `AnyOf`) are
 * indexed under their own terms, the part followed by this mark, so a query
 * word can tell "found as a word" from "found inside an identifier" (ranked
 * lower) and question words can skip identifiers altogether. The backtick
 * never occurs in a word (WORD_PATTERN), so the terms cannot collide.
 */
const PART_MARK = '`';
export const partTermOf = (term: string): string => term + PART_MARK;
export const isPartTerm = (term: string): boolean => term.endsWith(PART_MARK);

// Code punctuation joining the parts of an identifier (hyphens join prose words: `built-in`).
const IDENTIFIER_JOINT = /[\p{L}\p{N}](?:_|::|\.|#)[\p{L}\p{N}]/u;
const INNER_CAMEL = /\p{Ll}\p{Lu}/u;

export function isIdentifier(rawWord: string): boolean {
  return IDENTIFIER_JOINT.test(rawWord) || INNER_CAMEL.test(rawWord);
}

/**
 * Every term a word is indexed under: whole, without a leading `:`, the parts
 * joined, and English stems (all "whole" terms); then each segment and
 * camel-case part, marked as parts (PART_MARK) when the word is an identifier.
 */
export function indexTermsOfWord(rawWord: string): string[] {
  const whole = new Set<string>(wholeWordForms(rawWord).forms);
  const parts = new Set<string>();

  const segments = segmentsOf(rawWord);
  if (segments.length > 1) whole.add(normalize(segments.join('')));
  const identifier = isIdentifier(rawWord);
  const addPart = (part: string) => {
    const term = normalize(part);
    if (!term || whole.has(term)) return;
    (identifier ? parts : whole).add(term);
  };
  for (const segment of segments) {
    addPart(segment);
    const camel = camelParts(segment);
    if (camel.length > 1) camel.forEach(addPart);
  }
  // A global's or shape name's sigil (`$` of `:$uuid`) is a part of it: "a $ name" finds the names.
  if (/^:?\$[\p{L}_]/u.test(rawWord)) parts.add('$');
  for (const set of [whole, parts]) {
    for (const term of [...set]) {
      const stemmed = stem(term);
      if (stemmed && !whole.has(stemmed)) set.add(stemmed);
    }
  }
  // (A Set again: a typed word ending in the part marker, as in "aA`", spells
  // the part term of its own camel-case parts.)
  return [...new Set([...whole, ...[...parts].filter((part) => !whole.has(part)).map(partTermOf)])].filter(Boolean);
}

const memo = new Map<string, string[]>();
const MEMO_LIMIT = 100_000;

/**
 * indexTermsOfWord, remembered: words repeat (code especially), and the
 * highlighters and the indexer ask for the same words again and again.
 */
export function indexTermsOfWordCached(rawWord: string): string[] {
  let terms = memo.get(rawWord);
  if (!terms) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    terms = indexTermsOfWord(rawWord);
    memo.set(rawWord, terms);
  }
  return terms;
}

/**
 * The last segment of a namespaced name (`Kt::AnyOf` → `anyof`, `Kt.compare`
 * → `compare`): a weaker alternative, so `Kt::AnyOf` also finds a section that
 * only says `AnyOf`, ranked after sections that say `Kt::AnyOf` itself.
 */
export function queryTailOfWord(rawWord: string): string | null {
  const match = /(?:::|\.|#)([\p{L}_][\p{L}\p{N}_]*[?!]?)$/u.exec(rawWord);
  if (!match || match.index === 0) return null;
  return normalize(match[1]);
}

/**
 * The alternatives one query word may match (any one is enough). Parts are
 * not alternatives: `kt_compare` must not match a page that merely says `kt`.
 */
export function queryAlternativesOfWord(rawWord: string): string[] {
  const {forms, predicateless} = wholeWordForms(rawWord);
  const alternatives = new Set<string>(forms);
  // `any_of` also finds `AnyOf` (both are indexed joined as `anyof`).
  if (/[\p{L}\p{N}][_-][\p{L}\p{N}]/u.test(rawWord)) alternatives.add(normalize(segmentsOf(rawWord).join('')));
  const stemmed = stem(predicateless);
  if (stemmed) alternatives.add(stemmed);
  return [...alternatives].filter(Boolean);
}

/** Words of a query, as typed (duplicates removed, order kept). */
export function queryWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const {word: spanned} of wordSpans(readEmptyLiterals(query))) {
    for (const word of keywordArgumentWords(spanned).flatMap(typeParameterWords)) {
      const key = normalize(word);
      if (!seen.has(key)) {
        seen.add(key);
        words.push(word);
      }
    }
  }
  return words;
}

// A keyword argument pasted from Python or Kotlin (`extra='forbid'`,
// `required=False`): the name is the word. A quoted value is a word of its own;
// a bare one (`False`, `1`, `RAISE`) is the other library's constant, which
// no page writes. (Ruby's `==`, `===`, `=>` and `=~` have no letter on both
// sides of one `=`.)
const KEYWORD_ARGUMENT_VALUE = /(?<=[\p{L}\p{N}_])=(?:[\p{L}\p{N}_]+)?$/u;

function keywordArgumentWords(word: string): string[] {
  const name = word.replace(KEYWORD_ARGUMENT_VALUE, '');
  return name ? [name] : [];
}

// A generic type pasted from TypeScript, Java or C# (`Record<string, number>`,
// `Array<Hash>`): angle brackets against a letter. Ruby's `<=>`, `=>`, `->`
// and `<<` never touch a letter on the bracket's open side.
const TYPE_PARAMETER_BRACKET = /(?<=[\p{L}\p{N}])[<>]|<(?=[\p{L}\p{N}])/u;

/**
 * A query word holding a generic type, as the words it names: readers
 * coming from typed languages describe a hash as `Record<string, number>`,
 * and `Record<string` is no word of the docs. The same brackets wrap an
 * object in Ruby's inspect output, pasted from a failing test
 * (`#<Proc:0x000 (lambda)>`): the class is the word. A pasted markup tag
 * names its element, closing (`</div>`) as well as opening.
 */
function typeParameterWords(word: string): string[] {
  if (!TYPE_PARAMETER_BRACKET.test(word) || /[=-]>|<[=<]/.test(word)) return [word];
  return word
    .split(/(?:<\/|[<>])+/)
    .map((piece) => piece.replace(OBJECT_ADDRESS, ''))
    .filter((piece) => LETTERS_OR_DIGITS.test(piece));
}

/** The address in Ruby's inspect of an object (`#<Proc:0x000055d1 (lambda)>`): no word of any page. */
const OBJECT_ADDRESS = /:0x[0-9a-f]+$/i;
