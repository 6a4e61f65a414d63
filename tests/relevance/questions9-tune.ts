/**
 * The tuning half of the ninth question suite (50 queries; the type and the
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
 * The other half is in questions9-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION9_TUNE_CASES: QuestionCase[] = [
  // question
  {query: 'why does a blank list pass my array of integers shape', want: 'Features/Arrays#empty-arrays', kind: 'question'},
  {
    query: 'what requirements drove the hash matching design: strict defaults, explainable failures',
    want: 'Contributing/HashComparisonDesign#the-goals',
    kind: 'question',
  },
  {
    query: 'why a reserved marker symbol for absent keys instead of nil?',
    want: 'Contributing/HashComparisonDesign#the-undefined-sentinel',
    kind: 'question',
  },
  {query: 'what does rspec print when have_shape fails', want: 'Integrations/RSpecIntegration#failure-output', kind: 'question'},
  {
    query: 'does adding it pull transitive gems into our bundle, and is there process-wide state?',
    want: 'FAQ#does-katachi-have-dependencies-or-global-state',
    kind: 'question',
  },
  {
    query: 'if something works in a case when clause does it work as a shape too',
    want: 'Features/BasicShapes#the-matching-rule--then-',
    kind: 'question',
  },
  {
    query: 'one key has to be foo and every other symbol key just has to be a string',
    want: 'Features/Hashes#a-specific-key-beats-a-general-key',
    kind: 'question',
  },
  {
    query: 'how does the comparator tell a literal key from a wildcard key, === method vs == method',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'question',
  },
  {query: 'when i puts the result what do the arrow and the child label bits mean', want: 'Features/Diagnostics#anatomy-of-a-line', kind: 'question'},
  {query: 'roadmap: is rails model validation support planned?', want: 'FAQ#what-is-planned-for-the-future', kind: 'question'},
  {query: 'does compare mutate the value or cache anything between calls?', want: 'Contributing/Philosophy#be-predictable', kind: 'question'},
  {
    query: "why keyword-only arguments, like python's bare * in the signature?",
    want: 'FAQ#why-does-ktcompare-take-keyword-arguments-only',
    kind: 'question',
  },
  {query: 'how do I declare a bool field when ruby has no bool type?', want: 'Features/AnyOf#enumerations', kind: 'question'},
  {query: "why won't maintainers add a DSL or more helper methods?", want: 'Contributing/Philosophy#be-minimal', kind: 'question'},
  {query: 'what licence is it under and who maintains it?', want: 'Contributing', kind: 'question'},
  {query: 'do old releases get backported security patches?', want: 'Contributing/SECURITY#supported-versions', kind: 'question'},
  // task
  {
    query: "trace {a: 1, b: 2, c: 'x'} against {a: Integer, Symbol => Integer} through all three passes",
    want: 'Contributing/HashComparisonDesign#putting-it-together',
    kind: 'task',
  },
  {query: 'only install it for tests, keep it out of the production bundle', want: 'GettingStarted#installing-the-gem', kind: 'task'},
  {query: 'make sure a password field never shows up but the other keys are fine', want: 'Features/Hashes#forbidding-a-key', kind: 'task'},
  {query: 'get a PR merged: fork, branch, full branch coverage', want: 'Contributing#sending-a-pull-request', kind: 'task'},
  {
    query: "assert in rspec that a result's child failed specifically on the unexpected-keys check",
    want: 'Integrations/RSpecIntegration#have_compare_code',
    kind: 'task',
  },
  {query: 'open irb with the gem preloaded to poke at a bug', want: 'Contributing#experimenting-in-the-console', kind: 'task'},
  // comparison
  {query: 'voluptuous In([...]) or cerberus allowed list of choices', want: 'Features/AnyOf#enumerations', kind: 'comparison'},
  {query: 'None value vs key not present: allow_none versus required=False', want: 'Features/Hashes#optional-is-not-nullable', kind: 'comparison'},
  {query: 'marshmallow unknown=RAISE equivalent, error on undeclared fields', want: 'Features/Hashes#extra-keys-are-rejected', kind: 'comparison'},
  {
    query: 'satisfy { |v| ... } block matcher equivalent for an arbitrary rule',
    want: 'Features/BasicShapes#lambda-and-proc-shapes',
    kind: 'comparison',
  },
  {
    query: 'rspec-json_expectations include_json lets unlisted fields through, does katachi fail on them?',
    want: 'Features/Hashes#extra-keys-are-rejected',
    kind: 'comparison',
  },
  {query: "be_within or be_between for a numeric field, what's the equivalent", want: 'Features/BasicShapes#range-shapes', kind: 'comparison'},
  {
    query: 'have_shape vs with_code vs have_compare_code vs be_match, which one when',
    want: 'Integrations/RSpecIntegration#choosing-between-them',
    kind: 'comparison',
  },
  // vocabulary
  {query: 'allow_none=True on a field', want: 'Features/AnyOf#nullable-values', kind: 'vocabulary'},
  {
    query: "uncompromising with code, patient with newcomers' pull requests",
    want: 'Contributing/Philosophy#be-ruthless-to-systems-and-kind-to-people',
    kind: 'vocabulary',
  },
  {
    query: 'compound matcher .and to require several conditions at once on one value',
    want: 'Features/CustomComparisons#composing-shapes-with-child-results',
    kind: 'vocabulary',
  },
  {
    query: 'validator that receives the whole dict for a cross-field rule, like @validates_schema',
    want: 'Features/BasicShapes#lambdas-receive-the-whole-value',
    kind: 'vocabulary',
  },
  {query: 'List[int] homogeneous list annotation', want: 'Features/Arrays', kind: 'vocabulary'},
  // abbreviation
  {query: 'upstream SAST scanning and automated dep update bot?', want: 'Contributing#quality-checks', kind: 'abbreviation'},
  {query: 'spec_helper reqs for the kt rspec matchers', want: 'Integrations/RSpecIntegration#loading-the-matchers', kind: 'abbreviation'},
  {query: 'CVE disclosure: where to submit privately', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'abbreviation'},
  {query: '4-part ver no. meaning, e.g. 0.0.2.0', want: 'FAQ#what-version-scheme-does-katachi-use', kind: 'abbreviation'},
  {query: 'RCE risk if shapes are built from user input', want: 'Contributing/SECURITY#using-katachi-safely', kind: 'abbreviation'},
  // typo
  {query: 'are voluptous dict keys Requried by default or Optinal', want: 'Features/Hashes#every-key-is-required', kind: 'typo'},
  {query: 'mini test assert shape which goes first the shape or the value', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'typo'},
  {query: 'how to fiel a bug reprot, what detials to include', want: 'Contributing#reporting-a-bug', kind: 'typo'},
  {
    query: 'huge payload makes an enourmous diagnotic dump, how to narrow it down',
    want: 'Features/Diagnostics#large-values-make-large-trees',
    kind: 'typo',
  },
  {query: 'a list that has to have five intagers no more no less', want: 'Features/Arrays#arrays-of-an-exact-length', kind: 'typo'},
  {query: 'what does the name cat a chee mean is it japanese', want: 'Contributing/Inspiration#the-name-形', kind: 'typo'},
  {
    query: 'my lamb da blows up with comparison of string with three failed',
    want: 'Features/BasicShapes#guarding-lambdas-against-other-types',
    kind: 'typo',
  },
  // identifier
  {
    query: 'expect(Kt.compare(...)).to be_match with no katachi/rspec require',
    want: 'Integrations/RSpecIntegration#without-the-helper-predicate-matchers',
    kind: 'identifier',
  },
  {query: 'katachi::version constant to check which release is loaded', want: 'GettingStarted#loading-katachi', kind: 'identifier'},
  {query: 'hash_key_match_allowed vs hash_key_exactly_allowed', want: 'Contributing/HashComparisonDesign#step-2-extra-keys', kind: 'identifier'},
  {query: 'lib/katachi/any_of.rb kt_compare implementation', want: 'Features/CustomComparisons#how-anyof-uses-the-same-hook', kind: 'identifier'},
];
