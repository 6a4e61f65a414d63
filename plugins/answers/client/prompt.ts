/**
 * What is sent to the model: instructions to answer only from the numbered
 * documentation sections, cite them as [n] and say plainly when they do not
 * cover the question; the earlier turns of the conversation; and the new
 * question with the sections retrieved for it. Nothing else.
 */
import {contextBudget, DEFAULT_CONTEXT_TOKENS, estimateTokens} from './budget';
import type {Section} from './section';

export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

const NOT_COVERED = "The documentation doesn't cover this.";

export const SYSTEM_PROMPT = [
  'You answer questions about Katachi, a Ruby gem, for readers of its documentation site.',
  'Use ONLY the numbered documentation sections given with the question. Do not use anything else you know,',
  'and never invent methods, options, classes or behaviour that the sections do not show.',
  'Cite the sections you used as [n], right after the statement they support, e.g. [1] or [2][3].',
  `If the sections do not answer the question, say so plainly, starting with "${NOT_COVERED}",`,
  'then mention what the sections do say that is closest, with its citation.',
  'Answer in Markdown: short paragraphs, lists where they help, Ruby code in ```ruby fences. Be concise.',
].join(' ');

/** How a section reads in the prompt: its number, where it is, and its text. */
export function formatSection(section: Section): string {
  return `[${section.n}] ${section.path.join(' › ')} (${section.url})\n${section.text}`;
}

export function questionMessage(question: string, sections: Section[]): string {
  const body = sections.length > 0 ? sections.map(formatSection).join('\n\n') : '(no section matched this question)';
  return `Documentation sections:\n\n${body}\n\nQuestion: ${question}`;
}

export type PastTurn = {question: string; answer: string};

/**
 * Earlier turns carry only the question and the answer (their sections were
 * for their own question, and the answer already cites what mattered); the new
 * question carries its freshly retrieved sections. Earlier turns get their
 * share of the context window (budget.ts): the most recent that fit are kept,
 * the oldest dropped first, so a long conversation never pushes the sections
 * or the answer out of a small model's window.
 */
export function buildMessages(past: PastTurn[], question: string, sections: Section[], contextTokens = DEFAULT_CONTEXT_TOKENS): ChatMessage[] {
  const messages: ChatMessage[] = [{role: 'system', content: SYSTEM_PROMPT}];
  messages.push(
    ...recentTurns(past, contextBudget(contextTokens, 0).history).flatMap((turn): ChatMessage[] => [
      {role: 'user', content: turn.question},
      {role: 'assistant', content: turn.answer},
    ]),
  );
  messages.push({role: 'user', content: questionMessage(question, sections)});
  return messages;
}

/** The latest turns whose question and answer together fit in `tokens`, in order. */
export function recentTurns(past: PastTurn[], tokens: number): PastTurn[] {
  const kept: PastTurn[] = [];
  let spent = 0;
  for (let i = past.length - 1; i >= 0; i -= 1) {
    spent += estimateTokens(past[i].question) + estimateTokens(past[i].answer);
    if (spent > tokens) break;
    kept.unshift(past[i]);
  }
  return kept;
}
