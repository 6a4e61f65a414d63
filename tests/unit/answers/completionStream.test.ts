import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createCompletionDecoder} from '../../../plugins/answers/client/completionStream';
import {AnswerFault} from '../../../plugins/answers/client/faults';

const event = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
const delta = (content: string) => ({choices: [{index: 0, delta: {content}, finish_reason: null}]});

// Multi-byte characters (é, ≤, emoji) so some splits fall inside a character; CRLF and a comment too.
const PIECES = ['Use ', '`Kt.compare` ', 'for ≤ 2 shapes — café ', '🎉 [1]'];
const STREAM =
  ': keep-alive comment\n\n' +
  event({choices: [{index: 0, delta: {role: 'assistant'}, finish_reason: null}]}) +
  event({choices: [{index: 0, delta: {content: null, reasoning_content: 'hmm'}, finish_reason: null}]}) +
  PIECES.map((p) => event(delta(p)))
    .join('')
    .replace(/\n\n$/, '\r\n\r\n') +
  event({choices: [{index: 0, delta: {}, finish_reason: 'stop'}]}) +
  event('[DONE]');
const BYTES = new TextEncoder().encode(STREAM);

function decode(chunks: Uint8Array[]): {text: string; deltas: number} {
  let text = '';
  let deltas = 0;
  const decoder = createCompletionDecoder({
    onDelta(piece) {
      assert.notEqual(piece, '');
      text += piece;
      deltas += 1;
    },
  });
  for (const chunk of chunks) decoder.push(chunk);
  decoder.end();
  return {text, deltas};
}

test('a stream split into two chunks at every byte gives the same answer', () => {
  for (let cut = 0; cut <= BYTES.length; cut += 1) {
    const {text, deltas} = decode([BYTES.slice(0, cut), BYTES.slice(cut)]);
    assert.equal(text, PIECES.join(''), `split at byte ${cut}`);
    assert.equal(deltas, PIECES.length, `split at byte ${cut}`);
  }
});

test('a stream fed one byte at a time gives the same answer', () => {
  const chunks = Array.from(BYTES, (byte) => Uint8Array.of(byte));
  assert.equal(decode(chunks).text, PIECES.join(''));
});

test('the role-only first chunk and reasoning_content are not part of the answer', () => {
  assert.equal(decode([BYTES]).deltas, PIECES.length);
});

function faultOf(stream: string): AnswerFault {
  try {
    decode([new TextEncoder().encode(stream)]);
  } catch (error) {
    assert.ok(error instanceof AnswerFault, String(error));
    return error;
  }
  assert.fail('expected a fault');
}

test('a chunk that is not JSON is a malformed answer', () => {
  assert.equal(faultOf(event(delta('Hi')) + 'data: {"choices": [\n\n').kind, 'malformed');
  assert.equal(faultOf(event({object: 'something else'})).kind, 'malformed');
  assert.equal(faultOf(event({choices: [{delta: {content: 42}}]})).kind, 'malformed');
});

test('a stream that ends without [DONE] or a finish reason broke off', () => {
  assert.equal(faultOf(event(delta('Half an ans'))).kind, 'broken-stream');
  // Cut off in the middle of an event: it broke off too.
  assert.equal(faultOf(event(delta('Half')) + 'data: {"choi').kind, 'broken-stream');
});

test('a finish reason without [DONE] is a complete answer (some servers close right after it)', () => {
  const stream = event(delta('All of it.')) + event({choices: [{index: 0, delta: {}, finish_reason: 'stop'}]});
  assert.equal(decode([new TextEncoder().encode(stream)]).text, 'All of it.');
});

test('an error sent mid-stream is reported with its message', () => {
  const fault = faultOf(event(delta('Hi')) + event({error: {message: 'context length exceeded'}}));
  assert.equal(fault.kind, 'model-error');
  assert.match(fault.message, /context length exceeded/);
});

test('an event named error is a model error even when its data carries no error field', () => {
  const fault = faultOf(event(delta('Hi')) + `event: error\ndata: ${JSON.stringify({message: 'overloaded'})}\n\n`);
  assert.equal(fault.kind, 'model-error');
});

test('nothing after [DONE] is read', () => {
  const stream = event(delta('Done.')) + event('[DONE]') + 'data: not json at all\n\n';
  assert.equal(decode([new TextEncoder().encode(stream)]).text, 'Done.');
});
