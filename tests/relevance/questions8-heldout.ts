/**
 * The held-out half of the eighth question suite (48 queries; the type and the
 * rules are in questionCase.ts). Written at 01:35 UTC on 2026-11-24,
 * after the rounds of tuning on the first seven suites' tuning halves and
 * after every section got helper-written keywords, by a helper session
 * working from the reader's side only, in the voices of five readers (a
 * TypeScript developer, a data engineer who validates JSON contracts, a
 * senior Rubyist, a junior developer asking chatty questions, a reader in a
 * hurry on a phone), 20 queries each: its author read every documentation
 * page (with the search keywords taken out), the Katachi FACTS sheet and the
 * list of the site's sections, never saw the search engine, its tests or its
 * results, and ran no search. Every `want` is a section of the built site.
 * Of its 100 queries, 3 were word for word in the other
 * suites and were taken out before the split (a query counts in one suite
 * only).
 * Split once at random, stratified by kind, with seed 84117 (mulberry32
 * driving a Fisher-Yates shuffle per kind; first half of each kind to tuning,
 * second to held-out, an odd one out to the smaller half, tuning on a tie).
 * The other half is in questions8-tune.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION8_HELDOUT_CASES: QuestionCase[] = [
  // question
  {
    query: "a literal key pinned to 'foo' and Symbol => String both cover :a, which value shape wins",
    want: 'Features/Hashes#a-specific-key-beats-a-general-key',
    kind: 'question',
  },
  {
    query: 'is this okay to use at work or is it still experimental? my lead wants to know before we add it',
    want: 'FAQ#is-katachi-ready-for-production',
    kind: 'question',
  },
  {
    query: 'why are unknown fields rejected when an OpenAPI object accepts them unless additionalProperties is false',
    want: 'Contributing/Inspiration#extra-keys-are-allowed-by-default',
    kind: 'question',
  },
  {query: 'what does the name even mean? is it a japanese word or something?', want: 'Contributing/Inspiration#the-name-形', kind: 'question'},
  {
    query: 'I printed the result and there are arrows and child_label bits on every line, what does each part of a line mean?',
    want: 'Features/Diagnostics#anatomy-of-a-line',
    kind: 'question',
  },
  {
    query: 'how do I type a tuple like [number, string] where each position matters',
    want: 'Features/Arrays#fixed-length-arrays-and-tuples',
    kind: 'question',
  },
  {query: "my shape is [1, 2, 3] but [3, 2, 1] still matches, shouldn't the order matter?", want: 'Features/Arrays#exact-arrays', kind: 'question'},
  {
    query: 'what are the big ideas behind how the library is designed, like the rules the author follows when deciding things?',
    want: 'Contributing/Philosophy',
    kind: 'question',
  },
  {
    query: 'with two general keys like Symbol => Integer and String => String, is each key checked together with its value or separately',
    want: 'Contributing/HashComparisonDesign#general-pairs',
    kind: 'question',
  },
  {
    query: 'OpenAPI properties are optional unless listed in required, why does this flip that default',
    want: 'Contributing/Inspiration#keys-are-optional-by-default',
    kind: 'question',
  },
  {
    query: 'I used :$phone in my shape and it blew up saying the shape is unknown, did I do something wrong?',
    want: 'Features/ShapeLibrary#unknown-shape-names-raise',
    kind: 'question',
  },
  {
    query: 'are repeated array elements compared only once, and what labels do the array child results use',
    want: 'Features/Arrays#result-codes-for-arrays',
    kind: 'question',
  },
  {
    query: 'registering :$id as just :$uuid never matches, why does the indirection not resolve',
    want: 'Features/ShapeLibrary#a-name-cannot-point-directly-at-another-name',
    kind: 'question',
  },
  {
    query: 'I wrote _(body).must_match_shape { status: String } and ruby thinks it is a block, why?',
    want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape',
    kind: 'question',
  },
  {
    query: 'does a proc shape receive the whole Hash before any per-key descent happens',
    want: 'Features/BasicShapes#lambdas-receive-the-whole-value',
    kind: 'question',
  },
  // task
  {
    query: 'in minitest how do I make sure a hash failed specifically because of an extra key and not for some other reason?',
    want: 'Integrations/MinitestIntegration#checking-a-specific-result-code',
    kind: 'task',
  },
  {
    query: 'pact-style loose matching: assert only the fields I care about and ignore the rest',
    want: 'Features/Hashes#allowing-any-extra-keys',
    kind: 'task',
  },
  {query: 'generate TypeScript types or a zod schema from a shape', want: 'FAQ#what-is-planned-for-the-future', kind: 'task'},
  {
    query: "I'm adding this to a rails app but only need it in tests, what do I put in my Gemfile and how do I install it?",
    want: 'GettingStarted#installing-the-gem',
    kind: 'task',
  },
  {query: 'require at least one of two fields to be present', want: 'Contributing/HashComparisonDesign#step-1-required-keys', kind: 'task'},
  {
    query: 'how would I check that a number is somewhere between 1 and 10, like a score out of ten?',
    want: 'Features/BasicShapes#range-shapes',
    kind: 'task',
  },
  {query: "I'd like to send a fix, how do I run the tests and the linter on my own machine?", want: 'Contributing#development-tasks', kind: 'task'},
  // comparison
  {
    query: 'excess property check like TypeScript object literals, do extra fields fail',
    want: 'Features/Hashes#extra-keys-are-rejected',
    kind: 'comparison',
  },
  {query: 'katachi equivalent of a TypeScript union like string | null', want: 'Features/AnyOf#nullable-values', kind: 'comparison'},
  {
    query: 'JSON Schema vs katachi, tradeoffs of a language-neutral contract',
    want: 'FAQ#how-is-katachi-different-from-json-schema-or-openapi',
    kind: 'comparison',
  },
  {query: 'difference between prop?: number and prop: number | null', want: 'Features/Hashes#optional-is-not-nullable', kind: 'comparison'},
  {query: 'valibot custom() or zod refine with a predicate function', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'comparison'},
  // vocabulary
  {query: 'minimum maximum inclusive numeric bounds', want: 'Features/BasicShapes#range-shapes', kind: 'vocabulary'},
  {query: 'additionalProperties: true equivalent', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'vocabulary'},
  {query: '$ref reusable schema components', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'vocabulary'},
  {query: 'Partial<T> style property that can be omitted from the object', want: 'Features/Hashes#making-a-key-optional', kind: 'vocabulary'},
  {query: "literal type union 'admin' | 'editor' | 'viewer'", want: 'Features/AnyOf#enumerations', kind: 'vocabulary'},
  {query: 'nested object type inside an interface', want: 'Features/Hashes#nested-hashes', kind: 'vocabulary'},
  // abbreviation
  {query: 'req spec JSON resp body contract check rspec', want: 'Integrations/RSpecIntegration#have_shape', kind: 'abbreviation'},
  {query: 'runtime deps n global state', want: 'FAQ#does-katachi-have-dependencies-or-global-state', kind: 'abbreviation'},
  {query: 'dict keyed by UUID, id -> label map', want: 'Features/ShapeLibrary#named-shapes-as-hash-keys', kind: 'abbreviation'},
  {query: 'int 1 vs float 1.0', want: 'Features/BasicShapes#literal-values', kind: 'abbreviation'},
  {query: 'pin ver gemfile', want: 'FAQ#how-should-i-pin-the-version', kind: 'abbreviation'},
  // typo
  {query: 'wildcrad any value', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'typo'},
  {query: 'hsah tree output', want: 'Features/Diagnostics#reading-a-hash-tree', kind: 'typo'},
  {query: 'nested arays', want: 'Features/Arrays#nested-arrays', kind: 'typo'},
  {query: 'rpsec matchr setup', want: 'Integrations/RSpecIntegration#loading-the-matchers', kind: 'typo'},
  {query: 'regx anchr whole string', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'typo'},
  // identifier
  {query: 'compare_hash.rb compare_kv.rb', want: 'Contributing/HashComparisonDesign#where-the-code-lives', kind: 'identifier'},
  {query: 'define_negated_matcher for be_match', want: 'Integrations/RSpecIntegration#defining-be_mismatch', kind: 'identifier'},
  {query: ':$undefined sentinel, why not nil for absence', want: 'Contributing/HashComparisonDesign#the-undefined-sentinel', kind: 'identifier'},
  {query: 'Module#=== with Comparable as a shape', want: 'Features/BasicShapes#class-shapes', kind: 'identifier'},
  {query: 'have_compare_cod', want: 'Integrations/RSpecIntegration#have_compare_code', kind: 'identifier'},
];
