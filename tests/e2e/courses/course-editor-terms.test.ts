// The course editor on a site with more terms than it loads at once (the
// first 100 of each kind, by name): the course's own tag and category past
// them are shown as chosen, and another tag past them is found by typing.
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { waitForHydration } from '../../helpers/browser';

const admin = adminSessionForFile();

describe('a course whose terms are past the first 100', () => {
  it('shows its own tag and category chosen, and finds another tag by typing', async () => {
    const { server, page } = admin;
    const numbered = (prefix: string) =>
      Array.from({ length: 150 }, (_, at) => {
        const number = String(at + 1).padStart(3, '0');
        return { slug: `${prefix.toLowerCase()}-${number}`, name: `${prefix} ${number}` };
      });
    await server.prisma.courseTag.createMany({ data: numbered('Topic') });
    await server.prisma.courseCategory.createMany({ data: numbered('Track') });
    const [tag, category] = await Promise.all([
      server.prisma.courseTag.findUniqueOrThrow({ where: { slug: 'topic-142' } }),
      server.prisma.courseCategory.findUniqueOrThrow({ where: { slug: 'track-120' } }),
    ]);
    const course = await server.prisma.course.create({
      data: {
        title: 'Prompting for analysts',
        slug: 'prompting-for-analysts',
        summary: 'Two days of practice.',
        description: '<p>Practice.</p>',
        duration: '2 days',
        categoryId: category.id,
        tags: { create: [{ tagId: tag.id }] },
      },
    });

    await page.goto(`${server.url}/admin/courses/${course.id}`);
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('checkbox', { name: 'Topic 001' }).waitFor();
    // The first 100 by name are there; the course's own tag past them is too, ticked.
    expect(await tags.getByRole('checkbox', { name: 'Topic 120' }).count()).toBe(0);
    expect(await tags.getByRole('checkbox', { name: 'Topic 142' }).count()).toBe(1);
    expect(await tags.getByRole('checkbox', { name: 'Topic 142' }).isChecked()).toBe(true);
    // Its category shows as chosen, not as 'No category'.
    expect(
      await page
        .getByRole('combobox', { name: 'Category' })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ''),
    ).toBe('Track 120');

    // Another tag past the first 100, found by typing and chosen from the keyboard.
    const picker = page.getByRole('combobox', { name: CONTENT.findTag });
    await waitForHydration(picker);
    await picker.pressSequentially('Topic 147');
    await page.getByRole('option', { name: /Topic 147/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    const chosen = tags.getByRole('checkbox', { name: 'Topic 147' });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    // The field is empty again, the keyboard still in it, for the next tag.
    expect(await picker.inputValue()).toBe('');
    expect(await picker.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Save Course' }).click();
    await page.waitForURL(`${server.url}/admin/courses`);
    const saved = await server.prisma.course.findUniqueOrThrow({
      where: { id: course.id },
      select: { categoryId: true, tags: { select: { tag: { select: { name: true } } } } },
    });
    expect(saved.tags.map((link) => link.tag.name).sort()).toEqual(['Topic 142', 'Topic 147']);
    expect(saved.categoryId).toBe(category.id);
  });
});
