/**
 * ASK_AI_*: the answer mode's settings (plugins/answers/README.md), the answers
 * theme's `config` option.
 *
 * ASK_AI_URL is the base URL of an OpenAI-compatible API (the browser POSTs to
 * `${ASK_AI_URL}/chat/completions`); ASK_AI_MODEL is the model name sent;
 * ASK_AI_CONTEXT_TOKENS is the model's context window (default 4,096, a small
 * local model's), which decides how much documentation goes with a question.
 * Unset or empty ASK_AI_URL: no answer mode at all. The URL ships in every
 * page, so one carrying credentials or a query string is refused rather than
 * published (plugins/shared/url.ts).
 */
import {DEFAULT_CONTEXT_TOKENS, MIN_CONTEXT_TOKENS, type AnswerModeConfig} from '../../plugins/answers/shared/config';
import {parseHttpUrl, withoutTrailingSlashes, type HttpUrlFault} from '../../plugins/shared/url';
import {value, type Env} from './read';

class AskAiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AskAiConfigError';
  }
}

const DEFAULT_MODEL = 'default';

/** What to do instead, after the shared URL rule's message. */
const URL_HINTS: Partial<Record<HttpUrlFault, string>> = {
  'not-a-url': " Use the API's base URL, e.g. http://127.0.0.1:8080/v1",
  credentials: ' Put a proxy that holds the key in front of the provider instead (plugins/answers/README.md).',
};

export function answerModeFromEnv(env: Env): AnswerModeConfig | null {
  const raw = value(env, 'ASK_AI_URL');
  if (!raw) return null;
  const {url, problem, fault} = parseHttpUrl(raw, {shipped: true});
  if (!url) throw new AskAiConfigError(`ASK_AI_URL ${problem}${URL_HINTS[fault] ?? ''}`);
  if (/\/chat\/completions\/*$/.test(url.pathname)) {
    throw new AskAiConfigError(
      `ASK_AI_URL is the API's base URL: /chat/completions is added to it, so it must not end in it (got ${JSON.stringify(raw)}; give ${JSON.stringify(raw.replace(/\/chat\/completions\/*$/, ''))}).`,
    );
  }
  const model = value(env, 'ASK_AI_MODEL') ?? DEFAULT_MODEL;
  const endpoint = `${url.origin}${withoutTrailingSlashes(url.pathname)}/chat/completions`;
  return {endpoint, model, contextTokens: contextTokensFromEnv(value(env, 'ASK_AI_CONTEXT_TOKENS'))};
}

/** Largest window accepted: beyond it a typo (an extra digit or two) is more likely than a model. */
const MAX_CONTEXT_TOKENS = 2_000_000;

function contextTokensFromEnv(raw: string | null): number {
  const digits = raw?.replace(/_/g, '');
  if (!digits) return DEFAULT_CONTEXT_TOKENS;
  const tokens = /^\d+$/.test(digits) ? Number(digits) : NaN;
  if (!Number.isSafeInteger(tokens) || tokens < MIN_CONTEXT_TOKENS || tokens > MAX_CONTEXT_TOKENS) {
    throw new AskAiConfigError(
      `ASK_AI_CONTEXT_TOKENS must be the model's context window in tokens, a whole number from ${MIN_CONTEXT_TOKENS} to ${MAX_CONTEXT_TOKENS} ` +
        `(e.g. 8192 for llama-server -c 8192); got "${raw}".`,
    );
  }
  return tokens;
}
