// Email delivery through the outbox to a real SMTP server (smtp-server)
// started by the test: what arrives, and that nothing is lost while the
// server is down, after a crash mid-delivery, or after too many failures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import {
  createOutboxWorker,
  OUTBOX,
  type OutboxWorker,
  retryDelayMs,
} from '../../../server/modules/outbox/worker';
import { type TestApp, TestClock } from '../../helpers/app';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { type MailingApp, startMailingApp } from '../../helpers/mailing';
import type { SmtpPeer } from '../../helpers/smtp';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let peer: SmtpPeer;
let worker: OutboxWorker;
let nextIp = 1;
/** The warnings of the server's log. */
const warned: string[] = [];
const log = { ...createLogger('silent'), warn: (message: string) => void warned.push(message) };

const submit = (overrides: Record<string, unknown> = {}) =>
  app.gql(SEND_CONTACT, { input: contactInput(overrides) }, { clientIp: `192.0.2.${nextIp++ % 250}` });

let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp({ services: { clock, log } });
  ({ app, peer, worker } = mailing);
});
afterAll(() => mailing?.close());
beforeEach(async () => {
  await peer.start().catch(() => {}); // already listening, except after a test that stopped it
  peer.received.length = 0;
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

describe('a contact message', () => {
  it('arrives in the company inbox with its fields and a link to the contact, and is logged on the contact', async () => {
    await submit({ message: 'Line one\nLine <two> & "three"', phone: '' });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);

    const [email] = peer.received;
    expect(email!.to).toEqual(['inbox@lab.test']);
    expect(email!.from).toBe('no-reply@lab.test');
    expect(email!.subject).toBe('New contact message: Training Information from Ada Lovelace');
    expect(email!.headers.get('reply-to')).toBe('ada@example.com');
    expect(email!.text).toContain('Name: Ada Lovelace');
    expect(email!.text).toContain('Email: ada@example.com');
    expect(email!.text).toContain('Phone: Not provided');
    expect(email!.text).toContain('Inquiry type: Training Information');
    expect(email!.text).toContain('Line one\nLine <two> & "three"');
    // Visitor text is escaped in the HTML part.
    expect(email!.html).toContain('Line <two>'.replace('<', '&lt;').replace('>', '&gt;'));
    expect(email!.html).not.toContain('<two>');

    const row = await app.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: clock.now() });
    // One click from the inbox to the sender's contact in the CRM, where the notes and history are.
    const contactUrl = `${app.config.publicUrl}/admin/crm/contacts/${row.contactId}`;
    expect(row.contactId).toBeTruthy();
    expect(email!.text).toContain(`Open this contact in the CRM: ${contactUrl}`);
    expect(email!.html).toContain(`<a href="${contactUrl}"`);
    const logs = await app.prisma.crmEmailLog.findMany();
    expect(logs).toEqual([
      expect.objectContaining({
        contactId: row.contactId,
        outboxId: row.id,
        toEmail: 'inbox@lab.test',
        subject: row.subject,
        template: 'contact_notification',
        sentAt: clock.now(),
      }),
    ]);
  });
});

describe('while the SMTP server is down', () => {
  it('accepts submissions, keeps them queued, and delivers every one once it is back: none lost', async () => {
    await peer.stop();
    const count = 25;
    for (let index = 0; index < count; index++) {
      const result = await submit({ email: `lead${index}@example.com`, message: `Message number ${index}` });
      expect(result.data).toEqual({
        sendContactMessage: { __typename: 'SubmissionReceived', received: true },
      });
    }
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: count });
    const waiting = await app.prisma.emailOutbox.findMany();
    expect(waiting.every((row) => row.status === 'pending' && row.attempts === 1 && row.lastError)).toBe(
      true,
    );
    expect(
      waiting.every((row) => row.nextAttemptAt.getTime() === clock.now().getTime() + retryDelayMs(1)),
    ).toBe(true);
    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    await peer.start();
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({ sent: count, failed: 0 });
    await peer.waitFor(count);

    const delivered = new Set(peer.received.map((email) => /Message number (\d+)/.exec(email.text)?.[1]));
    const lost = Array.from({ length: count }, (_, index) => String(index)).filter(
      (index) => !delivered.has(index),
    );
    expect(lost).toEqual([]);
    expect(peer.received).toHaveLength(count);
    expect(await app.prisma.emailOutbox.count({ where: { status: 'sent' } })).toBe(count);
  });

  it("logs a failed attempt by the email's id and kind, without the subject that names the visitor", async () => {
    await peer.stop();
    warned.length = 0;
    await submit();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = await app.prisma.emailOutbox.findFirstOrThrow();
    expect(warned).toEqual([
      expect.stringContaining(`Email ${row.id} (contact_notification) attempt 1 failed: `),
    ]);
    expect(warned[0]).not.toMatch(/Ada|Lovelace|ada@example\.com|7946/);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('recovery', () => {
  it('delivers a message left in sending by a crashed process once its lease has run out', async () => {
    await submit();
    // What a crash between claiming and sending leaves behind.
    await app.prisma.emailOutbox.updateMany({
      data: {
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(clock.now().getTime() + OUTBOX.leaseMs),
      },
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(OUTBOX.leaseMs);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);
    expect(await app.prisma.emailOutbox.findFirstOrThrow()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed after the last attempt; an admin retry delivers it', async () => {
    await createUser(app.prisma, { ...ADMIN, role: 'admin' }).catch(() => {});
    const cookie = await signIn(app, ADMIN);
    await submit();
    await app.prisma.emailOutbox.updateMany({ data: { attempts: OUTBOX.maxAttempts - 1 } });
    await peer.stop();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await app.prisma.emailOutbox.findFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX.maxAttempts });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Failed messages are never picked up again on their own.
    clock.advance(2 * OUTBOX.maxDelayMs);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    await peer.start();
    const id = Buffer.from(`EmailOutboxMessage:${failed.id}`).toString('base64');
    const retried = await app.gql(
      /* GraphQL */ `mutation Retry($input: RetryEmailInput!) {
        retryEmail(input: $input) { __typename ... on EmailOutboxMessage { status attempts } ... on Error { message } }
      }`,
      { input: { id } },
      { cookie },
    );
    expect(retried.data).toEqual({
      retryEmail: { __typename: 'EmailOutboxMessage', status: 'pending', attempts: 0 },
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    await peer.waitFor(1);
  });
});

describe('the running worker', () => {
  it('delivers a message as soon as it is queued', async () => {
    const running = createOutboxWorker(app, app.services.mailer!);
    running.start();
    try {
      await submit();
      await peer.waitFor(1);
      expect(peer.received[0]!.subject).toContain('Ada Lovelace');
    } finally {
      await running.stop();
    }
  });
});
