/**
 * The rows DocSearch 4.7 draws from a page of hits, as its shipped modal orders them
 * (tests/unit/search/docsearchPatches.test.ts asserts the code this mirrors): hits grouped
 * by title (the highlighted lvl0 without its marks, else lvl0), each group where its first
 * hit is and at most `maxResultsPerGroup` long; within a group, hits gathered by page (lvl1),
 * each page where its first hit is. For measuring and testing what the modal shows
 * (client/docsearchClient.ts keepFirstRows), not used by the site.
 */
import type {DocSearchLikeHit} from '../../plugins/search/client/docsearchClient';
import {MODAL_RESULTS_PER_GROUP} from '../../plugins/search/shared/modalLayout';

function groupedBy<T>(items: readonly T[], key: (item: T) => string, max: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    if (group.length < max) group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}

/** The group title DocSearch draws above a hit's group. */
const docSearchGroupTitle = (hit: DocSearchLikeHit): string =>
  (hit._highlightResult.hierarchy.lvl0?.value ?? hit.hierarchy.lvl0).replace(/<\/?mark>/g, '');

/** The drawn groups, each with its rows in order. */
export function docSearchGroups(
  hits: readonly DocSearchLikeHit[],
  maxResultsPerGroup = MODAL_RESULTS_PER_GROUP,
): Array<{title: string; rows: DocSearchLikeHit[]}> {
  return groupedBy(hits, docSearchGroupTitle, maxResultsPerGroup).map((group) => ({
    title: docSearchGroupTitle(group[0]),
    rows: groupedBy(group, (hit) => hit.hierarchy.lvl1, maxResultsPerGroup).flat(),
  }));
}

/** Every drawn row, top to bottom. */
export const docSearchRows = (hits: readonly DocSearchLikeHit[], maxResultsPerGroup = MODAL_RESULTS_PER_GROUP): DocSearchLikeHit[] =>
  docSearchGroups(hits, maxResultsPerGroup).flatMap((group) => group.rows);
