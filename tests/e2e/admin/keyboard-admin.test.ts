// The back-office used with the keyboard alone and a screen reader: focus is
// never dropped to the page's body while something is under way (an upload in
// a picker, more images loading), a refusal is heard even where the refused
// field already has the focus, a failed save takes the keyboard to the field
// at fault, a save that worked says so, and no two landmarks of a screen
// look alike. Each test makes what it needs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COURSE_FORM } from '../../../domain/courses/form';
import { MEDIA, MEDIA_SCREENS } from '../../../domain/media';
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage, LIST_LOAD } from '../../../domain/shared/messages';
import { SURVEY_BUILDER } from '../../../domain/surveys/builder';
import { adminSessionForFile } from '../../helpers/admin-browser';
import {
  focusedForScreenReader,
  holdGraphQL,
  isGraphQLOperation,
  listenForAnnouncements,
  seriousAxeViolations,
} from '../../helpers/browser';
import { makeJpeg } from '../../helpers/media';

const admin = adminSessionForFile();

/** What has the focus, by tag and name: 'BODY' when it fell to the page's body. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });

const expectAccessible = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

/** A course with nothing to fix but what the test does, open in its editor. */
async function openNewCourse(title: string, slug: string) {
  const { page, server } = admin;
  const course = await server.prisma.course.create({
    data: { title, slug, summary: 'Practice.', description: '<p>Practice.</p>', duration: '1 day' },
  });
  await page.goto(`${server.url}/admin/courses/${course.id}`);
  await page.getByRole('heading', { level: 1, name: 'Edit course' }).waitFor();
}

const SHOW_MORE_IMAGES = formatMessage(MEDIA_SCREENS.picker.showMore, { things: 'images' });

/** The post editor's image picker open on 30 images, the first 24 shown: 'Show more images' brings the rest. */
async function openPickerOnThirtyImages() {
  const { page, server } = admin;
  await server.prisma.asset.createMany({
    data: Array.from({ length: 30 }, (_, index) => ({
      name: `photo-${String(index + 1).padStart(2, '0')}`,
      url: `https://images.example/photo-${index + 1}.png`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 30 - index)),
    })),
  });
  await page.goto(`${server.url}/admin/posts/new`);
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  await page.getByRole('button', { name: 'Insert image' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  const grid = dialog.getByRole('list', { name: 'Images' });
  await expect.poll(() => grid.getByRole('button').count()).toBe(24);
  return { dialog, grid };
}

describe('the media picker, from the keyboard', () => {
  it('keeps the keyboard on "Choose an image" while the image uploads, and says it is selected', async () => {
    const { page, server } = admin;
    await page.goto(`${server.url}/admin/posts/new`);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByRole('button', { name: 'Insert image' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByText('Upload a new image').press('Enter');
    const heard = await listenForAnnouncements(page);
    const release = await holdGraphQL(page, (request) =>
      Boolean(request.headers()['content-type']?.startsWith('multipart/form-data')),
    );
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose an image' }).press('Enter');
    await (await chooser).setFiles({
      name: 'lantern.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(64, 48),
    });
    await dialog.getByRole('list', { name: 'image upload' }).getByText('lantern.jpg').waitFor();
    // Under way: the button says so and keeps the focus (disabled, it would drop it to the page's body).
    expect(await focusedForScreenReader(page)).toMatchObject({ role: 'button', name: 'Choose an image' });
    await expectAccessible(page);

    release();
    await expect.poll(heard).toContain(formatMessage(MEDIA.uploadedAndSelected, { name: 'lantern' }));
    expect(await focusedForScreenReader(page)).toMatchObject({ role: 'button', name: 'Choose an image' });
    await dialog.getByRole('button', { name: 'lantern', pressed: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focusedForScreenReader(page))?.name).toBe('Insert image');
    await server.prisma.asset.deleteMany();
  });

  it('takes the keyboard to the first of the images "Show more images" brought', async () => {
    const { page, server } = admin;
    const { dialog, grid } = await openPickerOnThirtyImages();
    const release = await holdGraphQL(page, 'MediaGridsImagesPaginationQuery');
    await dialog.getByRole('button', { name: SHOW_MORE_IMAGES }).press('Enter');
    await dialog.getByRole('button', { name: 'Loading…' }).waitFor();
    expect(await focusedElement(page)).toBe('button Loading…');
    release();
    await expect.poll(() => grid.getByRole('button').count()).toBe(30);
    const first = await grid.getByRole('button').nth(24).textContent();
    await expect.poll(async () => (await focusedForScreenReader(page))?.name).toBe(first?.trim());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await server.prisma.asset.deleteMany();
  });

  it('says so when the images "Show more images" asked for did not come, and a second press brings them', async () => {
    const { page, server } = admin;
    const { dialog, grid } = await openPickerOnThirtyImages();
    let refuse = true;
    await page.route('**/graphql', async (route) => {
      if (refuse && isGraphQLOperation(route.request(), 'MediaGridsImagesPaginationQuery'))
        await route.abort('internetdisconnected');
      else await route.continue();
    });
    const heard = await listenForAnnouncements(page);
    const more = dialog.getByRole('button', { name: SHOW_MORE_IMAGES });
    await more.press('Enter');
    await expect.poll(heard).toContain(LIST_LOAD.moreFailed);
    expect(await focusedElement(page)).toBe(`button ${SHOW_MORE_IMAGES}`);
    expect(await grid.getByRole('button').count()).toBe(24);

    refuse = false;
    await more.press('Enter');
    await expect.poll(() => grid.getByRole('button').count()).toBe(30);
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await page.unroute('**/graphql');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await server.prisma.asset.deleteMany();
  });
});

describe('a refusal where the focus already is', () => {
  it("reads out the field's message when Enter in it is refused: the focus cannot move to it", async () => {
    const { page, server } = admin;
    await page.goto(`${server.url}/admin/tags`);
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('button', { name: 'New tag' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    const name = dialog.getByLabel('Name');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    const heard = await listenForAnnouncements(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(heard).toContain(CONTENT.nameRequired);
    // Only the field with the focus speaks up: the slug's message is read when the keyboard gets there.
    expect(await heard()).not.toContain(CONTENT.slugRequired);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('a failed save of a course outline', () => {
  it('takes the keyboard to the module or lesson at fault, which says what is wrong', async () => {
    const { page, server } = admin;
    await openNewCourse('Outline drills', 'outline-drills');
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await button('Add module').press('Enter');
    await page.keyboard.type('Warm-up');
    await button('Add module').press('Enter');
    await button('Add lesson to module 2').press('Enter');
    await page.keyboard.type('Stretching');

    const heard = await listenForAnnouncements(page);
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => focusedForScreenReader(page))
      .toMatchObject({
        name: 'Module 2 title',
        description: COURSE_FORM.moduleTitleRequired,
      });
    expect(await page.getByLabel('Module 2 title').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Module 1 title').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(heard).toContain('Failed to save coursePlease correct the fields marked below.');
    await expectAccessible(page);

    // Typing the title takes the mark away; the next fault is a lesson's minutes.
    await page.keyboard.type('Drills');
    expect(await page.getByLabel('Module 2 title').getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Lesson 2.1 minutes').fill('ten');
    await page.getByRole('button', { name: 'Save Course' }).press('Enter');
    await expect
      .poll(() => focusedForScreenReader(page))
      .toMatchObject({
        name: 'Lesson 2.1 minutes',
        description: COURSE_FORM.minutesInvalid,
      });
    await page.keyboard.press('Control+a');
    await page.keyboard.type('10');
    await page.keyboard.press('Control+s');
    await page.getByRole('status').getByText('Saved').waitFor();
    await server.prisma.course.deleteMany();
  });
});

describe('a save that worked', () => {
  it('is said in the survey builder, which stays open, every time', async () => {
    const { page, server } = admin;
    const survey = await server.prisma.survey.create({ data: { title: 'Team pulse' } });
    await page.goto(`${server.url}/admin/surveys/${survey.id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit survey' }).waitFor();
    const heard = await listenForAnnouncements(page);
    const saidSaved = async () =>
      (await heard()).filter((text) => text.includes(SURVEY_BUILDER.saved)).length;
    await page.getByLabel('Title').fill('Team pulse, May');
    await page.getByRole('button', { name: 'Save survey' }).press('Enter');
    await expect.poll(saidSaved).toBe(1);
    expect(await focusedElement(page)).toBe('button Save survey');
    await page.getByLabel('Title').fill('Team pulse, June');
    await page.keyboard.press('Control+s');
    await expect.poll(saidSaved).toBe(2);
    expect(await server.prisma.survey.findUniqueOrThrow({ where: { id: survey.id } })).toMatchObject({
      title: 'Team pulse, June',
    });
    await expectAccessible(page);
    await server.prisma.survey.deleteMany();
  });

  it('is said on the list an editor goes back to', async () => {
    const { page, server } = admin;
    await openNewCourse('Tab order', 'tab-order');
    const heard = await listenForAnnouncements(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Tab order, revised');
    await page.getByRole('button', { name: 'Save Course' }).press('Enter');
    await page.waitForURL(`${server.url}/admin/courses`);
    await expect.poll(heard).toContain('“Tab order, revised” was saved.');
    // The page's heading has the focus, as after any navigation; the notice follows it.
    expect(await focusedElement(page)).toBe('h1 Courses');
    await server.prisma.course.deleteMany();

    // An editor that deleted its item goes back to the list, which says so.
    const survey = await server.prisma.survey.create({ data: { title: 'Old pulse' } });
    await page.goto(`${server.url}/admin/surveys/${survey.id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit survey' }).waitFor();
    const heardThere = await listenForAnnouncements(page);
    await page.getByRole('button', { name: 'Delete survey' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete survey' }).press('Enter');
    await page.waitForURL(`${server.url}/admin/surveys`);
    await expect.poll(heardThere).toContain('“Old pulse” was deleted.');
  });
});

describe("a survey question's choices, from the keyboard", () => {
  it('keeps the keyboard on the choice it moved, and near the one it removed, never on the page’s body', async () => {
    const { page, server } = admin;
    const survey = await server.prisma.survey.create({
      data: {
        title: 'Lunch',
        questions: {
          create: {
            questionText: 'Which day?',
            questionType: 'multiple_choice',
            orderNumber: 1,
            choices: {
              create: ['Monday', 'Tuesday', 'Wednesday'].map((choiceText, index) => ({
                choiceText,
                orderNumber: index + 1,
              })),
            },
          },
        },
      },
    });
    try {
      await page.goto(`${server.url}/admin/surveys/${survey.id}`);
      await page.getByRole('heading', { level: 1, name: 'Edit survey' }).waitFor();
      const choices = () =>
        page
          .getByRole('group', { name: 'Choices of question 1' })
          .getByRole('textbox')
          .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      // Up on the second choice takes it to the top, where its Up is off: the keyboard stays in its row.
      await page.getByRole('button', { name: 'Move choice 2 up' }).press('Enter');
      await expect.poll(choices).toEqual(['Tuesday', 'Monday', 'Wednesday']);
      await expect.poll(() => focusedElement(page)).toBe('button ↓Move choice 1 down');
      // Removing a choice leaves the keyboard on the choice after it, not on the page's body.
      await page.getByRole('button', { name: 'Remove choice 2' }).press('Enter');
      await expect.poll(choices).toEqual(['Tuesday', 'Wednesday']);
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
        .toBe('Wednesday');
    } finally {
      await server.prisma.survey.deleteMany();
    }
  });
});

describe('a row action whose row leaves the list', () => {
  it('keeps the keyboard in the outbox list when a retried email leaves the Failed filter', async () => {
    const { page, server } = admin;
    const failed = (subject: string, createdAt: Date) => ({
      template: 'contact_notification',
      toEmail: 'ops@retry.example',
      subject,
      data: {},
      status: 'failed' as const,
      attempts: 5,
      lastError: 'Connection refused',
      createdAt,
    });
    await server.prisma.emailOutbox.createMany({
      data: [
        failed('Newer bounce', new Date('2026-05-02T10:00:00Z')),
        failed('Older bounce', new Date('2026-05-01T10:00:00Z')),
      ],
    });
    try {
      await page.goto(`${server.url}/admin/outbox?status=failed`);
      await page.getByRole('heading', { level: 1, name: 'Email outbox' }).waitFor();
      await page.getByRole('button', { name: 'Retry Newer bounce' }).press('Enter');
      await page.getByRole('button', { name: 'Open Newer bounce' }).waitFor({ state: 'detached' });
      // The keyboard goes to the row that took its place, not to the page's body.
      await expect.poll(() => focusedElement(page)).toMatch(/Older bounce/);
    } finally {
      await server.prisma.emailOutbox.deleteMany();
    }
  });
});

describe('landmarks', () => {
  it('the media libraries have no two landmarks a screen reader cannot tell apart', async () => {
    const { page, server } = admin;
    for (const [path, title] of [
      ['assets', 'Images'],
      ['videos', 'Videos'],
    ] as const) {
      await page.goto(`${server.url}/admin/${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectAccessible(page); // Loads axe too.
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const results = await axe.run(document, { runOnly: ['landmark-unique'] });
        return results.violations.flatMap((violation) =>
          violation.nodes.map((node) => node.target.join(' ')),
        );
      });
      expect(violations).toEqual([]);
    }
  });
});
