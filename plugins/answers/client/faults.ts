/**
 * Everything that can stop an answer before it is complete, and what the
 * reader is told. One place, so the screen, the tests and the README agree.
 */
export type AnswerFaultKind =
  | 'unreachable'
  | 'rate-limited'
  | 'http'
  | 'no-first-token'
  | 'stalled'
  | 'broken-stream'
  | 'malformed'
  | 'model-error'
  | 'retrieval'
  | 'stopped'
  | 'closed';

export class AnswerFault extends Error {
  constructor(
    readonly kind: AnswerFaultKind,
    readonly detail: string = '',
  ) {
    super(faultMessage(kind, detail));
    this.name = 'AnswerFault';
  }
}

export const FIRST_TOKEN_TIMEOUT_MS = 15_000;
/** Once the answer has started, the longest silence between two of its pieces. */
export const STALL_TIMEOUT_MS = 30_000;

function faultMessage(kind: AnswerFaultKind, detail = ''): string {
  switch (kind) {
    case 'unreachable':
      // The browser cannot tell a service that is down from a network that blocks it; it
      // does know when the device itself is offline.
      return detail === 'offline'
        ? 'This device is offline, so the question could not be sent. Reconnect, then retry.'
        : 'The answer service could not be reached: it may be down, or blocked on this network. Retry in a moment.';
    case 'rate-limited':
      return 'The answer service is busy right now (too many questions). Please try again later.';
    case 'http':
      return `The answer service answered with an error (${detail}). Please retry.`;
    case 'no-first-token':
      return `No answer arrived within ${FIRST_TOKEN_TIMEOUT_MS / 1000} seconds, so the request was stopped.`;
    case 'stalled':
      return `The answer stopped arriving (nothing more for ${STALL_TIMEOUT_MS / 1000} seconds), so the request was stopped.`;
    case 'broken-stream':
      return 'The answer broke off before it was finished.';
    case 'malformed':
      return 'The answer service sent something that is not a valid answer, so the request was stopped.';
    case 'model-error':
      return `The answer service reported an error${detail ? `: ${detail}` : ''}.`;
    case 'retrieval':
      return 'The documentation index could not be loaded, so no question was sent.';
    case 'stopped':
      return 'You stopped this answer.';
    case 'closed':
      return 'This answer stopped when the search window was closed.';
  }
}
