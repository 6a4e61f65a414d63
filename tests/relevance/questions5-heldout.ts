/**
 * The held-out half of the fifth question suite (47 queries; the type and the
 * rules are in questionCase.ts). Written at 23:36 UTC on 2026-11-23, after
 * the rounds of tuning on the first four suites' tuning halves, by a helper
 * session working from the reader's side only, in the voices of five
 * readers (a TypeScript developer who knows zod, a Python developer who
 * knows pydantic, a Rails developer testing JSON APIs, a Minitest user in a
 * hurry, a contributor evaluating the gem), 20 queries each: its author read every
 * documentation page (with the search keywords taken out), the Katachi FACTS
 * sheet and the list of the site's sections, never saw the search engine, its
 * tests or its results, and ran no search. Every `want` is a section of the
 * built site. Of its 100 queries, 6 were word for word in the other suites
 * and were taken out before the split (a query counts in one suite only).
 * Split once at random, stratified by kind, with seed 2275245656 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions5-tune.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION5_HELDOUT_CASES: QuestionCase[] = [
  // question
  {
    query: 'Does Kt.compare throw an error like zod parse() when the data is wrong, or hand me back something to inspect?',
    want: 'WhatIsKatachi#what-you-get-back',
    kind: 'question',
  },
  {
    query: 'Does it coerce "42" into an integer the way pydantic does?',
    want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators',
    kind: 'question',
  },
  {
    query: 'why are nil, true and false keys not required when used in a hash shape?',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'question',
  },
  {query: 'what license is katachi released under?', want: 'Contributing', kind: 'question'},
  {
    query: 'why does have_shape(...).with_code(:hash_is_mismatch) pass when the body clearly does not match?',
    want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code',
    kind: 'question',
  },
  {
    query: 'what is the difference between :exact_match and :match, do both count as a pass?',
    want: 'GettingStarted#match-codes-versus-match',
    kind: 'question',
  },
  {query: 'what do the four numbers in 0.0.2.0 stand for?', want: 'FAQ#what-version-scheme-does-katachi-use', kind: 'question'},
  // task
  {query: 'pin gem against breaking releases', want: 'FAQ#how-should-i-pin-the-version', kind: 'task'},
  {query: 'run rubocop and specs locally', want: 'Contributing#development-tasks', kind: 'task'},
  {query: 'assertion message showing failing field', want: 'Features/Diagnostics#using-diagnostics-in-tests', kind: 'task'},
  {query: 'dump comparison tree on spec failure', want: 'Integrations/RSpecIntegration#printing-diagnostics-on-failure', kind: 'task'},
  {
    query: 'need a list of exactly three ints, like conlist with min and max length 3',
    want: 'Features/Arrays#arrays-of-an-exact-length',
    kind: 'task',
  },
  {
    query: 'require total and allow any other symbol keys with integer counts',
    want: 'Features/Hashes#mixing-specific-and-general-keys',
    kind: 'task',
  },
  {query: 'expect the 422 error body to fail only because of unexpected keys', want: 'Integrations/RSpecIntegration#have_compare_code', kind: 'task'},
  {query: 'accept either one string, a list of strings, or null for a config setting', want: 'Features/AnyOf#nesting-anyof', kind: 'task'},
  // comparison
  {query: 'conint(ge=1, le=5)', want: 'Features/BasicShapes#range-shapes', kind: 'comparison'},
  {query: 'z.intersection: must satisfy all schemas', want: 'Features/CustomComparisons#composing-shapes-with-child-results', kind: 'comparison'},
  {query: 'marshmallow unknown=EXCLUDE', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'comparison'},
  {query: 'z.tuple([z.number(), z.string()]) equivalent', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'comparison'},
  {query: 'zod optional vs nullable object key', want: 'Features/Hashes#optional-is-not-nullable', kind: 'comparison'},
  {
    query: 'how does this compare to OpenAPI or JSON Schema for describing responses',
    want: 'FAQ#how-is-katachi-different-from-json-schema-or-openapi',
    kind: 'comparison',
  },
  // vocabulary
  {query: 'guiding tenets behind the design', want: 'Contributing/Philosophy', kind: 'vocabulary'},
  {query: 'misconduct penalties, getting banned', want: 'Contributing/CodeOfConduct#how-it-is-enforced', kind: 'vocabulary'},
  {query: 'mark properties as required?', want: 'Features/Hashes#every-key-is-required', kind: 'vocabulary'},
  {query: 'list whose first item is a str followed by *rest', want: 'Features/Arrays#patterns-with-a-rest', kind: 'vocabulary'},
  {query: 'nested list of records, like Nested(many=True)', want: 'Features/Arrays#arrays-of-hashes', kind: 'vocabulary'},
  {query: 'huge failure output for big payload', want: 'Features/Diagnostics#large-values-make-large-trees', kind: 'vocabulary'},
  {query: 'unknown type accepting any value', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'vocabulary'},
  // abbreviation
  {query: 'any arr', want: 'Features/Arrays#any-array-at-all', kind: 'abbreviation'},
  {query: 'builtin email/url/dt shapes?', want: 'FAQ#are-there-predefined-shapes-for-emails-urls-or-dates', kind: 'abbreviation'},
  {query: 'vuln report', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'abbreviation'},
  {query: 'nested obj in obj', want: 'Features/Hashes#nested-hashes', kind: 'abbreviation'},
  {query: 'arr of arr', want: 'Features/Arrays#nested-arrays', kind: 'abbreviation'},
  {query: 'PR checklist', want: 'Contributing#sending-a-pull-request', kind: 'abbreviation'},
  // typo
  {query: 'was this built because of pain with RSwagg and openapi?', want: 'Contributing/Inspiration', kind: 'typo'},
  {query: 'why is Kt.comapre keyword args only', want: 'FAQ#why-does-ktcompare-take-keyword-arguments-only', kind: 'typo'},
  {query: 'KT alais', want: 'GettingStarted#the-kt-alias', kind: 'typo'},
  {query: 'forbidd key', want: 'Features/Hashes#forbidding-a-key', kind: 'typo'},
  {query: 'uuid4 feild type', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'typo'},
  {query: 'securty of untrusted shapes', want: 'Contributing/SECURITY#using-katachi-safely', kind: 'typo'},
  {query: 'why $undefiend rather than nil for a missing key?', want: 'Contributing/HashComparisonDesign#the-undefined-sentinel', kind: 'typo'},
  // identifier
  {query: 'anyof.to_a', want: 'Features/AnyOf#anyof-is-enumerable', kind: 'identifier'},
  {query: 'x-nullable: true', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'identifier'},
  {query: 'child_label', want: 'Features/Diagnostics#anatomy-of-a-line', kind: 'identifier'},
  {query: 'expected "hello_world" to have shape Integer', want: 'Integrations/RSpecIntegration#failure-output', kind: 'identifier'},
  {query: 'Katachi::AnyOf[String, nil] vs Kt.any_of', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'identifier'},
  {query: 'define_negated_matcher :be_mismatch', want: 'Integrations/RSpecIntegration#defining-be_mismatch', kind: 'identifier'},
];
