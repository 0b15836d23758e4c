// Undelivered mail, told truthfully: without SMTP a lead waits in the outbox,
// the counts say so (and that delivery is not configured), and an admin can
// read every message there, its fields and text. Nobody else can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import { createTestApp, type TestApp } from '../../helpers/app';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { ADMIN, createUser, MEMBER, sessionCookieFor, signIn } from '../../helpers/users';

/** The info lines of the server's log. */
const logged: string[] = [];
const log = { ...createLogger('silent'), info: (message: string) => void logged.push(message) };
let app: TestApp;
let cookie: string;
let memberCookie: string;

const COUNTS = /* GraphQL */ `{ emailOutboxCounts { pending sending sent failed undelivered deliveryConfigured } }`;
const UNDELIVERED = /* GraphQL */ `query Undelivered($status: OutboxStatus) {
  emailOutbox(first: 10, undelivered: true, status: $status) {
    edges { node { id subject status content { heading replyTo fields { label value } body { label value } text } } }
  }
}`;
const READ = /* GraphQL */ `query Read($id: ID!) {
  node(id: $id) { ... on EmailOutboxMessage { subject content { text fields { value } body { value } } } }
}`;

type Message = {
  id: string;
  subject: string;
  status: string;
  content: {
    heading: string;
    replyTo: string | null;
    fields: { label: string; value: string }[];
    body: { label: string; value: string } | null;
    text: string;
  } | null;
};
const undelivered = async (variables: Record<string, unknown> = {}) => {
  const result = await app.gql<{ emailOutbox: { edges: { node: Message }[] } }>(UNDELIVERED, variables, {
    cookie,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.emailOutbox.edges.map((edge) => edge.node);
};

beforeAll(async () => {
  app = await createTestApp({ services: { log } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  const member = await createUser(app.prisma, { ...MEMBER, role: 'member' });
  cookie = await signIn(app, ADMIN);
  memberCookie = await sessionCookieFor(app, member.id);
});
afterAll(() => app.close());

describe('without SMTP', () => {
  it('keeps a visitor’s message in the outbox and says delivery is not configured', async () => {
    const sent = await app.gql(SEND_CONTACT, { input: contactInput() }, { clientIp: '198.51.100.7' });
    expect(sent.data).toEqual({ sendContactMessage: { __typename: 'SubmissionReceived', received: true } });
    const counts = await app.gql(COUNTS, {}, { cookie });
    expect(counts.data).toEqual({
      emailOutboxCounts: {
        pending: 1,
        sending: 0,
        sent: 0,
        failed: 0,
        undelivered: 1,
        deliveryConfigured: false,
      },
    });
  });

  it("says in the server's log which message waits, by its id, without the visitor's name or address", async () => {
    logged.length = 0;
    await app.gql(
      SEND_CONTACT,
      { input: contactInput({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' }) },
      { clientIp: '198.51.100.8' },
    );
    const waiting = await app.prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { contains: 'Grace' } },
    });
    // The tests below count the first message alone.
    await app.prisma.emailOutbox.delete({ where: { id: waiting.id } });
    expect(logged).toEqual([
      `Queued email ${waiting.id}; SMTP_URL is not set, so it waits in the outbox (/admin/outbox)`,
    ]);
  });

  it('lets an admin read the message: its fields, its long text and the plain text as sent', async () => {
    const [message] = await undelivered();
    expect(message?.status).toBe('pending');
    expect(message?.content).toMatchObject({
      heading: 'New message from the website contact form',
      replyTo: 'ada@example.com',
      body: { label: 'Message', value: 'We would like a workshop for 12 engineers.' },
    });
    expect(message?.content?.fields).toEqual(
      expect.arrayContaining([
        { label: 'Email', value: 'ada@example.com' },
        { label: 'Phone', value: '+44 20 7946 0000' },
        { label: 'Inquiry type', value: 'Training Information' },
      ]),
    );
    expect(message?.content?.fields.find((field) => field.label === 'Name')?.value).toMatch(/Ada/);
    expect(message?.content?.text).toContain('We would like a workshop for 12 engineers.');
    expect(message?.content?.text).toContain('Email: ada@example.com');
  });
});

describe('the undelivered list', () => {
  it('holds pending, sending and failed messages, never sent ones, and combines with a status', async () => {
    const base = { template: 'contact_notification', toEmail: 'inbox@lab.test', data: {} };
    for (const status of ['sending', 'sent', 'failed'] as const)
      await app.prisma.emailOutbox.create({ data: { ...base, subject: `Message ${status}`, status } });
    expect((await undelivered()).map((message) => message.status).sort()).toEqual([
      'failed',
      'pending',
      'sending',
    ]);
    expect((await undelivered({ status: 'failed' })).map((message) => message.subject)).toEqual([
      'Message failed',
    ]);
    expect(await undelivered({ status: 'sent' })).toEqual([]);
    const counts = await app.gql<{ emailOutboxCounts: { undelivered: number } }>(COUNTS, {}, { cookie });
    expect(counts.data?.emailOutboxCounts.undelivered).toBe(3);
  });

  it('reads a message whose data lacks a value as empty, and one of an unknown template as no content', async () => {
    const odd = await app.prisma.emailOutbox.create({
      data: { template: 'retired_template', toEmail: 'inbox@lab.test', subject: 'Old', data: {} },
    });
    const messages = await undelivered();
    expect(messages.find((message) => message.subject === 'Old')?.content).toBeNull();
    const empty = messages.find((message) => message.subject === 'Message failed');
    expect(empty?.content?.fields.find((field) => field.label === 'Email')?.value).toBe('');
    await app.prisma.emailOutbox.delete({ where: { id: odd.id } });
  });
});

describe('with SMTP configured', () => {
  it('says delivery is configured', async () => {
    const smtp = await createTestApp({ db: app.db, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const counts = await smtp.gql<{ emailOutboxCounts: { deliveryConfigured: boolean } }>(
      COUNTS,
      {},
      { cookie },
    );
    expect(counts.data?.emailOutboxCounts.deliveryConfigured).toBe(true);
  });
});

describe('who may read messages', () => {
  it('is admins only: anonymous callers and members get no counts, list or message, also through node(id:)', async () => {
    const [message] = await undelivered();
    for (const who of [undefined, memberCookie]) {
      for (const [query, variables] of [
        [COUNTS, {}],
        [UNDELIVERED, {}],
        [READ, { id: message!.id }],
      ] as const) {
        const result = await app.gql<Record<string, unknown>>(query, variables, { cookie: who });
        expect(result.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
        expect(JSON.stringify(result.data ?? null)).not.toContain('workshop');
        expect(JSON.stringify(result.data ?? null)).not.toContain('ada@example.com');
      }
    }
    const read = await app.gql<{ node: { content: { text: string } } }>(
      READ,
      { id: message!.id },
      { cookie },
    );
    expect(read.data?.node.content.text).toBeTruthy();
  });
});
