// The post list's Category filter on a site with more categories than a page
// loads at once (the first 100, by name): a category past them is found by
// typing, filters the list, and is named again when the list is opened from
// its address.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSessionForFile } from '../../helpers/admin-browser';
import { waitForHydration } from '../../helpers/browser';
import { numberedTerms } from '../../helpers/terms-past-first-page';

const admin = adminSessionForFile();

/** From the unfiltered list, chooses 'Section 120' in the Category filter from the keyboard; the filter. */
async function filterBySection120(url: string, page: Page) {
  await page.goto(`${url}/admin/posts`);
  await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor();
  const filter = page
    .getByRole('search', { name: 'Filter posts' })
    .getByRole('combobox', { name: 'Category' });
  await waitForHydration(filter);
  await filter.pressSequentially('Section 120');
  await page.getByRole('option', { name: /Section 120/ }).waitFor();
  await filter.press('ArrowDown');
  await filter.press('Enter');
  await page.waitForURL(`${url}/admin/posts?category=section-120`);
  return filter;
}

describe('the post list filtered by a category past the first 100', () => {
  it('shows only its posts, and names it when opened from the address', async () => {
    const { server, page } = admin;
    await server.prisma.blogCategory.createMany({ data: numberedTerms('Section') });
    const [author, early, late] = await Promise.all([
      server.prisma.blogAuthor.create({ data: { slug: 'maya', name: 'Maya Chen' } }),
      server.prisma.blogCategory.findUniqueOrThrow({ where: { slug: 'section-001' } }),
      server.prisma.blogCategory.findUniqueOrThrow({ where: { slug: 'section-120' } }),
    ]);
    await server.prisma.blogPost.createMany({
      data: [
        {
          title: 'Early in the alphabet',
          slug: 'early',
          content: '<p>A.</p>',
          authorId: author.id,
          categoryId: early.id,
        },
        {
          title: 'Late in the alphabet',
          slug: 'late',
          content: '<p>Z.</p>',
          authorId: author.id,
          categoryId: late.id,
        },
      ],
    });

    const filter = await filterBySection120(server.url, page);
    // The unfiltered list (both posts) may stay until the filtered one replaces it.
    await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Late in the alphabet/ }).waitFor();
    expect(await page.getByRole('row', { name: /Early in the alphabet/ }).count()).toBe(0);

    await page.goto(`${server.url}/admin/posts?category=section-120`);
    await page.getByRole('row', { name: /Late in the alphabet/ }).waitFor();
    expect(await page.getByRole('row', { name: /Early in the alphabet/ }).count()).toBe(0);
    await waitForHydration(filter);
    expect(await filter.inputValue()).toBe('Section 120');
  });

  it('keeps the filter while another name is typed, until one is chosen or the field is emptied', async () => {
    const { server, page } = admin;
    await page.goto(`${server.url}/admin/posts?category=section-120`);
    await page.getByRole('row', { name: /Late in the alphabet/ }).waitFor();
    const filter = page
      .getByRole('search', { name: 'Filter posts' })
      .getByRole('combobox', { name: 'Category' });
    await waitForHydration(filter);
    expect(await filter.inputValue()).toBe('Section 120');

    // Typing another name looks for it; the list stays filtered until one is chosen.
    await filter.fill('');
    await filter.pressSequentially('Section 001');
    await page.getByRole('option', { name: /Section 001/ }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin/posts?category=section-120`);
    expect(await page.getByRole('row', { name: /Early in the alphabet/ }).count()).toBe(0);
    await filter.press('ArrowDown');
    await filter.press('Enter');
    await page.waitForURL(`${server.url}/admin/posts?category=section-001`);
    await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor();
    expect(await filter.inputValue()).toBe('Section 001');

    // Emptying the field and leaving it clears the filter.
    await filter.fill('');
    await filter.press('Tab');
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('row', { name: /Late in the alphabet/ }).waitFor();
  });

  it('names the category of the address after Back and Forward', async () => {
    const { server, page } = admin;
    const filter = await filterBySection120(server.url, page);
    await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor({ state: 'detached' });
    expect(await filter.inputValue()).toBe('Section 120');

    // Back: no category, in the address and in the field.
    await page.goBack();
    await page.waitForURL(`${server.url}/admin/posts`);
    await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor();
    await expect.poll(() => filter.inputValue()).toBe('');
    // Forward: the category again.
    await page.goForward();
    await page.waitForURL(`${server.url}/admin/posts?category=section-120`);
    await page.getByRole('row', { name: /Early in the alphabet/ }).waitFor({ state: 'detached' });
    await expect.poll(() => filter.inputValue()).toBe('Section 120');
  });

  it('names a category whose slug the names of more than 100 others hold, on reload and after Back', async () => {
    const { server, page } = admin;
    // A search for 'section' lists 'Section 001'…'Section 150' first (by name): 'Zeta' comes past 100.
    const zeta = await server.prisma.blogCategory.create({ data: { slug: 'section', name: 'Zeta' } });
    const post = await server.prisma.blogPost.findFirstOrThrow({ where: { slug: 'late' } });
    await server.prisma.blogPost.create({
      data: {
        title: 'Zeta notes',
        slug: 'zeta-notes',
        content: '<p>Z.</p>',
        authorId: post.authorId,
        categoryId: zeta.id,
      },
    });
    const filter = page
      .getByRole('search', { name: 'Filter posts' })
      .getByRole('combobox', { name: 'Category' });

    await page.goto(`${server.url}/admin/posts?category=section`);
    await page.getByRole('row', { name: /Zeta notes/ }).waitFor();
    await waitForHydration(filter);
    expect(await filter.inputValue()).toBe('Zeta');

    // Another category chosen, then Back: the address's category is named again.
    await filter.fill('');
    await filter.pressSequentially('Section 120');
    await page.getByRole('option', { name: /Section 120/ }).waitFor();
    await filter.press('ArrowDown');
    await filter.press('Enter');
    await page.waitForURL(`${server.url}/admin/posts?category=section-120`);
    await page.getByRole('row', { name: /Zeta notes/ }).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL(`${server.url}/admin/posts?category=section`);
    await page.getByRole('row', { name: /Zeta notes/ }).waitFor();
    await expect.poll(() => filter.inputValue()).toBe('Zeta');
  });
});
