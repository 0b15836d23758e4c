// The contact form's mutation against a real database: validation with the
// spec's messages, the CRM contact upsert and note, the queued notification,
// the honeypot, the rate limit, and what happens when the CRM fails.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CONTACT, formatMessage } from '../../../domain/shared/messages';
import { renderStoredEmail } from '../../../server/modules/outbox/templates';
import { SUBMISSION_KEY_INVALID } from '../../../server/modules/submissions/policy';
import { deleteOldSubmissionKeys, SUBMISSION_KEY_DAYS } from '../../../server/modules/submissions/store';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { contactInput, SEND_CONTACT, type SubmissionResult } from '../../helpers/conversion';

type Result = { sendContactMessage: SubmissionResult };

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let nextIp = 1;
/** Each submission from its own address, unless a test is about the rate limit. */
const send = (input: Record<string, unknown>, clientIp = `198.51.100.${nextIp++}`) =>
  app.gql<Result>(SEND_CONTACT, { input }, { clientIp });

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

describe('validation', () => {
  it('answers every spec message for an empty form, and stores nothing', async () => {
    const result = await send({
      firstName: '',
      lastName: ' ',
      email: '',
      subject: 'General Inquiry',
      message: '',
    });
    expect(result.data?.sendContactMessage).toEqual({
      __typename: 'ValidationError',
      message: 'First name is required',
      fieldErrors: [
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'message', message: 'Message is required' },
      ],
    });
    expect(await app.prisma.crmContact.count()).toBe(0);
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it.each([
    [{ email: 'ada@example' }, 'email', 'Please enter a valid email address'],
    [{ subject: 'Pricing' }, 'subject', 'Please choose a subject from the list'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Please use at most 5000 characters'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Please use at most 100 characters'],
    [{ phone: '1'.repeat(41) }, 'phone', 'Please use at most 40 characters'],
  ])('%j → %s: %s', async (change, field, message) => {
    const result = await send(contactInput(change));
    expect(result.data?.sendContactMessage.fieldErrors).toEqual([{ field, message }]);
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });
});

describe('a valid message', () => {
  it('creates a prospect from the website with a note, and queues the notification', async () => {
    const result = await send(contactInput({ email: '  Ada@Example.COM ' }));
    expect(result.data?.sendContactMessage).toEqual({ __typename: 'SubmissionReceived', received: true });

    const contacts = await app.prisma.crmContact.findMany({ include: { notes: true } });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      source: 'Website',
      status: 'prospect',
      lastContactDate: clock.now(),
    });
    expect(contacts[0]!.notes.map((note) => note.note)).toEqual([
      'Training Information\n\nWe would like a workshop for 12 engineers.',
    ]);

    const [email] = await app.prisma.emailOutbox.findMany();
    expect(email).toMatchObject({
      template: 'contact_notification',
      toEmail: app.config.mail.contactInbox,
      subject: 'New contact message: Training Information from Ada Lovelace',
      status: 'pending',
      attempts: 0,
      contactId: contacts[0]!.id,
      data: {
        from_name: 'Ada Lovelace',
        from_email: 'Ada@Example.COM',
        phone_number: '+44 20 7946 0000',
        inquiry_type: 'Training Information',
        message_content: 'We would like a workshop for 12 engineers.',
      },
    });
  });

  it('names the course a message asks about in the note and the email, and keeps a message about one gone', async () => {
    const [published, draft] = await Promise.all([
      app.prisma.course.create({
        data: {
          title: 'Prompt Writing',
          slug: 'prompt-writing',
          summary: 's',
          description: 'd',
          duration: '1 day',
          isPublished: true,
        },
      }),
      app.prisma.course.create({
        data: { title: 'Unreleased', slug: 'unreleased', summary: 's', description: 'd', duration: '1 day' },
      }),
    ]);
    const gid = (id: string) => Buffer.from(`Course:${id}`).toString('base64');
    const asked = await send(contactInput({ email: 'asker@example.com', courseId: gid(published.id) }));
    expect(asked.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    const about = `“Prompt Writing” (${app.config.publicUrl}/course/prompt-writing)`;
    const asker = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'asker@example.com' },
      include: { notes: true, outbox: true },
    });
    expect(asker.notes.map((note) => note.note)).toEqual([
      `Training Information about the course ${about}\n\nWe would like a workshop for 12 engineers.`,
    ]);
    expect(asker.outbox[0]!.data).toMatchObject({ course: about });
    expect(renderStoredEmail('contact_notification', asker.outbox[0]!.data).text).toContain(
      `Course: ${about}`,
    );

    // A course not published (or deleted since the page was opened): the message is kept, without it.
    const stale = await send(contactInput({ email: 'stale@example.com', courseId: gid(draft.id) }));
    expect(stale.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    const staleContact = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'stale@example.com' },
      include: { notes: true, outbox: true },
    });
    expect(staleContact.notes[0]!.note).toBe(
      'Training Information\n\nWe would like a workshop for 12 engineers.',
    );
    expect(staleContact.outbox[0]!.data).not.toHaveProperty('course');
  });

  it('updates the existing contact for the same email in any case, keeping what an admin set', async () => {
    await send(contactInput({ phone: '' }));
    const first = await app.prisma.crmContact.findFirstOrThrow();
    await app.prisma.crmContact.update({ where: { id: first.id }, data: { status: 'customer' } });
    clock.advance(86_400_000);
    await send(
      contactInput({ email: 'ADA@EXAMPLE.COM', firstName: 'Augusta', phone: '555 0100', message: 'Again' }),
    );

    const contacts = await app.prisma.crmContact.findMany({
      include: { notes: { orderBy: { createdAt: 'asc' } } },
    });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: first.id,
      firstName: 'Ada',
      status: 'customer',
      phone: '555 0100',
      lastContactDate: clock.now(),
    });
    expect(contacts[0]!.notes.map((note) => note.note)).toEqual([
      'Training Information\n\nWe would like a workshop for 12 engineers.',
      'Training Information\n\nAgain',
    ]);
    expect(await app.prisma.emailOutbox.count()).toBe(2);
  });

  it('never loses a phone or what an admin entered: a new phone is kept in the message’s note', async () => {
    await send(contactInput({ phone: '+44 20 7946 0000' }));
    const first = await app.prisma.crmContact.findFirstOrThrow();
    const entered = {
      phone: '+44 20 7946 0999',
      company: 'Analytical Engines',
      companyUrl: 'engines.example',
      customFields: { role: 'CTO' },
      status: 'customer' as const,
    };
    await app.prisma.crmContact.update({ where: { id: first.id }, data: entered });

    for (const [phone, message] of [
      ['555 0100', 'A new number'],
      ['', 'No number this time'],
      ['+44 (20) 7946-0999', 'The same number, written otherwise'],
    ]) {
      clock.advance(60_000);
      await send(contactInput({ phone, message }));
    }

    const contact = await app.prisma.crmContact.findUniqueOrThrow({
      where: { id: first.id },
      include: { notes: { orderBy: { createdAt: 'asc' } } },
    });
    expect(contact).toMatchObject({ ...entered, firstName: 'Ada', lastName: 'Lovelace' });
    expect(contact.notes.map((note) => note.note)).toEqual([
      'Training Information\n\nWe would like a workshop for 12 engineers.',
      `Training Information\n\nA new number\n\n${formatMessage(CRM_TEXT.contactNotePhone, { phone: '555 0100' })}`,
      'Training Information\n\nNo number this time',
      'Training Information\n\nThe same number, written otherwise',
    ]);
  });

  it('does not update a soft-deleted contact: the visitor becomes a new one', async () => {
    await send(contactInput());
    await app.prisma.crmContact.updateMany({ data: { deleted: true } });
    await send(contactInput());
    expect(await app.prisma.crmContact.count({ where: { deleted: false } })).toBe(1);
    expect(await app.prisma.crmContact.count()).toBe(2);
  });

  it('keeps one contact when submissions with one email arrive at the same time', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(
          contactInput({
            email: index % 2 ? 'grace@example.com' : 'GRACE@example.com',
            message: `#${index}`,
          }),
        ),
      ),
    );
    expect(
      results.every((result) => result.data?.sendContactMessage.__typename === 'SubmissionReceived'),
    ).toBe(true);
    const contacts = await app.prisma.crmContact.findMany({
      include: { _count: { select: { notes: true } } },
    });
    expect(contacts.map((contact) => [contact.email, contact._count.notes])).toEqual([
      ['grace@example.com', 12],
    ]);
    expect(await app.prisma.emailOutbox.count()).toBe(12);
  });
});

describe('a submission sent again (its answer was lost on the way back)', () => {
  const KEY = '6f1c2b1e-8a4d-4c3e-9f5a-2d7e1b0c9a11';

  it('is stored once under its key: one note, one email, and the same answer', async () => {
    const input = contactInput({ email: 'katherine@example.com', submissionKey: KEY });
    const first = await send(input);
    const again = await send(input);
    expect(first.data?.sendContactMessage).toEqual({ __typename: 'SubmissionReceived', received: true });
    expect(again.data).toEqual(first.data);
    const notes = await app.prisma.crmContactNote.count({
      where: { contact: { email: 'katherine@example.com' } },
    });
    expect(notes).toBe(1);
    expect(await app.prisma.emailOutbox.count()).toBe(1);
    // Sent twice at once, it is stored once too.
    const together = { ...input, submissionKey: '0b6f3e4a-5c2d-4e1f-8a9b-7c6d5e4f3a2b' };
    const both = await Promise.all([send(together), send(together)]);
    expect(both.map((result) => result.data?.sendContactMessage.__typename)).toEqual([
      'SubmissionReceived',
      'SubmissionReceived',
    ]);
    expect(await app.prisma.emailOutbox.count()).toBe(2);
    // Without a key (a script), each send is its own submission, as before.
    await send(contactInput({ email: 'katherine@example.com' }));
    await send(contactInput({ email: 'katherine@example.com' }));
    expect(await app.prisma.emailOutbox.count()).toBe(4);
  });

  it('refuses a key that is not a UUID, storing nothing', async () => {
    const result = await app.gql<{ sendContactMessage: { __typename: string; fieldErrors?: unknown } }>(
      `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) {
        __typename ... on ValidationError { fieldErrors { field message } } } }`,
      { input: contactInput({ submissionKey: 'retry-1' }) },
      { clientIp: `198.51.100.${nextIp++}` },
    );
    expect(result.data?.sendContactMessage).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'submissionKey', message: SUBMISSION_KEY_INVALID }],
    });
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it('forgets keys after SUBMISSION_KEY_DAYS', async () => {
    await app.prisma.submissionKey.deleteMany();
    await send(contactInput({ submissionKey: KEY }));
    expect(await deleteOldSubmissionKeys(app.prisma, clock.now())).toBe(0);
    const later = new Date(clock.now().getTime() + (SUBMISSION_KEY_DAYS * 24 + 1) * 3_600_000);
    expect(await deleteOldSubmissionKeys(app.prisma, later)).toBe(1);
  });
});

describe('abuse protection', () => {
  it('answers a bot that fills the honeypot like anyone else, and drops its message', async () => {
    const result = await send(contactInput({ honeypot: 'http://spam.example' }));
    expect(result.data?.sendContactMessage).toEqual({ __typename: 'SubmissionReceived', received: true });
    expect(await app.prisma.crmContact.count()).toBe(0);
    expect(await app.prisma.emailOutbox.count()).toBe(0);
  });

  it('allows 5 submissions a minute per address and form, then refuses with the spec message', async () => {
    const ip = '203.0.113.9';
    for (let index = 0; index < 5; index++) {
      expect(
        (await send(contactInput({ email: `r${index}@example.com` }), ip)).data?.sendContactMessage
          .__typename,
      ).toBe('SubmissionReceived');
    }
    const refused = await send(contactInput({ email: 'r5@example.com' }), ip);
    expect(refused.data?.sendContactMessage).toEqual({
      __typename: 'RateLimitError',
      message: CONTACT.tooManyRequests,
    });
    expect(await app.prisma.emailOutbox.count()).toBe(5);
    // Another address, and the same address a minute later, are served.
    expect((await send(contactInput(), '203.0.113.10')).data?.sendContactMessage.__typename).toBe(
      'SubmissionReceived',
    );
    clock.advance(60_000);
    expect((await send(contactInput(), ip)).data?.sendContactMessage.__typename).toBe('SubmissionReceived');
  });
});

describe('control characters', () => {
  it('are removed from every field, and the message is kept', async () => {
    const result = await send(
      contactInput({
        firstName: 'A\u0000da',
        message: 'We would like\u0000 a workshop\u0007.\nTwo lines\tand a tab.',
      }),
    );
    expect(result.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    const [email] = await app.prisma.emailOutbox.findMany();
    expect(email?.data).toMatchObject({
      from_name: 'Ada Lovelace',
      message_content: 'We would like a workshop.\nTwo lines\tand a tab.',
    });
    const [note] = await app.prisma.crmContactNote.findMany();
    expect(note?.note).toContain('We would like a workshop.');
  });

  it('and half an emoji (a lone surrogate) becomes the replacement character, the message kept', async () => {
    const result = await send(
      contactInput({
        lastName: 'Love\ud800lace',
        message: 'Cut emoji: \udc00 and a whole one: \ud83d\ude00.',
      }),
    );
    expect(result.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    const [email] = await app.prisma.emailOutbox.findMany();
    expect(email?.data).toMatchObject({
      from_name: 'Ada Love\ufffdlace',
      message_content: 'Cut emoji: \ufffd and a whole one: \u{1f600}.',
    });
  });

  it('are removed from text written in the document too', async () => {
    const result = await app.gql(`{ blogPost(slug: "a\\u0000b") { __typename } }`);
    expect(result.errors).toBeUndefined();
  });
});

describe('failures', () => {
  // Real database failures, made with triggers, instead of a mocked client.
  const failInserts = async (table: string, errcode = 'P0001') => {
    await app.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION test_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'test failure' USING ERRCODE = '${errcode}'; END $$ LANGUAGE plpgsql`,
    );
    await app.prisma.$executeRawUnsafe(
      `CREATE TRIGGER test_fail BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_fail()`,
    );
    return () => app.prisma.$executeRawUnsafe(`DROP TRIGGER test_fail ON ${table}`);
  };

  it('still queues the email when the CRM fails', async () => {
    const restore = await failInserts('crm_contact_notes');
    try {
      const result = await send(contactInput());
      expect(result.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    } finally {
      await restore();
    }
    // The CRM part was rolled back as a whole; the message itself is in the outbox.
    expect(await app.prisma.crmContact.count()).toBe(0);
    const [email] = await app.prisma.emailOutbox.findMany();
    expect(email).toMatchObject({ contactId: null, data: { message_content: contactInput().message } });
  });

  it('still queues the email when the CRM fails on a unique value, a submission key given', async () => {
    // Only the key's own uniqueness means "stored before"; any other is a CRM failure like the rest.
    const restore = await failInserts('crm_contact_notes', 'unique_violation');
    try {
      const result = await send(contactInput({ submissionKey: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }));
      expect(result.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    } finally {
      await restore();
    }
    expect(await app.prisma.emailOutbox.count()).toBe(1);
    expect(
      await app.prisma.submissionKey.count({ where: { key: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' } }),
    ).toBe(1);
  });

  it('reports a failure only when the message could not be stored', async () => {
    const restore = await failInserts('email_outbox');
    try {
      const result = await send(contactInput());
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    } finally {
      await restore();
    }
    expect(await app.prisma.crmContact.count()).toBe(0);
  });
});
