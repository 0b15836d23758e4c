// Courses in the back-office, in Chromium: one created with its outline,
// saved again in place (Ctrl+S), and found in the public catalogue. axe-core
// on the list and the editor.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile, visitorPage } from '../../helpers/admin-browser';
import { listenForAnnouncements, seriousAxeViolations } from '../../helpers/browser';

const admin = adminSessionForFile();

const expectAccessible = async () => expect(await seriousAxeViolations(admin.page)).toEqual([]);

describe('courses', () => {
  it('are created with an outline and found in the public catalogue', async () => {
    const { server, browser, page } = admin;
    await server.prisma.courseCategory.create({ data: { slug: 'team-training', name: 'Team training' } });
    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    // An empty catalogue says so; a search that finds nothing says that instead.
    await page.getByText('No courses yet.').waitFor();
    await expectAccessible();
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('zzqqxx');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No courses match these filters.').waitFor();
    // Cleared, then Back to the search: the box shows it again, beside its results.
    await search.fill('');
    await search.press('Enter');
    await page.getByText('No courses yet.').waitFor();
    await page.goBack();
    await page.getByText('No courses match these filters.').waitFor();
    await expect.poll(() => search.inputValue()).toBe('zzqqxx');
    await page.getByRole('link', { name: 'New course' }).click();
    await page.getByRole('heading', { level: 1, name: 'New course' }).waitFor();

    await page.getByLabel('Title').fill('Prompt Craft for Support Teams');
    expect(await page.getByLabel('Slug').inputValue()).toBe('prompt-craft-support-teams');
    await page.getByLabel('Summary').fill('One day of prompting on your own support tickets.');
    await page.getByRole('textbox', { name: 'Description' }).fill('<p>Bring ten real tickets.</p>');
    await page.getByLabel('Duration').fill('1 day');
    await page.getByLabel('Price').fill('450');
    // The image's field is named by its label (not only its placeholder).
    await page.getByRole('textbox', { name: 'Image', exact: true }).fill('/media/course-cover.jpg');
    await page.getByLabel('Category').selectOption({ label: 'Team training' });
    // An added module or lesson takes the focus, in its title.
    const focusedLabel = () =>
      page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null,
      );
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect.poll(focusedLabel).toBe('Module 1 title');
    await page.keyboard.type('Reading a ticket like a model');
    await page.getByRole('button', { name: 'Add lesson to module 1' }).click();
    await expect.poll(focusedLabel).toBe('Lesson 1.1 title');
    await page.getByLabel('Lesson 1.1 title').fill('Context windows');
    await page.getByLabel('Lesson 1.1 minutes').fill('45');
    // A second module, moved first and removed by keyboard: focus follows it, then stays in the outline.
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByRole('button', { name: 'Move up module 2' }).press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Move down module 1');
    await page.getByRole('button', { name: 'Remove module 1' }).press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? 'not in a module'),
      )
      .toContain('Add lesson to module 1');
    expect(await page.getByLabel('Module 1 title').inputValue()).toBe('Reading a ticket like a model');
    await page.getByLabel('Published in the catalogue').check();
    await page
      .getByRole('region', { name: 'Description preview' })
      .getByText('Bring ten real tickets.')
      .waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Save Course' }).click();
    await page.waitForURL(`${server.url}/admin/courses`);
    await page.getByRole('status').getByText('“Prompt Craft for Support Teams” was saved.').waitFor();
    await page
      .getByRole('row', { name: /Prompt Craft for Support Teams/ })
      .getByText('Published')
      .waitFor();
    // Opened again, the tab names the course.
    await page.getByRole('link', { name: 'Prompt Craft for Support Teams' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit course' }).waitFor();
    expect(await page.title()).toBe('Edit course: Prompt Craft for Support Teams · Meridian Lab');
    // Ctrl+S saves and stays, twice: the second save starts from the version the first made.
    // The form then shows what the server keeps (trimmed, the price with its cents), nothing unsaved.
    const stored = () =>
      server.prisma.course.findUniqueOrThrow({ where: { slug: 'prompt-craft-support-teams' } });
    const saved = page.getByRole('status').filter({ hasText: 'Saved' });
    const price = page.getByRole('textbox', { name: 'Price' });
    for (const { duration, typed, shown, priceCents } of [
      { duration: '2 days', typed: '12.5', shown: '12.50', priceCents: 1250 },
      { duration: '1 day', typed: ' 40 ', shown: '40.00', priceCents: 4000 },
    ]) {
      await page.getByLabel('Duration').fill(`  ${duration}  `);
      await price.fill(typed);
      await page.keyboard.press('Control+s');
      await saved.waitFor();
      expect(await stored()).toMatchObject({ duration, priceCents });
      expect(await page.getByLabel('Duration').inputValue()).toBe(duration);
      expect(await price.inputValue()).toBe(shown);
      expect(await page.getByText('Unsaved changes').count()).toBe(0);
      await page.getByLabel('Duration').fill(`${duration} `);
      await saved.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.url()).toMatch(/\/admin\/courses\/[0-9a-f-]{36}$/);

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
  it('outline: asks before removing a module with a title or lessons, and says what moved or went', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/courses/new`);
    await page.getByRole('heading', { level: 1, name: 'New course' }).waitFor();
    const heard = await listenForAnnouncements(page);
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await button('Add module').click();
    await page.getByLabel('Module 1 title').fill('Intro');
    await button('Add lesson to module 1').click();
    await page.getByLabel('Lesson 1.1 title').fill('Welcome');
    await button('Add module').click();

    // An empty module goes at once, and each change is said.
    await button('Move up module 2').press('Enter');
    await expect.poll(heard).toContain('Module 2 moved up: now module 1.');
    await button('Remove module 1').press('Enter');
    await expect.poll(heard).toContain('Module 1 removed.');
    expect(await page.getByLabel('Module 1 title').inputValue()).toBe('Intro');

    // One with a title and lessons asks first; Cancel keeps it.
    await button('Remove module 1').click();
    const dialog = page.getByRole('dialog', { name: 'Remove module 1?' });
    await dialog.getByText('“Intro” and its 1 lesson are taken out of the outline').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Lesson 1.1 title').inputValue()).toBe('Welcome');
    await button('Remove module 1').click();
    await dialog.getByRole('button', { name: 'Remove module' }).click();
    await page.getByText('No modules yet.').waitFor();
    await expect.poll(heard).toContain('Module “Intro” removed.');

    // Lessons are named as modules are: "Move up lesson 1.1", not "Up Lesson 1.1".
    await button('Add module').click();
    await button('Add lesson to module 1').click();
    await button('Add lesson to module 1').click();
    await page.getByLabel('Lesson 1.2 title').fill('Practice');
    await button('Move up lesson 1.2').press('Enter');
    await expect.poll(heard).toContain('Lesson “Practice” moved up: now lesson 1.1.');
    await button('Move down lesson 1.1').waitFor();
    await button('Remove lesson 1.2').press('Enter');
    await expect.poll(heard).toContain('Lesson 1.2 removed.');
    await expectAccessible();
  });
});
