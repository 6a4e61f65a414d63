/**
 * The tuning half of the fourth question suite (45 queries; the type and the
 * rules are in questionCase.ts). Written at 23:19 UTC on 2026-11-23, after
 * the rounds of tuning on the first three suites' tuning halves, by a helper
 * session working from the reader's side only: its author read every
 * documentation page (with the search keywords taken out), the Katachi FACTS
 * sheet and the list of the site's sections, never saw the search engine, its
 * tests or its results, and ran no search. Every `want` is a section of the
 * built site. Of its 100 queries, 11 were word for word in the other suites
 * and were taken out before the split (a query counts in one suite only).
 * Split once at random, stratified by kind, with seed 3408434221 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions4-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION4_TUNE_CASES: QuestionCase[] = [
  // question
  {query: 'why does an empty array pass against [Integer]?', want: 'Features/Arrays#empty-arrays', kind: 'question'},
  {query: "why doesn't compare raise an exception when the data is invalid?", want: 'WhatIsKatachi#what-you-get-back', kind: 'question'},
  {query: 'can a field be either a string or nil?', want: 'Features/AnyOf#nullable-values', kind: 'question'},
  {query: 'does the order of elements in an array shape matter?', want: 'Features/Arrays#how-array-comparison-works', kind: 'question'},
  {
    query: 'why does a key whose shape is Object pass when it is missing from the hash?',
    want: 'Features/Hashes#shapes-that-accept-anything-make-a-key-optional',
    kind: 'question',
  },
  {query: 'why does [3, 2, 1] match the shape [1, 2, 3]?', want: 'Features/Arrays#exact-arrays', kind: 'question'},
  {query: 'why is a repeated array element printed only once in the tree?', want: 'Features/Diagnostics#reading-the-array-example', kind: 'question'},
  {
    query: 'where should I call add_shape so every test sees the shapes?',
    want: 'Features/ShapeLibrary#the-library-is-global-state',
    kind: 'question',
  },
  // task
  {query: 'require one of two keys', want: 'Contributing/HashComparisonDesign#step-1-required-keys', kind: 'task'},
  {query: 'set up the shape assertions in test_helper.rb for minitest', want: 'Integrations/MinitestIntegration#setting-up-minitest', kind: 'task'},
  {query: 'array of exactly five integers', want: 'Features/Arrays#arrays-of-an-exact-length', kind: 'task'},
  {query: 'register my own named shape', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'task'},
  {query: 'make a hash key optional', want: 'Features/Hashes#making-a-key-optional', kind: 'task'},
  {query: 'accept a single string or a list of strings', want: 'Features/AnyOf#nesting-anyof', kind: 'task'},
  {query: 'validate a YYYY-MM-DD date string with a regex', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'task'},
  // comparison
  {
    query: 'how does this compare to dry-schema or ActiveModel validations?',
    want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators',
    kind: 'comparison',
  },
  {query: 'Kt.any_of vs Katachi::AnyOf.new', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'comparison'},
  {
    query: 'when a key is listed exactly and also matches Symbol =>, which rule wins?',
    want: 'Features/Hashes#a-specific-key-beats-a-general-key',
    kind: 'comparison',
  },
  {query: 'why use this instead of case/in pattern matching?', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'comparison'},
  {query: 'string vs symbol keys JSON.parse', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'comparison'},
  // vocabulary
  {query: 'instanceof check that also accepts subclasses', want: 'Features/BasicShapes#class-shapes', kind: 'vocabulary'},
  {query: 'moderation penalties for breaking the rules', want: 'Contributing/CodeOfConduct#how-it-is-enforced', kind: 'vocabulary'},
  {query: 'lower and upper bound number', want: 'Features/BasicShapes#range-shapes', kind: 'vocabulary'},
  {query: 'Record<string, number> style dictionary', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'vocabulary'},
  {query: 'disallow unknown properties', want: 'Features/Hashes#extra-keys-are-rejected', kind: 'vocabulary'},
  // abbreviation
  {query: 'all keys req by default?', want: 'Features/Hashes#every-key-is-required', kind: 'abbreviation'},
  {query: 'runtime deps?', want: 'FAQ#does-katachi-have-dependencies-or-global-state', kind: 'abbreviation'},
  {query: 'arr of objs', want: 'Features/Arrays#arrays-of-hashes', kind: 'abbreviation'},
  {query: 'enum of strs from const', want: 'Features/AnyOf#enumerations', kind: 'abbreviation'},
  {query: 'nested objs in hash shape', want: 'Features/Hashes#nested-hashes', kind: 'abbreviation'},
  {query: 'vuln report: what info to incl', want: 'Contributing/SECURITY#what-to-include', kind: 'abbreviation'},
  {query: 'PR steps', want: 'Contributing#sending-a-pull-request', kind: 'abbreviation'},
  // typo
  {query: 'is anyof enumarable', want: 'Features/AnyOf#anyof-is-enumerable', kind: 'typo'},
  {query: 'asert_shape', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'typo'},
  {query: 'fixed lenght tuples', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'typo'},
  {query: 'emtpy any_of', want: 'Features/AnyOf#an-empty-anyof-never-matches', kind: 'typo'},
  {query: 'predifined shapes for uuid strings', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'typo'},
  {query: 'kt_comapre method signature', want: 'Features/CustomComparisons#the-kt_compare-contract', kind: 'typo'},
  {query: 'philossophy', want: 'Contributing/Philosophy', kind: 'typo'},
  // identifier
  {query: '#<Proc:0x000 (lambda)> in failure output', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'identifier'},
  {query: 'Kt = Katachi', want: 'GettingStarted#the-kt-alias', kind: 'identifier'},
  {query: ':hash_key_not_allowed', want: 'Contributing/HashComparisonDesign#step-2-extra-keys', kind: 'identifier'},
  {query: 'expected "abc" to have shape Integer', want: 'Integrations/RSpecIntegration#failure-output', kind: 'identifier'},
  {query: ':array_element_mismatch', want: 'Features/Arrays#result-codes-for-arrays', kind: 'identifier'},
  {query: 'code `:bogus` must be one of', want: 'Features/CustomComparisons#choosing-a-code', kind: 'identifier'},
];
