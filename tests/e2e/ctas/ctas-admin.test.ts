// CTAs in the back-office, in Chromium: one created with its live preview,
// toggled from the list (and rolled back when the server refuses), then shown
// to visitors; a new one saved in place (Ctrl+S); on a phone, every CTA is a
// card whose controls work. axe-core on the list and the editor.
import { describe, expect, it } from 'vitest';
import { CTA_FORM } from '../../../domain/ctas/form';
import { CTA } from '../../../domain/shared/messages';
import {
  adminSessionForFile,
  OTHER_ADMIN_EMAIL,
  otherAdmin,
  signInAsAdmin,
  visitorPage,
} from '../../helpers/admin-browser';
import { seriousAxeViolations, typeWhileSaveHeld } from '../../helpers/browser';

const admin = adminSessionForFile();

const expectAccessible = async () => expect(await seriousAxeViolations(admin.page)).toEqual([]);

describe('calls to action', () => {
  it('are created with a live preview, toggled from the list, and shown to visitors only while active', async () => {
    const { server, browser, page } = admin;
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
    // Near its limit a field counts its characters; past it, the save is refused and says why.
    const buttonText = page.getByRole('textbox', { name: 'Button text' });
    await buttonText.fill('Book a thirty-minute call with our fractional product leads!!');
    await page.getByText('61 of 60 characters').waitFor();
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.getByText('Please use at most 60 characters').waitFor();
    await buttonText.fill('Book a call');
    expect(await page.getByText(/of 60 characters/).count()).toBe(0);
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
    await preview.getByText('Book a call', { exact: true }).waitFor();
    expect(await preview.getAttribute('data-cta-type')).toBe('fractional_pm');
    await expectAccessible();
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.waitForURL(`${server.url}/admin/ctas`);
    await page.getByRole('status').getByText('“A product lead, two days a week” was saved.').waitFor();

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
    expect(await page.title()).toBe('Edit call to action: A product lead, two days a week · Meridian Lab');
    expect(await page.getByRole('textbox', { name: 'Button text' }).inputValue()).toBe('Book a call');
    expect(await page.getByRole('combobox', { name: 'Modal type' }).inputValue()).toBe('calendar');
    expect(await icons.getByRole('radio', { name: 'Briefcase', exact: true }).isChecked()).toBe(true);
    await header.fill('A product lead, three days a week');
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.waitForURL(`${server.url}/admin/ctas`);
    await page.getByRole('switch', { name: /A product lead, three days a week/ }).waitFor();
    expect((await server.prisma.cta.findFirstOrThrow()).header).toBe('A product lead, three days a week');

    // Another admin saves it while this one edits: the save is refused, theirs is kept, and so is this form.
    await page.getByRole('link', { name: 'A product lead, three days a week' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
    await expect.poll(() => header.inputValue()).toBe('A product lead, three days a week');
    await server.prisma.cta.updateMany({
      data: {
        header: 'Saved by someone else',
        version: { increment: 1 },
        savedById: (await otherAdmin(server)).id,
      },
    });
    await header.fill('A product lead, four days a week');
    await page.getByRole('button', { name: 'Save CTA' }).click();
    await page.getByText(CTA.saveFailed).waitFor();
    await page.getByText(`This CTA was saved by ${OTHER_ADMIN_EMAIL} at`, { exact: false }).waitFor();
    expect((await server.prisma.cta.findFirstOrThrow()).header).toBe('Saved by someone else');
    expect(await header.inputValue()).toBe('A product lead, four days a week');
  });

  it('a new one saved with Ctrl+S opens at its own address, saying so, the focus where it was, and shows what the server keeps', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/ctas/new`);
    await page.getByRole('heading', { level: 1, name: 'New call to action' }).waitFor();
    await page.getByRole('textbox', { name: 'Header' }).fill('Saved without leaving');
    await page.getByRole('textbox', { name: 'Description' }).fill('Written in two sittings.');
    await page.getByRole('textbox', { name: 'Button text' }).fill('Read on');
    await page.keyboard.press('Control+s');
    await page.waitForURL(/\/admin\/ctas\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const created = await server.prisma.cta.findFirstOrThrow({ where: { header: 'Saved without leaving' } });
    expect(page.url()).toBe(`${server.url}/admin/ctas/${created.id}`);
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null),
    ).toBe('Read on');
    await expectAccessible();

    // Saved in place again: the form shows what the server keeps (trimmed), with nothing left unsaved.
    const header = page.getByRole('textbox', { name: 'Header' });
    await header.fill('  Saved in place  ');
    await page.keyboard.press('Control+s');
    await expect
      .poll(async () => (await server.prisma.cta.findUniqueOrThrow({ where: { id: created.id } })).header)
      .toBe('Saved in place');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expect.poll(() => header.inputValue()).toBe('Saved in place');
    await page.getByRole('link', { name: 'Back to calls to action' }).click();
    await page.waitForURL(`${server.url}/admin/ctas`);
    expect(await page.getByRole('dialog', { name: 'Leave without saving?' }).count()).toBe(0);
    await server.prisma.cta.delete({ where: { id: created.id } });
  });

  it('a new one saved with Ctrl+S keeps the keys typed while it was created, unsaved, at its own address', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/ctas/new`);
    await page.getByRole('heading', { level: 1, name: 'New call to action' }).waitFor();
    await page.getByRole('textbox', { name: 'Header' }).fill('Created while typing');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('Sent');
    await page.getByRole('textbox', { name: 'Button text' }).fill('Read on');
    await description.focus();
    await page.keyboard.press('End');
    await typeWhileSaveHeld(
      page,
      'AdminCtaEditorPageCreateMutation',
      () => page.keyboard.press('Control+s'),
      () => page.keyboard.type(', then typed'),
    );
    await page.waitForURL(/\/admin\/ctas\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
    const created = await server.prisma.cta.findFirstOrThrow({ where: { header: 'Created while typing' } });
    expect(created.description).toBe('Sent');
    await expect.poll(() => description.inputValue()).toBe('Sent, then typed');
    // Unsaved: leaving asks first.
    await page.getByRole('link', { name: 'Back to calls to action' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await page.waitForURL(`${server.url}/admin/ctas`);
    await server.prisma.cta.delete({ where: { id: created.id } });
  });

  describe('keys typed while an existing one is saved', () => {
    const typeWhileSaving = async (save: () => Promise<void>) => {
      const { server, page } = admin;
      const cta = await server.prisma.cta.create({
        data: {
          type: 'ai_training',
          header: 'Typed while saving',
          description: 'Before',
          buttonText: 'Read on',
          icon: 'sparkles',
        },
      });
      await page.goto(`${server.url}/admin/ctas/${cta.id}`);
      await page.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
      const description = page.getByRole('textbox', { name: 'Description' });
      await description.fill('  Sent  ');
      await page.getByRole('textbox', { name: 'Header' }).fill('Typed while saving, sent');
      await description.focus();
      await page.keyboard.press('End');
      // Typed back in the description (the Save button took the focus), at its end.
      await typeWhileSaveHeld(page, 'AdminCtaEditorPageUpdateMutation', save, async () => {
        await description.press('End');
        await page.keyboard.type(', then typed');
      });
      return { cta, description };
    };
    const stored = (id: string) => admin.server.prisma.cta.findUniqueOrThrow({ where: { id } });

    it('by the Save button are offered back when it is opened again', async () => {
      const { server, page } = admin;
      const { cta, description } = await typeWhileSaving(() =>
        page.getByRole('button', { name: 'Save CTA' }).click(),
      );
      await page.waitForURL(`${server.url}/admin/ctas`);
      await page.getByRole('status').getByText('“Typed while saving, sent” was saved.').waitFor();
      const saved = await stored(cta.id);
      expect(saved.description).toBe('Sent');
      await page.goto(`${server.url}/admin/ctas/${cta.id}`);
      await page.getByRole('button', { name: 'Restore changes' }).click();
      expect(await description.inputValue()).toBe('  Sent  , then typed');
      expect(await page.getByRole('textbox', { name: 'Header' }).inputValue()).toBe(
        'Typed while saving, sent',
      );
      await page.getByRole('button', { name: 'Save CTA' }).click();
      await page.waitForURL(`${server.url}/admin/ctas`);
      expect((await stored(cta.id)).description).toBe('Sent  , then typed');
      await server.prisma.cta.delete({ where: { id: cta.id } });
    });

    it('by Ctrl+S stay in the form, unsaved, and the next save is from the version it made', async () => {
      const { server, page } = admin;
      const { cta, description } = await typeWhileSaving(() => page.keyboard.press('Control+s'));
      await page.getByRole('button', { name: 'Save CTA' }).waitFor();
      expect((await stored(cta.id)).description).toBe('Sent');
      expect(await description.inputValue()).toBe('  Sent  , then typed');
      expect(await page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(0);
      await page.keyboard.press('Control+s');
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      const saved = await stored(cta.id);
      expect(saved.description).toBe('Sent  , then typed');
      expect(saved.version).toBe(cta.version + 2);
      await page.getByRole('link', { name: 'Back to calls to action' }).click();
      await page.waitForURL(`${server.url}/admin/ctas`);
      await server.prisma.cta.delete({ where: { id: cta.id } });
    });
  });
});

describe('on a phone', () => {
  it('shows every CTA as a card whose switch and Delete button are on screen and work', async () => {
    const { server, browser } = admin;
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

  it('shows the preview to read, not to use: no control in it, and its heading under Preview', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/ctas/new`);
    await page.getByRole('heading', { level: 1, name: 'New call to action' }).waitFor();
    await page.getByRole('textbox', { name: 'Header' }).fill('Audit your AI use');
    await page.getByRole('textbox', { name: 'Button text' }).fill('Book an audit');
    await page.getByRole('combobox', { name: 'Modal type' }).selectOption('contact');
    const preview = page.getByRole('region', { name: 'Audit your AI use' });
    // Read out under the page's "Preview" heading, one level down.
    await preview.getByRole('heading', { level: 3, name: 'Audit your AI use' }).waitFor();
    await preview.getByText('Book an audit').waitFor();
    expect(await preview.getByRole('button').count()).toBe(0);
    // Nothing in it is on the keyboard's way, and a click on its button opens nothing.
    const reached = await page.evaluate(() => {
      const section = document.querySelector('[data-cta-type]')!;
      return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
        .filter((element) => section.contains(element))
        .map((element) => element.outerHTML);
    });
    expect(reached).toEqual([]);
    await preview.getByText('Book an audit').click();
    await page.getByRole('textbox', { name: 'Header' }).focus();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Modal type' }).selectOption('');
    await preview.getByText('Book an audit').click();
    expect(page.url()).toBe(`${server.url}/admin/ctas/new`);
    await expectAccessible();
  });

  it('wraps a CTA whose words are wider than the screen, in the editor and its preview and on the site', async () => {
    const { server, browser } = admin;
    await server.prisma.cta.updateMany({ data: { isActive: false } });
    const buttonText = 'Registerforthefractionalproductmanagementworkshopnowplease';
    const cta = await server.prisma.cta.create({
      data: {
        type: 'fractional_pm',
        header: 'Anthropomorphization-of-conversational-agents-explained',
        description: 'Supercalifragilisticexpialidociousworkshopregistrationandmore'.repeat(2),
        buttonText,
        icon: 'briefcase',
        isActive: true,
      },
    });
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
    const phone = await context.newPage();
    const width = () => phone.evaluate(() => document.documentElement.scrollWidth);
    await signInAsAdmin(phone, server);
    await phone.goto(`${server.url}/admin/ctas/${cta.id}`);
    await phone.getByRole('heading', { level: 1, name: 'Edit call to action' }).waitFor();
    const preview = phone.getByRole('region', { name: cta.header });
    await preview.getByText(buttonText, { exact: true }).waitFor();
    expect(await width()).toBeLessThanOrEqual(375);

    await phone.goto(server.url);
    await phone.getByRole('region', { name: cta.header }).getByRole('link', { name: buttonText }).waitFor();
    expect(await width()).toBeLessThanOrEqual(375);
    await context.close();
    await server.prisma.cta.delete({ where: { id: cta.id } });
  });
});
