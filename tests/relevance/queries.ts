/**
 * The relevance suite: realistic queries, each with the section a reader
 * wants (page path after /katachi/docs/, and anchor). Kinds: words,
 * identifiers, typos, partial words (still being typed), questions.
 */
export type RelevanceCase = {query: string; want: string; kind: 'word' | 'identifier' | 'typo' | 'partial' | 'question'};

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Identifiers, whole and by their parts
  {query: ':$uuid', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'identifier'},
  {query: '$uuid', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'identifier'},
  {query: 'uuid', want: 'Features/ShapeLibrary#predefined-shapes-uuid-and-guid', kind: 'identifier'},
  {query: 'kt_compare', want: 'Features/CustomComparisons#the-kt_compare-contract', kind: 'identifier'},
  {query: 'Kt::AnyOf', want: 'Features/AnyOf', kind: 'identifier'},
  {query: 'AnyOf', want: 'Features/AnyOf', kind: 'identifier'},
  {query: 'any_of', want: 'GettingStarted#any_of', kind: 'identifier'},
  {query: 'anyof', want: 'Features/AnyOf', kind: 'identifier'},
  {query: 'must_match_shape', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'identifier'},
  {query: 'wont_match_shape', want: 'Integrations/MinitestIntegration#must_match_shape-and-wont_match_shape', kind: 'identifier'},
  {query: 'have_shape', want: 'Integrations/RSpecIntegration#have_shape', kind: 'identifier'},
  {query: 'with_code', want: 'Integrations/RSpecIntegration#checking-the-result-code-with-with_code', kind: 'identifier'},
  {query: 'be_match', want: 'Integrations/RSpecIntegration#without-the-helper-predicate-matchers', kind: 'identifier'},
  {query: 'be_mismatch', want: 'Integrations/RSpecIntegration#defining-be_mismatch', kind: 'identifier'},
  {query: '===', want: 'Features/BasicShapes#the-matching-rule--then-', kind: 'identifier'},
  {query: 'Kt.compare', want: 'GettingStarted#compare', kind: 'identifier'},
  {query: 'add_shape', want: 'GettingStarted#add_shape', kind: 'identifier'},
  {query: 'assert_shape', want: 'Integrations/MinitestIntegration#assert_shape', kind: 'identifier'},
  {query: 'refute_shape', want: 'Integrations/MinitestIntegration#refute_shape', kind: 'identifier'},
  {query: 'have_compare_code', want: 'Integrations/RSpecIntegration#have_compare_code', kind: 'identifier'},
  {query: 'ComparisonResult', want: 'GettingStarted#reading-a-comparisonresult', kind: 'identifier'},
  {query: 'child_results', want: 'Features/Diagnostics#walking-child_results-in-code', kind: 'identifier'},
  {query: ':$undefined', want: 'Contributing/HashComparisonDesign#the-undefined-sentinel', kind: 'identifier'},
  // Words
  {query: 'nullable', want: 'Features/AnyOf#nullable-values', kind: 'word'},
  {query: 'forbidding a key', want: 'Features/Hashes#forbidding-a-key', kind: 'word'},
  {query: 'extra keys', want: 'Features/Hashes#extra-keys-are-rejected', kind: 'word'},
  {query: 'fixed length arrays', want: 'Features/Arrays#fixed-length-arrays-and-tuples', kind: 'word'},
  {query: 'installing', want: 'GettingStarted#installing-the-gem', kind: 'word'},
  {query: 'vulnerability', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'word'},
  {query: 'regular expression', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'word'},
  {query: 'nested hashes', want: 'Features/Hashes#nested-hashes', kind: 'word'},
  {query: 'result tree', want: 'Features/Diagnostics#printing-the-result-tree', kind: 'word'},
  {query: 'epoch semver', want: 'FAQ#what-version-scheme-does-katachi-use', kind: 'word'},
  {query: 'enumerations', want: 'Features/AnyOf#enumerations', kind: 'word'},
  // Typos
  {query: 'nulable', want: 'Features/AnyOf#nullable-values', kind: 'typo'},
  {query: 'diagnotics', want: 'Features/Diagnostics', kind: 'typo'},
  {query: 'minitset', want: 'Integrations/MinitestIntegration', kind: 'typo'},
  {query: 'regualr expression', want: 'Features/BasicShapes#regular-expression-shapes', kind: 'typo'},
  {query: 'philosphy', want: 'Contributing/Philosophy', kind: 'typo'},
  // Partial words, as typed
  {query: 'vulnerab', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'partial'},
  {query: 'inspir', want: 'Contributing/Inspiration', kind: 'partial'},
  {query: 'forbid', want: 'Features/Hashes#forbidding-a-key', kind: 'partial'},
  {query: 'have_sh', want: 'Integrations/RSpecIntegration#have_shape', kind: 'partial'},
  // Questions
  {query: 'how do I make a key optional', want: 'Features/Hashes#making-a-key-optional', kind: 'question'},
  {query: 'is katachi ready for production?', want: 'FAQ#is-katachi-ready-for-production', kind: 'question'},
  {query: 'which ruby versions are supported', want: 'FAQ#which-ruby-versions-are-supported', kind: 'question'},
  {query: 'how do I allow any extra keys', want: 'Features/Hashes#allowing-any-extra-keys', kind: 'question'},
  {query: 'how to report a security problem', want: 'Contributing/SECURITY#reporting-a-vulnerability', kind: 'question'},
  {query: 'why not use pattern matching', want: 'FAQ#why-not-just-use-ruby-pattern-matching', kind: 'question'},
];
