/**
 * The tuning half of the eighth question suite (49 queries; the type and the
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
 * The other half is in questions8-heldout.ts. Split once, never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION8_TUNE_CASES: QuestionCase[] = [
  // question
  {
    query: 'I parsed some JSON and compared it to my shape and it fails even though the name key is clearly there, what is going on?',
    want: 'Features/Hashes#key-types-must-match-exactly',
    kind: 'question',
  },
  {
    query: 'I wrote a lambda and now it crashes with comparison of String with 3 failed, what am I doing wrong?',
    want: 'Features/BasicShapes#guarding-lambdas-against-other-types',
    kind: 'question',
  },
  {query: 'does compare throw like zod parse or hand back a result object like safeParse', want: 'WhatIsKatachi#what-you-get-back', kind: 'question'},
  {
    query: 'field present with null vs field absent from the payload, how are they told apart',
    want: 'Features/Hashes#optional-is-not-nullable',
    kind: 'question',
  },
  {
    query: 'hey so I have this hash from an API and some of the fields can come back as null, how do I say a field is allowed to be nil?',
    want: 'Features/AnyOf#nullable-values',
    kind: 'question',
  },
  {
    query: 'dispatch precedence: is kt_compare consulted before Proc, Object and the Array/Hash handling',
    want: 'Features/BasicShapes#how-compare-chooses-a-strategy',
    kind: 'question',
  },
  {
    query: 'my test keeps failing and all it says is Expected ... to match ..., how do I actually see which field was wrong?',
    want: 'Integrations/MinitestIntegration#getting-the-full-diagnostics',
    kind: 'question',
  },
  {
    query: 'is a hash key in a shape required or not depending on whether its === method differs from ==',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'question',
  },
  {query: 'is it safe to build schemas from untrusted user input', want: 'Contributing/SECURITY#using-katachi-safely', kind: 'question'},
  {
    query: 'new to ruby: what does the triple equals operator do and why does a class match its own instances',
    want: 'Features/BasicShapes#the-matching-rule--then-',
    kind: 'question',
  },
  {
    query: 'someone was really rude to me in an issue thread, who am I supposed to tell about it?',
    want: 'Contributing/CodeOfConduct#reporting-a-problem',
    kind: 'question',
  },
  {
    query: 'why is { nil => Integer } satisfied by an empty hash while a string key is not',
    want: 'Contributing/HashComparisonDesign#specific-keys-and-general-keys',
    kind: 'question',
  },
  {
    query: 'diagnostics print {a: 1} on one machine and {:a=>1} on another, is that the Ruby version',
    want: 'Features/Diagnostics#output-follows-rubys-inspect',
    kind: 'question',
  },
  {
    query: 'why does an empty list pass when my shape says it should be a list of integers? feels like a bug',
    want: 'Features/Arrays#empty-arrays',
    kind: 'question',
  },
  {
    query: 'is the registry of named shapes process-wide, and will registrations leak between specs',
    want: 'Features/ShapeLibrary#the-library-is-global-state',
    kind: 'question',
  },
  {query: 'how do I do an instanceof check so that subclasses are accepted too', want: 'Features/BasicShapes#class-shapes', kind: 'question'},
  // task
  {
    query: 'extract the failing field from a result programmatically to build a custom error',
    want: 'Features/Diagnostics#walking-child_results-in-code',
    kind: 'task',
  },
  {
    query: 'how do I get these shape assertions working in my minitest test helper, what do I require and in what order?',
    want: 'Integrations/MinitestIntegration#setting-up-minitest',
    kind: 'task',
  },
  {query: 'validate a list of records where every row is an object with the same fields', want: 'Features/Arrays#arrays-of-hashes', kind: 'task'},
  {
    query: 'I think I found a security hole, should I just open a normal issue or is there some other way to tell you?',
    want: 'Contributing/SECURITY#reporting-a-vulnerability',
    kind: 'task',
  },
  {
    query: 'I keep copy-pasting the same email regex everywhere, can I save it once under a name and reuse it?',
    want: 'Features/ShapeLibrary#registering-your-own-shapes',
    kind: 'task',
  },
  {query: 'assert a sensitive field such as password never appears in the payload', want: 'Features/Hashes#forbidding-a-key', kind: 'task'},
  // comparison
  {
    query: 'dry-schema vs this: coercion and per-field error messages',
    want: 'FAQ#how-is-it-different-from-dry-schema-and-other-validators',
    kind: 'comparison',
  },
  {
    query: 'intersection type A & B where the value must satisfy every schema',
    want: 'Features/CustomComparisons#composing-shapes-with-child-results',
    kind: 'comparison',
  },
  {query: 'why not just case/in with deconstruct_keys instead of a gem', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'comparison'},
  {
    query: 'like zod passthrough instead of strict, let unknown properties through',
    want: 'Features/Hashes#allowing-any-extra-keys',
    kind: 'comparison',
  },
  {query: 'Sorbet T.nilable(String) equivalent', want: 'Features/AnyOf#nullable-values', kind: 'comparison'},
  // vocabulary
  {query: 'built-in format for email or date-time', want: 'FAQ#are-there-predefined-shapes-for-emails-urls-or-dates', kind: 'vocabulary'},
  {query: '(string | number)[] array with mixed element types', want: 'Features/Arrays#how-array-comparison-works', kind: 'vocabulary'},
  {query: 'Record<string, number> index signature for arbitrary keys', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'vocabulary'},
  {query: 'z.array().nonempty() equivalent', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'vocabulary'},
  {query: 'patternProperties regex constraint on key names', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'vocabulary'},
  {query: 'minItems maxItems exact item count', want: 'Features/Arrays#arrays-of-an-exact-length', kind: 'vocabulary'},
  {query: 'format: uuid string', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'vocabulary'},
  // abbreviation
  {query: 'coc ban', want: 'Contributing/CodeOfConduct#how-it-is-enforced', kind: 'abbreviation'},
  {query: 'sec fixes old vers', want: 'Contributing/SECURITY#supported-versions', kind: 'abbreviation'},
  {query: 'OAS 3.0 vs 3.1 nullable, x-nullable history', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'abbreviation'},
  {query: 'irb dev console', want: 'Contributing#experimenting-in-the-console', kind: 'abbreviation'},
  // typo
  {query: 'forbid key secert', want: 'Features/Hashes#forbidding-a-key', kind: 'typo'},
  {query: 'spred a const arrray of allowd values into a union', want: 'Features/AnyOf#enumerations', kind: 'typo'},
  {query: 'optinal key', want: 'Features/Hashes#making-a-key-optional', kind: 'typo'},
  {query: 'uuid shpae', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'typo'},
  {query: 'wont_match_shpe', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'typo'},
  // identifier
  {query: 'AnyOf includes Enumerable, to_a and splat', want: 'Features/AnyOf#anyof-is-enumerable', kind: 'identifier'},
  {query: 'kt_compare(value:) keyword or positional', want: 'Features/CustomComparisons#the-kt_compare-contract', kind: 'identifier'},
  {query: 'when to check .code instead of match?', want: 'GettingStarted#match-codes-versus-match', kind: 'identifier'},
  {query: 'AnyOf.new vs AnyOf[] vs Kt.any_of', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'identifier'},
  {query: 'with_code rspec', want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code', kind: 'identifier'},
  {query: 'ComparisonResult::CODES unknown code raises', want: 'Features/CustomComparisons#choosing-a-code', kind: 'identifier'},
];
