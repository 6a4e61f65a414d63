/** The answer mode's configuration, decided at build time and shipped to the browser. */
export type AnswerModeConfig = {
  /** Full URL of the OpenAI-compatible chat completions endpoint. */
  endpoint: string;
  /** Model name sent with every request. */
  model: string;
  /** The model's context window in tokens: how much the sections and earlier turns may take (answers/runtime/budget.ts). */
  contextTokens: number;
};

/** The context window assumed when ASK_AI_CONTEXT_TOKENS is unset: a small local model's, the documented floor. */
export const DEFAULT_CONTEXT_TOKENS = 4096;
/** Below this, instructions, sections and an answer cannot all fit. */
export const MIN_CONTEXT_TOKENS = 2048;
