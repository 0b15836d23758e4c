// The outbox as admins see it: states, counts, the retry action's refusals,
// and that nobody else can read it (lists, node(id:) or the retry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { ADMIN, createUser, signIn } from '../../helpers/users';

let app: TestApp;
let cookie: string;
const ids: Record<string, string> = {};
const globalId = (id: string) => Buffer.from(`EmailOutboxMessage:${id}`).toString('base64');

const LIST = /* GraphQL */ `query List($status: OutboxStatus) {
  emailOutbox(first: 10, status: $status) { edges { node { subject status attempts lastError toEmail template } } }
  emailOutboxCounts { pending sending sent failed }
}`;
const RETRY = /* GraphQL */ `mutation Retry($input: RetryEmailInput!) {
  retryEmail(input: $input) { __typename ... on EmailOutboxMessage { status } ... on Error { message } }
}`;

beforeAll(async () => {
  app = await createTestApp();
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  cookie = await signIn(app, ADMIN);
  const base = { template: 'contact_notification', toEmail: 'inbox@lab.test', data: {} };
  for (const [index, status] of (['pending', 'sending', 'sent', 'failed'] as const).entries()) {
    const row = await app.prisma.emailOutbox.create({
      data: {
        ...base,
        subject: `Message ${status}`,
        status,
        attempts: index,
        lastError: status === 'failed' ? 'connect ECONNREFUSED' : null,
        createdAt: new Date(Date.UTC(2026, 10, 21, 12, index)),
      },
    });
    ids[status] = row.id;
  }
});
afterAll(() => app.close());

describe('the outbox list', () => {
  it('shows admins every message, newest first, with status, attempts and last error', async () => {
    const result = await app.gql<{
      emailOutbox: { edges: { node: { subject: string; status: string; lastError: string | null } }[] };
      emailOutboxCounts: Record<string, number>;
    }>(LIST, {}, { cookie });
    expect(result.errors).toBeUndefined();
    expect(
      result.data?.emailOutbox.edges.map((edge) => [
        edge.node.subject,
        edge.node.status,
        edge.node.lastError,
      ]),
    ).toEqual([
      ['Message failed', 'failed', 'connect ECONNREFUSED'],
      ['Message sent', 'sent', null],
      ['Message sending', 'sending', null],
      ['Message pending', 'pending', null],
    ]);
    expect(result.data?.emailOutboxCounts).toEqual({ pending: 1, sending: 1, sent: 1, failed: 1 });
  });

  it('filters by status', async () => {
    const result = await app.gql<{ emailOutbox: { edges: { node: { subject: string } }[] } }>(
      LIST,
      { status: 'failed' },
      { cookie },
    );
    expect(result.data?.emailOutbox.edges.map((edge) => edge.node.subject)).toEqual(['Message failed']);
  });

  it('is hidden from anonymous callers, also through node(id:)', async () => {
    expect((await app.gql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const node = await app.gql(`query { node(id: "${globalId(ids.failed!)}") { __typename } }`);
    expect(node.data?.node ?? null).toBeNull();
    expect(node.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const retry = await app.gql(RETRY, { input: { id: globalId(ids.failed!) } });
    expect(retry.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.prisma.emailOutbox.findUniqueOrThrow({ where: { id: ids.failed! } })).status).toBe(
      'failed',
    );
  });
});

describe('retrying', () => {
  it.each([
    ['sent', 'ConflictError', 'This email was already sent'],
    ['sending', 'ConflictError', 'This email is being sent right now'],
  ])('refuses a %s message', async (status, typename, message) => {
    const result = await app.gql(RETRY, { input: { id: globalId(ids[status]!) } }, { cookie });
    expect(result.data).toEqual({ retryEmail: { __typename: typename, message } });
  });

  it('answers not found for an unknown id, and names the type it takes for a foreign one', async () => {
    const unknown = await app.gql(
      RETRY,
      { input: { id: globalId('00000000-0000-7000-8000-000000000000') } },
      { cookie },
    );
    expect(unknown.data).toEqual({
      retryEmail: { __typename: 'NotFoundError', message: 'Email not found' },
    });
    const foreign = await app.gql(
      RETRY,
      { input: { id: Buffer.from(`User:${ids.failed}`).toString('base64') } },
      { cookie },
    );
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'input.id is a User id, where an EmailOutboxMessage id is expected',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.id' },
    });
  });

  it('refuses an id that cannot name any row as bad input', async () => {
    const result = await app.gql(RETRY, { input: { id: globalId('not-a-uuid') } }, { cookie });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('queues a failed message again', async () => {
    const result = await app.gql(RETRY, { input: { id: globalId(ids.failed!) } }, { cookie });
    expect(result.data).toEqual({ retryEmail: { __typename: 'EmailOutboxMessage', status: 'pending' } });
    const row = await app.prisma.emailOutbox.findUniqueOrThrow({ where: { id: ids.failed! } });
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
