/**
 * The tuning half of the third question suite (48 queries; the type and the
 * rules are in questionCase.ts). Written at 18:45 UTC on 2026-11-23, after
 * the rounds of tuning on the first two suites' tuning halves, by a helper
 * session working from the reader's side only: its author read every
 * documentation page (with the search keywords taken out), the Katachi FACTS
 * sheet and the list of the site's sections, never saw the search engine, its
 * tests or its results, and ran no search. Every `want` is a section of the
 * built site. Of its 100 queries, 5 were word for word in the other suites
 * and were taken out before the split (a query counts in one suite only).
 * Split once at random, stratified by kind, with seed 1795459788 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions3-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION3_TUNE_CASES: QuestionCase[] = [
  // question
  {query: 'is katachi stable enough to use in production', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {query: 'what happens if I use a $ name that was never registered', want: 'Features/ShapeLibrary#unknown-shape-names-raise', kind: 'question'},
  {query: 'where should I put add_shape calls so all my specs see them', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'question'},
  {
    query: 'why does a key with shape Object pass even when the key is missing',
    want: 'Features/Hashes#shapes-that-accept-anything-make-a-key-optional',
    kind: 'question',
  },
  {query: 'why does [3, 2, 1] pass against the shape [1, 2, 3]', want: 'Features/Arrays#exact-arrays', kind: 'question'},
  {query: 'does compare raise an exception when the data does not fit', want: 'WhatIsKatachi#what-you-get-back', kind: 'question'},
  {query: 'can a lambda look at several fields of the hash at once', want: 'Features/BasicShapes#lambdas-receive-the-whole-value', kind: 'question'},
  // task
  {query: 'forbid a password key while still allowing other keys', want: 'Features/Hashes#forbidding-a-key', kind: 'task'},
  {query: 'accept any number between 1 and 5', want: 'Features/BasicShapes#range-shapes', kind: 'task'},
  {query: 'only check a couple of fields and ignore the rest of the record', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'task'},
  {query: 'accept only draft, published or archived as the status', want: 'Features/AnyOf#enumerations', kind: 'task'},
  {query: 'assert the code of a nested child result in rspec', want: 'Integrations/RSpecIntegration#have_compare_code', kind: 'task'},
  {query: 'set up the shape assertions in test_helper.rb', want: 'Integrations/MinitestIntegration#setting-up-minitest', kind: 'task'},
  {query: 'register a reusable email shape', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'task'},
  {query: 'describe a list of order line items with sku and quantity', want: 'Features/Arrays#arrays-of-hashes', kind: 'task'},
  // comparison
  {query: 'specific key vs general key which one wins', want: 'Features/Hashes#a-specific-key-beats-a-general-key', kind: 'comparison'},
  {query: 'swagger x-nullable vs openapi 3.1 type null', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'comparison'},
  {query: 'class_mismatch vs mismatch for arrays', want: 'Features/Arrays#class-mismatches', kind: 'comparison'},
  {query: 'Kt.any_of vs AnyOf.new vs AnyOf[]', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'comparison'},
  {query: 'assert_shape or must_match_shape', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'comparison'},
  {query: 'lambda or kt_compare for a custom rule', want: 'Features/CustomComparisons#when-to-use-a-lambda-instead', kind: 'comparison'},
  // vocabulary
  {query: 'zod .nullable() equivalent', want: 'Features/AnyOf#nullable-values', kind: 'vocabulary'},
  {query: 'end to end example validating a JSON API payload', want: 'WhatIsKatachi#the-30-second-example', kind: 'vocabulary'},
  {query: '$ref reusable schema definitions', want: 'Features/ShapeLibrary', kind: 'vocabulary'},
  {query: 'dictionary with arbitrary symbol keys and integer values', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'vocabulary'},
  {query: 'backport security patches to older versions', want: 'Contributing/SECURITY#supported-versions', kind: 'vocabulary'},
  {query: 'wildcard that matches anything including nil', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'vocabulary'},
  {query: 'get the path to the failing field programmatically', want: 'Features/Diagnostics#walking-child_results-in-code', kind: 'vocabulary'},
  // abbreviation
  {query: 'arr elem order & len not checked', want: 'Features/Arrays#how-array-comparison-works', kind: 'abbreviation'},
  {query: 'PR reqs 100% branch cov', want: 'Contributing#sending-a-pull-request', kind: 'abbreviation'},
  {query: 'anyof mismatch diag tree', want: 'Features/AnyOf#reading-an-anyof-failure', kind: 'abbreviation'},
  {query: 'msg fmt when minitest assert fails', want: 'Integrations/MinitestIntegration#failure-messages', kind: 'abbreviation'},
  {query: 'zero deps? global state?', want: 'FAQ#does-katachi-have-dependencies-or-global-state', kind: 'abbreviation'},
  {query: 'sec vuln report what info to incl', want: 'Contributing/SECURITY#what-to-include', kind: 'abbreviation'},
  {query: 'diag output lambda proc addr', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'abbreviation'},
  // typo
  {query: 'code of condcut where to report', want: 'Contributing/CodeOfConduct#reporting-a-problem', kind: 'typo'},
  {query: 'small public api philosiphy', want: 'Contributing/Philosophy#be-minimal', kind: 'typo'},
  {query: 'empty any_of withno arguments', want: 'Features/AnyOf#an-empty-anyof-never-matches', kind: 'typo'},
  {query: 'neested arrays of integers', want: 'Features/Arrays#nested-arrays', kind: 'typo'},
  {query: 'emtpy array matches every array shape', want: 'Features/Arrays#empty-arrays', kind: 'typo'},
  {query: 'requrie katachi and check the version', want: 'GettingStarted#loading-katachi', kind: 'typo'},
  {query: 'reading a hash reslut tree', want: 'Features/Diagnostics#reading-a-hash-tree', kind: 'typo'},
  // identifier
  {query: 'anyof enumerable to_a include?', want: 'Features/AnyOf#anyof-is-enumerable', kind: 'identifier'},
  {query: 'have_shape.with_code', want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code', kind: 'identifier'},
  {query: 'comparisonresult::codes size', want: 'Features/CustomComparisons#choosing-a-code', kind: 'identifier'},
  {query: 'katachi::shapes.all', want: 'Features/ShapeLibrary#overwriting-and-listing-shapes', kind: 'identifier'},
  {query: 'define_negated_matcher be_mismatch', want: 'Integrations/RSpecIntegration#defining-be_mismatch', kind: 'identifier'},
  {query: 'kt.compare value: shape:', want: 'GettingStarted#compare', kind: 'identifier'},
];
