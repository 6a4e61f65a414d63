/**
 * The comment an author writes under a heading to give that section readers'
 * words it does not use itself (see sectionKeywords.ts):
 *
 *   {/* keywords: optional key, partial, may be missing *\/}
 */
import {splitKeywords} from '../shared/pages';

/** The comment's expression, as MDX hands it over (without the braces). */
const KEYWORDS_COMMENT = /^\s*\/\*\s*keywords:([^]*)\*\/\s*$/i;
/** The whole comment on a line of its own, braces included (for plain-Markdown fallbacks). */
export const KEYWORDS_COMMENT_LINE = /^[ \t]*\{[ \t]*\/\*[ \t]*keywords:[^\n]*?\*\/[ \t]*\}[ \t]*$/gim;

/** The keywords of an MDX expression that is a keywords comment, else null. */
export function keywordsOfComment(expression: string): string[] | null {
  const match = KEYWORDS_COMMENT.exec(expression);
  return match ? splitKeywords(match[1]) : null;
}
