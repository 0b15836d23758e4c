// The course editor on a site with more terms than it loads at once (the
// first 100 of each kind, by name): the course's own tag and category past
// them are shown as chosen, and another tag past them is found by typing.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { findTagPastFirstPage, numberedTerms, shownChoice } from '../../helpers/terms-past-first-page';

const admin = adminSessionForFile();

describe('a course whose terms are past the first 100', () => {
  it('shows its own tag and category chosen, and finds another tag by typing', async () => {
    const { server, page } = admin;
    await server.prisma.courseTag.createMany({ data: numberedTerms('Topic') });
    await server.prisma.courseCategory.createMany({ data: numberedTerms('Track') });
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
    await findTagPastFirstPage(page);
    // Its category shows as chosen, not as 'No category'.
    expect(await shownChoice(page, 'Category')).toBe('Track 120');

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
