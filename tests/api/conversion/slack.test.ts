// The Slack webhook test against a local HTTP server that answers the way
// Slack's incoming webhooks do (200 "ok", or an error status and code).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK } from '../../../domain/shared/messages';
import { createTestApp } from '../../helpers/app';
import { createTestDatabase, type TestDatabase } from '../../helpers/db';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const TEST = /* GraphQL */ `mutation { testSlackWebhook { __typename
  ... on SlackTestPayload { message } ... on SlackWebhookError { message status } ... on RateLimitError { message } } }`;
const SETTINGS = /* GraphQL */ `{ conversionSettings { slackWebhookConfigured schedulerUrl } }`;

let slack: http.Server;
// One database for the file: each test starts an app of its own (the webhook
// and the limits are its configuration), but the rows they need are the same
// admin. A fresh database per test cost each a snapshot load and a password hash.
let db: TestDatabase;
/** The file's database for one app: closing the app leaves it to afterAll. */
let shared: TestDatabase;
let slackUrl: string;
const posts: { path: string; contentType?: string; body: unknown }[] = [];
const ANSWERS: Record<string, [number, string]> = {
  '/ok': [200, 'ok'],
  '/gone': [410, 'channel_is_archived'],
  '/missing': [404, 'no_service'],
  '/forbidden': [403, 'invalid_token'],
  '/broken': [500, 'rollup_error'],
};

beforeAll(async () => {
  slack = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      posts.push({
        path: request.url!,
        contentType: request.headers['content-type'],
        body: JSON.parse(body),
      });
      const [status, text] = ANSWERS[request.url!] ?? [404, 'no_service'];
      response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
  slackUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}`;
  db = await createTestDatabase();
  shared = { ...db, destroy: async () => {} };
  await createUser(db.prisma, { ...ADMIN, role: 'admin' });
});
afterAll(async () => {
  await new Promise<void>((resolve) => slack.close(() => resolve()));
  await db?.destroy();
});

/** The app, and a `test` that runs the mutation as a signed-in admin. */
async function adminApp(env: Record<string, string>) {
  const app = await createTestApp({ env, db: shared });
  const cookie = await signIn(app, ADMIN);
  return Object.assign(app, { test: () => app.gql(TEST, {}, { cookie }) });
}

function appFor(path: string | null) {
  return adminApp(path ? { SLACK_WEBHOOK_URL: `${slackUrl}${path}` } : {});
}

describe('the Slack webhook test', () => {
  it('explains that no webhook is configured by default', async () => {
    const app = await appFor(null);
    try {
      expect((await app.gql(SETTINGS)).data).toEqual({
        conversionSettings: { slackWebhookConfigured: false, schedulerUrl: null },
      });
      expect((await app.test()).data).toEqual({
        testSlackWebhook: { __typename: 'SlackWebhookError', message: SLACK.notConfigured, status: null },
      });
    } finally {
      await app.close();
    }
  });

  it('is for admins only: a visitor cannot post into the team channel', async () => {
    const app = await appFor('/ok');
    try {
      const before = posts.length;
      const result = await app.gql(TEST);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(posts.length).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('posts a JSON test message and reports success', async () => {
    const app = await appFor('/ok');
    try {
      expect((await app.test()).data).toEqual({
        testSlackWebhook: { __typename: 'SlackTestPayload', message: SLACK.sent },
      });
      const post = posts.at(-1)!;
      expect(post.contentType).toBe('application/json');
      expect(post.body).toEqual({
        text: expect.stringContaining('Test message from the Meridian Lab website'),
      });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['/gone', 410, SLACK.gone],
    ['/missing', 404, SLACK.notFound],
    ['/forbidden', 403, SLACK.forbidden],
    ['/broken', 500, 'Slack answered with status 500.'],
  ])('explains %s (%i)', async (path, status, message) => {
    const app = await appFor(path);
    try {
      expect((await app.test()).data).toEqual({
        testSlackWebhook: { __typename: 'SlackWebhookError', message, status },
      });
    } finally {
      await app.close();
    }
  });

  it('reports an unreachable Slack, and limits tests per address', async () => {
    const app = await adminApp({ SLACK_WEBHOOK_URL: 'http://127.0.0.1:1/hook', RATE_LIMITS: 'slackTest=2' });
    try {
      const result = await app.test();
      expect(result.data).toEqual({
        testSlackWebhook: { __typename: 'SlackWebhookError', message: SLACK.unreachable, status: null },
      });
      await app.test();
      expect((await app.test()).data).toEqual({
        testSlackWebhook: {
          __typename: 'RateLimitError',
          message: 'Too many requests. Please try again in a minute.',
        },
      });
    } finally {
      await app.close();
    }
  });

  it('gives the scheduler URL in month view when configured', async () => {
    const app = await createTestApp({
      env: { SCHEDULER_URL: 'https://cal.example/meridian/30min' },
      db: shared,
    });
    try {
      expect((await app.gql(SETTINGS)).data).toEqual({
        conversionSettings: {
          slackWebhookConfigured: false,
          schedulerUrl: 'https://cal.example/meridian/30min?layout=month_view',
        },
      });
    } finally {
      await app.close();
    }
  });
});
