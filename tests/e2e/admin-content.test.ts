// The rest of the back-office in Chromium: a CTA created with its live
// preview, toggled from the list (and rolled back when the server refuses),
// then shown to visitors; a course created with its outline and found in the
// public catalogue; a used category deleted by moving its posts; the
// dashboard. axe-core on every list and editor.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CTA_FORM } from '../../domain/ctas/form';
import { CTA } from '../../domain/shared/messages';
import { serveTestImages, signInAsAdmin, visitorPage } from '../helpers/admin-browser';
import { launchBrowser, seriousAxeViolations, startTestServer, type TestServer } from '../helpers/browser';
import { ADMIN, createUser } from '../helpers/users';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server.prisma, { ...ADMIN, role: 'admin' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await serveTestImages(context);
  page = await context.newPage();
  await signInAsAdmin(page, server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const expectAccessible = async () => expect(await seriousAxeViolations(page)).toEqual([]);

describe('calls to action', () => {
  it('are created with a live preview, toggled from the list, and shown to visitors only while active', async () => {
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Calls to action' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Calls to action' }).waitFor();
    await page.getByText(`No calls to action yet. ${CTA.noneActive}`, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'New CTA' }).click();
    await page.getByRole('heading', { level: 1, name: 'New call to action' }).waitFor();
    await expectAccessible();

    // Required fields, in the spec's words for the alert.
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.getByText(CTA.saveFailed).waitFor();
    await page.getByText(CTA_FORM.headerRequired).waitFor();
    await page.getByText(CTA_FORM.buttonTextRequired).waitFor();

    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('fractional_pm');
    await page.getByRole('textbox', { name: 'Header' }).fill('A product lead, two days a week');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Senior product management without the full-time hire.');
    await page.getByRole('textbox', { name: 'Button text' }).fill('Book a call');
    // The icon picker names each icon in words, and works from the keyboard.
    const icons = page.getByRole('group', { name: 'Icon' });
    expect(await icons.getByText('graduation-cap').count()).toBe(0);
    await icons.getByRole('radio', { name: 'Graduation cap', exact: true }).waitFor();
    await icons.getByRole('radio', { name: 'Sparkles', exact: true }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await icons.getByRole('radio', { name: 'Briefcase', exact: true }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Modal type' }).selectOption('calendar');
    // The preview is the site's own CTA block.
    const preview = page.getByRole('region', { name: 'A product lead, two days a week' });
    await preview.getByText('Fractional PM', { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Book a call' }).waitFor();
    expect(await preview.getAttribute('data-cta-type')).toBe('fractional_pm');
    await expectAccessible();
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.waitForURL(`${server.url}/admin/ctas`);

    const toggle = page.getByRole('switch', { name: /A product lead, two days a week/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expectAccessible();

    const visitor = await visitorPage(browser);
    await visitor.goto(server.url);
    await visitor.getByRole('heading', { name: 'A product lead, two days a week' }).waitFor();

    await toggle.click();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
    );
    await expect.poll(async () => (await server.prisma.cta.findFirstOrThrow()).isActive).toBe(false);
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.getByRole('heading', { name: 'A product lead, two days a week' }).count()).toBe(0);
    await visitor.context().close();

    // A refused toggle is rolled back, with the spec's message.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === 'AdminCtasListPageToggleMutation')
        await route.fulfill({ status: 500, body: 'down' });
      else await route.continue();
    });
    await toggle.click();
    await page.getByText(CTA.updateFailed).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.unroute('**/graphql');

    // Edited: the form opens with the stored values, and the list shows the saved ones.
    await page.getByRole('link', { name: 'A product lead, two days a week' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
    const header = page.getByRole('textbox', { name: 'Header' });
    expect(await header.inputValue()).toBe('A product lead, two days a week');
    expect(await page.getByRole('textbox', { name: 'Button text' }).inputValue()).toBe('Book a call');
    expect(await page.getByRole('combobox', { name: 'Modal type' }).inputValue()).toBe('calendar');
    expect(await icons.getByRole('radio', { name: 'Briefcase', exact: true }).isChecked()).toBe(true);
    await header.fill('A product lead, three days a week');
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.waitForURL(`${server.url}/admin/ctas`);
    await page.getByRole('switch', { name: /A product lead, three days a week/ }).waitFor();
    expect((await server.prisma.cta.findFirstOrThrow()).header).toBe('A product lead, three days a week');
  });
});

describe('courses', () => {
  it('are created with an outline and found in the public catalogue', async () => {
    await server.prisma.courseCategory.create({ data: { slug: 'team-training', name: 'Team training' } });
    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await expectAccessible();
    await page.getByRole('link', { name: 'New course' }).click();
    await page.getByRole('heading', { level: 1, name: 'New course' }).waitFor();

    await page.getByLabel('Title').fill('Prompt Craft for Support Teams');
    expect(await page.getByLabel('Slug').inputValue()).toBe('prompt-craft-support-teams');
    await page.getByLabel('Summary').fill('One day of prompting on your own support tickets.');
    await page.getByRole('textbox', { name: 'Description' }).fill('<p>Bring ten real tickets.</p>');
    await page.getByLabel('Duration').fill('1 day');
    await page.getByLabel('Price').fill('450');
    await page.getByLabel('Category').selectOption({ label: 'Team training' });
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByLabel('Module 1 title').fill('Reading a ticket like a model');
    await page.getByRole('button', { name: 'Add lesson to module 1' }).click();
    await page.getByLabel('Lesson 1.1 title').fill('Context windows');
    await page.getByLabel('Lesson 1.1 minutes').fill('45');
    await page.getByLabel('Published in the catalogue').check();
    await page
      .getByRole('region', { name: 'Description preview' })
      .getByText('Bring ten real tickets.')
      .waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Save Course' }).click();
    await page.waitForURL(`${server.url}/admin/courses`);
    await page
      .getByRole('row', { name: /Prompt Craft for Support Teams/ })
      .getByText('Published')
      .waitFor();

    const visitor = await visitorPage(browser);
    await visitor.goto(`${server.url}/courses`);
    await visitor
      .getByRole('link', { name: /Prompt Craft for Support Teams/ })
      .first()
      .click();
    await visitor.waitForURL(`${server.url}/course/prompt-craft-support-teams`);
    await visitor.getByRole('heading', { level: 1, name: 'Prompt Craft for Support Teams' }).waitFor();
    await visitor.getByText('Context windows').waitFor();
    await visitor.context().close();
  });
});

describe('categories', () => {
  it('delete a used category only by moving its posts, as the dialog says', async () => {
    const [used, other] = await Promise.all([
      server.prisma.blogCategory.create({ data: { slug: 'old-news', name: 'Old news' } }),
      server.prisma.blogCategory.create({ data: { slug: 'updates', name: 'Updates' } }),
    ]);
    const author = await server.prisma.blogAuthor.create({ data: { slug: 'sam', name: 'Sam' } });
    await server.prisma.blogPost.create({
      data: {
        title: 'Filed under old news',
        slug: 'filed',
        content: '<p>x</p>',
        authorId: author.id,
        categoryId: used.id,
      },
    });
    await page.goto(`${server.url}/admin/categories`);
    const row = page.getByRole('row', { name: /Old news/ });
    await row.getByText('1 post').waitFor();
    await expectAccessible();

    // A new category: the slug follows the name; a taken slug is refused with a clear message.
    await page.getByRole('button', { name: 'New category' }).click();
    const editor = page.getByRole('dialog', { name: 'New category' });
    await editor.getByLabel('Name').fill('Updates');
    expect(await editor.getByLabel('Slug').inputValue()).toBe('updates');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('This slug is already used by another category: choose another one.').waitFor();
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Delete Old news' }).click();
    const dialog = page.getByRole('dialog', { name: /Delete category/ });
    await dialog.getByText('This category is used by 1 post.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete category' }).isDisabled()).toBe(true);
    await expectAccessible();
    await dialog.getByLabel('Move the 1 post to').selectOption({ label: 'Updates' });
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await page.getByText('“Old news” was deleted.').waitFor();
    await page
      .getByRole('row', { name: /Updates/ })
      .getByText('1 post')
      .waitFor();
    expect((await server.prisma.blogPost.findUniqueOrThrow({ where: { slug: 'filed' } })).categoryId).toBe(
      other.id,
    );
  });
});

describe('the dashboard', () => {
  it('counts posts by status and lists the latest posts, contacts and undelivered emails', async () => {
    await server.prisma.crmContact.create({
      data: { firstName: 'Rita', lastName: 'Moreno', email: 'rita@example.com', source: 'Website' },
    });
    await server.prisma.emailOutbox.create({
      data: {
        template: 'contact_notification',
        toEmail: 'inbox@lab.test',
        subject: 'Bounced one',
        data: {},
        status: 'failed',
        lastError: '550 no such user',
      },
    });
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const drafts = page.getByRole('link', { name: 'Draft posts' });
    expect(await drafts.locator('xpath=../following-sibling::dd').textContent()).toBe(
      String(await server.prisma.blogPost.count({ where: { isPublished: false, deleted: false } })),
    );
    await page.getByRole('region', { name: 'Latest posts' }).getByText('Filed under old news').waitFor();
    await page.getByRole('region', { name: 'Latest contacts' }).getByText('Rita Moreno').waitFor();
    await page
      .getByRole('region', { name: 'Emails not delivered (1)' })
      .getByText('550 no such user')
      .waitFor();
    await expectAccessible();
  });
});

describe('on a phone', () => {
  it('shows every CTA as a card whose switch and Delete button are on screen and work', async () => {
    await server.prisma.cta.create({
      data: {
        type: 'ai_training',
        header: 'Train your team on phones too',
        description: 'Short and sharp.',
        buttonText: 'Ask us',
        icon: 'sparkles',
        isActive: true,
      },
    });
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await signInAsAdmin(phone, server);
    await phone.goto(`${server.url}/admin/ctas`);
    await phone.getByRole('heading', { level: 1, name: 'Calls to action' }).waitFor();

    const toggle = phone.getByRole('switch', { name: /Train your team on phones too/ });
    const remove = phone.getByRole('button', { name: 'Delete Train your team on phones too' });
    for (const control of [toggle, remove]) {
      await control.waitFor();
      // Inside the viewport, not pushed off to the right of a scrolling table.
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    // Nothing on the page scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(phone)).toEqual([]);

    await toggle.tap();
    await expect
      .poll(
        async () =>
          (await server.prisma.cta.findFirstOrThrow({ where: { header: 'Train your team on phones too' } }))
            .isActive,
      )
      .toBe(false);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await remove.tap();
    const dialog = phone.getByRole('dialog', { name: 'Delete this CTA?' });
    await dialog.getByRole('button', { name: 'Delete CTA' }).tap();
    await phone.getByText('“Train your team on phones too” was deleted.').waitFor();
    expect(await server.prisma.cta.count({ where: { header: 'Train your team on phones too' } })).toBe(0);
    await context.close();
  });
});
