/**
 * The held-out half of the sixth question suite (45 queries; the type and the
 * rules are in questionCase.ts). Written at 23:52 UTC on 2026-11-23, after
 * the rounds of tuning on the first five suites' tuning halves, by a helper
 * session working from the reader's side only, in the voices of five
 * readers (a developer pasting an error or a failing test's output, a Ruby
 * beginner, a QA engineer writing API contract tests, a developer whose first
 * language is not English, a reader on a phone), 20 queries each: its author read every
 * documentation page (with the search keywords taken out), the Katachi FACTS
 * sheet and the list of the site's sections, never saw the search engine, its
 * tests or its results, and ran no search. Every `want` is a section of the
 * built site. Of its 100 queries, 9 were word for word in the other suites
 * and were taken out before the split (a query counts in one suite only).
 * Split once at random, stratified by kind, with seed 2225724157 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions6-tune.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION6_HELDOUT_CASES: QuestionCase[] = [
  // question
  {query: 'what mean the name katachi', want: 'Contributing/Inspiration#the-name-形', kind: 'question'},
  {
    query: 'why not just use null for a missing key, what is $undefined',
    want: 'Contributing/HashComparisonDesign#the-undefined-sentinel',
    kind: 'question',
  },
  {query: 'why does [1, 1] match the shape [1, 2, 3]', want: 'Features/Arrays#exact-arrays', kind: 'question'},
  {query: 'katachi is stable for use in production or not?', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {query: 'is null the same as a key that is not there', want: 'Features/Hashes#optional-is-not-nullable', kind: 'question'},
  {query: 'Object value key become optional why', want: 'Features/Hashes#shapes-that-accept-anything-make-a-key-optional', kind: 'question'},
  {query: 'what happen to person who break the rules of conduct', want: 'Contributing/CodeOfConduct#how-it-is-enforced', kind: 'question'},
  // task
  {query: 'minitest negative shape assertion', want: 'Integrations/MinitestIntegration#refute_shape', kind: 'task'},
  {
    query: 'assert the failure is caused by extra keys in minitest',
    want: 'Integrations/MinitestIntegration#checking-a-specific-result-code',
    kind: 'task',
  },
  {query: 'how to report bug, what I must write in issue', want: 'Contributing#reporting-a-bug', kind: 'task'},
  {query: 'list at least one item', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'task'},
  {query: 'any symbol key, integer values', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'task'},
  {query: 'add this library to my project', want: 'GettingStarted#installing-the-gem', kind: 'task'},
  {
    query: 'how check in spec style with _() the value have shape',
    want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape',
    kind: 'task',
  },
  {
    query: 'write own matcher with parameter and nice name in output',
    want: 'Features/CustomComparisons#instance-shapes-with-configuration',
    kind: 'task',
  },
  // comparison
  {
    query: 'when specific key and Symbol key both match, which one win',
    want: 'Features/Hashes#a-specific-key-beats-a-general-key',
    kind: 'comparison',
  },
  {query: 'have_shape or have_compare_code, which matcher when', want: 'Integrations/RSpecIntegration#choosing-between-them', kind: 'comparison'},
  {
    query: '{nil => Integer} matches {} but {"name" => Integer} does not',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'comparison',
  },
  {query: 'Kt and Katachi is different thing?', want: 'GettingStarted#the-kt-alias', kind: 'comparison'},
  {query: 'check code or match? in test', want: 'GettingStarted#match-codes-versus-match', kind: 'comparison'},
  {query: 'difference between double equals and triple equals here', want: 'Features/BasicShapes#the-matching-rule--then-', kind: 'comparison'},
  // vocabulary
  {query: 'pretty print failure', want: 'Features/Diagnostics#printing-the-result-tree', kind: 'vocabulary'},
  {query: 'reusable schema definitions like $ref', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'vocabulary'},
  {query: 'mandatory fields', want: 'Features/Hashes#every-key-is-required', kind: 'vocabulary'},
  {query: 'list of dictionaries', want: 'Features/Arrays#arrays-of-hashes', kind: 'vocabulary'},
  {query: 'object inside object check', want: 'Features/Hashes#nested-hashes', kind: 'vocabulary'},
  {query: 'passthrough unknown fields in payload', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'vocabulary'},
  // abbreviation
  {query: 'kwargs only compare?', want: 'FAQ#why-does-ktcompare-take-keyword-arguments-only', kind: 'abbreviation'},
  {query: 'ver scheme 4 numbers what mean', want: 'FAQ#what-version-scheme-does-katachi-use', kind: 'abbreviation'},
  {query: 'pin gem ver ~>', want: 'FAQ#how-should-i-pin-the-version', kind: 'abbreviation'},
  {query: 'coc report', want: 'Contributing/CodeOfConduct#reporting-a-problem', kind: 'abbreviation'},
  {query: 'impl allOf w/ kt_compare', want: 'Features/CustomComparisons#composing-shapes-with-child-results', kind: 'abbreviation'},
  // typo
  {query: 'nestedarays', want: 'Features/Arrays#nested-arrays', kind: 'typo'},
  {query: 'litersl values', want: 'Features/BasicShapes#literal-values', kind: 'typo'},
  {query: 'philosphy minimal api', want: 'Contributing/Philosophy#be-minimal', kind: 'typo'},
  {query: 'emtpy anyof', want: 'Features/AnyOf#an-empty-anyof-never-matches', kind: 'typo'},
  {query: 'secuirty policy', want: 'Contributing/SECURITY', kind: 'typo'},
  {query: 'respect matchers setup', want: 'Integrations/RSpecIntegration#loading-the-matchers', kind: 'typo'},
  {query: 'walk chikd results', want: 'Features/Diagnostics#walking-child_results-in-code', kind: 'typo'},
  // identifier
  {query: ':hash_key_missing <-- compare(value: :$undefined, shape: :email)', want: 'Features/Diagnostics#reading-a-hash-tree', kind: 'identifier'},
  {query: 'code `:ok` must be one of', want: 'Features/CustomComparisons#choosing-a-code', kind: 'identifier'},
  {
    query: 'wrong number of arguments (given 1, expected 0; required keyword: value) kt_compare',
    want: 'Features/CustomComparisons#the-kt_compare-contract',
    kind: 'identifier',
  },
  {query: 'Invalid shape key: user', want: 'Features/ShapeLibrary#naming-rules-for-shapes', kind: 'identifier'},
  {query: 'ArgumentError: wrong number of arguments (given 2, expected 0) Kt.compare', want: 'GettingStarted#compare', kind: 'identifier'},
  {query: 'syntax error in ->(v) { v in ([Integer] * 3) }', want: 'Features/Arrays#arrays-of-an-exact-length', kind: 'identifier'},
];
