/** A small hand-made corpus in the shared record shape, for engine and client tests. */
import {emptyHierarchy, type SearchRecord, type RecordType} from '../../../plugins/search/shared/record';

/** A record of `page` (its section `heading` at `depth`, or the page itself), as the indexer writes one. */
export function record(page: string, lvl0: string, title: string, heading: string | null, depth: number, content: string): SearchRecord {
  const anchor = heading
    ? heading
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    : null;
  const url = anchor ? `/katachi/docs/${page}#${anchor}` : `/katachi/docs/${page}`;
  const hierarchy = emptyHierarchy(lvl0, title);
  if (heading && depth >= 2) hierarchy[`lvl${depth}` as 'lvl2'] = heading;
  return {objectID: url, url, url_without_anchor: `/katachi/docs/${page}`, anchor, type: `lvl${depth}` as RecordType, hierarchy, content};
}

export const corpus: SearchRecord[] = [
  record('Features/Hashes', 'Features', 'Hashes', null, 1, 'Hash shapes are strict: every key in the shape is required and extra keys are refused.'),
  record(
    'Features/Hashes',
    'Features',
    'Hashes',
    'Making a key optional',
    2,
    'Add :$undefined to the value shape with Kt.any_of(Integer, :$undefined).',
  ),
  record(
    'Features/Hashes',
    'Features',
    'Hashes',
    'Forbidding a key',
    2,
    'Give the key the shape :$undefined while Symbol => Object allows the rest.',
  ),
  record('Features/AnyOf', 'Features', 'AnyOf', null, 1, 'Kt.any_of(String, nil) returns a Kt::AnyOf that matches when one of its shapes matches.'),
  record('Features/AnyOf', 'Features', 'AnyOf', 'Nullable values', 2, 'nil is an ordinary value, so a nullable string is Kt.any_of(String, nil).'),
  record('Features/ShapeLibrary', 'Features', 'Shape Library', 'Predefined shapes', 2, 'The library ships :$uuid and :$guid for identifiers.'),
  record(
    'Features/CustomComparisons',
    'Features',
    'Custom Comparisons',
    'Writing kt_compare',
    2,
    'Define self.kt_compare(value) returning a Katachi::ComparisonResult.',
  ),
  record(
    'Features/BasicShapes',
    'Features',
    'Basic Shapes',
    'Matching with ===',
    2,
    'Classes, ranges, regexps and procs match through case equality ===.',
  ),
  record(
    'Integrations/RSpecIntegration',
    'Integrations',
    'RSpec Integration',
    'The have_shape matcher',
    2,
    'expect(value).to have_shape(shape), chain .with_code(:match); be_match works too.',
  ),
  record(
    'Integrations/MinitestIntegration',
    'Integrations',
    'Minitest Integration',
    'Expectations',
    2,
    'Use must_match_shape and wont_match_shape on _(value).',
  ),
  record(
    'GettingStarted',
    'Documentation',
    'Getting Started',
    'Comparing a value',
    2,
    'Call Kt.compare(value: 1, shape: Integer) with keyword arguments; far below there is a mention of hashes.',
  ),
  record('FAQ', 'Documentation', 'FAQ', 'Is it ready for production', 2, 'The API can still change while the epoch is zero.'),
];

export const urlOf = (fragment: string) => corpus.find((r) => r.url.endsWith(fragment))!.url;
