// Visitor conversion in Chromium: the floating menu, the contact and booking
// dialogs (validation, success, auto-close, scroll lock, keyboard use, focus,
// what was typed kept when closed unsent),
// the scheduler fallback, CTA click-through, /contact and the thank-you page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_AUTO_CLOSE_MS } from '../../../domain/shared/constants';
import { isUuid } from '../../../domain/shared/ids';
import { CONTACT, CONTACT_PAGE, formatMessage, SURVEY } from '../../../domain/shared/messages';
import {
  closeAll,
  holdRequests,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
  withScriptsOff,
} from '../../helpers/browser';
import { type SmtpPeer, startSmtpPeer } from '../../helpers/smtp';

let server: TestServer;
let peer: SmtpPeer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ({ server, browser } = await startServerAndBrowser({
    // More messages a minute than a visitor's 5: every test sends from the same address.
    env: { SMTP_URL: peer.url, CONTACT_INBOX: 'inbox@lab.test', RATE_LIMITS: 'contact=50,booking=50' },
  }));
});
afterAll(async () => {
  await closeAll(browser, server);
  await peer?.stop();
});
beforeEach(async () => {
  await server.prisma.cta.deleteMany();
  page = await (await browser.newContext()).newPage();
});

const dialog = (name: string) => page.getByRole('dialog', { name });
const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
const focusedLabel = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? element?.tagName;
  });

async function openFromFloatingMenu(option: 'Schedule a call' | 'Send us a message') {
  await page.getByRole('button', { name: 'Contact options' }).click();
  await page.getByRole('button', { name: option }).click();
}

/** /contact without JavaScript says where to write instead. */
async function expectWriteToUs(on: Page) {
  // Playwright's role and text engines skip what is inside <noscript>: read the markup itself.
  const note = on.locator('main p:has(a[href="mailto:inbox@lab.test"])');
  expect(await note.textContent()).toBe(
    formatMessage(CONTACT_PAGE.needsJavaScript, { email: 'inbox@lab.test' }),
  );
}

describe('the contact dialog', () => {
  it('validates, sends, says so, closes after 2 s and resets, with the page locked behind it', async () => {
    // The page's clock, held before the message is sent, measures the 2 s (a slow machine's does not).
    await page.clock.install();
    await page.goto(`${server.url}/about`);
    await openFromFloatingMenu('Send us a message');
    const contact = dialog('Contact Us');
    await contact.waitFor();
    expect(await bodyOverflow()).toBe('hidden');
    expect(await contact.getByLabel('Subject').inputValue()).toBe('General Inquiry');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await contact.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      await contact.getByText(message).waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await contact.getByLabel('First name').fill('Ada');
    // A field's message goes once it is changed; the others stay until theirs are.
    await contact.getByText('First name is required').waitFor({ state: 'detached' });
    expect(await contact.getByLabel('First name').getAttribute('aria-invalid')).not.toBe('true');
    expect(await contact.getByText('Last name is required').count()).toBe(1);
    await contact.getByLabel('Last name').fill('Lovelace');
    await contact.getByLabel('Email').fill('ada@example');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText('Please enter a valid email address').waitFor();
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Subject').selectOption('AI Inquiry');

    // A message pasted past the limit is kept whole (its end is not cut off unseen), counted, and refused until shortened.
    const message = contact.getByLabel('Message');
    const long = `${'We would like a workshop for our whole team. '.repeat(112)}The end.`;
    expect(long.length).toBe(5048);
    await message.fill(long);
    expect(await message.inputValue()).toBe(long);
    await contact.getByText('5,048 of 5,000 characters').waitFor();
    expect(await message.getAttribute('aria-describedby')).toContain('-count');
    // So is a phone pasted with more than its 40 characters: cut at 40, it would be a wrong number.
    const phone = contact.getByLabel('Phone (optional)');
    const phones = '+44 20 7946 0000 (office), +44 7700 900123 (mobile)';
    await phone.fill(phones);
    expect(await phone.inputValue()).toBe(phones);
    await contact.getByText(`${phones.length} of 40 characters`).waitFor();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText('Please use at most 5000 characters').waitFor();
    await contact.getByText('Please use at most 40 characters').waitFor();
    expect(await server.prisma.crmContact.count({ where: { email: 'ada@example.com' } })).toBe(0);
    // Well under the limit, no count.
    await message.fill('Can you help us evaluate agents?');
    await phone.fill('+44 7700 900123');
    expect(await contact.getByText(/of 5,000 characters|of 40 characters/).count()).toBe(0);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await contact.getByRole('button', { name: 'Send Message' }).click();

    // Shown for 2 s of the page's time, not a moment less, then closed.
    await contact.getByText(CONTACT.sent).waitFor();
    await page.clock.runFor(MODAL_AUTO_CLOSE_MS - 1);
    expect(await contact.getByText(CONTACT.sent).count()).toBe(1);
    await page.clock.runFor(1);
    await contact.waitFor({ state: 'detached' });
    await page.clock.resume();
    expect(await bodyOverflow()).toBe('');

    // Stored in the CRM and delivered to the inbox by the worker.
    const contactRow = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'ada@example.com' },
    });
    expect(contactRow.source).toBe('Website');
    await peer.waitFor(1);
    expect(peer.received.at(-1)).toMatchObject({
      to: ['inbox@lab.test'],
      subject: 'New contact message: AI Inquiry from Ada Lovelace',
    });

    // Opened again, the form is empty.
    await openFromFloatingMenu('Send us a message');
    await dialog('Contact Us').waitFor();
    expect(await dialog('Contact Us').getByLabel('First name').inputValue()).toBe('');
  });

  it('works with the keyboard alone, keeps focus inside and gives it back on Escape', async () => {
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Contact options' });
    // A keyboard user acts on the hydrated button: before React attaches its
    // handlers Enter does nothing.
    await waitForHydration(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Schedule a call');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Send us a message');
    await page.keyboard.press('Enter');
    const contact = dialog('Contact Us');
    await contact.waitFor();
    // The first field has focus; Tab walks the fields.
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grace@example.com');
    expect(await contact.getByLabel('Last name').inputValue()).toBe('Hopper');
    expect(await contact.getByLabel('Email').inputValue()).toBe('grace@example.com');

    // Focus never leaves the dialog.
    for (let index = 0; index < 15; index++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('Contact options');

    // Closed unsent, what was typed comes back when it is opened again, after a reload too.
    await page.reload();
    await waitForHydration(toggle);
    await toggle.click();
    await page.getByRole('button', { name: 'Send us a message' }).last().click();
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await contact.getByLabel('Email').inputValue()).toBe('grace@example.com');
    expect(await contact.getByLabel('Subject').inputValue()).toBe('General Inquiry');
    expect(await contact.getByLabel('Message').inputValue()).toBe('');
  });

  it('keeps focus on Send Message while sending and when sending fails, and sends on the next try', async () => {
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Contact options' });
    await waitForHydration(toggle);
    await toggle.click();
    await page.getByRole('button', { name: 'Send us a message' }).last().click();
    const contact = dialog('Contact Us');
    await contact.getByLabel('First name').fill('Hedy');
    await contact.getByLabel('Last name').fill('Lamarr');
    await contact.getByLabel('Email').fill('hedy@example.com');
    await contact.getByLabel('Message').fill('Frequency hopping for our team?');
    // The connection drops once the test has seen the dialog sending (not after a fixed wait,
    // which a slow machine could outlast before the test looks).
    let failing = true;
    let drop = () => {};
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (!failing || !route.request().postData()?.includes('ContactDialogSendMutation'))
        return route.continue();
      await dropped;
      await route.abort('connectionreset');
    });
    await contact.getByRole('button', { name: 'Send Message' }).press('Enter');
    await contact.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await focusedLabel()).toBe('Sending...');
    drop();
    await contact.getByRole('alert').getByText(CONTACT.sendFailed).waitFor();
    expect(await focusedLabel()).toBe('Send Message');

    failing = false;
    await page.keyboard.press('Enter');
    await contact.getByText(CONTACT.sent).waitFor();
    await expect.poll(() => server.prisma.crmContact.count({ where: { email: 'hedy@example.com' } })).toBe(1);
  });

  it('stores a message once when its answer was lost and the visitor sends it again', async () => {
    await page.goto(`${server.url}/contact`);
    const contact = dialog('Contact Us');
    await waitForHydration(contact.getByLabel('First name'));
    await contact.getByLabel('First name').fill('Mary');
    await contact.getByLabel('Last name').fill('Jackson');
    await contact.getByLabel('Email').fill('mary@langley.example');
    await contact.getByLabel('Message').fill('An engineering workshop, please.');
    // The server receives and stores it; its answer never reaches the browser.
    let losing = true;
    await page.route('**/graphql', async (route) => {
      if (!losing || !route.request().postData()?.includes('ContactDialogSendMutation'))
        return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByRole('alert').getByText(CONTACT.sendFailed).waitFor();
    losing = false;
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText(CONTACT.sent).waitFor();
    await page.unrouteAll();
    const stored = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'mary@langley.example' },
      include: { notes: true, outbox: true },
    });
    expect(stored.notes).toHaveLength(1);
    expect(stored.outbox).toHaveLength(1);
  });

  it('closed while sending, says the message arrived when opened again, or sends the same one once', async () => {
    await page.goto(`${server.url}/about`);
    const fill = async (email: string) => {
      await openFromFloatingMenu('Send us a message');
      const contact = dialog('Contact Us');
      await contact.getByLabel('First name').fill('Katherine');
      await contact.getByLabel('Last name').fill('Johnson');
      await contact.getByLabel('Email').fill(email);
      await contact.getByLabel('Message').fill('Orbital mechanics, as a workshop?');
      return contact;
    };
    await waitForHydration(page.getByRole('button', { name: 'Contact options' }));

    // Answered after the visitor closed the dialog: opened again, it says the message arrived.
    const release = await holdRequests(page, '**/graphql', (request) =>
      Boolean(request.postData()?.includes('ContactDialogSendMutation')),
    );
    let contact = await fill('katherine@nasa.example');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByRole('button', { name: 'Sending...' }).waitFor();
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    const answered = page.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes('ContactDialogSendMutation')),
    );
    release();
    await answered;
    await openFromFloatingMenu('Send us a message');
    await contact.getByText(CONTACT.sent).waitFor();
    await contact.waitFor({ state: 'detached' }); // It closes by itself, as after any message sent.
    await openFromFloatingMenu('Send us a message');
    expect(await contact.getByLabel('Email').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.unrouteAll();

    // Closed while sending and its answer lost: what is sent again is the same message, stored once.
    // The server stores it, and its answer is lost only once the test has closed the dialog (not after
    // a fixed wait, which a slow machine could outlast before the dialog is closed).
    let close = () => {};
    const closed = new Promise<void>((resolve) => {
      close = resolve;
    });
    let lost = () => {};
    const answerLost = new Promise<void>((resolve) => {
      lost = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('ContactDialogSendMutation')) return route.continue();
      await route.fetch();
      await closed;
      await route.abort('connectionreset');
      lost();
    });
    contact = await fill('katherine@langley.example');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByRole('button', { name: 'Sending...' }).waitFor();
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    close();
    await answerLost;
    expect(await server.prisma.crmContact.count({ where: { email: 'katherine@langley.example' } })).toBe(1);
    await page.unrouteAll();
    await openFromFloatingMenu('Send us a message');
    expect(await contact.getByLabel('Email').inputValue()).toBe('katherine@langley.example');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText(CONTACT.sent).waitFor();
    const stored = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'katherine@langley.example' },
      include: { notes: true, outbox: true },
    });
    expect(stored.notes).toHaveLength(1);
    expect(stored.outbox).toHaveLength(1);
    expect(
      await server.prisma.crmContact.findFirstOrThrow({
        where: { email: 'katherine@nasa.example' },
        include: { notes: true },
      }),
    ).toMatchObject({ notes: [expect.anything()] });
  });

  it('is what /contact opens, and closed, leaves focus on the page', async () => {
    await page.goto(`${server.url}/contact`);
    await dialog('Contact Us').waitFor();
    await page.keyboard.press('Escape');
    await dialog('Contact Us').waitFor({ state: 'detached' });
    // Opened by the page, not from a control: focus goes to the page's heading, not to its body.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('gives, with JavaScript off, the address to write to, where its buttons would do nothing', async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/contact`);
      await expectWriteToUs(withoutScripts);
    });

    await page.goto(`${server.url}/contact`);
    await dialog('Contact Us').waitFor();
    expect(await page.locator('main a[href="mailto:inbox@lab.test"]').isVisible()).toBe(false);
  });

  /** Fills the plain form's text fields (JavaScript off), by label. */
  const fillPlainForm = async (main: Locator, fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await main.getByLabel(label).fill(value);
  };

  it('sends, with JavaScript off, its plain form: the CRM contact, the queued email, and the message saying so', async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/contact`);
      const main = withoutScripts.locator('main');
      await fillPlainForm(main, {
        'First name': 'Katherine',
        'Last name': 'Johnson',
        Email: 'katherine@example.com',
        Message: 'Orbital mechanics for our team.',
      });
      await main.getByLabel('Subject').selectOption('Training Information');
      await main.getByRole('button', { name: 'Send Message' }).click();
      await withoutScripts.waitForURL(`${server.url}/contact?sent=1`);
      await main.getByText(CONTACT.sent).waitFor();
    });
    const contact = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'katherine@example.com' },
      include: { notes: true, outbox: true },
    });
    expect(contact.notes.map((note) => note.note.includes('Orbital mechanics'))).toEqual([true]);
    expect(contact.outbox.map((email) => [email.template, email.toEmail])).toEqual([
      ['contact_notification', 'inbox@lab.test'],
    ]);
  });

  it('sends, with JavaScript off, a form posted twice (a double click) once', async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/contact`);
      const main = withoutScripts.locator('main');
      // Each render of the form carries its own key.
      const key = main.locator('input[type="hidden"][name="submissionKey"]');
      const first = await key.inputValue();
      await withoutScripts.reload();
      const rendered = await key.inputValue();
      expect([first, rendered].every((value) => isUuid(value))).toBe(true);
      expect(rendered).not.toBe(first);
      await fillPlainForm(main, {
        'First name': 'Mary',
        'Last name': 'Jackson',
        Email: 'mary@example.com',
        Message: 'Wind tunnel training.',
      });
      const [posted] = await Promise.all([
        withoutScripts.waitForRequest((request) => request.method() === 'POST'),
        main.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      await withoutScripts.waitForURL(`${server.url}/contact?sent=1`);
      // The second click's post: the same body, answered as sent too.
      const again = await withoutScripts.request.post(posted.url(), {
        data: posted.postDataBuffer()!,
        headers: { 'content-type': posted.headers()['content-type']!, origin: server.url },
        maxRedirects: 0,
      });
      expect([again.status(), again.headers().location]).toEqual([303, '/contact?sent=1']);
    });
    const contact = await server.prisma.crmContact.findFirstOrThrow({
      where: { email: 'mary@example.com' },
      include: { notes: true, outbox: true },
    });
    expect([contact.notes.length, contact.outbox.length]).toEqual([1, 1]);
  });

  it('shows, with JavaScript off, the messages of a refused form with what was typed kept', async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/contact`);
      const main = withoutScripts.locator('main');
      await fillPlainForm(main, {
        'First name': 'Dorothy',
        'Last name': 'Vaughan',
        Email: 'dorothy@example',
        Message: 'FORTRAN lessons.',
      });
      const [answer] = await Promise.all([
        withoutScripts.waitForResponse((response) => response.request().method() === 'POST'),
        main.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(answer.status()).toBe(400);
      const email = main.getByLabel('Email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      expect(await withoutScripts.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Please enter a valid email address',
      );
      // The summary at the top links to the field.
      const link = main.getByRole('link', { name: 'Please enter a valid email address' });
      expect(await link.getAttribute('href')).toBe(`#${await email.getAttribute('id')}`);
      expect(await email.inputValue()).toBe('dorothy@example');
      expect(await main.getByLabel('First name').inputValue()).toBe('Dorothy');
      expect(await main.getByLabel('Last name').inputValue()).toBe('Vaughan');
      expect(await main.getByLabel('Message').inputValue()).toBe('FORTRAN lessons.');
    });
    expect(await server.prisma.crmContact.count({ where: { email: 'dorothy@example' } })).toBe(0);
  });
});

describe('the floating menu and the booking dialog', () => {
  it("leads, with JavaScript off, from the service pages' buttons to /contact and the address to write to", async () => {
    const buttons = [
      ['/', 'Book a free consultation'],
      ['/', 'Contact us'],
      ['/', 'Request a consultation'],
      ['/', 'Send us a message'],
      ['/ai-workshop', 'Plan a workshop'],
      ['/ai-workshop', 'Ask a question'],
      ['/fractional-pm', 'Book a 30-minute call'],
      ['/fractional-pm', 'Send us a message'],
      ['/fractional-pm', 'Open the calendar'],
    ] as const;
    await withScriptsOff(browser, async (withoutScripts) => {
      for (const [path, name] of buttons) {
        await withoutScripts.goto(`${server.url}${path}`);
        await withoutScripts.locator('main').getByRole('button', { name, exact: true }).click();
        await withoutScripts.waitForURL(`${server.url}/contact`);
        await expectWriteToUs(withoutScripts);
      }
    });
  });

  it("leads, with JavaScript off, from the thank-you page's Free Consultation to /contact", async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/thank-you`);
      await withoutScripts.getByRole('button', { name: 'Free Consultation' }).click();
      await withoutScripts.waitForURL(`${server.url}/contact`);
      await expectWriteToUs(withoutScripts);
    });
  });

  it('closes the options shown before the page was interactive on Escape, and they stay closed once it is', async () => {
    // The app's own chunk is held back: the button is a link that shows the options as the page's target.
    const held = await holdRequests(page, /\/assets\/app-[^/]+\.js$/);
    try {
      await page.goto(`${server.url}/about`, { waitUntil: 'domcontentloaded' });
      const toggle = page.getByRole('button', { name: 'Contact options' });
      await toggle.click();
      const option = page.getByRole('button', { name: 'Schedule a call' });
      await option.waitFor();
      await option.focus();
      await page.keyboard.press('Escape');
      await option.waitFor({ state: 'hidden' });
      expect(await focusedLabel()).toBe('Contact options');
      expect(page.url()).toBe(`${server.url}/about`);
      expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(0);
      held();
      await waitForHydration(toggle);
      expect(await option.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await option.waitFor();
    } finally {
      await page.unrouteAll();
    }
  });

  it('leads, with JavaScript off, to /contact and the address to write to', async () => {
    await withScriptsOff(browser, async (withoutScripts) => {
      for (const option of ['Send us a message', 'Schedule a call']) {
        await withoutScripts.goto(`${server.url}/about`);
        await withoutScripts.getByRole('button', { name: 'Contact options' }).click();
        await withoutScripts.getByRole('button', { name: option }).click();
        await withoutScripts.waitForURL(`${server.url}/contact`);
        await expectWriteToUs(withoutScripts);
      }
    });
  });

  it('offers the scheduler, which without a scheduling page offers a booking request', async () => {
    // The dialog takes its tomorrow when it opens, the test later: the page's clock is held,
    // so that a test run across midnight does not expect the day after the dialog's.
    await page.clock.setFixedTime(new Date());
    await page.goto(`${server.url}/about`);
    await openFromFloatingMenu('Schedule a call');
    const scheduler = dialog('Book a 30-Minute Call');
    await scheduler.getByText(CONTACT.schedulerUnavailable).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await scheduler.getByRole('button', { name: 'Request a consultation' }).click();

    const booking = dialog('Schedule a Consultation');
    await booking.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const tomorrow = await page.evaluate(() => {
      const date = new Date();
      date.setDate(date.getDate() + 1);
      return date.toLocaleDateString('en-CA');
    });
    expect(await booking.getByLabel('Preferred date').getAttribute('min')).toBe(tomorrow);
    expect(await booking.getByLabel('Alternate date (optional)').getAttribute('min')).toBe(tomorrow);
    const slots = await booking.getByLabel('Preferred time').locator('option').allTextContents();
    expect(slots).toEqual([
      'Select a time',
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);

    await booking.getByRole('button', { name: 'Request Consultation' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Preferred date is required',
      'Preferred time is required',
    ]) {
      await booking.getByText(message).waitFor();
    }
    await booking.getByLabel('Name').fill('Grace Hopper');
    await booking.getByLabel('Email').fill('grace@example.com');
    await booking.getByLabel('Preferred date').fill('2020-01-01');
    await booking.getByLabel('Preferred time').selectOption('10:30 AM');
    // Each message went with the change to its field.
    await booking.getByText('Preferred time is required').waitFor({ state: 'detached' });
    for (const message of ['Name is required', 'Email is required', 'Preferred date is required'])
      expect(await booking.getByText(message).count()).toBe(0);
    await booking.getByRole('button', { name: 'Request Consultation' }).click();
    await booking.getByText('Please choose a date from tomorrow on').waitFor();

    await booking.getByLabel('Preferred date').fill(tomorrow);
    await booking.getByRole('button', { name: 'Request Consultation' }).click();
    await booking.getByText(CONTACT.bookingSent).waitFor();
    await booking.waitFor({ state: 'detached' });
    const stored = await server.prisma.bookingRequest.findFirstOrThrow({
      where: { email: 'grace@example.com' },
    });
    expect(stored.preferredTime).toBe('10:30 AM');
  });

  it('opens the menu tapped before the page was interactive, once it is', async () => {
    // The app's own chunk is held back until the tap: the page is the
    // server's HTML, its button without a handler yet.
    const tapped = await holdRequests(page, /\/assets\/app-[^/]+\.js$/);
    try {
      await page.goto(`${server.url}/about`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Contact options' }).click();
      expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(0);
      tapped();
      await page.getByRole('button', { name: 'Send us a message' }).click();
      await dialog('Contact Us').waitFor();
    } finally {
      await page.unrouteAll();
    }
  });

  it("leads from Free Consultation tapped before the page's scripts had run to /contact, whose dialog opens once they have", async () => {
    // The entry itself is held back: the drawn page has no script of the
    // app yet, only the inline one in <head> that the CSP allows by hash.
    const tapped = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    try {
      await page.goto(`${server.url}/thank-you`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Free Consultation' }).click();
      await page.waitForURL(`${server.url}/contact`, { waitUntil: 'commit' });
      expect(await page.evaluate(() => performance.getEntriesByName('app:scripts-run').length)).toBe(0);
      tapped();
      await dialog('Contact Us').waitFor();
    } finally {
      await page.unrouteAll();
    }
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    await page.goto(`${server.url}/about`);
    // Interactive first: before that the button is a link that shows the options as the page's target
    // (tested above), and an Escape there closes nothing (the options stay open once the page is).
    const toggle = page.getByRole('button', { name: 'Contact options' });
    await waitForHydration(toggle);
    await toggle.click();
    await page.getByRole('button', { name: 'Schedule a call' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Schedule a call' }).waitFor({ state: 'detached' });
    expect(await focusedLabel()).toBe('Contact options');
  });
});

describe('Back while a dialog is open', () => {
  // A page of the full app, from which About is a client-side navigation:
  // a full load of / (an island page) would make it a page load.
  const BEFORE_ABOUT = '/fractional-pm';

  /** BEFORE_ABOUT, then the about page by its link (a client-side navigation): the h1, and the about page's title. */
  async function pageThenAbout() {
    await page.goto(`${server.url}${BEFORE_ABOUT}`);
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await waitForHydration(about);
    const heading = page.getByRole('heading', { level: 1 });
    const firstTitle = (await heading.textContent()) ?? '';
    await about.click();
    await page.waitForURL(`${server.url}/about`);
    // The about screen may still be loading under its new address.
    const aboutTitle = (await heading.filter({ hasNotText: firstTitle }).textContent()) ?? '';
    return { heading, aboutTitle };
  }

  it('closes the dialog and stays on the page; closed by ×, Escape or after sending, Back leaves the page as before', async () => {
    const { heading, aboutTitle } = await pageThenAbout();

    // Back closes the dialog, the page stays, and the focus goes back to what opened it.
    await openFromFloatingMenu('Send us a message');
    const contact = dialog('Contact Us');
    await contact.getByLabel('First name').fill('Ada');
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await heading.textContent()).toBe(aboutTitle);
    expect(await focusedLabel()).toBe('Contact options');
    expect(await bodyOverflow()).toBe('');

    // What was typed is kept, as when it is closed any other way.
    await openFromFloatingMenu('Send us a message');
    expect(await contact.getByLabel('First name').inputValue()).toBe('Ada');
    // Closed by its ×, it leaves nothing behind in the history.
    await contact.getByRole('button', { name: 'Close' }).click();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
    // Nor when it closes by itself after sending.
    await openFromFloatingMenu('Send us a message');
    await contact.getByLabel('Last name').fill('Lovelace');
    await contact.getByLabel('Email').fill('ada@back.example');
    await contact.getByLabel('Message').fill('Back on a phone');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText(CONTACT.sent).waitFor();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);

    // The scheduler handing over to the booking dialog is one step: Back closes it.
    await openFromFloatingMenu('Schedule a call');
    await dialog('Book a 30-Minute Call').getByRole('button', { name: 'Request a consultation' }).click();
    const booking = dialog('Schedule a Consultation');
    await booking.waitFor();
    await page.goBack();
    await booking.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
    await openFromFloatingMenu('Schedule a call');
    await page.keyboard.press('Escape');
    await dialog('Book a 30-Minute Call').waitFor({ state: 'detached' });

    // Then Back goes to the page before, as it did before any dialog was opened.
    await page.goBack();
    await page.waitForURL(`${server.url}${BEFORE_ABOUT}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: aboutTitle }).waitFor();
  });

  it('opens the dialog again on Forward after Back closed it, as it was, and Back closes it again', async () => {
    const { heading, aboutTitle } = await pageThenAbout();

    await openFromFloatingMenu('Send us a message');
    const contact = dialog('Contact Us');
    await contact.getByLabel('First name').fill('Grace');
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    // Forward undoes that Back: the dialog is back over the same page, with what was typed.
    await page.goForward();
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe('Grace');
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await heading.textContent()).toBe(aboutTitle);
    expect(await bodyOverflow()).toBe('hidden');
    // And it is an open dialog like any other: Back closes it, the page stays.
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);

    // Back to the page before, then Forward twice: the page, then its dialog.
    await page.goBack();
    await page.waitForURL(`${server.url}${BEFORE_ABOUT}`);
    await page.goForward();
    await page.waitForURL(`${server.url}/about`);
    await heading.filter({ hasText: aboutTitle }).waitFor();
    expect(await contact.count()).toBe(0);
    await page.goForward();
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe('Grace');
    // Both at once (two steps from the browser's history menu): the page, with its dialog over it.
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL(`${server.url}${BEFORE_ABOUT}`);
    await page.evaluate(() => window.history.go(2));
    await page.waitForURL(`${server.url}/about`);
    await contact.waitFor();
    await heading.filter({ hasText: aboutTitle }).waitFor();
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await heading.textContent()).toBe(aboutTitle);
    await page.goForward();
    await contact.getByRole('button', { name: 'Close' }).click();
    await contact.waitFor({ state: 'detached' });

    // The booking request the scheduler handed over to comes back as itself.
    await openFromFloatingMenu('Schedule a call');
    await dialog('Book a 30-Minute Call').getByRole('button', { name: 'Request a consultation' }).click();
    const booking = dialog('Schedule a Consultation');
    await booking.waitFor();
    await page.goBack();
    await booking.waitFor({ state: 'detached' });
    await page.goForward();
    await booking.waitFor();
    expect(await dialog('Book a 30-Minute Call').count()).toBe(0);
    await page.goBack();
    await booking.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
  });

  it('opens the dialog again on Back from a page loaded in full, and Forward goes back to that page', async () => {
    await page.goto(`${server.url}/about`);
    await openFromFloatingMenu('Send us a message');
    const contact = dialog('Contact Us');
    await contact.getByLabel('First name').waitFor();
    // An address typed in, or a link the app does not handle: a page loaded in full.
    await page.goto(`${server.url}/blog`);
    await page.goBack();
    // Back is where the visitor was: the dialog over the page.
    await contact.waitFor();
    expect(page.url()).toBe(`${server.url}/about`);
    await page.goForward();
    await page.waitForURL(`${server.url}/blog`);
    await page.goBack();
    await contact.waitFor();
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/about`);
  });

  it('leaves /contact with one Back, the dialog the page opened going with it, after a reload too', async () => {
    await page.goto(`${server.url}/about`);
    await page.goto(`${server.url}/contact`);
    const contact = dialog('Contact Us');
    await waitForHydration(contact.getByLabel('First name'));
    await contact.getByLabel('First name').fill('Ada');
    // The dialog is what /contact shows: Back leaves the page, as from any other.
    await page.goBack();
    await page.waitForURL(`${server.url}/about`);
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor({ state: 'detached' });
    // Forward comes back to it, with what was typed.
    await page.goForward();
    await page.waitForURL(`${server.url}/contact`);
    await contact.waitFor();
    expect(await contact.getByLabel('First name').inputValue()).toBe('Ada');

    // Closed, a dialog opened from the page's buttons is one of its own: Back closes it and stays.
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('button', { name: 'Send us a message' }).click();
    await contact.waitFor();
    await page.goBack();
    await contact.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.url}/contact`);

    // Reloaded with it open, the page opens it again, and one Back still leaves.
    await page.getByRole('main').getByRole('button', { name: 'Send us a message' }).click();
    await contact.waitFor();
    await page.reload();
    await waitForHydration(contact.getByLabel('First name'));
    await page.goBack();
    await page.waitForURL(`${server.url}/about`);
    await contact.waitFor({ state: 'detached' });
  });

  it('leaves /contact reached by a link with one Back, back to the page the link was on', async () => {
    await server.prisma.cta.create({
      data: {
        type: 'agent_dev',
        header: 'Build an Agent',
        description: 'Agents for your workflows.',
        icon: 'bot',
        buttonText: 'Talk to us',
        isActive: true,
      },
    });
    await page.goto(`${server.url}/`);
    const link = page
      .getByRole('region', { name: 'Build an Agent' })
      .getByRole('link', { name: 'Talk to us' });
    await waitForHydration(link);
    await link.click();
    await page.waitForURL(`${server.url}/contact`);
    const contact = dialog('Contact Us');
    await contact.waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await contact.waitFor({ state: 'detached' });
    await link.waitFor();
    expect(await bodyOverflow()).toBe('');
  });
});

describe('on a phone with text at 200%', () => {
  /**
   * A 320 px phone whose reader set text to twice its size (the browser's
   * default font size doubled, as its text-size setting does).
   */
  async function largeTextPhone() {
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    const cdp = await context.newCDPSession(phone);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    return phone;
  }

  /**
   * What sticks out of the open dialog (or, for a field or button, out of its
   * form), or of the page, sideways: nothing, when it reflows.
   */
  const overflowOf = (phone: Page, name: string) =>
    phone.getByRole('dialog', { name }).evaluate((element) => {
      const dialog = element as HTMLDialogElement;
      const box = dialog.getBoundingClientRect();
      const page = document.documentElement;
      const sticking = [...dialog.querySelectorAll<HTMLElement>('*')]
        .filter((part) => !part.closest('[aria-hidden="true"]') && part.getClientRects().length > 0)
        .filter((part) => {
          const { left, right } = part.getBoundingClientRect();
          const frame = part.parentElement?.closest('form')?.getBoundingClientRect() ?? box;
          return left < frame.left - 0.5 || right > frame.right + 0.5;
        })
        .map((part) => `${part.tagName.toLowerCase()} "${part.textContent?.trim().slice(0, 30) ?? ''}"`);
      return {
        dialog:
          dialog.scrollWidth > dialog.clientWidth ? `${dialog.scrollWidth} > ${dialog.clientWidth}` : null,
        page: page.scrollWidth > page.clientWidth ? `${page.scrollWidth} > ${page.clientWidth}` : null,
        sticking,
      };
    });
  const reflows = { dialog: null, page: null, sticking: [] };

  it('shows the contact, scheduler and booking dialogs without scrolling sideways', async () => {
    const phone = await largeTextPhone();
    try {
      await phone.goto(`${server.url}/contact`);
      expect(await phone.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      const contact = phone.getByRole('dialog', { name: 'Contact Us' });
      await contact.getByLabel('First name').waitFor();
      expect(await overflowOf(phone, 'Contact Us')).toEqual(reflows);
      // With every message shown too.
      await waitForHydration(contact.getByRole('button', { name: 'Send Message' }));
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await contact.getByText('Message is required').waitFor();
      expect(await overflowOf(phone, 'Contact Us')).toEqual(reflows);
      await phone.keyboard.press('Escape');
      await contact.waitFor({ state: 'detached' });

      await phone.getByRole('button', { name: 'Book a 30-minute call' }).click();
      const scheduler = phone.getByRole('dialog', { name: 'Book a 30-Minute Call' });
      await scheduler.getByText(CONTACT.schedulerUnavailable).waitFor();
      expect(await overflowOf(phone, 'Book a 30-Minute Call')).toEqual(reflows);
      await scheduler.getByRole('button', { name: 'Request a consultation' }).click();

      const booking = phone.getByRole('dialog', { name: 'Schedule a Consultation' });
      await booking.getByLabel('Preferred date').waitFor();
      expect(await overflowOf(phone, 'Schedule a Consultation')).toEqual(reflows);
      await booking.getByRole('button', { name: 'Request Consultation' }).click();
      await booking.getByText('Preferred time is required').waitFor();
      expect(await overflowOf(phone, 'Schedule a Consultation')).toEqual(reflows);
    } finally {
      await phone.context().close();
    }
  });
});

describe('the CTA block', () => {
  const base = { description: 'Hands-on workshops for your team.', icon: 'graduation-cap', isActive: true };

  it('links to the page of its type, with the type label and icon', async () => {
    await server.prisma.cta.create({
      data: { ...base, type: 'ai_training', header: 'Train Your Team', buttonText: 'Explore Courses' },
    });
    await page.goto(`${server.url}/`);
    const block = page.getByRole('region', { name: 'Train Your Team' });
    await block.getByText('AI Training', { exact: true }).waitFor();
    expect(await block.locator('svg').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await block.getByRole('link', { name: 'Explore Courses' }).click();
    await page.waitForURL(`${server.url}/courses`);
  });

  it('opens the dialog its modal type names', async () => {
    await server.prisma.cta.create({
      data: {
        ...base,
        type: 'fractional_pm',
        header: 'Book a Call',
        buttonText: 'Book Now',
        modalType: 'calendar',
      },
    });
    await page.goto(`${server.url}/`);
    // The block is rendered on the server: a click before React attaches its
    // handler opens nothing.
    const book = page.getByRole('button', { name: 'Book Now' });
    await waitForHydration(book);
    await book.click();
    await dialog('Book a 30-Minute Call').waitFor();
  });

  it("leads, with JavaScript off, from a dialog's button to /contact and the address to write to", async () => {
    await server.prisma.cta.create({
      data: {
        ...base,
        type: 'fractional_pm',
        header: 'Book a Call',
        buttonText: 'Book Now',
        modalType: 'calendar',
      },
    });
    await withScriptsOff(browser, async (withoutScripts) => {
      await withoutScripts.goto(`${server.url}/`);
      await withoutScripts
        .getByRole('region', { name: 'Book a Call' })
        .getByRole('button', { name: 'Book Now' })
        .click();
      await withoutScripts.waitForURL(`${server.url}/contact`);
      await expectWriteToUs(withoutScripts);
    });
  });

  it('is hidden when no CTA is active', async () => {
    await server.prisma.cta.create({
      data: { ...base, type: 'agent_dev', header: 'Inactive', buttonText: 'Nope', isActive: false },
    });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Once the CTA query has been answered, nothing is shown.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('section[data-cta-type]').count()).toBe(0);
    expect(await page.getByText('Inactive').count()).toBe(0);
  });
});

describe('the thank-you page', () => {
  it('shows the spec texts; Free Consultation opens the scheduler and Back to Lab goes home', async () => {
    await page.goto(`${server.url}/thank-you`);
    await page.getByRole('heading', { name: SURVEY.thankYouTitle }).waitFor();
    await page.getByText(SURVEY.thankYouBody).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const consult = page.getByRole('button', { name: 'Free Consultation' });
    await waitForHydration(consult);
    await consult.click();
    await dialog('Book a 30-Minute Call').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to Lab' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
