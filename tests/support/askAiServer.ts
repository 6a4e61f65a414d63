/**
 * A loopback stand-in for an OpenAI-compatible model server, speaking the real
 * streaming protocol: POST /v1/chat/completions answers `text/event-stream`
 * with `data: {json}` chunks carrying `choices[0].delta.content`, ending with
 * `data: [DONE]`. The answer is deterministic and cites the numbered sections
 * it was sent, so tests can check both what the site sends and what it shows.
 *
 * `fault` switches it into each failure the site must handle. Run it alone to
 * try the answer mode by hand:
 *   ASK_AI_SERVER_PORT=3501 npx tsx tests/support/askAiServer.ts
 */
import http from 'node:http';

export type AskAiFault =
  | 'none'
  | 'unreachable' // the connection is dropped before any answer
  | 'http-500'
  | 'http-429'
  | 'silent' // headers, then nothing at all
  | 'broken' // some text, then the connection drops
  | 'malformed' // some text, then a chunk that is not JSON
  | 'slow' // a long answer, one piece every 250 ms
  | 'stall' // some text, then nothing more (the answer stays in progress)
  | 'lingering' // the whole answer and [DONE], then the response is kept open
  | 'hostile'; // Markdown carrying HTML, a javascript: link and an image

type ReceivedRequest = {
  model: string;
  stream: boolean;
  messages: Array<{role: string; content: string}>;
  origin: string | undefined;
  cookie: string | undefined;
  referer: string | undefined;
  /** True once the client went away before the answer ended (Stop, close, timeout, fault). */
  aborted: boolean;
  /** True once the server finished sending the whole answer. */
  finished: boolean;
};

export const DEFAULT_ASK_AI_SERVER_PORT = 3501;
/** Strings only the answer mode's code contains (DocSearch's own modal chunk has the placeholders and disclaimer). */
export const ANSWER_MODE_MARKERS = ['katachi-answers-host', 'Stop answering', 'answer_feedback', '/chat/completions', 'katachi-ask-input'];
export const ASK_AI_TEST_MODEL = 'katachi-test-model';

type Section = {n: number; path: string; url: string};

/** The numbered sections in the last user message, as the site formats them: `[n] path (url)`. */
export function sectionsOf(userMessage: string): Section[] {
  const sections: Section[] = [];
  for (const match of userMessage.matchAll(/^\[(\d+)\] (.+) \((\/[^\s)]*)\)$/gm)) {
    sections.push({n: Number(match[1]), path: match[2], url: match[3]});
  }
  return sections;
}

function questionOf(userMessage: string): string {
  return userMessage.match(/\nQuestion: ([\s\S]*)$/)?.[1]?.trim() ?? userMessage;
}

/** The deterministic answer, in pieces as a model would stream them. */
function answerPieces(messages: ReceivedRequest['messages'], fault: AskAiFault): string[] {
  const last = messages[messages.length - 1]?.content ?? '';
  const sections = sectionsOf(last);
  const question = questionOf(last);
  const earlier = messages.filter((m) => m.role === 'user').length - 1;
  const first = sections[0];
  const text: string[] = [];
  if (earlier > 0) text.push(`Following up on ${earlier} earlier question${earlier > 1 ? 's' : ''}. `);
  if (!first || /weather|uncovered/i.test(question)) {
    text.push("The documentation doesn't cover this.");
  } else {
    text.push(`You asked: *${question}*. `, `The section **${first.path}** covers it [${first.n}]`);
    if (sections[1]) text.push(`, and **${sections[1].path}** adds detail [${sections[1].n}]`);
    text.push(
      '.\n\n',
      '```ruby\n',
      'Kt.compare(value: 1, shape: Integer)\n',
      '```\n\n',
      'See also `have_shape` and ',
      '[the docs](https://example.org/katachi).',
    );
  }
  if (fault === 'hostile') {
    text.push(
      '\n\n<img src="http://127.0.0.1:1/x.png" onerror="window.__pwned=1"> <b>bold html</b>\n\n',
      '[click me](javascript:window.__pwned=2) and ![an image](http://127.0.0.1:1/y.png)',
    );
  }
  if (fault === 'slow') {
    // A long answer, a whole sentence per piece: tests can stop it part way.
    return Array.from({length: 60}, (_, i) => `Detail ${i + 1} of the long answer. `);
  }
  // Split into small pieces, like tokens.
  return text.flatMap((piece) => piece.match(/[\s\S]{1,12}/g) ?? []);
}

const chunk = (content: string | null, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    model: ASK_AI_TEST_MODEL,
    choices: [{index: 0, delta: content === null ? {role: 'assistant'} : {content, ...extra}, finish_reason: null}],
  })}\n\n`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type, authorization',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export type AskAiServer = {
  fault: AskAiFault;
  requests: ReceivedRequest[];
  /** Requests to anything but the completions path (should stay empty). */
  strayRequests: string[];
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
};

export function startAskAiServer(port = DEFAULT_ASK_AI_SERVER_PORT): Promise<AskAiServer> {
  const state: AskAiServer = {fault: 'none', requests: [], strayRequests: [], port, close: async () => undefined};
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      state.strayRequests.push(`${req.method} ${req.url}`);
      res.writeHead(404, CORS).end();
      return;
    }
    let body = '';
    req.on('data', (data) => (body += data));
    req.on('end', () => {
      const fault = state.fault;
      let parsed: {model?: string; stream?: boolean; messages?: ReceivedRequest['messages']};
      try {
        parsed = JSON.parse(body);
      } catch {
        res.writeHead(400, {...CORS, 'Content-Type': 'application/json'}).end(JSON.stringify({error: {message: 'body is not JSON'}}));
        return;
      }
      const received: ReceivedRequest = {
        model: String(parsed.model),
        stream: parsed.stream === true,
        messages: parsed.messages ?? [],
        origin: req.headers.origin,
        cookie: req.headers.cookie,
        referer: req.headers.referer,
        aborted: false,
        finished: false,
      };
      state.requests.push(received);
      res.on('close', () => {
        if (!received.finished) received.aborted = true;
      });

      if (fault === 'unreachable') {
        req.socket.destroy();
        return;
      }
      if (fault === 'http-500' || fault === 'http-429') {
        const status = fault === 'http-500' ? 500 : 429;
        res.writeHead(status, {...CORS, 'Content-Type': 'application/json'});
        res.end(JSON.stringify({error: {message: status === 429 ? 'Rate limit reached' : 'model crashed', type: 'server_error'}}));
        received.finished = true;
        return;
      }
      res.writeHead(200, {...CORS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive'});
      res.flushHeaders();
      if (fault === 'silent') return; // holds the connection open with no tokens

      const pieces = answerPieces(received.messages, fault);
      // The role-only first chunk, and reasoning the site must ignore.
      const events = [chunk(null), chunk('', {reasoning_content: 'thinking about it'})];
      pieces.forEach((piece) => events.push(chunk(piece)));
      if (fault === 'broken' || fault === 'stall') events.splice(8);
      if (fault === 'malformed') events.splice(8, events.length, 'data: {"choices": [{"delta": {"content": "oops"\n\n');
      const delay = fault === 'slow' ? 250 : 15;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < events.length) {
          const event = events[i++];
          // Send each event in two writes, split mid-JSON, like a real network.
          const cut = Math.floor(event.length / 2);
          res.write(event.slice(0, cut));
          res.write(event.slice(cut));
          setTimeout(next, delay);
          return;
        }
        if (fault === 'broken') {
          req.socket.destroy();
          return;
        }
        if (fault === 'malformed' || fault === 'stall') return; // the site must stop it itself
        res.write(`data: ${JSON.stringify({id: 'chatcmpl-test', choices: [{index: 0, delta: {}, finish_reason: 'stop'}]})}\n\n`);
        res.write('data: [DONE]\n\n');
        received.finished = true;
        if (fault === 'lingering') return; // until the client goes away
        res.end();
      };
      next();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      state.port = (server.address() as import('node:net').AddressInfo).port;
      resolve(state);
    });
  });
}

// Run alone: a server to try the mode by hand (fault from ASK_AI_SERVER_FAULT).
if (require.main === module) {
  const port = Number(process.env.ASK_AI_SERVER_PORT ?? DEFAULT_ASK_AI_SERVER_PORT);
  void startAskAiServer(port).then((server) => {
    server.fault = (process.env.ASK_AI_SERVER_FAULT as AskAiFault) ?? 'none';
    console.log(`test model server on http://127.0.0.1:${port}/v1 (fault: ${server.fault})`);
  });
}
