/**
 * An answer copied out of the page keeps what its citations point at: the sections it
 * cites as [n], listed after it with their addresses, so "[2]" still means something
 * pasted into an issue or a chat.
 */
import type {Section} from './section';

/** A citation of a numbered section, as the model writes it (client/prompt.ts): `[2]`. */
export const CITATION = /\[(\d+)\]/g;

/** The section numbers `answer` cites. */
export const citedNumbers = (answer: string): Set<number> => new Set([...answer.matchAll(CITATION)].map((match) => Number(match[1])));

/** The answer, then "Sources:" and each cited section as `[n] Page › Heading: URL`, in number order. */
export function answerWithSources(answer: string, sections: readonly Pick<Section, 'n' | 'url' | 'path'>[], origin: string): string {
  const cited = citedNumbers(answer);
  const sources = sections.filter((section) => cited.has(section.n)).sort((a, b) => a.n - b.n);
  if (sources.length === 0) return answer;
  const lines = sources.map((section) => `[${section.n}] ${section.path.join(' › ')}: ${new URL(section.url, origin).href}`);
  return `${answer.trimEnd()}\n\nSources:\n${lines.join('\n')}\n`;
}
