// POST /contact: the contact page's plain form (JavaScript off) runs the
// mutation's use case. Sent: 303 to the page saying so, with the CRM contact
// and the queued email; refused (bad input, another site): nothing stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_MAX_BYTES } from '../../../domain/conversion';
import { CONTACT_PAGE } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    client: { indexHtml: async () => '<!doctype html><div id="root"></div>' },
    // Every test posts from the same address: more than a visitor's 5 a minute.
    env: { CONTACT_INBOX: 'inbox@lab.test', RATE_LIMITS: 'contact=100' },
  });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContactNote.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

const form = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    subject: 'AI Inquiry',
    message: 'A workshop for our team, please.',
    website: '',
    ...overrides,
  });

const post = (body: URLSearchParams, headers: Record<string, string> = {}, path = '/contact') =>
  app.app.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const stored = async () => ({
  contacts: await app.prisma.crmContact.count(),
  emails: await app.prisma.emailOutbox.count(),
});

const storedMessages = async () => ({
  notes: await app.prisma.crmContactNote.count(),
  emails: await app.prisma.emailOutbox.count(),
});

describe('POST /contact', () => {
  it('stores the contact and queues its email, then leads to the page saying it was sent', async () => {
    const response = await post(form(), { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1');
    const contact = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'grace@example.com' },
      include: { notes: true, outbox: true },
    });
    expect(contact.firstName).toBe('Grace');
    expect(contact.notes).toHaveLength(1);
    expect(contact.outbox.map((email) => [email.template, email.toEmail])).toEqual([
      ['contact_notification', 'inbox@lab.test'],
    ]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const response = await post(form({ email: 'grace@example', firstName: '' }));
    expect(response.status).toBe(400);
    expect(await stored()).toEqual({ contacts: 0, emails: 0 });
  });

  it('refuses a form posted from another site, by Origin or by Sec-Fetch-Site, and stores nothing', async () => {
    const byOrigin = await post(form(), { origin: 'https://elsewhere.example' });
    expect(byOrigin.status).toBe(403);
    const bySite = await post(form(), { 'sec-fetch-site': 'cross-site' });
    expect(bySite.status).toBe(403);
    expect(await stored()).toEqual({ contacts: 0, emails: 0 });
  });

  it('refuses a body larger than any form the page sends with 413, and stores nothing', async () => {
    const response = await post(form({ message: 'x'.repeat(CONTACT_FORM_MAX_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(CONTACT_PAGE.tooLarge);
    expect(await stored()).toEqual({ contacts: 0, emails: 0 });
  });

  it('answers a filled honeypot as sent, and stores nothing', async () => {
    const response = await post(form({ website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(await stored()).toEqual({ contacts: 0, emails: 0 });
  });

  it("leads back to the course's contact page once a message about a course is sent", async () => {
    const response = await post(form(), {}, '/contact?course=prompt-writing');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?course=prompt-writing&sent=1');
    // The slug is written again encoded, whatever the address held.
    const odd = await post(form({ email: 'odd@example.com' }), {}, '/contact?course=a%26b%20c');
    expect(odd.headers.get('location')).toBe('/contact?course=a%26b%20c&sent=1');
  });

  it('stores a form posted twice with its key (a double click) once, and answers both as sent', async () => {
    const twice = form({ submissionKey: randomUUID() });
    const answers = await Promise.all([post(twice), post(twice)]);
    expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, '/contact?sent=1'],
      [303, '/contact?sent=1'],
    ]);
    expect(await storedMessages()).toEqual({ notes: 1, emails: 1 });
    // Posted again later (a reload of the POST, Back and Send): still the one message.
    expect((await post(twice)).status).toBe(303);
    expect(await storedMessages()).toEqual({ notes: 1, emails: 1 });
  });

  it('stores a message changed after its form was sent as a new one, though its key is the same', async () => {
    // Back after sending shows the same form (the same key): what is sent from it then is another message.
    const submissionKey = randomUUID();
    await post(form({ submissionKey }));
    await post(form({ submissionKey, message: 'And a second question.' }));
    expect(await storedMessages()).toEqual({ notes: 2, emails: 2 });
  });

  it('stores a form without a key, or with one not of the shape the page sends, as before', async () => {
    for (const submissionKey of ['', 'not-a-key', `${randomUUID()}x`, 'x'.repeat(300)]) {
      const response = await post(form({ submissionKey }));
      expect(response.status).toBe(303);
    }
    expect(await storedMessages()).toEqual({ notes: 4, emails: 4 });
  });
});
