// Two app instances on one PostgreSQL database (its own, on the local
// server) and the local Redis (its own key prefix), each listening on its own
// port with its own connections, services and job runner, as two processes
// behind a load balancer would be: a rate limit is shared, an admin's edit
// through A empties B's response cache at once, an event published on A
// reaches a subscriber on B, a token revoked through A (or its owner's
// password reset by `npm run admin:create`, a process of its own) ends B's
// stream opened with it at once (revoked while that stream was starting on B
// too), and a job queued through A runs exactly once.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { type App, createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { createSession, SESSION_COOKIE } from '../../../server/modules/auth/sessions';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { enqueueJob } from '../../../server/modules/jobs/queue';
import { createJobRunner, type JobRunner } from '../../../server/modules/jobs/runner';
import { watchJob } from '../../../server/modules/jobs/watch';
import { createServices, type Services } from '../../../server/services';
import type { JobEvent } from '../../../server/services/events';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { createPostgresDatabase } from '../../helpers/db';
import { socketClient, subscribe } from '../../helpers/graphql-ws';
import { holdableRateLimiter, TOKEN_COST_COUNT } from '../../helpers/held-rate-limiter';
import { createRedisNamespace } from '../../helpers/redis';
import { CREATE_TOKEN } from '../../helpers/tokens';
import { createUser } from '../../helpers/users';

const CONTACT_LIMIT = 3;
const TAGS = /* GraphQL */ `{ blogTags(first: 50) { edges { node { name slug } } } }`;
const SAVE_TERM = /* GraphQL */ `
  mutation SaveTerm($input: SaveTermInput!) {
    saveTerm(input: $input) { __typename ... on SaveTermPayload { term { id name } } }
  }
`;

/** Jobs each instance's runner serves: `shared` by both, `onlyA` by A alone. */
const registry = { A: new JobRegistry(), B: new JobRegistry() };
const runs: { jobId: string; worker: string }[] = [];
for (const [name, jobs] of Object.entries(registry)) {
  jobs.register(
    'test.shared',
    async ({ job }) => {
      runs.push({ jobId: job.id, worker: name });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ranOn: name };
    },
    { concurrency: 4 },
  );
}
registry.A.register('test.onlyA', async ({ progress }) => {
  await progress({ step: 1, of: 2 });
  await progress({ step: 2, of: 2 });
  return { done: true };
});

type Instance = {
  name: string;
  services: Services;
  /** Its rate limiter, which a test can hold at one step (helpers/held-rate-limiter.ts). */
  rateLimits: ReturnType<typeof holdableRateLimiter>;
  db: Database;
  app: App;
  running: RunningServer;
  jobs: JobRunner;
  gql<T>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<{ data: T; errors?: unknown }>;
  close(): Promise<void>;
};

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let redis: Awaited<ReturnType<typeof createRedisNamespace>>;
let a: Instance;
let b: Instance;
let adminCookie: string;

async function startInstance(name: 'A' | 'B'): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    RESPONSE_CACHE_SECONDS: '60',
    RATE_LIMITS: `contact=${CONTACT_LIMIT}`,
  });
  const services = await createServices(config);
  const rateLimits = holdableRateLimiter(services.rateLimiter);
  services.rateLimiter = rateLimits.limiter;
  const db = await openDatabase(config.database);
  const app = createApp({ prisma: db.prisma, config, services });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  // A long poll: only the `jobs:queued` event (through Redis) wakes a runner for a job queued elsewhere.
  const jobs = createJobRunner(
    { prisma: db.prisma, services },
    { registry: registry[name], workerId: name, pollMs: 600_000 },
  );
  jobs.start();
  // As a load balancer does: no traffic before /readyz says so, which with Redis
  // means its listening connection answers, so every subscription made is in place.
  for (let waited = 0; ; waited += 20) {
    const ready = await fetch(`http://127.0.0.1:${running.port}/readyz`);
    if (ready.ok) break;
    if (waited > 20_000) throw new Error(`Instance ${name} is not ready: ${await ready.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    name,
    services,
    rateLimits,
    db,
    app,
    running,
    jobs,
    async gql(query, variables, cookie) {
      const response = await fetch(`http://127.0.0.1:${running.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async close() {
      await running.close();
      await jobs.stop();
      await services.redis?.close();
      await db.close();
    },
  };
}

beforeAll(async () => {
  [database, redis] = await Promise.all([createPostgresDatabase(), createRedisNamespace()]);
  [a, b] = await Promise.all([startInstance('A'), startInstance('B')]);
  const admin = await createUser(a.db.prisma, {
    email: 'admin@test.example',
    password: 'a long admin password',
    role: 'admin',
  });
  const { token } = await createSession(a.db.prisma, admin.id, { ttlDays: 1, now: new Date() });
  adminCookie = `${SESSION_COOKIE}=${token}`;
});

afterAll(async () => {
  await Promise.allSettled([a?.close(), b?.close()]);
  await Promise.allSettled([database?.destroy(), redis?.destroy()]);
});

/**
 * A stream on B, opened with `token`, that follows a video whose processing
 * makes no progress (nothing is published on its job), as it starts.
 */
async function streamOnB(token: string) {
  const job = await a.db.prisma.job.create({ data: { kind: 'video', status: 'running' } });
  const video = await a.db.prisma.video.create({
    data: { title: 'Clip', url: '', status: 'PROCESSING', jobId: job.id },
  });
  const client = socketClient(b.running, { authorization: `Bearer ${token}` });
  const subscription = subscribe(client, 'subscription ($id: ID!) { videoProcessing(id: $id) { status } }', {
    id: encodeGlobalID('Video', video.id),
  });
  return { subscription, dispose: () => client.dispose() };
}

/** streamOnB's stream once its first event has come and its subscriptions are in place on Redis. */
async function quietStreamOnB(token: string) {
  const stream = await streamOnB(token);
  try {
    await stream.subscription.waitFor(1);
    // B's listening connection answers after the stream's subscriptions: they are in place.
    await b.services.redis!.ping();
  } catch (error) {
    await stream.dispose();
    throw error;
  }
  return stream;
}

/** An ADMIN token of the admin, made through A. */
async function tokenThroughA() {
  const created = await a.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
    CREATE_TOKEN,
    { input: { name: 'Script', scope: 'ADMIN' } },
    adminCookie,
  );
  return created.data.createApiToken;
}

const revokeThroughA = (id: string) =>
  a.gql('mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }', { id }, adminCookie);

/** What such a stream receives when its token ends: its one event, then the refusal. */
const ENDED_BY_ITS_TOKEN = [
  { data: { videoProcessing: { status: 'PROCESSING' } } },
  { errors: [{ message: API_TOKEN_MESSAGES.invalid, extensions: { code: 'UNAUTHENTICATED' } }] },
];

describe('two instances on one database and one Redis', () => {
  it('share a rate limit: request N+1 is refused whichever instance gets it', async () => {
    const send = (instance: Instance, n: number) =>
      instance.gql<{ sendContactMessage: { __typename: string } }>(SEND_CONTACT, {
        input: contactInput({ email: `visitor${n}@example.com` }),
      });
    const answers: string[] = [];
    // Alternating A, B, A: three accepted in all, though each instance saw fewer than the limit.
    for (let n = 0; n < CONTACT_LIMIT; n++)
      answers.push((await send(n % 2 === 0 ? a : b, n)).data.sendContactMessage.__typename);
    expect(answers).toEqual(Array(CONTACT_LIMIT).fill('SubmissionReceived'));
    expect((await send(b, 10)).data.sendContactMessage.__typename).toBe('RateLimitError');
    expect((await send(a, 11)).data.sendContactMessage.__typename).toBe('RateLimitError');
    // Nothing of the refused ones was stored.
    expect(
      await a.db.prisma.crmContact.count({
        where: { email: { in: ['visitor10@example.com', 'visitor11@example.com'] } },
      }),
    ).toBe(0);
  });

  it("show an edit made through A in B's cached public query at once", async () => {
    const created = await a.gql<{ saveTerm: { term: { id: string } } }>(
      SAVE_TERM,
      { input: { kind: 'BLOG_TAG', name: 'Before', slug: 'cache-check' } },
      adminCookie,
    );
    const id = created.data.saveTerm.term.id;
    const tagNames = async (instance: Instance) =>
      (
        await instance.gql<{ blogTags: { edges: { node: { name: string } }[] } }>(TAGS)
      ).data.blogTags.edges.map((edge) => edge.node.name);
    expect(await tagNames(b)).toContain('Before');
    // B answers from its cache: a change that bypasses the API does not show there.
    await b.db.prisma.blogTag.update({ where: { slug: 'cache-check' }, data: { name: 'Behind the cache' } });
    expect(await tagNames(b)).toContain('Before');

    const renamed = await a.gql<{ saveTerm: { __typename: string } }>(
      SAVE_TERM,
      { input: { id, expectedVersion: 1, kind: 'BLOG_TAG', name: 'After', slug: 'cache-check' } },
      adminCookie,
    );
    expect(renamed.data.saveTerm.__typename).toBe('SaveTermPayload');
    // The very next read on B, with no wait.
    const names = await tagNames(b);
    expect(names).toContain('After');
    expect(names).not.toContain('Before');
  });

  it('end a quiet stream on B the moment its token is revoked through A', async () => {
    const { token, apiToken } = await tokenThroughA();
    const { subscription, dispose } = await quietStreamOnB(token);
    try {
      await revokeThroughA(apiToken.id);
      expect(await subscription.done).toMatchObject(ENDED_BY_ITS_TOKEN);
    } finally {
      await dispose();
    }
  });

  it('end a stream on B at once when its token is revoked through A between its authentication and its listening', async () => {
    const { token, apiToken } = await tokenThroughA();
    // B has authenticated the stream and holds it before it listens for its token's end.
    const held = b.rateLimits.hold(TOKEN_COST_COUNT);
    const { subscription, dispose } = await streamOnB(token);
    try {
      await held.reached;
      await revokeThroughA(apiToken.id);
      // Redis has handed the announcement to B's listening connection, where nothing heard it.
      await a.services.events.delivered();
      held.release();
      // The refusal, whether or not the video's state came first.
      expect((await subscription.done).at(-1)).toMatchObject(ENDED_BY_ITS_TOKEN[1]!);
    } finally {
      await dispose();
    }
  });

  // The command starts through tsx (seconds on a loaded machine): 50 s, still short of the
  // stream's own check at 60 s, which would end it without the announcement.
  it("end a quiet stream on B the moment npm run admin:create resets its owner's password", {
    timeout: 50_000,
  }, async () => {
    const owner = await createUser(a.db.prisma, {
      email: 'reset@test.example',
      password: 'the old password',
      role: 'admin',
    });
    const { token: session } = await createSession(a.db.prisma, owner.id, { ttlDays: 1, now: new Date() });
    const created = await a.gql<{ createApiToken: { token: string } }>(
      CREATE_TOKEN,
      { input: { name: 'Script', scope: 'ADMIN' } },
      `${SESSION_COOKIE}=${session}`,
    );
    const { subscription, dispose } = await quietStreamOnB(created.data.createApiToken.token);
    try {
      // The command in a process of its own, configured as the servers are.
      const { stdout } = await promisify(execFile)(
        path.resolve('node_modules/.bin/tsx'),
        ['server/cli/admin-create.ts', '--email', 'reset@test.example', '--password', 'a new long password'],
        {
          env: {
            ...process.env,
            LOG_LEVEL: 'warn',
            DATABASE_URL: database.url,
            REDIS_URL: redis.url,
            REDIS_KEY_PREFIX: redis.prefix,
          },
        },
      );
      expect(stdout).toMatch('Reset the admin account reset@test.example.');
      expect(await subscription.done).toMatchObject(ENDED_BY_ITS_TOKEN);
    } finally {
      await dispose();
    }
  });

  it('deliver an event published on A to a subscriber on B', async () => {
    // A job only A's runner handles: its changes are published on A, followed on B.
    const jobId = await enqueueJob({ prisma: a.db.prisma, services: a.services }, { kind: 'test.onlyA' });
    const seen: JobEvent[] = [];
    for await (const event of watchJob({ prisma: b.db.prisma, services: b.services }, jobId))
      seen.push(event);
    expect(seen.at(-1)).toMatchObject({ jobId, status: 'succeeded' });
    // Progress that only A's runner produced reached B.
    expect(seen.some((event) => (event.progress as { step?: number } | null)?.step === 2)).toBe(true);
  });

  it('run a job queued through A exactly once', async () => {
    const before = runs.length;
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        enqueueJob({ prisma: a.db.prisma, services: a.services }, { kind: 'test.shared' }),
      ),
    );
    for (let waited = 0; waited < 15_000; waited += 50) {
      const done = await a.db.prisma.job.count({ where: { id: { in: ids }, status: 'succeeded' } });
      if (done === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = await a.db.prisma.job.findMany({ where: { id: { in: ids } } });
    expect(rows.map((row) => row.status)).toEqual(Array(ids.length).fill('succeeded'));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const ran = runs.slice(before);
    expect(ran.map((run) => run.jobId).sort()).toEqual([...ids].sort());
  });

  it('say they are ready, and B stops saying so while it shuts down', async () => {
    const ready = await fetch(`http://127.0.0.1:${b.running.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, database: 'ok', redis: 'ok' });
    b.app.readiness.draining = true;
    const draining = await fetch(`http://127.0.0.1:${b.running.port}/readyz`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('connection')).toBe('close');
    b.app.readiness.draining = false;
  });
});
