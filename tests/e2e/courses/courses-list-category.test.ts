// The course list's Category filter, the posts list's own (FilterBar's term
// filter): a category found by typing filters the list, and is named again
// when the list is opened from its address.
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { waitForHydration } from '../../helpers/browser';

const admin = adminSessionForFile();

describe('the course list filtered by a category', () => {
  it('shows only its courses, and names it when opened from the address', async () => {
    const { server, page } = admin;
    const [workshops, coaching] = await Promise.all([
      server.prisma.courseCategory.create({
        data: { slug: 'hands-on-workshops', name: 'Hands-on workshops' },
      }),
      server.prisma.courseCategory.create({
        data: { slug: 'one-to-one-coaching', name: 'One-to-one coaching' },
      }),
    ]);
    const course = (title: string, slug: string, categoryId: string) => ({
      title,
      slug,
      summary: 'Practice.',
      description: '<p>Practice.</p>',
      duration: '1 day',
      categoryId,
    });
    await server.prisma.course.createMany({
      data: [
        course('Workshop on agents', 'workshop-on-agents', workshops.id),
        course('Coaching for leads', 'coaching-for-leads', coaching.id),
      ],
    });

    await page.goto(`${server.url}/admin/courses`);
    await page.getByRole('row', { name: /Coaching for leads/ }).waitFor();
    const filter = page
      .getByRole('search', { name: 'Filter courses' })
      .getByRole('combobox', { name: 'Category' });
    await waitForHydration(filter);
    await filter.pressSequentially('Hands-on');
    await page.getByRole('option', { name: /Hands-on workshops/ }).waitFor();
    await filter.press('ArrowDown');
    await filter.press('Enter');
    await page.waitForURL(`${server.url}/admin/courses?category=hands-on-workshops`);
    // The unfiltered list may stay until the filtered one replaces it.
    await page.getByRole('row', { name: /Coaching for leads/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Workshop on agents/ }).waitFor();

    await page.goto(`${server.url}/admin/courses?category=hands-on-workshops`);
    await page.getByRole('row', { name: /Workshop on agents/ }).waitFor();
    expect(await page.getByRole('row', { name: /Coaching for leads/ }).count()).toBe(0);
    await waitForHydration(filter);
    expect(await filter.inputValue()).toBe('Hands-on workshops');
  });
});
