// The assistant's streaming path: time to the first token and to the last,
// through graphql-ws client → server (auth, budget check, prompt, provider
// call, sanitizing, GraphQL execution per event, usage record) → a local
// server speaking OpenAI's streaming protocol, next to the `openai` SDK
// calling that same local server directly, in interleaved rounds of the same
// run. Server and provider run in processes of their own, so neither's work
// is counted as the other's, and this process only measures. The socket is
// used as the dialog uses it: the persisted operation id, the session
// cookie, the browser client's settings; "new socket" is a session's first
// request, "open socket" the ones that follow (improvements right after the
// post, titles, meta), which find the connection still open.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from 'graphql-ws';
import OpenAI from 'openai';
import WebSocket from 'ws';
import AssistantSubscription from '../../client/__generated__/useAssistantSubscription.graphql';
import { SOCKET_IDLE_KEEP_MS } from '../../client/relay/socket';
import { assistantMessages } from '../../domain/ai/prompts';
import { assistantParameters } from '../../domain/ai/tasks';
import type { FakeReply } from '../helpers/fake-openai';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile } from './stats';

const ROUNDS = 30;
/** The goal for the latency the server adds, at p50. */
const ADDED_BUDGET_MS = 15;
const WARM_UP = 5;
const PROMPT = 'A practical guide to piloting AI agents in a five-person support team';
/** A model's pace: 60 pieces, 5 ms apart. Then a burst: 300 pieces at once, which measures throughput. */
const SCENARIOS: { name: string; reply: FakeReply }[] = [
  {
    name: 'paced (60 pieces, 5 ms apart)',
    reply: {
      chunks: Array.from({ length: 60 }, (_, i) => (i % 10 === 0 ? '<p>Agents ' : 'answer tickets ')),
      delayMs: 5,
    },
  },
  {
    name: 'burst (300 pieces at once)',
    reply: {
      chunks: Array.from({ length: 300 }, (_, i) => (i % 10 === 0 ? '<p>Agents ' : 'answer tickets ')),
    },
  },
];

type Timing = { first: number; last: number };
type Provider = { url: string; apiKey: string; use(reply: FakeReply): Promise<void>; close(): Promise<void> };

/** A benchmark helper process running `file` with tsx (like the benchmark), spoken to over IPC. */
function helperProcess(file: string, args: string[] = []) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, { execArgv: ['--import', 'tsx'] });
  return {
    ask: async <T>(message?: unknown): Promise<T> => {
      if (message) child.send(message as object);
      const [reply] = await once(child, 'message');
      return reply as T;
    },
    exited: () => once(child, 'exit'),
  };
}

/** The local provider, in a process of its own. */
async function startProvider(): Promise<Provider> {
  const child = helperProcess('./fake-openai.worker.ts');
  const { url, apiKey } = await child.ask<{ url: string; apiKey: string }>();
  return {
    url,
    apiKey,
    use: async (reply) => {
      await child.ask({ reply });
    },
    close: async () => {
      const exited = child.exited();
      child.ask({ close: true }).catch(() => {});
      await exited;
    },
  };
}

/** The SDK straight to the local provider, with the request the server would send. */
async function direct(fake: Provider): Promise<Timing> {
  const client = new OpenAI({ apiKey: fake.apiKey, baseURL: fake.url, maxRetries: 0 });
  const { temperature, maxTokens } = assistantParameters('CONTENT');
  const started = performance.now();
  let first = 0;
  const stream = await client.chat.completions.create({
    model: 'gpt-4-turbo-preview',
    messages: assistantMessages({ task: 'CONTENT', prompt: PROMPT }),
    temperature,
    max_tokens: maxTokens,
    stream: true,
    stream_options: { include_usage: true },
  });
  for await (const chunk of stream) {
    if (!first && chunk.choices[0]?.delta?.content) first = performance.now() - started;
  }
  return { first, last: performance.now() - started };
}

/** A graphql-ws client configured as the browser's (client/relay/socket.ts), with the admin's cookie. */
function socketClient(port: number, cookie: string) {
  return createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    lazyCloseTimeout: SOCKET_IDLE_KEEP_MS,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}

function throughSocket(client: Client): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    client.subscribe<{ assistant: { __typename: string } }>(
      {
        query: '',
        variables: { input: { task: 'CONTENT', prompt: PROMPT, history: null } },
        extensions: { persistedQuery: { version: 1, sha256Hash: AssistantSubscription.params.id } },
      },
      {
        next: ({ data, errors }) => {
          if (errors || !data) return reject(new Error(JSON.stringify(errors)));
          const type = data.assistant.__typename;
          if (type === 'AssistantDelta' && !first) first = performance.now() - started;
          else if (type === 'AssistantDone') resolve({ first, last: performance.now() - started });
          else if (type !== 'AssistantDelta') reject(new Error(`Unexpected ${type}`));
        },
        error: reject,
        complete: () => {},
      },
    );
  });
}

async function throughNewSocket(port: number, cookie: string): Promise<Timing> {
  const client = socketClient(port, cookie);
  try {
    return await throughSocket(client);
  } finally {
    await client.dispose();
  }
}

const p = (values: number[], at: number) => percentile(values, at);

export const benchmark: Benchmark = {
  name: 'ai',
  description:
    'AI assistant: first and last token through graphql-ws → server → provider, next to the SDK calling the provider directly',
  async run() {
    const fake = await startProvider();
    const kinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
    if (kinds.length === 1) console.log('(set TEST_DATABASE_URL to also run on PostgreSQL)\n');
    for (const kind of kinds) {
      const server = helperProcess('./ai-server.worker.ts', [kind, fake.url, fake.apiKey]);
      const { port, cookie, label } = await server.ask<{ port: number; cookie: string; label: string }>();
      console.log(`### ${label}\n`);
      for (const scenario of SCENARIOS) {
        await fake.use(scenario.reply);
        const timings: Record<'direct' | 'new socket' | 'open socket', Timing[]> = {
          direct: [],
          'new socket': [],
          'open socket': [],
        };
        const open = socketClient(port, cookie);
        const ways = {
          direct: () => direct(fake),
          'new socket': () => throughNewSocket(port, cookie),
          'open socket': () => throughSocket(open),
        };
        const names = Object.keys(ways) as (keyof typeof ways)[];
        for (let round = 0; round < WARM_UP + ROUNDS; round++) {
          // Rotate the order, so no way always meets a warmer (or busier) machine.
          for (const name of [...names.slice(round % 3), ...names.slice(0, round % 3)]) {
            const timing = await ways[name]();
            if (round >= WARM_UP) timings[name].push(timing);
          }
        }
        await open.dispose();
        console.log(
          `${scenario.name}, ${ROUNDS} requests each way; added = p50 of the difference to the direct request of the same round:`,
        );
        for (const key of ['first', 'last'] as const) {
          const base = timings.direct.map((timing) => timing[key]);
          console.log(
            `  ${key} token, direct:        p50 ${formatMs(p(base, 50))}  p95 ${formatMs(p(base, 95))}`,
          );
          for (const name of ['new socket', 'open socket'] as const) {
            const whole = timings[name].map((timing) => timing[key]);
            // Each request next to the direct one of its round: a busy moment of the machine weighs on both.
            const added = p(
              whole.map((value, round) => value - base[round]!),
              50,
            );
            console.log(
              `  ${key} token, ${`${name}:`.padEnd(13)} p50 ${formatMs(p(whole, 50))}  p95 ${formatMs(p(whole, 95))}  added ${formatMs(added)} (${formatRatio(p(whole, 50), p(base, 50))})${added < ADDED_BUDGET_MS ? '' : `  over the ${ADDED_BUDGET_MS} ms goal`}`,
            );
          }
        }
        console.log('');
      }
      const { runs } = await server.ask<{ runs: number }>({ close: true });
      console.log(`(${runs} runs recorded in ai_runs)\n`);
    }
    await fake.close();
  },
};
