/**
 * The held-out half of the seventh question suite (46 queries; the type and the
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
 * The other half is in questions7-tune.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION7_HELDOUT_CASES: QuestionCase[] = [
  // question
  {query: 'does compare panic or return an error value when the data is invalid?', want: 'WhatIsKatachi#what-you-get-back', kind: 'question'},
  {query: 'does comparing mutate or coerce our data', want: 'Contributing/Philosophy#be-predictable', kind: 'question'},
  {query: 'how does compare decide which strategy to dispatch to', want: 'Features/BasicShapes#how-compare-chooses-a-strategy', kind: 'question'},
  {query: 'is 1 compared with 1.0 an exact match or a mismatch?', want: 'Features/BasicShapes#literal-values', kind: 'question'},
  {query: 'shape name that was never registered: mismatch or exception?', want: 'Features/ShapeLibrary#unknown-shape-names-raise', kind: 'question'},
  {
    query: 'what happens if a vulnerability is found in an older release we are stuck on',
    want: 'Contributing/SECURITY#supported-versions',
    kind: 'question',
  },
  {query: 'does [3, 2, 1] still match the literal shape [1, 2, 3]', want: 'Features/Arrays#exact-arrays', kind: 'question'},
  // task
  {
    query: 'make sure a password field never shows up in the payload while other keys are fine',
    want: 'Features/Hashes#forbidding-a-key',
    kind: 'task',
  },
  {
    query: 'minitest: assert the hash failed because of extra keys and nothing else',
    want: 'Integrations/MinitestIntegration#checking-a-specific-result-code',
    kind: 'task',
  },
  {query: 'accept arrays whose first element is a string followed by anything', want: 'Features/Arrays#patterns-with-a-rest', kind: 'task'},
  {query: 'boolean field true or false only', want: 'Features/AnyOf#enumerations', kind: 'task'},
  {query: 'declare a union type Integer | String for one field', want: 'Features/AnyOf', kind: 'task'},
  {
    query: 'implement my own matcher type, method signature and return type',
    want: 'Features/CustomComparisons#the-kt_compare-contract',
    kind: 'task',
  },
  {
    query: 'key must exist but its value can be anything, nil included',
    want: 'Features/Hashes#shapes-that-accept-anything-make-a-key-optional',
    kind: 'task',
  },
  {query: 'disclose vuln privately', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'task'},
  // comparison
  {query: 'Pair<Integer, String> tuple', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'comparison'},
  {query: 'map[string]int instead of struct', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'comparison'},
  {query: 'dry-validation vs katachi', want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators', kind: 'comparison'},
  {query: 'assert_equal vs assert_shape argument order', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'comparison'},
  {query: 'match_array replacement', want: 'Features/Arrays#how-array-comparison-works', kind: 'comparison'},
  {query: 'List<Integer> vs ruby array shape', want: 'Features/Arrays', kind: 'comparison'},
  // vocabulary
  {query: 'inverse of be_match matcher', want: 'Integrations/RSpecIntegration#defining-be_mismatch', kind: 'vocabulary'},
  {query: 'min max numeric bounds', want: 'Features/BasicShapes#range-shapes', kind: 'vocabulary'},
  {query: '@Nullable String field', want: 'Features/AnyOf#nullable-values', kind: 'vocabulary'},
  {query: 'etymology', want: 'Contributing/Inspiration#the-name-形', kind: 'vocabulary'},
  {query: 'list of lists matrix', want: 'Features/Arrays#nested-arrays', kind: 'vocabulary'},
  {query: 'transitive dependency footprint', want: 'FAQ#does-katachi-have-dependencies-or-global-state', kind: 'vocabulary'},
  {query: 'DisallowUnknownFields', want: 'Features/Hashes#extra-keys-are-rejected', kind: 'vocabulary'},
  // abbreviation
  {query: 'SAST and dependency bot in CI', want: 'Contributing#quality-checks', kind: 'abbreviation'},
  {query: 'MIT licensed?', want: 'Contributing', kind: 'abbreviation'},
  {query: 'CoC violation email', want: 'Contributing/CodeOfConduct#reporting-a-problem', kind: 'abbreviation'},
  {query: 'GUID regex', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'abbreviation'},
  {
    query: 'NPE-style crash in a lambda when the value has the wrong type',
    want: 'Features/BasicShapes#guarding-lambdas-against-other-types',
    kind: 'abbreviation',
  },
  {query: 'nullable UUID named shape', want: 'Features/ShapeLibrary#named-shapes-inside-anyof', kind: 'abbreviation'},
  {
    query: 'KV pair whose key is not in the shape gets tried against every entry?',
    want: 'Contributing/HashComparisonDesign#general-pairs',
    kind: 'abbreviation',
  },
  // typo
  {query: 'nil agianst an [String] array shape, which code comes back?', want: 'Features/Arrays#class-mismatches', kind: 'typo'},
  {query: 'with_cdoe', want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code', kind: 'typo'},
  {
    query: 'does a labmda shape get the whole hash or each element separately?',
    want: 'Features/BasicShapes#lambdas-receive-the-whole-value',
    kind: 'typo',
  },
  {query: 'interface{} wildcard any objetc', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'typo'},
  {query: 'nested hashs extra key strict', want: 'Features/Hashes#nested-hashes', kind: 'typo'},
  {query: 'safe with untrusted imput?', want: 'Contributing/SECURITY#using-katachi-safely', kind: 'typo'},
  // identifier
  {query: 'require katachi/rspec', want: 'Integrations/RSpecIntegration#loading-the-matchers', kind: 'identifier'},
  {query: 'add_shape $ prefix Invalid shape key', want: 'Features/ShapeLibrary#naming-rules-for-shapes', kind: 'identifier'},
  {query: 'hash_key_not_allowed', want: 'Contributing/HashComparisonDesign#step-2-extra-keys', kind: 'identifier'},
  {query: '{:a=>1} vs {a: 1}', want: 'Features/Diagnostics#output-follows-rubys-inspect', kind: 'identifier'},
  {query: 'Shapes.all registry', want: 'Features/ShapeLibrary#overwriting-and-listing-shapes', kind: 'identifier'},
];
