/**
 * The held-out half of the ninth question suite (50 queries; the type and the
 * rules are in questionCase.ts). Written at 01:55 UTC on 2026-11-24,
 * after every round of this day (the helpers' keywords, long questions), by
 * a helper session working from the reader's side only, in the voices of
 * five readers (an RSpec power user migrating from JSON-schema matchers, a
 * Python developer, an SRE weighing adoption, an open-source contributor
 * reading the internals, a reader dictating by voice), 20 queries each: its
 * author read every documentation page (with the search keywords taken
 * out), the Katachi FACTS sheet and the list of the site's sections, never
 * saw the search engine, its tests or its results, and ran no search. Every
 * `want` is a section of the built site.
 * Of its 100 queries, 0 were word for word in the other
 * suites and were taken out before the split (a query counts in one suite
 * only).
 * Split once at random, stratified by kind, with seed 85324 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions9-tune.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION9_HELDOUT_CASES: QuestionCase[] = [
  // question
  {
    query: 'why are key and value checked together per pair rather than separately?',
    want: 'Contributing/HashComparisonDesign#general-pairs',
    kind: 'question',
  },
  {
    query: "like marshmallow's errors dict, how do I see which key of a dict was missing or wrong?",
    want: 'Features/Diagnostics#reading-a-hash-tree',
    kind: 'question',
  },
  {query: 'should I discuss a new feature idea before coding it?', want: 'Contributing#suggesting-a-feature', kind: 'question'},
  {
    query: 'does registering a named shape leak across the whole process and every test file?',
    want: 'Features/ShapeLibrary#the-library-is-global-state',
    kind: 'question',
  },
  {
    query: 'i misspelled a dollar name and it throws an argument error instead of just not matching',
    want: 'Features/ShapeLibrary#unknown-shape-names-raise',
    kind: 'question',
  },
  {
    query: 'must match shape with curly braces gets read as a block',
    want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape',
    kind: 'question',
  },
  {
    query: "why does my spec pass even though the value doesn't fit the shape when I chain the expected outcome code",
    want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code',
    kind: 'question',
  },
  {
    query: "will it coerce '5' into 5 the way marshmallow load does?",
    want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators',
    kind: 'question',
  },
  {query: 'registering the same name twice which one wins', want: 'Features/ShapeLibrary#overwriting-and-listing-shapes', kind: 'question'},
  {
    query: 'what replaces match_json_schema for asserting a JSON body in a request spec',
    want: 'Integrations/RSpecIntegration#have_shape',
    kind: 'question',
  },
  {query: 'origin story: the author maintained rswag, why build another tool?', want: 'Contributing/Inspiration', kind: 'question'},
  {query: 'wildcard that matches whatever is there including nill', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'question'},
  {query: 'is this gem stable enough to run in prod?', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {
    query: 'show me a quick example of a users list response with a nullable nick name',
    want: 'WhatIsKatachi#the-30-second-example',
    kind: 'question',
  },
  {
    query: 'how trustworthy is the code: coverage percentage, linting and static analysis in CI',
    want: 'Contributing/Philosophy#be-reliable',
    kind: 'question',
  },
  // task
  {
    query: 'in mini test check a has fails because of extra keys and not some other reason',
    want: 'Integrations/MinitestIntegration#checking-a-specific-result-code',
    kind: 'task',
  },
  {query: 'pip install equivalent to add this library to my project', want: 'GettingStarted#installing-the-gem', kind: 'task'},
  {query: "Gemfile constraint that won't pull in a breaking release", want: 'FAQ#how-should-i-pin-the-version', kind: 'task'},
  {
    query: 'show the whole tree of what went wrong when a be_match expectation fails',
    want: 'Integrations/RSpecIntegration#printing-diagnostics-on-failure',
    kind: 'task',
  },
  {query: 'reject [] like marshmallow validate.Length(min=1)', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'task'},
  {
    query: 'not_to be_match reads awkwardly, want a positively named matcher for the failing case',
    want: 'Integrations/RSpecIntegration#defining-be_mismatch',
    kind: 'task',
  },
  {query: 'run the linter and both test suites locally before pushing', want: 'Contributing#development-tasks', kind: 'task'},
  // comparison
  {
    query: 'cerberus keysrules + valuesrules for a dict mapping str to int',
    want: 'Features/Hashes#general-keys-describe-many-keys',
    kind: 'comparison',
  },
  {
    query: 'a_hash_including equivalent: check a couple of fields and ignore whatever else is in the record',
    want: 'Features/Hashes#allowing-any-extra-keys',
    kind: 'comparison',
  },
  {query: "voluptuous Optional('key') equivalent", want: 'Features/Hashes#making-a-key-optional', kind: 'comparison'},
  {
    query: 'JSON Schema contract file vs ruby shapes, can we share it with other services?',
    want: 'FAQ#how-is-katachi-different-from-json-schema-or-openapi',
    kind: 'comparison',
  },
  {
    query: 'python 3.10 match/case structural pattern matching vs this library',
    want: 'FAQ#why-not-just-use-ruby-pattern-matching',
    kind: 'comparison',
  },
  {
    query: 'match_array / contain_exactly vs a literal array shape: is element order enforced?',
    want: 'Features/Arrays#exact-arrays',
    kind: 'comparison',
  },
  {query: 'voluptuous Any(int, str) validator, accept one of several types', want: 'Features/AnyOf', kind: 'comparison'},
  // vocabulary
  {query: 'Tuple[int, str] type hint, a fixed type per index', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'vocabulary'},
  {
    query: 'a_string_matching composable matcher for one field inside the expected hash',
    want: 'Features/BasicShapes#regular-expression-shapes',
    kind: 'vocabulary',
  },
  {
    query: 'json_matchers schema $ref to reuse one user definition across many specs',
    want: 'Features/ShapeLibrary#registering-your-own-shapes',
    kind: 'vocabulary',
  },
  {query: 'an_instance_of / be_a / kind_of for a single field', want: 'Features/BasicShapes#class-shapes', kind: 'vocabulary'},
  {query: 'marshmallow fields.Nested(UserSchema) for a sub-dict', want: 'Features/Hashes#nested-hashes', kind: 'vocabulary'},
  // abbreviation
  {query: 'vuln report checklist, what details to send', want: 'Contributing/SECURITY#what-to-include', kind: 'abbreviation'},
  {query: 'CoC: which covenant version does the project follow', want: 'Contributing/CodeOfConduct', kind: 'abbreviation'},
  {query: 'cfg val that is a str, a list of str, or None', want: 'Features/AnyOf#nesting-anyof', kind: 'abbreviation'},
  {query: 'min ruby ver needed to install', want: 'GettingStarted#requirements', kind: 'abbreviation'},
  {query: 'SLA / response time after a private sec report', want: 'Contributing/SECURITY#what-happens-next', kind: 'abbreviation'},
  // typo
  {query: 'check the whole string against a rejects not just part of it', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'typo'},
  {query: 'custom shape class with kt_compare(value:) keword arg blows up', want: 'Features/CustomComparisons#the-kt_compare-contract', kind: 'typo'},
  {query: 'is there a built in you you eye dee pattern', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'typo'},
  {
    query: 'mini test assertion that passes when the has does not fit like an extra admin key',
    want: 'Integrations/MinitestIntegration#refute_shape',
    kind: 'typo',
  },
  {
    query: 'add shape says invalid shape key even what names am i allowed to use dollar sign',
    want: 'Features/ShapeLibrary#naming-rules-for-shapes',
    kind: 'typo',
  },
  {query: 'my lambdas show up as prock oh ex gibberish in the output', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'typo'},
  // identifier
  {
    query: 'hash_key_match when the value lacks the key but any_of(:a, :b) is used as a key',
    want: 'Contributing/HashComparisonDesign#step-1-required-keys',
    kind: 'identifier',
  },
  {
    query: 'kv_specific_mismatch though Symbol => Integer would accept the value',
    want: 'Contributing/HashComparisonDesign#specific-pairs',
    kind: 'identifier',
  },
  {
    query: 'hash_class_matches_any_hash returned before the required/extra/values checks run',
    want: 'Contributing/HashComparisonDesign#step-0-early-exits',
    kind: 'identifier',
  },
  {query: 'compare_hash source file location', want: 'Contributing/HashComparisonDesign#where-the-code-lives', kind: 'identifier'},
  {query: 'parsed_body string keys vs symbol keys in my shape never match', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'identifier'},
];
