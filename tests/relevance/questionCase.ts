/**
 * The question suite: queries written the way readers ask, from the reader's
 * side only (its author read the docs, never the search engine), each with the
 * section that answers it: `want` is the page path after /katachi/docs/ plus
 * `#anchor`, or the page path alone when the page as a whole is the answer
 * (the same convention as queries.ts).
 *
 * It exists because the first suite (queries.ts) is what the ranking was tuned
 * on. These queries paraphrase instead of copying headings, and use words the
 * docs do not: questions, tasks, comparisons, other libraries' vocabulary,
 * abbreviations, typos of every kind, and identifiers typed in lower case or
 * half-way.
 *
 * The split rule: the suite was split ONCE at random into a tuning half
 * (questions-tune.ts) and a held-out half (questions-heldout.ts), stratified by
 * kind so each half holds every kind: per kind, a Fisher-Yates shuffle driven
 * by mulberry32 seeded with the number in the two files' headers; the first
 * half of each kind went to tuning, the second to held-out, and an odd one out
 * to whichever half was smaller at that point. The split is stored in the two
 * files and is never redrawn. Tune the engine only on the tuning half; the
 * held-out half is reported as it is, and a held-out query is never edited or
 * moved to make a figure better.
 */
export type QuestionCase = {
  query: string;
  want: string;
  kind: 'question' | 'task' | 'comparison' | 'vocabulary' | 'abbreviation' | 'typo' | 'identifier';
};
