/**
 * Sends one question to the configured OpenAI-compatible endpoint and streams
 * the answer back, turning every way it can fail into an AnswerFault.
 * Only what the caller passes in `messages` is sent; no cookies, no referrer.
 */
import {createCompletionDecoder} from './completionStream';
import {AnswerFault, FIRST_TOKEN_TIMEOUT_MS, STALL_TIMEOUT_MS} from './faults';
import type {ChatMessage} from './prompt';

export type CompletionRequest = {
  endpoint: string;
  model: string;
  messages: ChatMessage[];
  /** Aborted by the caller (Stop, closing the modal): the request ends at once. */
  signal: AbortSignal;
  onDelta(text: string): void;
  firstTokenTimeoutMs?: number;
  /** How long the answer may go quiet once it has started. */
  stallTimeoutMs?: number;
};

/** The device says it has no network (browsers only; Node 20 has no navigator). */
const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

async function httpFault(response: Response): Promise<AnswerFault> {
  if (response.status === 429) return new AnswerFault('rate-limited');
  let message = '';
  try {
    const body = (await response.json()) as {error?: {message?: unknown} | string};
    const error = body?.error;
    message = typeof error === 'string' ? error : typeof error?.message === 'string' ? error.message : '';
  } catch {
    // Not JSON: the status alone says enough.
  }
  const status = `HTTP ${response.status}`;
  return new AnswerFault('http', message ? `${status}: ${message.slice(0, 200)}` : status);
}

/**
 * How long the response may take to end after the answer's `[DONE]`. A server ends it at
 * once; one that keeps it open is cut off, but a request ended by us shows in the browser's
 * network log as failed, so a response that ends by itself is let end.
 */
const END_GRACE_MS = 250;

/** True when the response's body ends within END_GRACE_MS with nothing more in it. */
function endsByItself(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), END_GRACE_MS)));
  const ended = reader.read().then(
    (chunk) => chunk.done,
    () => false,
  );
  return Promise.race([ended, late]).finally(() => clearTimeout(timer));
}

/** Resolves when the answer is complete; rejects with an AnswerFault (or the caller's abort reason). */
export async function streamCompletion(request: CompletionRequest): Promise<void> {
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) abortFromCaller();
  request.signal.addEventListener('abort', abortFromCaller, {once: true});

  // One timer: for the first piece of the answer, then for each next one.
  let timedOut: 'no-first-token' | 'stalled' | null = null;
  let gotFirstToken = false;
  const waitFor = (kind: 'no-first-token' | 'stalled', ms: number) =>
    setTimeout(() => {
      timedOut = kind;
      controller.abort();
    }, ms);
  let timer = waitFor('no-first-token', request.firstTokenTimeoutMs ?? FIRST_TOKEN_TIMEOUT_MS);
  const fault = (error: unknown): unknown => {
    if (timedOut) return new AnswerFault(timedOut);
    if (request.signal.aborted) return request.signal.reason ?? error;
    return error;
  };

  try {
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
        body: JSON.stringify({model: request.model, messages: request.messages, stream: true}),
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
    } catch (error) {
      throw fault(controller.signal.aborted ? error : new AnswerFault('unreachable', isOffline() ? 'offline' : ''));
    }
    if (!response.ok) throw fault(await httpFault(response));
    if (!response.body) throw new AnswerFault('broken-stream');

    const decoder = createCompletionDecoder({
      onDelta(text) {
        gotFirstToken = true;
        clearTimeout(timer);
        timer = waitFor('stalled', request.stallTimeoutMs ?? STALL_TIMEOUT_MS);
        request.onDelta(text);
      },
    });
    const reader = response.body.getReader();
    let ended = false;
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw fault(controller.signal.aborted ? error : new AnswerFault('broken-stream'));
        }
        if (chunk.done) {
          ended = true;
          break;
        }
        decoder.push(chunk.value);
        if (decoder.finished) {
          ended = await endsByItself(reader);
          break;
        }
      }
      if (!decoder.finished) decoder.end();
      if (!gotFirstToken && decoder.finished) {
        // A complete but empty answer: treat like a broken one so the reader can retry.
        throw new AnswerFault('broken-stream');
      }
    } finally {
      // Leaves no request running: a malformed chunk, or a finish the response does not end after, stops the download too.
      if (!ended) controller.abort();
      try {
        reader.releaseLock();
      } catch {
        // Already released by the abort.
      }
    }
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', abortFromCaller);
  }
}
