// A local HTTP server speaking OpenAI's chat-completions streaming protocol,
// as the `openai` SDK uses it: POST /v1/chat/completions with a Bearer key,
// answered with server-sent events (`data: {chunk}` lines, a last chunk with
// the usage when `stream_options.include_usage` is set, then `data: [DONE]`),
// or with OpenAI's JSON error bodies (401, 429, 500). Tests script each reply
// and read every request it received, including whether the client went
// away before the reply ended.
import http from 'node:http';

export type ChatCompletionBody = {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

export type FakeReply =
  | {
      /** Content pieces, each sent as one chunk. */
      chunks: string[];
      /** Pause before each chunk (a slow model). */
      delayMs?: number;
      /** Goes silent after this many chunks, until the client leaves (a stalled model). */
      stallAfter?: number;
      /** Drops the connection after this many chunks, without ending the reply (a provider failing mid-stream). */
      breakAfter?: number;
      /** Why the reply ends: 'stop' (the default), or 'length' when it reached max_tokens. */
      finishReason?: 'stop' | 'length';
      /** Reported usage; computed from the text when omitted, none with null. */
      usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
    }
  | {
      status: number;
      message?: string;
      /** The Retry-After header, as OpenAI sends it with a 429: seconds, or an HTTP date. */
      retryAfter?: string;
    };

export type ReceivedRequest = {
  body: ChatCompletionBody;
  authorization: string | undefined;
  /** Resolves when the client closes the connection before the reply ended. */
  abandoned: Promise<void>;
  /** Whether the whole reply was written. */
  completed: boolean;
};

export type FakeOpenAi = {
  /** Base URL for OPENAI_BASE_URL. */
  url: string;
  apiKey: string;
  requests: ReceivedRequest[];
  /** Decides the reply of each request (by default: a short post). */
  reply: (body: ChatCompletionBody) => FakeReply;
  close(): Promise<void>;
};

export const DEFAULT_REPLY: FakeReply = { chunks: ['<h2>Hello</h2>', '<p>A short post.</p>'] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** OpenAI's error bodies. Like OpenAI's own 401 it quotes the key it got, the worst case for a leak. */
function errorBody(status: number, key: string | undefined, message?: string) {
  const [type, code, text] =
    status === 401
      ? ['invalid_request_error', 'invalid_api_key', `Incorrect API key provided: ${key}.`]
      : status === 429
        ? ['requests', 'rate_limit_exceeded', 'Rate limit reached for requests.']
        : ['server_error', null, 'The server had an error while processing your request.'];
  return { error: { message: message ?? text, type, param: null, code } };
}

export async function startFakeOpenAi(apiKey = 'sk-test-fake-openai-key'): Promise<FakeOpenAi> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const fake: FakeOpenAi = {
    url: '',
    apiKey,
    requests,
    reply: () => DEFAULT_REPLY,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer(async (req, res) => {
    const pieces: Buffer[] = [];
    for await (const piece of req) pieces.push(piece as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify(errorBody(404, undefined, 'Not found')));
      return;
    }
    const body = JSON.parse(Buffer.concat(pieces).toString('utf8')) as ChatCompletionBody;
    let markAbandoned = () => {};
    const received: ReceivedRequest = {
      body,
      authorization: req.headers.authorization,
      abandoned: new Promise<void>((resolve) => {
        markAbandoned = resolve;
      }),
      completed: false,
    };
    requests.push(received);
    res.on('close', () => {
      if (!received.completed) markAbandoned();
    });

    const key = req.headers.authorization?.replace(/^Bearer /, '');
    const reply: FakeReply = key === apiKey ? fake.reply(body) : { status: 401 };
    if ('status' in reply) {
      received.completed = true;
      res
        .writeHead(reply.status, {
          'content-type': 'application/json',
          ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}),
        })
        .end(JSON.stringify(errorBody(reply.status, key, reply.message)));
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const base = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_800_000_000,
      model: body.model,
    };
    const send = (data: unknown) =>
      res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    send({
      ...base,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    for (const [index, chunk] of reply.chunks.entries()) {
      if (index === reply.stallAfter) await received.abandoned;
      if (reply.delayMs) await sleep(reply.delayMs);
      if (index === reply.breakAfter) {
        res.destroy();
        return;
      }
      if (res.destroyed) return;
      send({ ...base, choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] });
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }] });
    if (body.stream_options?.include_usage && reply.usage !== null) {
      const promptTokens = Math.ceil(body.messages.map((message) => message.content).join('').length / 4);
      send({
        ...base,
        choices: [],
        usage: reply.usage ?? {
          prompt_tokens: promptTokens,
          completion_tokens: reply.chunks.length,
          total_tokens: promptTokens + reply.chunks.length,
        },
      });
    }
    send('[DONE]');
    received.completed = true;
    res.end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as import('node:net').AddressInfo;
  fake.url = `http://127.0.0.1:${address.port}/v1`;
  return fake;
}
