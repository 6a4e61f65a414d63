/** The answer mode's plugin name, under which its configuration is the plugin's global data. */
export const ANSWER_MODE_PLUGIN_NAME = 'katachi-answer-mode';

/** The answer mode's configuration, decided at build time and shipped to the browser (as global data). */
export type AnswerModeConfig = {
  /** Full URL of the OpenAI-compatible chat completions endpoint. */
  endpoint: string;
  /** Model name sent with every request. */
  model: string;
  /** The model's context window in tokens: how much the sections and earlier turns may take (plugins/answers/client/budget.ts). */
  contextTokens: number;
};

/** The context window assumed when ASK_AI_CONTEXT_TOKENS is unset: a small local model's. */
export const DEFAULT_CONTEXT_TOKENS = 4096;
/** Below this, instructions, sections and an answer cannot all fit. */
export const MIN_CONTEXT_TOKENS = 2048;
