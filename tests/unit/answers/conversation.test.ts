import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import {Conversation} from '../../../plugins/answers/client/conversation';
import {streamCompletion} from '../../../plugins/answers/client/chatClient';
import {AnswerFault} from '../../../plugins/answers/client/faults';
import {SYSTEM_PROMPT} from '../../../plugins/answers/client/prompt';
import type {Section} from '../../../plugins/answers/client/section';
import {startAskAiServer, ASK_AI_TEST_MODEL, type AskAiServer} from '../../support/askAiServer';

// A free port the system picks (0), so nothing else on the machine can hold it.
const PORT = Number(process.env.ASK_AI_UNIT_PORT ?? 0);
let ENDPOINT = '';
let server: AskAiServer;
before(async () => {
  server = await startAskAiServer(PORT);
  ENDPOINT = `http://127.0.0.1:${server.port}/v1/chat/completions`;
});
after(() => server.close());

const sectionsFor = (question: string): Section[] => [
  {n: 1, url: '/katachi/docs/Features/Hashes#nested-hashes', path: ['Hashes', 'Nested hashes'], title: 'Nested hashes', text: `About ${question}`},
  {n: 2, url: '/katachi/docs/FAQ', path: ['FAQ'], title: 'FAQ', text: 'Questions.'},
];

// Short only where the no-first-token fault is the point; generous elsewhere (a busy machine is slow).
const timeouts = {firstTokenMs: 10_000};
function conversation(retrieved: string[]) {
  return new Conversation({
    async retrieve(question) {
      retrieved.push(question);
      return sectionsFor(question);
    },
    complete(messages, signal, onDelta) {
      return streamCompletion({endpoint: ENDPOINT, model: ASK_AI_TEST_MODEL, messages, signal, onDelta, firstTokenTimeoutMs: timeouts.firstTokenMs});
    },
  });
}

/** Resolves once `condition` holds, checked every 10 ms; fails the test after `ms`. */
async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !condition();) {
    if (Date.now() > end) assert.fail(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function settled(c: Conversation): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!c.busy) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = c.subscribe(check);
    check();
  });
}

test('a question is answered from its retrieved sections; a follow-up retrieves again and carries the conversation', async () => {
  server.fault = 'none';
  server.requests.length = 0;
  const retrieved: string[] = [];
  const c = conversation(retrieved);
  // Nothing retrieved or sent before asking, even once the event loop has turned.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(retrieved, []);
  assert.equal(server.requests.length, 0, 'nothing is sent before asking');
  c.ask('How do nested hashes work?');
  await settled(c);
  const [first] = c.getState().turns;
  assert.equal(first.status, 'done');
  assert.match(first.answer, /\*\*Hashes › Nested hashes\*\* covers it \[1\]/);
  assert.equal(server.requests[0].model, ASK_AI_TEST_MODEL);
  assert.equal(server.requests[0].stream, true);
  assert.equal(server.requests[0].messages[0].content, SYSTEM_PROMPT);
  assert.match(
    server.requests[0].messages[1].content,
    /^\[1\] Hashes › Nested hashes \(\/katachi\/docs\/Features\/Hashes#nested-hashes\)\nAbout How do nested/m,
  );

  c.ask('And arrays?');
  await settled(c);
  assert.deepEqual(retrieved, ['How do nested hashes work?', 'And arrays?']);
  const sent = server.requests[1].messages;
  assert.deepEqual(
    sent.map((m) => m.role),
    ['system', 'user', 'assistant', 'user'],
  );
  assert.equal(sent[1].content, 'How do nested hashes work?');
  assert.equal(sent[2].content, first.answer);
  assert.match(sent[3].content, /Question: And arrays\?$/);
  assert.match(c.getState().turns[1].answer, /^Following up on 1 earlier question/);
});

for (const [fault, kind] of [
  ['unreachable', 'unreachable'],
  ['http-500', 'http'],
  ['http-429', 'rate-limited'],
  ['silent', 'no-first-token'],
  ['broken', 'broken-stream'],
  ['malformed', 'malformed'],
] as const) {
  test(`fault ${fault}: the turn fails as ${kind}, keeps what arrived, leaves no request running, and Retry works`, async () => {
    server.fault = fault;
    server.requests.length = 0;
    timeouts.firstTokenMs = fault === 'silent' ? 1500 : 10_000;
    const c = conversation([]);
    c.ask('What is a shape?');
    await settled(c);
    const turn = c.getState().turns[0];
    assert.equal(turn.status, 'failed');
    assert.equal(turn.fault?.kind, kind);
    if (fault === 'broken' || fault === 'malformed') assert.ok(turn.answer.length > 0, 'the partial answer is kept');
    if (fault === 'http-429') assert.match(turn.fault!.message, /try again later/);
    if (fault === 'http-500') assert.match(turn.fault!.message, /HTTP 500: model crashed/);
    // The server sees the client go away (nothing left running).
    if (fault !== 'http-500' && fault !== 'http-429') await until(() => server.requests[0].aborted === true, 'the server sees the request aborted');

    server.fault = 'none';
    timeouts.firstTokenMs = 10_000;
    c.retry(turn.id);
    await settled(c);
    assert.equal(c.getState().turns.length, 1);
    assert.equal(c.getState().turns[0].status, 'done');
  });
}

test('Stop keeps the partial answer, marks it stopped, and aborts the request', async () => {
  server.fault = 'slow';
  server.requests.length = 0;
  const c = conversation([]);
  c.ask('Tell me everything');
  await new Promise<void>((resolve) => {
    const unsubscribe = c.subscribe(() => {
      if (c.getState().turns[0].answer.length > 20) {
        unsubscribe();
        resolve();
      }
    });
  });
  c.stop();
  const turn = c.getState().turns[0];
  assert.equal(turn.status, 'failed');
  assert.ok(turn.fault instanceof AnswerFault && turn.fault.kind === 'stopped');
  const kept = turn.answer;
  // Once the server has seen the request go, no piece of it can still arrive.
  await until(() => server.requests[0].aborted === true, 'the server sees the request aborted');
  assert.equal(c.getState().turns[0].answer, kept, 'nothing more is added after Stop');
});

test('a failed retrieval sends nothing', async () => {
  let completions = 0;
  const c = new Conversation({
    retrieve: () => Promise.reject(new Error('index unavailable')),
    complete: () => ((completions += 1), Promise.reject(new Error('must not be called'))),
  });
  c.ask('anything');
  await settled(c);
  assert.equal(c.getState().turns[0].fault?.kind, 'retrieval');
  assert.equal(completions, 0, 'nothing is sent');
});

test('a response that ends after [DONE] is let end; one kept open after it is cut off, the answer complete either way', async () => {
  // The signal each request was sent with: aborting it is what the browser logs as a failed request.
  const signals: AbortSignal[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.signal) signals.push(init.signal);
    return realFetch(input, init);
  };
  try {
    for (const [fault, cutOff] of [
      ['none', false],
      ['lingering', true],
    ] as const) {
      server.fault = fault;
      const pieces: string[] = [];
      const started = Date.now();
      await streamCompletion({
        endpoint: ENDPOINT,
        model: ASK_AI_TEST_MODEL,
        messages: [{role: 'user', content: 'q'}],
        signal: new AbortController().signal,
        onDelta: (t) => pieces.push(t),
      });
      assert.ok(pieces.join('').length > 0, `${fault}: the answer arrived`);
      assert.equal(signals.at(-1)!.aborted, cutOff, `${fault}: the request ${cutOff ? 'cut off' : 'let end'}`);
      assert.ok(Date.now() - started < 5_000, `${fault}: not waiting on a response kept open`);
    }
  } finally {
    globalThis.fetch = realFetch;
    server.fault = 'none';
  }
});
