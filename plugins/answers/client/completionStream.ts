/**
 * Reads an OpenAI-compatible streamed chat completion (`text/event-stream`):
 * `data: {json}` events whose `choices[0].delta.content` carries the next
 * piece of text, ending with `data: [DONE]`.
 *
 * SSE framing is done by eventsource-parser (MIT, no dependencies, a few KB;
 * v3 runs on Node 20): it handles events split anywhere across network
 * chunks, CRLF line endings and comments, which a hand-written splitter
 * tends to get wrong. Bytes are decoded with a streaming TextDecoder, so a
 * character split between two chunks is still read whole.
 */
import {createParser} from 'eventsource-parser';
import {AnswerFault} from './faults';

export type CompletionEvents = {
  /** A piece of the answer's text (never empty). */
  onDelta(text: string): void;
};

export type CompletionDecoder = {
  /** Feeds the next bytes of the body; throws an AnswerFault on a malformed or error event. */
  push(bytes: Uint8Array): void;
  /** The body ended: throws an AnswerFault when the answer was not complete. */
  end(): void;
  /** True once `[DONE]` (or a finish_reason) was received. */
  readonly finished: boolean;
};

type Chunk = {
  choices?: Array<{delta?: {content?: unknown}; finish_reason?: unknown}>;
  error?: {message?: unknown} | string;
};

function errorText(error: Chunk['error']): string {
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : 'unknown error';
}

export function createCompletionDecoder(events: CompletionEvents): CompletionDecoder {
  const text = new TextDecoder('utf-8');
  let done = false;
  let finishReason = false;
  // Errors raised inside the parser's callback are kept and rethrown from push().
  let fault: AnswerFault | null = null;

  const parser = createParser({
    onEvent(event) {
      if (done || fault) return;
      const data = event.data.trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      if (data === '') return;
      let chunk: Chunk;
      try {
        chunk = JSON.parse(data) as Chunk;
      } catch {
        fault = new AnswerFault('malformed');
        return;
      }
      if (chunk === null || typeof chunk !== 'object') {
        fault = new AnswerFault('malformed');
        return;
      }
      if (chunk.error !== undefined || event.event === 'error') {
        fault = new AnswerFault('model-error', errorText(chunk.error));
        return;
      }
      if (!Array.isArray(chunk.choices)) {
        fault = new AnswerFault('malformed');
        return;
      }
      const choice = chunk.choices[0];
      if (!choice) return; // e.g. a final usage-only chunk
      const content = choice.delta?.content;
      // The first chunk may carry only the role; `reasoning_content` is ignored.
      if (typeof content === 'string' && content !== '') events.onDelta(content);
      else if (content !== undefined && content !== null && typeof content !== 'string') {
        fault = new AnswerFault('malformed');
        return;
      }
      if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') finishReason = true;
    },
  });

  return {
    push(bytes) {
      if (done) return;
      parser.feed(text.decode(bytes, {stream: true}));
      if (fault) throw fault;
    },
    end() {
      if (!done) {
        parser.feed(text.decode());
        parser.reset({consume: true});
        if (fault) throw fault;
      }
      // Some servers close right after the finish_reason chunk without [DONE].
      if (!done && !finishReason) throw new AnswerFault('broken-stream');
      done = true;
    },
    get finished() {
      return done || finishReason;
    },
  };
}
