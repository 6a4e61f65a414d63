/**
 * How much of the model's context window the sections of one question may
 * take. The model's window (ASK_AI_CONTEXT_TOKENS, 4,096 by default, a small
 * local model's; 2,048 at least) must hold the instructions, the
 * earlier turns, the question, the sections and the answer; the sections get
 * what is left once the others have their share.
 *
 * Tokens are estimated from characters rather than counted with a tokenizer:
 * every model family has its own (Gemma, Qwen, Llama and GPT split text
 * differently), and shipping one to the browser would cost megabytes for an
 * estimate that would still be wrong for the other models. 3 characters per
 * token is on the safe side for English prose mixed with Ruby code (BPE
 * tokenizers give about 4 for prose, fewer for code and punctuation).
 */

import {DEFAULT_CONTEXT_TOKENS, MIN_CONTEXT_TOKENS} from '../shared/config';

export {DEFAULT_CONTEXT_TOKENS};
const CHARS_PER_TOKEN = 3;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Characters that fit in `tokens` (the inverse of estimateTokens). */
export function charsForTokens(tokens: number): number {
  return Math.max(0, Math.floor(tokens * CHARS_PER_TOKEN));
}

export type ContextBudget = {
  /** Tokens kept free for the answer the model writes. */
  answer: number;
  /** Tokens the earlier turns of a conversation may take (oldest dropped first). */
  history: number;
  /** Tokens the numbered sections may take, headers included. */
  sections: number;
};

/**
 * Splits a context window: the answer keeps a quarter (at most 2,048 tokens),
 * the instructions and the question `fixed` tokens, earlier turns a sixth (so
 * a follow-up still gets sections), and the sections the rest. At 4,096:
 * 1,024 for the answer, 682 for history, about 2,000 for sections.
 */
export function contextBudget(contextTokens: number, fixed: number): ContextBudget {
  const context = Math.max(MIN_CONTEXT_TOKENS, Math.floor(contextTokens));
  const answer = Math.min(2048, Math.floor(context / 4));
  const history = Math.floor(context / 6);
  const sections = Math.max(0, context - answer - history - fixed);
  return {answer, history, sections};
}
