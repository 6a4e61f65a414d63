/**
 * The engine features for questions as readers type them: question
 * words, identifier parts, synonyms, swapped letters, relaxed queries, and
 * front matter keywords.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {engineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import {indexTermsOfWord, partTermOf, queryAlternativesOfWord} from '../../../plugins/search/shared/tokenize';
import {isOptionalWord, meaningfulQueryWords, piecesOfUnknownWord} from '../../../plugins/search/shared/queryWords';
import {isStopWord} from '../../../plugins/search/shared/stopWords';
import {synonymLookup, validateSynonyms} from '../../../plugins/search/shared/synonyms';
import {editDistance} from '../../../plugins/shared/editDistance';
import {corrections} from '../../../plugins/search/client/suggest';
import {recordsOfPage} from '../../../plugins/search/shared/pages';
import {emptyHierarchy, type SearchRecord} from '../../../plugins/search/shared/record';
import {keptByAll} from '../../../plugins/search/theme/SearchBar/RelaxedQueryNotice';

function section(page: string, heading: string, content: string): SearchRecord {
  const anchor = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const url = `/katachi/docs/${page}#${anchor}`;
  return {
    objectID: url,
    url,
    url_without_anchor: `/katachi/docs/${page}`,
    anchor,
    type: 'lvl2',
    hierarchy: {...emptyHierarchy('Docs', page), lvl2: heading},
    content,
  };
}

const corpus = [
  section('Minitest', 'Expectations', 'Call must_match_shape on a value, or wont_match_shape.'),
  section('Hashes', 'Required keys', 'Every key of a hash shape must be present in the value.'),
  section('Hashes', 'Nested hashes', 'A hash inside a hash is compared key by key.'),
  section('AnyOf', 'Nil values', 'Kt.any_of(String, nil) accepts a string or nil.'),
  section('AnyOf', 'Mentions null', 'JSON calls it null; Ruby calls it nil.'),
  section('BasicShapes', 'Regular expression shapes', 'A Regexp matches strings through ===.'),
  section('BasicShapes', 'Ranges', 'A range such as 1..10 matches numbers in it. Expression of intent.'),
  section('Arrays', 'Array shapes', 'An array shape lists the shape of each element.'),
  section('Diagnostics', 'Result tree', 'Each comparison result has child_results for its children.'),
];
const engine = engineOfRecords(corpus, {synonyms: {schema: ['shape']}});
const urls = (query: string) => engine.search(query).hits.map((h) => h.record.url.replace(/^.*#/, ''));

test('question words are not query words; a query of only question words still searches', () => {
  assert.ok(isStopWord('must') && isStopWord('vs') && isStopWord('How'));
  assert.deepEqual(meaningfulQueryWords('must I list every key?'), ['list', 'key?']);
  assert.deepEqual(meaningfulQueryWords('combine several shapes that look like a date'), ['combine', 'shapes', 'date']);
  assert.deepEqual(meaningfulQueryWords('must not'), ['must', 'not']);
  assert.deepEqual(meaningfulQueryWords('what happens if a key is missing'), ['key', 'missing']);
  // "equivalent" is comparison phrasing, as "vs" is; alone, it is searched as typed.
  assert.deepEqual(meaningfulQueryWords('zod .nullable() equivalent'), ['zod', '.nullable']);
  assert.deepEqual(meaningfulQueryWords('equivalent'), ['equivalent']);
  const result = engine.search('how must a key be present');
  assert.deepEqual(result.words, ['key', 'present']);
  assert.equal(urls('how must a key be present')[0], 'required-keys');
  // Only question words: searched as typed.
  assert.equal(urls('must')[0], 'required-keys');
});

test('a question word never matches inside an identifier', () => {
  // "must" is dropped, and "shape" alone must not favour `must_match_shape` over prose.
  const hits = engine.search('what must a hash shape have').hits;
  assert.notEqual(hits[0].record.anchor, 'expectations');
  assert.ok(!hits.some((h) => h.terms.includes(partTermOf('must'))));
});

test('identifier parts are their own terms, ranked below the same word as a word', () => {
  const terms = indexTermsOfWord('must_match_shape');
  assert.ok(terms.includes('must_match_shape') && terms.includes(partTermOf('must')) && !terms.includes('must'));
  assert.ok(indexTermsOfWord('AnyOf').includes(partTermOf('any')));
  // Hyphenated prose words are words, not identifiers.
  assert.ok(indexTermsOfWord('built-in').includes('built'));
  // `value` as a word (Required keys) before `value` nowhere; `match` as a word (Ranges) before `must_match_shape`.
  const matchHits = engine.search('match').hits;
  const ranges = matchHits.findIndex((h) => h.record.anchor === 'ranges');
  const expectations = matchHits.findIndex((h) => h.record.anchor === 'expectations');
  assert.ok(ranges >= 0 && expectations > ranges, `ranges ${ranges}, expectations ${expectations}`);
  assert.equal(matchHits[expectations].rank.approximate, 1);
  // The identifier typed as such still finds it first.
  assert.equal(urls('must_match_shape')[0], 'expectations');
});

test('synonyms find the words the docs use, never above the exact word', () => {
  const lookup = synonymLookup({schema: ['shape']});
  assert.deepEqual(lookup('null'), [['nil']]);
  assert.deepEqual(lookup('dictionaries'), [['hash']], 'looked up by stem');
  assert.deepEqual(lookup('schema'), [['shape']], 'site synonyms');
  // "cmp" is short for the noun too: a title says "comparisons", whose stem is not "compare"'s.
  assert.deepEqual(lookup('cmp'), [['compare'], ['comparison']]);
  // Plain words: "text" is a string, "wrong" data is invalid, a key "sometimes" there is optional.
  assert.deepEqual(lookup('text'), [['string']]);
  assert.deepEqual(lookup('wrong'), [['invalid'], ['mismatch']]);
  assert.deepEqual(lookup('sometimes'), [['optional']]);
  assert.deepEqual(lookup('omitempty'), [['optional']], "Go's tag for an optional field");
  // "null" is said once (Mentions null): it comes first; the nil sections follow.
  const nullHits = urls('null');
  assert.equal(nullHits[0], 'mentions-null');
  assert.ok(nullHits.includes('nil-values'));
  assert.equal(urls('dictionary')[0], 'nested-hashes');
  assert.equal(urls('list')[0], 'array-shapes');
  assert.equal(urls('schema')[0], 'array-shapes');
});

test('a phrase synonym needs its words side by side', () => {
  // regex → "regular expression": Ranges says "expression" but not "regular expression".
  const hits = urls('regex');
  assert.equal(hits[0], 'regular-expression-shapes');
  assert.ok(!hits.includes('ranges'));
});

test('the synonyms option is checked with a clear message', () => {
  assert.deepEqual(validateSynonyms(undefined), {});
  assert.deepEqual(validateSynonyms({schema: ['shape']}), {schema: ['shape']});
  assert.throws(() => validateSynonyms(['shape']), /must be an object mapping a word/);
  assert.throws(() => validateSynonyms({schema: 'shape'}), /synonyms\.schema must be a non-empty list/);
  assert.throws(() => validateSynonyms({schema: []}), /non-empty list/);
  assert.throws(() => validateSynonyms({'two words': ['x']}), /must be a single word/);
});

test('two swapped neighbouring letters are one typo', () => {
  assert.equal(editDistance('minitset', 'minitest', 2), 1);
  assert.equal(editDistance('hsah', 'hash', 1), 1);
  assert.equal(editDistance('abcd', 'abcd', 1), 0);
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
  assert.equal(editDistance('abcdef', 'badcfe', 1), 2, 'gives up beyond max');
  // A 6-letter word (budget 1) with two letters swapped is found, in matching and in suggestions.
  assert.equal(urls('rnages')[0], 'ranges');
  assert.equal(urls('ragnes')[0], 'ranges');
  assert.deepEqual(corrections('rnages', [{word: 'ranges', sections: 1}]), ['ranges']);
});

test('two words typed as one are searched as the two words, even where code joins them', () => {
  // "resulttree" is written nowhere; "result tree" is a heading.
  assert.equal(urls('resulttree')[0], 'result-tree');
  assert.equal(urls('nestedhashes')[0], 'nested-hashes');
  // Cut only into pieces of 3 letters or more, and only when both are words of the site.
  assert.deepEqual(urls('zzzqqq'), []);
  // A word the site writes is never cut ("expectations" is not "expect ations").
  assert.equal(urls('expectations')[0], 'expectations');
  // `child_results` is indexed joined as `childresults`, inside code only: the
  // words "child results" typed joined still find it, as the identifier.
  assert.equal(urls('childresults')[0], 'result-tree');
});

test('auxiliaries and fillers of a spoken question are not query words', () => {
  assert.deepEqual(meaningfulQueryWords('one key just has to be a string'), ['key', 'string']);
  assert.deepEqual(meaningfulQueryWords('hey so are keys only checked when present?'), ['keys', 'checked', 'present?']);
  // Kept, they were words a section had to have: the question was relaxed to fewer of its own words.
  const result = engine.search('a hash key really has to be present');
  assert.deepEqual(result.words, ['hash', 'key', 'present']);
  assert.deepEqual(result.droppedWords, []);
  assert.equal(urls('a hash key really has to be present')[0], 'required-keys');
});

test('words naming the documentation itself are not query words', () => {
  for (const word of ['guide', 'docs', 'documentation', 'tutorial', 'whose']) assert.ok(isStopWord(word), word);
  assert.deepEqual(meaningfulQueryWords('minitest guide'), ['minitest']);
  assert.deepEqual(meaningfulQueryWords('docs'), ['docs']);
});

test('a query no section fully matches is relaxed, dropping its most common words first', () => {
  const strict = engine.search('nested hash');
  assert.deepEqual(strict.droppedWords, []);
  assert.equal(strict.hits[0].record.anchor, 'nested-hashes');
  // Few hits with every word: sections with fewer words follow them, never before.
  const firstPartial = strict.hits.findIndex((h) => !h.allWordsMatched);
  assert.ok(firstPartial > 0 && strict.hits.slice(firstPartial).every((h) => !h.allWordsMatched));
  // No section has "hash", "key" and "zebra": "zebra" (found nowhere) goes first.
  const relaxed = engine.search('hash key zebra');
  assert.deepEqual(relaxed.droppedWords, ['zebra']);
  assert.deepEqual(relaxed.words, ['hash', 'key']);
  assert.ok(relaxed.hits.length > 0 && relaxed.hits.every((h) => !h.allWordsMatched));
  // No section has both "child_results" and "nil": the more common word is dropped.
  const common = engine.search('child_results nil');
  assert.deepEqual(common.words, ['child_results']);
  assert.equal(common.hits[0].record.anchor, 'result-tree');
});

test('each hit of a relaxed query names the words it lacks, as typed, task verbs left out', () => {
  // "Zebra" is nowhere; "Nested hashes" has "nested" and "key", "Required keys" only "key".
  const relaxed = engine.search('nested key Zebra');
  const missingOf = (anchor: string) => relaxed.hits.find((hit) => hit.record.anchor === anchor)?.missingWords;
  assert.deepEqual(missingOf('nested-hashes'), ['Zebra']);
  assert.deepEqual(missingOf('required-keys'), ['nested', 'Zebra']);
  assert.deepEqual(relaxed.droppedWords, ['Zebra']);
  // Every word found: nothing missing.
  assert.ok(engine.search('nested hashes').hits[0].missingWords.length === 0);
  // A task verb is optional (never "missing"), even where the section lacks it.
  const verb = engine.search('check nested hashes');
  assert.equal(verb.hits[0].record.anchor, 'nested-hashes');
  assert.deepEqual(verb.hits[0].missingWords, []);
});

test('a function word that names nothing is searched, but never said to be missing', () => {
  // No section says "but": the query is relaxed without it, ranked as before, and no result or notice names it.
  const withBut = engine.search('nested hashes but Zebra');
  const without = engine.search('nested hashes Zebra');
  assert.deepEqual(withBut.words, ['nested', 'hashes']);
  assert.deepEqual(
    withBut.hits.map((hit) => [hit.record.anchor, hit.missingWords]),
    without.hits.map((hit) => [hit.record.anchor, hit.missingWords]),
  );
  assert.deepEqual([withBut.hits[0].record.anchor, withBut.hits[0].missingWords], ['nested-hashes', ['Zebra']]);
  assert.deepEqual(withBut.droppedWords, ['Zebra']);
  // Only a function word lacking: nothing to say, so no notice either.
  const onlyBut = engine.search('nested hashes but');
  assert.deepEqual([onlyBut.hits[0].record.anchor, onlyBut.hits[0].missingWords, onlyBut.droppedWords], ['nested-hashes', [], []]);
  // It stays a query word, which the ranking reads (tools/semantic/DECISIONS.md, suite 54).
  assert.ok(!isStopWord('but'));
});

test('the relaxed notice names the kept words only when every result lacks the same ones', () => {
  const lacking = (...missing: Array<string[] | undefined>) => missing.map((words) => ({missing: words}));
  assert.equal(keptByAll(lacking(['zebra'], ['zebra']), 'hash key'), 'hash key');
  assert.equal(keptByAll(lacking(['zebra'], ['key', 'zebra']), 'hash key'), '');
  assert.equal(keptByAll(lacking(['zebra'], undefined), 'hash key'), '');
  // A result found by meaning alone lacks every word, but says so by its group, not in the notice.
  assert.equal(keptByAll([...lacking(['zebra'], ['zebra']), {missing: undefined, byMeaning: true}], 'hash key'), 'hash key');
  assert.equal(keptByAll([{missing: ['zebra'], byMeaning: true}, ...lacking(['key'])], 'hash key'), 'hash key');
});

test('front matter keywords find the page', () => {
  const records = recordsOfPage({
    path: '/katachi/docs/Hashes',
    lvl0: 'Docs',
    keywords: ['dictionary', 'JSON object'],
    sections: [
      {depth: 1, heading: 'Hashes', anchor: null, text: 'Shapes of hashes.'},
      {depth: 2, heading: 'Keys', anchor: 'keys', text: 'Keys are required.'},
    ],
  });
  assert.deepEqual(records[0].keywords, ['dictionary', 'JSON object']);
  assert.equal(records[1].keywords, undefined);
  const withKeywords = engineOfRecords([...corpus, ...records]);
  assert.equal(withKeywords.search('json object').hits[0].record.url, '/katachi/docs/Hashes');
});

test('a wrong synonyms option stops the build, naming the entry', async () => {
  const {validateOptions} = await import('../../../plugins/search/options');
  const {normalizePluginOptions} = await import('@docusaurus/utils-validation');
  const options = (value: unknown) => validateOptions({validate: normalizePluginOptions as never, options: value as never});
  const validate = (synonyms: unknown) => options({synonyms});
  assert.throws(() => validate({schema: 'shape'}), /"synonyms": synonyms\.schema must be a non-empty list/);
  assert.throws(() => validate({'two words': ['x']}), /"synonyms": synonyms: the key "two words" must be a single word/);
  assert.throws(() => validate(['shape']), /"synonyms": synonyms must be an object mapping a word/);
  assert.deepEqual(validate({schema: ['shape']}).synonyms, {schema: ['shape']});
  assert.deepEqual(options(undefined).synonyms, {});
});

test('a query downloads every shard its synonyms and swapped letters need (shards loaded on demand)', async () => {
  const {shardIndex} = await import('../../../plugins/search/node/shardIndex');
  const {createEngine, MissingShards} = await import('../../../plugins/search/client/engine');
  const records = [...corpus, section('Hashes', 'Optional keys', 'A key whose shape includes :$undefined may be absent.')];
  const {manifest, files} = shardIndex('lazy', records, {synonyms: {optional: [':$undefined'], schema: ['shape']}});
  // As the browser does: only what was asked for is loaded, then the query is asked again.
  const loaded = new Map<string, unknown>();
  const engine = createEngine(manifest, (file) => loaded.get(file));
  const ask = <T>(run: () => T): T => {
    for (let round = 0; round < 12; round += 1) {
      try {
        return run();
      } catch (error) {
        if (!(error instanceof MissingShards)) throw error;
        for (const file of error.files) loaded.set(file, files.get(file));
      }
    }
    throw new Error('too many rounds');
  };
  for (const query of ['optional', 'schema', 'regex', 'rnages', 'ragnes', 'anyof.new', 'how must I', 'null', 'resulttree', 'nestedhashes ']) {
    assert.ok(ask(() => engine.search(query)).total > 0, query);
  }
  // Suggestions too: the same as an engine with every shard at hand.
  const everyShard = createEngine(manifest, (file) => files.get(file));
  assert.ok(everyShard.suggest('rnagse').includes('ranges'));
  assert.deepEqual(
    ask(() => engine.suggest('rnagse')),
    everyShard.suggest('rnagse'),
  );
});

test('both indexers read front matter keywords: the build from the meta tag, the dev server from the doc', async () => {
  const {sectionsOfHtml} = await import('../../../plugins/search/node/htmlSections');
  const html = `<html><head><meta data-rh="true" name="keywords" content="dictionary, JSON object"></head>
    <body><article><div class="theme-doc-markdown markdown"><header><h1>Hashes</h1></header><p>Shapes of hashes.</p></div></article></body></html>`;
  assert.deepEqual(sectionsOfHtml({path: '/katachi/docs/Hashes', html, fallbackLvl0: 'Docs'})?.keywords, ['dictionary', 'JSON object']);

  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const {pagesOfDocsSources} = await import('../../../plugins/search/node/devIndex');
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keywords-'));
  try {
    fs.mkdirSync(path.join(siteDir, 'docs'));
    fs.writeFileSync(path.join(siteDir, 'docs/Hashes.md'), '---\ntitle: Hashes\nkeywords: [dictionary, JSON object]\n---\n\nShapes of hashes.\n');
    const doc = {
      id: 'Hashes',
      source: '@site/docs/Hashes.md',
      permalink: '/katachi/docs/Hashes',
      title: 'Hashes',
      frontMatter: {keywords: ['dictionary', 'JSON object']},
    };
    const pages = await pagesOfDocsSources({
      siteDir,
      allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [doc], sidebars: {}}]}}},
      sidebarLabels: {},
      fallbackLvl0: 'Docs',
      baseUrl: '/katachi/',
    });
    assert.deepEqual(pages[0].keywords, ['dictionary', 'JSON object']);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

test('a plain word found by its stem is the word itself; an identifier found by a variant is approximate', () => {
  const records = [
    section('Rules', 'Allow nil', 'Write the shape with nil listed.'),
    section('Rules', 'Settings', 'Here nil is allowed in the body only.'),
    section('Rules', 'AnyOf', 'Alternatives.'),
  ];
  const stems = engineOfRecords(records).search('allowed nil').hits;
  // `allow` in the heading is `allowed`: the heading match wins, and counts as exact.
  assert.equal(stems[0].record.anchor, 'allow-nil');
  assert.equal(stems[0].rank.approximate, 0);
  // `AnyOf` for `any_of` (the joined form) stays an approximate match.
  assert.equal(engineOfRecords(records).search('any_of').hits[0].rank.approximate, 1);
});

test('a word typed joined reads as its two words as much as the identifier code joins the same way', () => {
  // `result.code` is indexed joined as `resultcode`; "resultcodes" typed by a
  // reader means the heading "Result codes" at least as much.
  const joined = engineOfRecords([
    section('Reading', 'Reading a result', 'Call result.code on what compare returns to read it.'),
    section('Codes', 'Result codes', 'Each result carries one code, a symbol.'),
  ]);
  const found = joined.search('resultcodes').hits;
  assert.equal(found[0].record.anchor, 'result-codes');
  assert.equal(found[0].rank.approximate, 0, 'the two words are the word itself, not a synonym of it');
});

test('"X compared to Y" is comparison phrasing, as "X vs Y" is; "compare" itself stays a word', () => {
  assert.deepEqual(meaningfulQueryWords('pattern matching compared to katachi'), ['pattern', 'matching', 'katachi']);
  assert.deepEqual(meaningfulQueryWords('rspec comparing with minitest'), ['rspec', 'minitest']);
  assert.deepEqual(meaningfulQueryWords('compare two hashes'), ['compare', 'two', 'hashes']);
  assert.deepEqual(meaningfulQueryWords('compared to'), ['compared', 'to']);
});

test('a word the site writes is what the reader meant, not a typo of another word', () => {
  const dated = engineOfRecords([
    section('Checks', 'Checking data formats', 'Check that the data has the right format.'),
    section('Formats', 'Date format', 'A regular expression can describe a date format.'),
  ]);
  // "date" is written: it does not also match "data" as a typo.
  const hits = dated.search('check date format').hits;
  assert.equal(hits[0].record.anchor, 'date-format');
  assert.ok(
    hits.every((h) => !h.terms.includes('data')),
    'date never matches data',
  );
  // A word the site does not write still finds its neighbour.
  assert.equal(dated.search('dtae format').hits[0].record.anchor, 'date-format');
});

test('task verbs (check, validate, want, …) are optional words: a section lacking one is not a relaxed result', () => {
  assert.ok(isOptionalWord('Check') && isOptionalWord('validating') && isOptionalWord('any') && !isOptionalWord('hash'));
  const tasks = engineOfRecords([
    section('Hashes', 'Checking keys', 'Check that a key is there.'),
    section('Hashes', 'Nested hashes', 'A hash inside a hash is compared key by key.'),
    section('Arrays', 'Nested arrays', 'An array inside an array.'),
  ]);
  const anchors = (query: string) => tasks.search(query).hits.map((h) => h.record.anchor);
  // No section says both "check" and "nested hashes": the one that answers
  // the question comes first, and the modal does not say "results for fewer words".
  const result = tasks.search('check nested hashes');
  assert.equal(result.hits[0].record.anchor, 'nested-hashes');
  assert.deepEqual(result.droppedWords, []);
  // A section that has the verb too still ranks before one that lacks it.
  assert.deepEqual(anchors('check hash key').slice(0, 2), ['checking-keys', 'nested-hashes']);
  // A query of only task verbs needs them.
  assert.deepEqual(anchors('check'), ['checking-keys']);
});

test('"any" is an optional word too: "any range" is about ranges, not a relaxed search', () => {
  const result = engine.search('any range');
  assert.equal(result.hits[0].record.anchor, 'ranges');
  assert.deepEqual(result.droppedWords, []);
  assert.deepEqual(result.hits[0].missingWords, []);
  // Alone, it still needs to be found (it names `any_of`).
  assert.equal(engine.search('any').hits[0].record.anchor, 'nil-values');
});

test('words in a section’s page title count toward where it matched, as an h3 does', () => {
  const page = 'CodeOfConduct';
  const url = `/katachi/docs/${page}`;
  const intro: SearchRecord = {
    objectID: url,
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    hierarchy: emptyHierarchy('Docs', 'Code of conduct'),
    content: 'How we treat each other in this project, and how a report is handled.',
  };
  const reporting = {
    ...section(page, 'Reporting a problem', 'Write to the maintainers; every message is read.'),
    hierarchy: {...emptyHierarchy('Docs', 'Code of conduct'), lvl2: 'Reporting a problem'},
  };
  const conduct = engineOfRecords([intro, reporting]);
  // The intro has "code" and "conduct" in its title and "report" in its body;
  // the section has "report" in its own heading and the rest in its page title.
  assert.equal(conduct.search('code of conduct report').hits[0].record.url, reporting.url);
  // The page's own title still wins for the page's name.
  assert.equal(conduct.search('code of conduct').hits[0].record.url, url);
});

test('punctuation in a pasted fragment is optional: "Kt = Katachi" finds the section about the alias', () => {
  assert.ok(isOptionalWord('=') && isOptionalWord('>') && !isOptionalWord('Kt'));
  const alias = section('GettingStarted', 'The Kt alias', 'Kt names the Katachi module as well.');
  const usage = section('GettingStarted', 'First comparisons', 'result = Kt.compare(value: 1, shape: Integer) # Katachi checks the value');
  const fragment = engineOfRecords([usage, alias]);
  assert.equal(fragment.search('Kt = Katachi').hits[0].record.url, alias.url);
  // Alone, punctuation is what the reader is after.
  assert.equal(fragment.search('=').hits[0].record.url, usage.url);
});

test('"pass" is what a reader saw a test do, and "against" only frames the comparison', () => {
  assert.ok(isOptionalWord('pass') && isOptionalWord('passes') && isStopWord('against'));
  // Asking whether something is allowed ("is an empty array ok?") names nothing either.
  assert.ok(isStopWord('ok?') && isStopWord('okay'));
  assert.ok(isStopWord('even') && isStopWord('though'));
  // "my own …" qualifies what the reader builds; headings that say it still rank first.
  assert.ok(isOptionalWord('own'));
  const empty = section('Arrays', 'Empty arrays', 'An empty array matches every array shape, [Integer] included.');
  const rspec = section('RSpec', 'Result codes', 'A spec can pass against an array of Integer values, or fail, and say why.');
  const outcome = engineOfRecords([rspec, empty]);
  assert.equal(outcome.search('why does an empty array pass against [Integer]?').hits[0].record.url, empty.url);
});

test('"have" is a question\'s auxiliary: no section is relaxed or marked for lacking it, yet it still finds have_shape', () => {
  assert.ok(isOptionalWord('have') && isStopWord('has'));
  const extra = section('Hashes', 'Extra keys are rejected', 'A key the shape does not name makes the hash fail.');
  const matcher = section('RSpec', 'have_shape', 'expect(value).to have_shape(shape) passes when the value fits.');
  const question = engineOfRecords([matcher, extra]);
  const [first] = question.search('can a hash have extra keys?').hits;
  assert.equal(first.record.url, extra.url);
  assert.deepEqual([first.rank.level, first.missingWords], [0, []]);
  // Typed with "shape", it names the matcher.
  assert.equal(question.search('expected value to have shape').hits[0].record.url, matcher.url);
});

test('an identifier typed with a typo finds the identifier, not each of its parts', () => {
  const codes = section('Hashes', 'Result codes', 'A pair whose key fits no general key reports :kv_key_mismatch.');
  const prose = section('Diagnostics', 'Reading the tree', 'Each key of the hash gets a line; a mismatch shows why, and kv pairs are listed.');
  const typo = engineOfRecords([prose, codes]);
  const hits = typo.search('kv_key_mismtach').hits;
  assert.equal(hits[0].record.url, codes.url);
  assert.equal(hits[0].rank.typos, 1);
});

test('a compound the site never writes (`unexpected-keys`, `min/max`) is searched as its words', () => {
  const extra = section('Hashes', 'Extra keys', 'A key the shape does not name is unexpected, and the hash fails.');
  const range = section('BasicShapes', 'Ranges', 'A range gives the min and the max of a number.');
  const built = section('FAQ', 'Dependencies', 'Katachi has no dependencies outside the built-in library.');
  const compounds = engineOfRecords([extra, range, built]);
  assert.equal(compounds.search('unexpected-keys').hits[0]?.record.url, extra.url);
  assert.equal(compounds.search('min/max').hits[0]?.record.url, range.url);
  // A compound the site does write is matched whole.
  assert.deepEqual(
    compounds.search('built-in').hits.map((h) => h.record.url),
    [built.url],
  );
  // Question words inside a compound are no words of it; a keyword argument (`required=False`) is not a compound.
  assert.deepEqual(piecesOfUnknownWord('easy-to-read'), {pieces: ['easy', 'read'], identifier: false});
  assert.deepEqual(piecesOfUnknownWord('step-by-step'), {pieces: ['step'], identifier: false});
  assert.equal(compounds.search('dependencies-by-dependencies').hits[0]?.record.url, built.url);
  assert.equal(piecesOfUnknownWord('required=False'), null);
  assert.deepEqual(piecesOfUnknownWord('anyof.new'), {pieces: ['anyof', 'new'], identifier: true});
  // An identifier of one segment (`#callMe`) and a compound of question words only (`how-to`) stay whole.
  assert.equal(piecesOfUnknownWord('#callMe'), null);
  assert.equal(piecesOfUnknownWord('how-to'), null);
});

test('a word wrapped in marks (`-hash` of a list, `*nested*` of Markdown, `--key`) is searched as the word', () => {
  for (const query of ['-hash', '*nested*', '--key', 'hash-', '~~nested~~']) {
    const wrapped = engine.search(query).hits.map((h) => h.record.anchor);
    const bare = engine.search(query.replace(/^[-*~]+|[-*~]+$/g, '')).hits.map((h) => h.record.anchor);
    assert.ok(wrapped.length > 0, query);
    assert.deepEqual(wrapped, bare, query);
  }
  // Symbols stay symbols: `->` and `=>` are not cut to `>`.
  assert.deepEqual(queryAlternativesOfWord('->'), ['->']);
  assert.deepEqual(queryAlternativesOfWord('-1'), ['-1', '1']);
});
