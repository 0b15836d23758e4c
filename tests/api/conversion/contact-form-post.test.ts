// POST /contact: the contact page's plain form (JavaScript off) runs the
// mutation's use case. Sent: 303 to the page saying so, with the CRM contact
// and the queued email; refused (bad input, another site): nothing stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_MAX_BYTES } from '../../../domain/conversion';
import { CONTACT_PAGE } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    client: { indexHtml: async () => '<!doctype html><div id="root"></div>' },
    env: { CONTACT_INBOX: 'inbox@lab.test' },
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

const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
  app.app.request('/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const stored = async () => ({
  contacts: await app.prisma.crmContact.count(),
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
});
