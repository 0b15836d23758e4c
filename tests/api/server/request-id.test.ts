// A request an operator can follow: every response names its request id
// (the one a proxy in front sent, else a new one), and the log line of a
// request that failed names it too (a GraphQL operation's unexpected error
// as well), while the visitor gets no stack trace.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../../domain/shared/constants';
import { createLogger } from '../../../server/log';
import { createTestApp, type TestApp } from '../../helpers/app';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';

const errors: { message: string; details: unknown }[] = [];
const log = {
  ...createLogger('silent'),
  error: (message: string, details?: unknown) => void errors.push({ message, details }),
};
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ services: { log } });
  app.app.get('/test-failure', () => {
    throw new Error('the failure at /work/secret/path.ts:12');
  });
});
afterAll(() => app?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it('gives every response a request id of its own', async () => {
  const first = await app.app.request('/healthz');
  const second = await app.app.request('/healthz');
  expect(first.headers.get('x-request-id')).toMatch(UUID);
  expect(second.headers.get('x-request-id')).toMatch(UUID);
  expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
});

it('keeps the id a proxy in front sent, and replaces one that is not an id', async () => {
  const kept = await app.app.request('/healthz', { headers: { 'X-Request-Id': 'lb-7f3a.42_x' } });
  expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42_x');
  const replaced = await app.app.request('/healthz', { headers: { 'X-Request-Id': 'a b"<script>' } });
  expect(replaced.headers.get('x-request-id')).toMatch(UUID);
});

it('names the request id in the log line of a failed request; the visitor gets no stack', async () => {
  errors.length = 0;
  const response = await app.app.request('/test-failure', { headers: { 'X-Request-Id': 'req-1' } });
  expect(response.status).toBe(500);
  const body = await response.text();
  expect(body).toBe('Internal Server Error (request req-1)');
  expect(errors).toEqual([
    { message: 'GET /test-failure failed (request req-1)', details: expect.any(Error) },
  ]);
});

it('names the request id in the log line and the answer of a GraphQL operation that failed unexpectedly, and in the log line its operation and the field that failed', async () => {
  const { rateLimiter } = app.services;
  app.services.rateLimiter = {
    ...rateLimiter,
    hit: () => Promise.reject(new Error('the failure at /work/secret/path.ts:34')),
  };
  errors.length = 0;
  try {
    const response = await app.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'X-Request-Id': 'req-2' },
      body: JSON.stringify({ query: SEND_CONTACT, variables: { input: contactInput() } }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: unknown }[] };
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-2' },
      }),
    ]);
    expect(errors).toEqual([
      {
        message:
          'the failure at /work/secret/path.ts:34 (request req-2, operation SendContact, path Mutation.sendContactMessage)',
        details: expect.any(Error),
      },
    ]);
  } finally {
    app.services.rateLimiter = rateLimiter;
  }
});
