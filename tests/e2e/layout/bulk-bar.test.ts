// The kit's selection bar ('2 selected', 'Delete selected', …) stays in view
// while rows are selected: on a phone (390 × 844) an admin who scrolled down
// the cards and ticked one sees the bar and reaches its actions without
// scrolling back up, the bar covers neither the row ticked nor the control
// Shift+Tab moves to, nothing is wider than the screen and axe finds nothing
// serious; on a wide screen (1280 × 800) the bar shows in the same place as
// before when the list is at the top, and follows when it is scrolled. The
// contacts list stands for every list made with the kit.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_BAR } from '../../../domain/shared/content';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { seriousAxeViolations } from '../../helpers/browser';

// One admin page for the file (sign-in is rate-limited), resized for each screen.
const admin = adminSessionForFile();

// Twenty contacts, sorted by last name: the contacts list's first page.
beforeAll(async () => {
  await admin.server.prisma.crmContact.createMany({
    data: Array.from({ length: 20 }, (_, index) => ({
      firstName: `Person${index + 1}`,
      lastName: `Surname${String(index + 1).padStart(2, '0')}`,
      email: `person${index + 1}@example.com`,
    })),
  });
});

const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
  });

/** The bar with the count, and whether it is drawn wholly within the window. */
async function barInView(page: Page, count: number) {
  const bar = page.locator('[data-focus-group]').filter({ hasText: `${count} selected` });
  await bar.waitFor();
  const rect = await box(bar);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  return {
    bar,
    inView: rect.top >= 0 && rect.bottom <= viewport.height && rect.left >= 0 && rect.right <= viewport.width,
  };
}

/** Whether what is drawn at the centre of the element is the element, its label, or inside them: nothing covers it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const label = element.closest('label');
    return Boolean(top && (element.contains(top) || top === element || (label?.contains(top) ?? false)));
  });

/** For a failure's message: the element's box and what is drawn at its centre. */
const drawnAt = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return `${element.outerHTML.slice(0, 60)} at ${rect.top}-${rect.bottom} under ${top?.outerHTML.slice(0, 60)}`;
  });

/** The box that selects the row of the contact Person{index + 1}. */
const select = (page: Page, index: number) =>
  page.getByRole('checkbox', {
    name: `Select Person${index + 1} Surname${String(index + 1).padStart(2, '0')}`,
  });

describe('the selection bar', () => {
  it('on a phone, stays in view once a row far down is ticked, covers nothing focused and its actions are reachable', async () => {
    const { page, server } = admin;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin/crm/contacts`);
    const first = select(page, 3);
    await first.waitFor();
    await first.check();
    const far = select(page, 17);
    await far.scrollIntoViewIfNeeded();
    const before = await box(far);
    await far.check();
    const { bar, inView } = await barInView(page, 2);
    expect(inView).toBe(true);
    // The bar did not push the ticked row from under the thumb, nor cover it.
    expect(Math.abs((await box(far)).top - before.top)).toBeLessThanOrEqual(1);
    expect(await uncovered(far)).toBe(true);
    // Back through the controls above, each one shows: the bar does not hide the focused one.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Shift+Tab');
      const focused = page.locator(':focus');
      if (await bar.evaluate((element) => element.contains(document.activeElement))) break;
      expect(await uncovered(focused), `step ${step}: ${await drawnAt(focused)}`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Its action works from where the admin is.
    await far.scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Delete selected' }).click({ trial: true });
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the selected contacts?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await barInView(page, 2)).inView).toBe(true);
  });

  it('on a wide screen, shows where it did above the list, and follows the list scrolled', async () => {
    const { page, server } = admin;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/admin/crm/contacts`);
    const first = select(page, 0);
    await first.waitFor();
    const table = page.getByRole('table');
    const tableTop = (await box(table)).top;
    await first.check();
    const { bar, inView } = await barInView(page, 1);
    expect(inView).toBe(true);
    // Above the table, the table moved down to make room for it, as before.
    const barBox = await box(bar);
    expect(barBox.bottom).toBeLessThanOrEqual((await box(table)).top);
    expect((await box(table)).top).toBeGreaterThan(tableTop);
    // Room for every action: all of them on the bar, no menu.
    expect(await bar.getByRole('button').allTextContents()).toEqual([
      'Mark as customer',
      'Mark as prospect',
      'Export selected',
      'Delete selected',
    ]);

    const far = select(page, 19);
    await far.scrollIntoViewIfNeeded();
    await far.check();
    expect((await barInView(page, 2)).inView).toBe(true);
    expect(await uncovered(far)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('on a phone, takes one row, keeps Delete selected at hand and the other actions in a menu the keyboard works', async () => {
    const { page, server } = admin;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin/crm/contacts`);
    const [one, two] = [select(page, 0), select(page, 1)];
    await one.waitFor();
    await one.check();
    await two.check();
    const { bar } = await barInView(page, 2);
    // One row: at most a tenth of the screen's height, so the list stays in sight while selecting.
    const height = await bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(844 * 0.1);

    // Delete selected is one tap away; the other actions are in the menu, none lost.
    await bar.getByRole('button', { name: 'Delete selected', exact: true }).click({ trial: true });
    const more = bar.getByRole('button', { name: BULK_BAR.more });
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const menu = page.getByRole('menu', { name: BULK_BAR.more });
    const shown = async () => [
      ...(await bar.getByRole('button').allTextContents()).filter((text) => text !== BULK_BAR.more),
      ...(await menu.getByRole('menuitem').allTextContents()),
    ];
    await more.click();
    await menu.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect((await shown()).sort()).toEqual(
      ['Delete selected', 'Export selected', 'Mark as customer', 'Mark as prospect'].sort(),
    );
    // A press beside it closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await menu.waitFor({ state: 'hidden' });

    // The keyboard alone: Enter opens it on its first item, the arrows move, Escape goes back to the button.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await more.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await focusedText()).toBe('Mark as customer');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('Mark as prospect');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusedText()).toBe(BULK_BAR.more);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    // Space and ArrowDown open it too; ArrowUp from the first item goes round to the last.
    await page.keyboard.press(' ');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe('Export selected');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('Mark as customer');
    await page.keyboard.press('Enter');
    await page.getByText('2 contacts marked as customer.').waitFor();
    expect(
      await server.prisma.crmContact.count({
        where: { email: { in: ['person1@example.com', 'person2@example.com'] }, status: 'customer' },
      }),
    ).toBe(2);
  });
});
