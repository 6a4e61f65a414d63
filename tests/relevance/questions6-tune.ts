/**
 * The tuning half of the sixth question suite (46 queries; the type and the
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
 * The other half is in questions6-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION6_TUNE_CASES: QuestionCase[] = [
  // question
  {query: 'how look the error message of have_shape when fail', want: 'Integrations/RSpecIntegration#failure-output', kind: 'question'},
  {query: 'spec passes with [] even though shape is [Integer]?', want: 'Features/Arrays#empty-arrays', kind: 'question'},
  {
    query: 'why my shape name pointing to other name not work',
    want: 'Features/ShapeLibrary#a-name-cannot-point-directly-at-another-name',
    kind: 'question',
  },
  {query: 'built-in email check?', want: 'FAQ#are-there-predefined-shapes-for-emails-urls-or-dates', kind: 'question'},
  {query: 'does compare throw an error when the data is wrong', want: 'WhatIsKatachi#what-you-get-back', kind: 'question'},
  {query: 'what does this gem do', want: 'WhatIsKatachi', kind: 'question'},
  {query: 'which version receive security fix', want: 'Contributing/SECURITY#supported-versions', kind: 'question'},
  {query: 'hash shape fails after JSON.parse even though keys look right', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'question'},
  // task
  {
    query: 'get the full tree in minitest failure, not just Expected ... to match',
    want: 'Integrations/MinitestIntegration#getting-the-full-diagnostics',
    kind: 'task',
  },
  {query: 'minitest require order', want: 'Integrations/MinitestIntegration#setting-up-minitest', kind: 'task'},
  {query: 'set up shared named schemas once for the whole suite', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'task'},
  {query: 'list where the first item is text and the rest can be anything', want: 'Features/Arrays#patterns-with-a-rest', kind: 'task'},
  {
    query: 'dump the comparison tree when an rspec expectation fails',
    want: 'Integrations/RSpecIntegration#printing-diagnostics-on-failure',
    kind: 'task',
  },
  {query: 'allow only a few fixed words like admin or editor', want: 'Features/AnyOf#enumerations', kind: 'task'},
  {query: 'how make one of two key must exist in hash', want: 'Contributing/HashComparisonDesign#step-1-required-keys', kind: 'task'},
  // comparison
  {query: 'OpenAPI required list vs katachi', want: 'Contributing/Inspiration#keys-are-optional-by-default', kind: 'comparison'},
  {query: '[String, nil] or any_of(String, nil) inside a list, same thing?', want: 'Features/AnyOf#anyof-inside-arrays', kind: 'comparison'},
  {
    query: 'use lambda or make class with kt_compare, which is better',
    want: 'Features/CustomComparisons#when-to-use-a-lambda-instead',
    kind: 'comparison',
  },
  {query: ':class_mismatch vs :mismatch for arrays', want: 'Features/Arrays#class-mismatches', kind: 'comparison'},
  {query: 'katachi or dry-schema for form input', want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators', kind: 'comparison'},
  {query: 'case/in pattern vs Kt.compare', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'comparison'},
  {
    query: 'OpenAPI additionalProperties default compared to katachi',
    want: 'Contributing/Inspiration#extra-keys-are-allowed-by-default',
    kind: 'comparison',
  },
  // vocabulary
  {query: 'number greater or equal zero', want: 'Features/BasicShapes#range-shapes', kind: 'vocabulary'},
  {query: 'denylist a field so it must never appear in the response', want: 'Features/Hashes#forbidding-a-key', kind: 'vocabulary'},
  {query: 'field can be null or text', want: 'Features/AnyOf#nullable-values', kind: 'vocabulary'},
  {query: 'my own function as validator', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'vocabulary'},
  {query: 'strict mode: fail on unexpected properties', want: 'Features/Hashes#extra-keys-are-rejected', kind: 'vocabulary'},
  {query: 'dictionary key sometimes missing', want: 'Features/Hashes#making-a-key-optional', kind: 'vocabulary'},
  // abbreviation
  {query: 'prereqs before installing', want: 'GettingStarted#requirements', kind: 'abbreviation'},
  {query: 'w/o katachi/rspec be_match', want: 'Integrations/RSpecIntegration#without-the-helper-predicate-matchers', kind: 'abbreviation'},
  {query: 'GUID uppercase ok?', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'abbreviation'},
  {query: 'gen TS types from shapes', want: 'FAQ#what-is-planned-for-the-future', kind: 'abbreviation'},
  {query: 'OAS 3.1 nullable type array', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'abbreviation'},
  // typo
  {query: 'compare stratgey order', want: 'Features/BasicShapes#how-compare-chooses-a-strategy', kind: 'typo'},
  {query: 'code of condut', want: 'Contributing/CodeOfConduct', kind: 'typo'},
  {query: 'custon comparsion', want: 'Features/CustomComparisons', kind: 'typo'},
  {query: 'tupel arrays', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'typo'},
  {query: 'anyof enumerabel', want: 'Features/AnyOf#anyof-is-enumerable', kind: 'typo'},
  {query: 'minitset assert_shape', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'typo'},
  {query: 'mixng specific and genral keys', want: 'Features/Hashes#mixing-specific-and-general-keys', kind: 'typo'},
  // identifier
  {query: 'object_class_universal', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'identifier'},
  {
    query: 'have_shape(...).with_code(:hash_is_mismatch) passes',
    want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code',
    kind: 'identifier',
  },
  {
    query: 'comparison of String with 3 failed in shape lambda',
    want: 'Features/BasicShapes#guarding-lambdas-against-other-types',
    kind: 'identifier',
  },
  {
    query: 'Expected {id: "42", email: nil} to match {id: Integer, email: String}',
    want: 'Integrations/MinitestIntegration#failure-messages',
    kind: 'identifier',
  },
  {query: 'ArgumentError (Unknown shape: $user_v2)', want: 'Features/ShapeLibrary#unknown-shape-names-raise', kind: 'identifier'},
  {
    query: '#<Proc:0x000055d5 spec/api_spec.rb:14 (lambda)> in output',
    want: 'Features/Diagnostics#lambdas-print-as-proc-objects',
    kind: 'identifier',
  },
];
