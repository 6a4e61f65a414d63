/**
 * The tuning half of the fifth question suite (47 queries; the type and the
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
 * The other half is in questions5-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION5_TUNE_CASES: QuestionCase[] = [
  // question
  {
    query: 'do I need deep_symbolize_keys on response.parsed_body before have_shape?',
    want: 'Integrations/RSpecIntegration#have_shape',
    kind: 'question',
  },
  {
    query: 'is [Integer, String] a tuple like in TypeScript or an array where each element is either type?',
    want: 'Features/Arrays#how-array-comparison-works',
    kind: 'question',
  },
  {
    query: 'why would I use this instead of structural pattern matching with case/in?',
    want: 'FAQ#why-not-just-use-ruby-pattern-matching',
    kind: 'question',
  },
  {query: 'Is katachi stable enough to depend on in a production Rails app?', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {query: 'does an instance of a subclass pass a class shape, like isinstance() would?', want: 'Features/BasicShapes#class-shapes', kind: 'question'},
  {query: 'can I generate TypeScript types or a Zod schema from my katachi shapes?', want: 'FAQ#what-is-planned-for-the-future', kind: 'question'},
  {query: 'why does my dict with "name" keys fail against { name: String }?', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'question'},
  {
    query: 'Will older releases still get security patches or do I have to upgrade?',
    want: 'Contributing/SECURITY#supported-versions',
    kind: 'question',
  },
  // task
  {query: 'reusable :$user shape across request specs', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'task'},
  {
    query: 'reusable validator class with min/max length params that shows its own name in failure output',
    want: 'Features/CustomComparisons#instance-shapes-with-configuration',
    kind: 'task',
  },
  {query: 'report harassment from another contributor', want: 'Contributing/CodeOfConduct#reporting-a-problem', kind: 'task'},
  {query: 'assert_shape why msg', want: 'Integrations/MinitestIntegration#getting-the-full-diagnostics', kind: 'task'},
  {query: 'add the katachi matchers to rails_helper', want: 'Integrations/RSpecIntegration#loading-the-matchers', kind: 'task'},
  {query: 'pip install katachi', want: 'GettingStarted#installing-the-gem', kind: 'task'},
  {query: 'own class defining === as shape', want: 'Features/BasicShapes#your-own-objects-as-shapes', kind: 'task'},
  // comparison
  {query: 'json_matchers match_response_schema replacement', want: 'Integrations/RSpecIntegration#have_shape', kind: 'comparison'},
  {query: "z.enum(['admin', 'member'])", want: 'Features/AnyOf#enumerations', kind: 'comparison'},
  {query: 'Record<string, number>', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'comparison'},
  {query: 'zod .refine() with my own predicate', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'comparison'},
  {query: 'pydantic field with a default so the key can be left out', want: 'Features/Hashes#making-a-key-optional', kind: 'comparison'},
  {query: 'dry-schema vs katachi', want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators', kind: 'comparison'},
  {query: "pydantic extra='forbid'", want: 'Features/Hashes#extra-keys-are-rejected', kind: 'comparison'},
  // vocabulary
  {query: 'loop over the errors in code to find every failing field', want: 'Features/Diagnostics#walking-child_results-in-code', kind: 'vocabulary'},
  {query: 'root validator comparing two fields together', want: 'Features/BasicShapes#lambdas-receive-the-whole-value', kind: 'vocabulary'},
  {query: 'dependency update bot, AI PR review', want: 'Contributing#quality-checks', kind: 'vocabulary'},
  {
    query: 'type narrowing in a predicate so it does not blow up on other types',
    want: 'Features/BasicShapes#guarding-lambdas-against-other-types',
    kind: 'vocabulary',
  },
  {query: 'exported functions, how to call them', want: 'GettingStarted#the-three-module-methods', kind: 'vocabulary'},
  {query: 'conftest fixture registering shared schemas', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'vocabulary'},
  // abbreviation
  {query: 'req key any val', want: 'Features/Hashes#shapes-that-accept-anything-make-a-key-optional', kind: 'abbreviation'},
  {query: 'custom cmp', want: 'Features/CustomComparisons', kind: 'abbreviation'},
  {query: 'REPL to try things', want: 'Contributing#experimenting-in-the-console', kind: 'abbreviation'},
  {query: 'empty arr ok?', want: 'Features/Arrays#empty-arrays', kind: 'abbreviation'},
  {query: 'deps + global state', want: 'FAQ#does-katachi-have-dependencies-or-global-state', kind: 'abbreviation'},
  {query: 'non-empty arr', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'abbreviation'},
  {query: 'API resp w/ users list & nullable nickname, quick demo', want: 'WhatIsKatachi#the-30-second-example', kind: 'abbreviation'},
  // typo
  {query: 'refute shpae', want: 'Integrations/MinitestIntegration#refute_shape', kind: 'typo'},
  {query: 'nulllable', want: 'Features/AnyOf#nullable-values', kind: 'typo'},
  {query: 'regax shape', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'typo'},
  {query: 'minitest reqiure', want: 'Integrations/MinitestIntegration#setting-up-minitest', kind: 'typo'},
  {query: 'must_match_shpe', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'typo'},
  {query: 'kv_key_mismtach', want: 'Contributing/HashComparisonDesign#general-pairs', kind: 'typo'},
  // identifier
  {query: 'hash_has_extra assert_equal', want: 'Integrations/MinitestIntegration#checking-a-specific-result-code', kind: 'identifier'},
  {
    query: 'Expected {id: "1", name: "Ada"} to match {id: Integer, name: String}',
    want: 'Integrations/MinitestIntegration#failure-messages',
    kind: 'identifier',
  },
  {query: '#<Proc:0x000 (lambda)> in the output', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'identifier'},
  {query: 'be_match w/o katachi/rspec', want: 'Integrations/RSpecIntegration#without-the-helper-predicate-matchers', kind: 'identifier'},
  {query: 'ArgumentError: Unknown shape: $email', want: 'Features/ShapeLibrary#unknown-shape-names-raise', kind: 'identifier'},
  {query: 'invalid shape key: even', want: 'Features/ShapeLibrary#naming-rules-for-shapes', kind: 'identifier'},
];
