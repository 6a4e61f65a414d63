/**
 * Relaxing a query no section fully matches, as hosted engines do: a
 * section's level is how many query words it lacks, and among sections
 * lacking as many, those lacking only common words come first. Levels are
 * included, fewest missing first, until there are hits enough.
 */

/** The hits a relaxed query is widened to, when it can be: one screen of the modal. */
export const RELAXED_MIN_HITS = 5;

/**
 * Each query word's weight, its inverse document frequency among the
 * matched sections (`sectionsOfWord[w]` of `sectionCount` have word w): a
 * section lacking a heavy word lacks more. A word found nowhere weighs nothing.
 */
export function wordWeightsOf(sectionsOfWord: number[], sectionCount: number): number[] {
  return sectionsOfWord.map((df) => (df > 0 ? Math.log(1 + sectionCount / df) : 0));
}

/** The share (0 to 15) of the query's weight a section lacks, for bucketing. */
export function missingRankOf(missingWeight: number, totalWeight: number): number {
  return Math.round((15 * missingWeight) / totalWeight);
}

/**
 * The levels searched, given how many sections are at each level (index:
 * words lacking): from the first level any section is at, widened one level
 * at a time until the hits reach RELAXED_MIN_HITS or no level is left.
 */
export function relaxedLevels(sectionsPerLevel: number[]): {first: number; last: number} {
  const first = sectionsPerLevel.findIndex((count) => count > 0);
  const lastLevel = sectionsPerLevel.length - 1;
  let last = first;
  for (let hits = sectionsPerLevel[first]; hits < RELAXED_MIN_HITS && last < lastLevel;) hits += sectionsPerLevel[++last];
  return {first, last};
}
