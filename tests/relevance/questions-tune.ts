/**
 * The tuning half of the question suite (69 queries): see questionCase.ts.
 * Split once at random, stratified by kind, with seed 1795362920; the split is
 * stored here and never redrawn.
 */
import type {QuestionCase} from './questionCase';

export const QUESTION_TUNE_CASES: QuestionCase[] = [
  // question
  {query: 'can I use a lambda as a shape', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'question'},
  {query: 'why does my test fail when the parsed json has string keys', want: 'Features/Hashes#key-types-must-match-exactly', kind: 'question'},
  {query: 'how do I define my own email shape', want: 'Features/ShapeLibrary#registering-your-own-shapes', kind: 'question'},
  {query: 'does the order of elements in an array shape matter', want: 'Features/Arrays#how-array-comparison-works', kind: 'question'},
  {query: 'where should I register shapes in a rails app', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'question'},
  {
    query: 'how do I get a detailed failure message in minitest',
    want: 'Integrations/MinitestIntegration#getting-the-full-diagnostics',
    kind: 'question',
  },
  {query: 'who do I contact about harassment', want: 'Contributing/CodeOfConduct#reporting-a-problem', kind: 'question'},
  {query: 'is it safe to build shapes from user input', want: 'Contributing/SECURITY#using-katachi-safely', kind: 'question'},
  {
    query: 'why does a named shape pointing at another name never match',
    want: 'Features/ShapeLibrary#a-name-cannot-point-directly-at-another-name',
    kind: 'question',
  },
  {query: 'how do I try katachi out in irb', want: 'Contributing/#experimenting-in-the-console', kind: 'question'},
  {
    query: 'how do I print the comparison tree when an rspec example fails',
    want: 'Integrations/RSpecIntegration#printing-diagnostics-on-failure',
    kind: 'question',
  },
  // task
  {query: 'allow a field to be nil', want: 'Features/AnyOf#nullable-values', kind: 'task'},
  {query: 'check a string looks like a yyyy-mm-dd date', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'task'},
  {query: 'ignore fields I do not care about in a big response', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'task'},
  {query: 'assert the exact failure reason in minitest', want: 'Integrations/MinitestIntegration#checking-a-specific-result-code', kind: 'task'},
  {query: 'check the code of a child result in an rspec example', want: 'Integrations/RSpecIntegration#have_compare_code', kind: 'task'},
  {
    query: 'combine several shapes so that all of them must match',
    want: 'Features/CustomComparisons#composing-shapes-with-child-results',
    kind: 'task',
  },
  {query: 'show a readable name instead of Proc in failure output', want: 'Features/Diagnostics#lambdas-print-as-proc-objects', kind: 'task'},
  {query: 'accept any value for one field', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'task'},
  {query: 'list every registered shape', want: 'Features/ShapeLibrary#overwriting-and-listing-shapes', kind: 'task'},
  {query: 'reject an empty list', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'task'},
  // comparison
  {query: 'case in pattern matching compared to katachi', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'comparison'},
  {query: 'exact_match vs match', want: 'GettingStarted#match-codes-versus-match', kind: 'comparison'},
  {
    query: 'difference between assert_shape and must_match_shape',
    want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape',
    kind: 'comparison',
  },
  {query: 'have_shape vs have_compare_code vs be_match', want: 'Integrations/RSpecIntegration#choosing-between-them', kind: 'comparison'},
  {query: 'Kt vs Katachi', want: 'GettingStarted#the-kt-alias', kind: 'comparison'},
  {query: 'uuid vs guid difference', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'comparison'},
  {query: 'difference between an array shape and a tuple', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'comparison'},
  {query: 'swagger 2 vs openapi 3 nullable', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'comparison'},
  // vocabulary
  {query: 'null allowed', want: 'Features/AnyOf#nullable-values', kind: 'vocabulary'},
  {query: 'dictionary where all keys are symbols', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'vocabulary'},
  {query: 'required fields', want: 'Features/Hashes#every-key-is-required', kind: 'vocabulary'},
  {query: 'blacklist a field', want: 'Features/Hashes#forbidding-a-key', kind: 'vocabulary'},
  {query: 'any type', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'vocabulary'},
  {query: 'custom validation function', want: 'Features/BasicShapes#lambda-and-proc-shapes', kind: 'vocabulary'},
  {query: 'string or list of strings', want: 'Features/AnyOf#nesting-anyof', kind: 'vocabulary'},
  {query: 'nested objects', want: 'Features/Hashes#nested-hashes', kind: 'vocabulary'},
  {query: 'roadmap', want: 'FAQ#what-is-planned-for-the-future', kind: 'vocabulary'},
  // abbreviation
  {query: 'regex', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'abbreviation'},
  {query: 'regexp hash keys', want: 'Features/Hashes#general-keys-describe-many-keys', kind: 'abbreviation'},
  {query: 'uuid regex', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'abbreviation'},
  {query: 'fixed len arr', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'abbreviation'},
  {query: 'kwargs only', want: 'FAQ#why-does-ktcompare-take-keyword-arguments-only', kind: 'abbreviation'},
  {query: 'req spec json body', want: 'Integrations/RSpecIntegration#have_shape', kind: 'abbreviation'},
  {query: 'int range', want: 'Features/BasicShapes#range-shapes', kind: 'abbreviation'},
  {query: 'how to open a PR', want: 'Contributing/#sending-a-pull-request', kind: 'abbreviation'},
  {query: 'repl', want: 'Contributing/#experimenting-in-the-console', kind: 'abbreviation'},
  // typo
  {query: 'hsah optinoal key', want: 'Features/Hashes#making-a-key-optional', kind: 'typo'},
  {query: 'nullabel string', want: 'Features/AnyOf#nullable-values', kind: 'typo'},
  {query: 'diagnositcs tree', want: 'Features/Diagnostics#printing-the-result-tree', kind: 'typo'},
  {query: 'emtpy array', want: 'Features/Arrays#empty-arrays', kind: 'typo'},
  {query: 'custon comparison', want: 'Features/CustomComparisons', kind: 'typo'},
  {query: 'shpae library', want: 'Features/ShapeLibrary', kind: 'typo'},
  {query: 'code of condcut', want: 'Contributing/CodeOfConduct', kind: 'typo'},
  {query: 'nonempty array', want: 'Features/Arrays#requiring-a-non-empty-array', kind: 'typo'},
  {query: 'rsnge shape', want: 'Features/BasicShapes#range-shapes', kind: 'typo'},
  {query: 'tuplr', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'typo'},
  {query: 'pettern matching', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'typo'},
  {query: 'shape libary global', want: 'Features/ShapeLibrary#the-library-is-global-state', kind: 'typo'},
  // identifier
  {query: 'require katachi/minitest', want: 'Integrations/MinitestIntegration#setting-up-minitest', kind: 'identifier'},
  {query: 'refute_sh', want: 'Integrations/MinitestIntegration#refute_shape', kind: 'identifier'},
  {query: 'kt_comp', want: 'Features/CustomComparisons#the-kt_compare-contract', kind: 'identifier'},
  {query: 'nomatchingpatternerror', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'identifier'},
  {query: 'x-nullable', want: 'Contributing/Inspiration#nullable-changed-three-times', kind: 'identifier'},
  {query: '_(body).must_match', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'identifier'},
  {query: '\\A \\z anchors', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'identifier'},
  {query: 'anyof.new', want: 'Features/AnyOf#three-ways-to-build-an-anyof', kind: 'identifier'},
  {query: 'object_class_universal_match', want: 'Features/BasicShapes#accepting-anything-with-object', kind: 'identifier'},
  {query: 'assert_sha', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'identifier'},
];
