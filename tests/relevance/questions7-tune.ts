/**
 * The tuning half of the seventh question suite (47 queries; the type and the
 * rules are in questionCase.ts). Written at 00:01 UTC on 2026-11-24, after
 * the rounds of tuning on the first six suites' tuning halves, by a helper
 * session working from the reader's side only, in the voices of five
 * readers (a Go or Java developer, a tech lead deciding whether to adopt the
 * gem, a developer migrating from include/match_array/hash_including checks,
 * a skimmer typing only keywords and code, a careful reader asking about edge
 * cases), 20 queries each: its author read every
 * documentation page (with the search keywords taken out), the Katachi FACTS
 * sheet and the list of the site's sections, never saw the search engine, its
 * tests or its results, and ran no search. Every `want` is a section of the
 * built site. Of its 100 queries, 7 were word for word in the other suites
 * and were taken out before the split (a query counts in one suite only).
 * Split once at random, stratified by kind, with seed 1490751090 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions7-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION7_TUNE_CASES: QuestionCase[] = [
  // question
  {
    query: 'if a key is written out and also matches Symbol => String, which rule applies to its value?',
    want: 'Features/Hashes#a-specific-key-beats-a-general-key',
    kind: 'question',
  },
  {query: 'production ready?', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {query: 'how well tested is it, what coverage is enforced?', want: 'Contributing/Philosophy#be-reliable', kind: 'question'},
  {
    query: 'are nil, true or false as hash shape keys treated as required?',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'question',
  },
  {query: 'are all keys I list mandatory or only checked when present?', want: 'Features/Hashes#every-key-is-required', kind: 'question'},
  {query: 'what does Kt.any_of with zero shapes match', want: 'Features/AnyOf#an-empty-anyof-never-matches', kind: 'question'},
  {query: 'which rspec matcher do I use for what', want: 'Integrations/RSpecIntegration#choosing-between-them', kind: 'question'},
  {
    query: 'what happens when a registered name just points at another name?',
    want: 'Features/ShapeLibrary#a-name-cannot-point-directly-at-another-name',
    kind: 'question',
  },
  // task
  {
    query: 'be_match failure only says false, show me the comparison tree instead',
    want: 'Integrations/RSpecIntegration#printing-diagnostics-on-failure',
    kind: 'task',
  },
  {query: 'collect error paths from result', want: 'Features/Diagnostics#walking-child_results-in-code', kind: 'task'},
  {query: 'require at least one of keys a or b to be present', want: 'Contributing/HashComparisonDesign#step-1-required-keys', kind: 'task'},
  {query: 'array with min one element', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'task'},
  {query: 'register shared shapes once so every spec sees them', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'task'},
  {query: 'request spec on response.parsed_body with string keys', want: 'Integrations/RSpecIntegration#have_shape', kind: 'task'},
  {query: 'pin gem version safely', want: 'FAQ#how-should-i-pin-the-version', kind: 'task'},
  // comparison
  {query: 'plain case/in instead of a gem', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'comparison'},
  {query: 'hash_including equivalent', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'comparison'},
  {query: 'equals() first then isInstance()?', want: 'Features/BasicShapes#the-matching-rule--then-', kind: 'comparison'},
  {query: 'katachi compared with rswag', want: 'Contributing/Inspiration', kind: 'comparison'},
  {query: 'one shape instead of a dozen be_a(Integer) expectations', want: 'WhatIsKatachi#why-katachi-exists', kind: 'comparison'},
  {query: 'match? or code', want: 'GettingStarted#match-codes-versus-match', kind: 'comparison'},
  {query: 'any_of vs plain array alternatives', want: 'Features/AnyOf#anyof-inside-arrays', kind: 'comparison'},
  // vocabulary
  {query: 'every element of the json array is an object with the same fields', want: 'Features/Arrays#arrays-of-hashes', kind: 'vocabulary'},
  {query: 'intersection of several shapes combinator', want: 'Features/CustomComparisons#composing-shapes-with-child-results', kind: 'vocabulary'},
  {query: 'tri-state field absent null', want: 'Features/Hashes#optional-is-not-nullable', kind: 'vocabulary'},
  {query: 'omitempty equivalent', want: 'Features/Hashes#making-a-key-optional', kind: 'vocabulary'},
  {query: 'fixed cardinality five ints', want: 'Features/Arrays#arrays-of-an-exact-length', kind: 'vocabulary'},
  {query: 'func(v) bool predicate as the validator', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'vocabulary'},
  // abbreviation
  {query: 'OAS 3.1 nullable type list', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'abbreviation'},
  {query: 'JSON string keys vs symbol keys', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'abbreviation'},
  {query: 'regex anchors \\A \\z partial', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'abbreviation'},
  {
    query: 'BDD must_ expectations w/ hash braces',
    want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape',
    kind: 'abbreviation',
  },
  {query: 'URL email ISO date predefined', want: 'FAQ#are-there-predefined-shapes-for-emails-urls-or-dates', kind: 'abbreviation'},
  {
    query: 'assert_shape msg lacks the why, need the full tree',
    want: 'Integrations/MinitestIntegration#getting-the-full-diagnostics',
    kind: 'abbreviation',
  },
  {query: 'CVE report contents', want: 'Contributing/SECURITY#what-to-include', kind: 'abbreviation'},
  // typo
  {query: 'hash comparision goals', want: 'Contributing/HashComparisonDesign#the-goals', kind: 'typo'},
  {query: 'empty arary vs [Integer]', want: 'Features/Arrays#empty-arrays', kind: 'typo'},
  {query: 'lamda proc output address', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'typo'},
  {query: '0.0.2.0 version numbr', want: 'FAQ#what-version-scheme-does-katachi-use', kind: 'typo'},
  {query: 'refute shap extra keys', want: 'Integrations/MinitestIntegration#refute_shape', kind: 'typo'},
  {query: 'code of conduckt enforcement', want: 'Contributing/CodeOfConduct#how-it-is-enforced', kind: 'typo'},
  {query: 'instanceof subclas match', want: 'Features/BasicShapes#class-shapes', kind: 'typo'},
  // identifier
  {query: 'ArgumentError wrong number of arguments (given 2, expected 0)', want: 'GettingStarted#compare', kind: 'identifier'},
  {query: 'kv_specific_mismatch', want: 'Contributing/HashComparisonDesign#specific-pairs', kind: 'identifier'},
  {query: 'Katachi alias Kt', want: 'GettingStarted#the-kt-alias', kind: 'identifier'},
  {query: 'bundle add katachi :test group', want: 'GettingStarted#installing-the-gem', kind: 'identifier'},
  {query: 'AnyOf.new vs AnyOf[]', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'identifier'},
];
