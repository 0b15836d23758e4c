// Taking surveys in Chromium: the seeded AI Audit survey in slide view from
// the first question to the thank-you page, the fractional-PM survey in form
// view, every validation message, answers saved as the visitor goes (also
// offline and through server errors), the list's empty and error states, and
// 'Survey not found'; axe-core on each screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SURVEY } from '../../../domain/shared/messages';
import { CONTACT_FIELD_LIMITS, SURVEY_TEXT } from '../../../domain/surveys/survey';
import { seedDemoContent } from '../../../prisma/seed';
import { AI_AUDIT_SURVEY_TITLE, FRACTIONAL_PM_SURVEY_TITLE } from '../../../prisma/seed-data/surveys';
import {
  closeAll,
  holdGraphQL,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
} from '../../helpers/browser';
import { type SmtpPeer, startSmtpPeer } from '../../helpers/smtp';

let server: TestServer;
let peer: SmtpPeer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ({ server, browser } = await startServerAndBrowser({
    env: { SMTP_URL: peer.url, CONTACT_INBOX: 'inbox@lab.test' },
  }));
  await seedDemoContent(server.prisma);
});
afterAll(async () => {
  await closeAll(browser, server);
  await peer?.stop();
});
beforeEach(async () => {
  await server.prisma.surveySession.deleteMany();
  await server.prisma.crmContact.deleteMany();
  await server.prisma.emailOutbox.deleteMany();
  await server.prisma.survey.updateMany({ data: { isActive: true } });
  peer.received.length = 0;
  page = await (await browser.newContext()).newPage();
});

const surveyId = async (title: string) =>
  (await server.prisma.survey.findFirstOrThrow({ where: { title }, select: { id: true } })).id;

/** Runs `use` on the fractional-PM survey in a phone's browser of `width` × `height`, closed after. */
async function onPhoneSurvey(width: number, height: number, use: (phone: Page) => Promise<void>) {
  const phone = await (
    await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true })
  ).newPage();
  try {
    await phone.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    await use(phone);
  } finally {
    await phone.context().close();
  }
}

/** Waits until the database holds `count` answers (the browser saves in the background). */
async function waitForAnswers(count: number, where: Record<string, unknown> = {}) {
  for (let tries = 0; tries < 100; tries++) {
    if ((await server.prisma.response.count({ where })) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Fewer than ${count} answers were stored`);
}

/** A contact-form field by its accessible name (the required mark is not part of it). */
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
/** The name of the field with the focus: a refused submit moves it there on the next frame, after its alert shows. */
const focusedField = () => page.evaluate(() => document.activeElement?.getAttribute('name'));

async function fillContact(values: { name: string; email: string; phone?: string; website: string }) {
  await field('Name').fill(values.name);
  await field('Email').fill(values.email);
  await field('Phone (optional)').fill(values.phone ?? '');
  await field('Website').fill(values.website);
}

describe('the survey list', () => {
  it('lists active surveys, newest first, as links', async () => {
    await page.goto(`${server.url}/survey`);
    const links = page.getByRole('main').getByRole('link', { name: /Take the survey/ });
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual([
      expect.stringContaining(AI_AUDIT_SURVEY_TITLE),
      expect.stringContaining(FRACTIONAL_PM_SURVEY_TITLE),
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await links.first().click();
    await page.waitForURL(`${server.url}/survey/${await surveyId(AI_AUDIT_SURVEY_TITLE)}`);
    await page.getByRole('heading', { level: 1, name: AI_AUDIT_SURVEY_TITLE }).waitFor();
  });

  it('says so when no survey is active', async () => {
    await server.prisma.survey.updateMany({ data: { isActive: false } });
    await page.goto(`${server.url}/survey`);
    await page.getByText(SURVEY.noneActive).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the load error when the server fails', async () => {
    // From a page of the full app: on an island page (/, a post) a link is a full page load.
    await page.goto(`${server.url}/about`);
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errors":[{"message":"Unexpected error."}]}',
      }),
    );
    // A client-side navigation, whose query fails: clicked before the page is
    // hydrated, the link would load /survey from the server, which renders
    // the list without the browser's failing request.
    const surveys = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' });
    await waitForHydration(surveys);
    await surveys.click();
    await page.getByText(SURVEY.loadFailed).waitFor();
  });

  it('shows the load error, not the unexpected one, when the connection drops', async () => {
    await page.goto(`${server.url}/about`);
    const surveys = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' });
    await waitForHydration(surveys);
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await surveys.click();
    await page.getByText(SURVEY.loadFailed).waitFor();
    expect(await page.getByText(SURVEY.unexpected).count()).toBe(0);
    await page.unroute('**/graphql');
  });
});

describe('server rendering', () => {
  it('sends the list and the survey as HTML, then hydrates without errors', async () => {
    const id = await surveyId(FRACTIONAL_PM_SURVEY_TITLE);
    const get = async (path: string) =>
      (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();
    expect(await get('/survey')).toContain(AI_AUDIT_SURVEY_TITLE);
    const html = await get(`/survey/${id}`);
    expect(html).toContain(`<title>${FRACTIONAL_PM_SURVEY_TITLE}`);
    expect(html).toContain('Who owns product decisions today?');
    expect(html).toContain('Form View');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/survey/${id}`);
    await page.getByRole('radio', { name: '4 to 10' }).check();
    await waitForAnswers(1);
    expect(problems).toEqual([]);
  });

  it('says, with JavaScript off, that the survey needs it, rather than leaving its controls disabled without a word', async () => {
    const id = await surveyId(FRACTIONAL_PM_SURVEY_TITLE);
    const withoutScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    try {
      await withoutScripts.goto(`${server.url}/survey/${id}`);
      await withoutScripts.getByText(SURVEY_TEXT.needsJavaScript, { exact: true }).waitFor();
      expect(await withoutScripts.getByRole('button', { name: 'Submit Survey' }).isDisabled()).toBe(true);
    } finally {
      await withoutScripts.context().close();
    }

    await page.goto(`${server.url}/survey/${id}`);
    await waitForHydration(page.getByRole('radio', { name: '4 to 10' }));
    expect(await page.getByText(SURVEY_TEXT.needsJavaScript, { exact: true }).isVisible()).toBe(false);
  });
});

describe('the survey screen', () => {
  it("answers 'Survey not found' (404) for an unknown or inactive survey", async () => {
    const address = `${server.url}/survey/00000000-0000-4000-8000-000000000000`;
    const problems: string[] = [];
    page.on('console', (message) => {
      // The page's own 404 is logged too: that one is meant.
      if (message.type() === 'error' && message.location().url !== address) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: SURVEY.notFound }).waitFor();
    // Hydrated as rendered, the inline script forgetting a stored visit included (allowed by the CSP).
    await waitForHydration(page.getByRole('link', { name: 'See the open surveys' }));
    expect(problems).toEqual([]);
  });

  it("shows the server's message when the survey cannot load", async () => {
    await page.goto(`${server.url}/survey`);
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"data":null,"errors":[{"message":"The database is being upgraded"}]}',
      }),
    );
    // Followed by the app (a link clicked before hydration would load the server's page instead).
    const link = page.getByRole('link', { name: new RegExp(FRACTIONAL_PM_SURVEY_TITLE) });
    await waitForHydration(link);
    await link.click();
    await page.getByText('The database is being upgraded').waitFor();
  });

  it('takes the AI Audit survey in slide view, from the first question to the thank-you page', async () => {
    const id = await surveyId(AI_AUDIT_SURVEY_TITLE);
    await page.goto(`${server.url}/survey`);
    await page.getByRole('link', { name: new RegExp(AI_AUDIT_SURVEY_TITLE) }).click();
    await page.getByRole('button', { name: 'Form View', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Slide View' }).click();
    await page.getByText('Question 1 of 12').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Survey' }).count()).toBe(0);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Question 1 of 12');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const next = async (expected: number) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Question ${expected} of 12`).waitFor();
    };
    const choose = (name: string) => page.getByRole('radio', { name, exact: true }).check();
    await next(2);
    await choose('Software or SaaS');
    await next(3);
    await choose('11 to 50 people');
    await next(4);
    await choose('Data entry and spreadsheets');
    await next(5);
    await page.getByLabel('What are your biggest operational pain points?').fill('Reporting takes days.');
    await next(6);
    await page.getByLabel('Which tools does your team use every day?').fill('Notion and Excel');
    await next(7);
    // Keyboard only: focus the first choice and move with the arrow keys.
    await page.getByRole('radio', { name: 'ChatGPT' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Claude' }).isChecked()).toBe(true);
    await next(8);
    await choose('Several people use AI every week');
    await next(9);
    await choose('Yes');
    await next(10);
    await page.getByLabel('What is the main goal you want AI to help with?').fill('Faster client reports');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Question 9 of 12').waitFor();
    expect(await page.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
    await next(10);
    expect(await page.getByLabel('What is the main goal you want AI to help with?').inputValue()).toBe(
      'Faster client reports',
    );
    await next(11);
    await next(12);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await fillContact({ name: 'Ada Lovelace', email: 'ada@example.com', website: 'analytical.engine' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.waitForURL(`${server.url}/thank-you`);
    await page.getByRole('heading', { name: SURVEY.thankYouTitle }).waitFor();
    // The survey page was replaced in the history: Back leads to the list.
    await page.goBack();
    await page.waitForURL(`${server.url}/survey`);

    const session = await server.prisma.surveySession.findFirstOrThrow({
      where: { surveyId: id },
      include: { responses: true },
    });
    expect(session.submittedAt).not.toBeNull();
    expect(session.viewMode).toBe('slide');
    expect(session.responses).toHaveLength(10);
    expect(session.responses.every((response) => response.viewMode === 'slide')).toBe(true);
    await peer.waitFor(1);
    expect(peer.received[0]!.subject).toBe('AI Audit request from Ada Lovelace');
    expect(peer.received[0]!.text).toContain('AI tools used: Claude');
    expect(peer.received[0]!.text).toContain('Biggest time spenders: Data entry and spreadsheets');
    expect(await server.prisma.crmContact.findFirstOrThrow()).toMatchObject({
      email: 'ada@example.com',
      source: `Survey: ${AI_AUDIT_SURVEY_TITLE}`,
    });
  });

  it('on a phone, keeps the control the keyboard moves to clear of the floating contact button', async () => {
    await onPhoneSurvey(375, 812, async (phone) => {
      const slideView = phone.getByRole('button', { name: 'Slide View' });
      await waitForHydration(slideView);
      await slideView.click();
      const next = phone.getByRole('button', { name: 'Next' });
      await next.click();
      await next.click();
      await phone.getByRole('button', { name: 'Previous' }).focus();
      await phone.evaluate(() => window.scrollTo(0, 0));
      await phone.keyboard.press('Tab');
      // What is at the middle of the focused control is that control, not the floating button.
      const covered = await phone.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const { x, y, width, height } = active.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        if (hit && active.contains(hit)) return null;
        return hit?.closest('button')?.textContent?.trim() || hit?.outerHTML.slice(0, 80) || 'nothing';
      });
      expect(await phone.evaluate(() => document.activeElement?.textContent)).toBe('Next');
      expect(covered).toBeNull();
    });
  });

  it('takes the fractional-PM survey in form view', async () => {
    const id = await surveyId(FRACTIONAL_PM_SURVEY_TITLE);
    await page.goto(`${server.url}/survey/${id}`);
    await page.getByText('Eight short questions').waitFor();
    await page.getByRole('radio', { name: 'Growing an established product' }).check();
    await page.getByRole('radio', { name: 'Nobody clearly owns them' }).check();
    await page.getByRole('radio', { name: '4 to 10' }).check();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page
      .getByLabel('What product outcome matters most to you in the next six months?')
      .fill('Activation');
    await page.getByRole('radio', { name: '10 to 20 hours' }).check();
    await page.getByLabel('What has kept you from hiring a full-time product manager?').fill('Budget');
    await fillContact({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 010 9999',
      website: 'https://hopper.dev',
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.waitForURL(`${server.url}/thank-you`);

    const session = await server.prisma.surveySession.findFirstOrThrow({
      where: { surveyId: id },
      include: { responses: true },
    });
    expect(session).toMatchObject({ viewMode: 'form' });
    expect(session.submittedAt).not.toBeNull();
    expect(session.responses).toHaveLength(8);
    await peer.waitFor(1);
    expect(peer.received[0]!.subject).toBe(`${FRACTIONAL_PM_SURVEY_TITLE}: response from Grace Hopper`);
    expect(peer.received[0]!.text).toContain(
      'What has kept you from hiring a full-time product manager?\nBudget',
    );
  });

  it('shows every validation message, on blur and on submit in the spec order', async () => {
    await page.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    const alert = page.getByRole('alert');
    await field('Name').waitFor();

    await submit.click();
    await alert.getByText('Please fill out the contact form').waitFor();
    // Every field to fix says so at once, and the focus is on the first of them.
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Website', 'Website is required'],
    ] as const) {
      await expect.poll(() => field(label).getAttribute('aria-invalid')).toBe('true');
      await page.getByText(message).waitFor();
    }
    expect(await field('Phone (optional)').getAttribute('aria-invalid')).not.toBe('true');
    await expect.poll(focusedField).toBe('contact-name');

    // Blur checks, field by field.
    await field('Name').focus();
    await field('Email').focus();
    await page.getByText('Name is required').waitFor();
    await field('Email').fill('ada@');
    await field('Website').focus();
    await page.getByText('Please enter a valid email address').waitFor();
    await field('Website').fill('not a website');
    await field('Phone (optional)').focus();
    await page.getByText('Please enter a valid website address').waitFor();
    await field('Phone (optional)').fill('555 0100');
    await field('Name').focus();
    await page.getByText('Please enter a valid phone number').waitFor();
    await field('Email').fill('');
    await field('Website').fill('');
    await field('Name').focus();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Website is required').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On submit: the first problem in the spec's order, and the focus on its field.
    await field('Phone (optional)').fill('');
    await field('Email').fill('ada@');
    await submit.click();
    await alert.getByText('Name is required').waitFor();
    await expect.poll(focusedField).toBe('contact-name');
    await field('Name').fill('Ada');
    await submit.click();
    await alert.getByText('Website is required').waitFor();
    await field('Website').fill('ada.dev');
    await submit.click();
    await alert.getByText('Please enter a valid email address').waitFor();
    await field('Email').fill('');
    await submit.click();
    await alert.getByText('Email is required').waitFor();

    // A name pasted past its limit is kept whole (not cut unseen), counted, and refused until shortened.
    await field('Email').fill('ada@example.com');
    const long = `${'Augusta Ada King, Countess of Lovelace, née Byron; '.repeat(2)}known as Ada`;
    await field('Name').fill(long);
    expect(await field('Name').inputValue()).toBe(long);
    await page.getByText(`${long.length} of ${CONTACT_FIELD_LIMITS.name} characters`).waitFor();
    const tooLong = `Please use at most ${CONTACT_FIELD_LIMITS.name} characters`;
    await field('Website').focus();
    await page.getByText(tooLong).first().waitFor();
    await submit.click();
    await alert.getByText(tooLong).waitFor();
    expect(await server.prisma.surveySession.count({ where: { submittedAt: { not: null } } })).toBe(0);
  });

  it('takes the submit message away once its problem is fixed, and keeps focus on Submit when sending fails', async () => {
    await page.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    const problem = (text: string) => page.getByRole('alert').filter({ hasText: text });
    await field('Name').waitFor();
    await waitForHydration(submit);
    await submit.click();
    await problem('Please fill out the contact form').waitFor();
    await field('Name').fill('Ada');
    await problem('Email is required').waitFor();
    expect(await problem('Please fill out the contact form').count()).toBe(0);
    await field('Website').fill('ada.dev');
    await field('Email').fill('ada@');
    await problem('Please enter a valid email address').waitFor();
    await field('Email').fill('ada@example.com');
    await problem('Please enter a valid email address').waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);

    // Sending fails: the message says so, and the keyboard is still on the button. The connection
    // drops once the test has seen it submitting (not after a fixed wait, which a slow machine
    // could outlast before the test looks).
    let drop = () => {};
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('SurveyRunnerSubmitMutation')) return route.continue();
      await dropped;
      await route.abort('connectionreset');
    });
    await submit.press('Enter');
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    drop();
    await problem(SURVEY.submitFailed).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Survey');
    // That message is not one the visitor's typing fixes: it stays.
    await field('Phone (optional)').fill('555 0100 200');
    expect(await problem(SURVEY.submitFailed).count()).toBe(1);
  });

  it('takes the message of a failed submit away once back online or when sent again, and submits the answers given offline', async () => {
    const id = await surveyId(FRACTIONAL_PM_SURVEY_TITLE);
    await page.goto(`${server.url}/survey/${id}`);
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    const failed = page.getByRole('alert').filter({ hasText: SURVEY.submitFailed });
    await waitForHydration(submit);
    await page.getByRole('radio', { name: '4 to 10' }).check();
    await waitForAnswers(1);
    await page.context().setOffline(true);
    // Answered while offline: kept on this device until the connection is back.
    await page.getByRole('radio', { name: 'Nobody clearly owns them' }).check();
    await page.getByLabel('What has kept you from hiring a full-time product manager?').fill('Budget');
    await fillContact({ name: 'Ada Lovelace', email: 'ada@example.com', website: 'ada.dev' });
    await submit.click();
    await failed.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Survey');

    // Back online: the answers kept on this device are saved, and the message
    // about the try made offline goes (it no longer says what is the matter).
    await page.context().setOffline(false);
    await page.getByText(SURVEY_TEXT.saved).waitFor();
    await failed.waitFor({ state: 'detached' });
    expect(await server.prisma.surveySession.count({ where: { submittedAt: { not: null } } })).toBe(0);

    // The connection drops again on the way (the browser still online): the
    // message stays until the visitor submits again, then goes at once (the
    // new try held back a moment, so its state shows); the survey is
    // submitted with every answer, those given offline included.
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      if (dropped || !route.request().postData()?.includes('SurveyRunnerSubmitMutation'))
        return route.fallback();
      dropped = true;
      await route.abort('connectionreset');
    });
    await submit.click();
    await failed.waitFor();
    const release = await holdGraphQL(page, 'SurveyRunnerSubmitMutation', { once: true });
    await submit.click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    expect(await failed.count()).toBe(0);
    release();
    await page.waitForURL(`${server.url}/thank-you`);
    const session = await server.prisma.surveySession.findFirstOrThrow({
      where: { surveyId: id, submittedAt: { not: null } },
      include: { responses: { include: { choice: true } } },
    });
    expect(
      session.responses.map((answer) => answer.choice?.choiceText ?? answer.textResponse).sort(),
    ).toEqual(expect.arrayContaining(['4 to 10', 'Budget', 'Nobody clearly owns them']));
  });

  it('takes the first click on Submit straight from a field with a mistake (no message moves the button away)', async () => {
    await page.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    await field('Name').fill('Ada');
    await field('Website').fill('ada.dev');
    await field('Email').fill('ada@');
    // A real click: press where the button is, then release where it is then.
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const alert = page.getByRole('alert');
    await alert.getByText('Please enter a valid email address').waitFor();
    // The message is at the field too, which has the focus to correct it.
    await page.getByText('Please enter a valid email address').nth(1).waitFor();
    await expect.poll(focusedField).toBe('contact-email');
  });

  it('on a phone, keeps Submit where it is while answers save, so a tap on it right after typing lands on it', async () => {
    await onPhoneSurvey(390, 844, async (phone) => {
      const submit = phone.getByRole('button', { name: 'Submit Survey' });
      await waitForHydration(submit);
      const status = phone.locator('form p[role=status]');
      const place = async () => {
        await submit.scrollIntoViewIfNeeded();
        const box = (await submit.boundingBox())!;
        const top = await phone.evaluate(() => window.scrollY);
        return { x: box.x, y: box.y + top };
      };
      const before = await place();
      const release = await holdGraphQL(phone, 'surveyAnswerSenderSaveMutation');
      await phone.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
      await phone.getByRole('textbox', { name: 'Name', exact: true }).blur();
      await status.getByText(SURVEY_TEXT.saving).waitFor();
      expect(await place()).toEqual(before);
      release();
      await status.getByText(SURVEY_TEXT.saved).waitFor();
      expect(await place()).toEqual(before);
    });
  });

  it("says 'Contact form not found' for a survey without a contact form", async () => {
    const survey = await server.prisma.survey.create({
      data: {
        title: 'No contact form',
        isActive: true,
        questions: { create: [{ questionText: 'Anything?', questionType: 'short_answer', orderNumber: 1 }] },
      },
    });
    await page.goto(`${server.url}/survey/${survey.id}`);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await page.getByRole('alert').getByText('Contact form not found').waitFor();
    await server.prisma.survey.delete({ where: { id: survey.id } });
  });
});

describe('answers saved as you go', () => {
  it('saves choices at once and text after a pause, one answer per question, and starts afresh on reopening', async () => {
    const id = await surveyId(FRACTIONAL_PM_SURVEY_TITLE);
    await page.goto(`${server.url}/survey/${id}`);
    await page.getByRole('radio', { name: 'Building a first version' }).check();
    await waitForAnswers(1);
    await page.getByRole('radio', { name: 'Growing an established product' }).check();
    await page
      .getByLabel('What product outcome matters most to you in the next six months?')
      .pressSequentially('Retention', {
        delay: 30,
      });
    await waitForAnswers(2);
    await page.getByText('Your answers are saved as you go.').waitFor();
    const answers = await server.prisma.response.findMany({ include: { choice: true } });
    expect(answers.map((answer) => answer.choice?.choiceText ?? answer.textResponse).sort()).toEqual([
      'Growing an established product',
      'Retention',
    ]);
    const [session] = await server.prisma.surveySession.findMany();

    // Opening the survey again from the list: no answers shown, a new respondent.
    // (A reload goes on with the same visit: survey-resume.test.ts.)
    await page.goto(`${server.url}/survey`);
    await page.getByRole('link', { name: new RegExp(FRACTIONAL_PM_SURVEY_TITLE) }).click();
    await page.waitForURL(`${server.url}/survey/${id}`);
    await page.getByRole('radio', { name: 'Growing an established product' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Growing an established product' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: '1 to 3' }).check();
    await waitForAnswers(3);
    const sessions = await server.prisma.surveySession.findMany();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((item) => item.respondentId)).toContain(session!.respondentId);
  });

  it('says while offline that answers wait on this device, not that they are saved as you go', async () => {
    await page.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    const status = (text: string) => page.getByRole('status').getByText(text, { exact: true });
    await waitForHydration(page.getByRole('radio', { name: '4 to 10' }));
    // Offline before the first answer (the survey's start already saved).
    await expect.poll(() => server.prisma.surveySession.count()).toBe(1);
    await page.context().setOffline(true);
    await status(SURVEY_TEXT.offline).waitFor();
    await page.context().setOffline(false);
    await status(SURVEY_TEXT.offline).waitFor({ state: 'detached' });

    await page.getByRole('radio', { name: '4 to 10' }).check();
    await waitForAnswers(1);
    await status(SURVEY_TEXT.saved).waitFor();
    // Offline with nothing waiting: what was given is saved, what comes next will wait.
    await page.context().setOffline(true);
    await status(SURVEY_TEXT.offlineSaved).waitFor();
    expect(await status(SURVEY_TEXT.saved).count()).toBe(0);
    await page.getByRole('radio', { name: 'Nobody clearly owns them' }).check();
    await status(SURVEY_TEXT.offline).waitFor();
    await page.context().setOffline(false);
    await waitForAnswers(2);
    await status(SURVEY_TEXT.saved).waitFor();
  });

  it('keeps answers given offline or during server errors and saves them later', async () => {
    await page.goto(`${server.url}/survey/${await surveyId(FRACTIONAL_PM_SURVEY_TITLE)}`);
    await page.getByRole('radio', { name: '4 to 10' }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('radio', { name: '4 to 10' }).check();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    expect(await server.prisma.response.count()).toBe(0);
    await page.context().setOffline(false);
    await waitForAnswers(1);

    let failures = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('surveyAnswerSenderSaveMutation') && failures < 2) {
        failures++;
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      }
      return route.continue();
    });
    await page.getByRole('radio', { name: 'Not sure yet' }).check();
    await page.getByText('Your answers could not be saved yet.', { exact: false }).waitFor();
    await waitForAnswers(2);
    expect(failures).toBe(2);
    await page.getByText('Your answers are saved as you go.').waitFor();
  });
});
