/** The answer mode's configuration, decided at build time and shipped to the browser. */
export type AnswerModeConfig = {
  /** Full URL of the OpenAI-compatible chat completions endpoint. */
  endpoint: string;
  /** Model name sent with every request. */
  model: string;
};
