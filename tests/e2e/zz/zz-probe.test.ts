import { it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { openAdminPage } from '../../helpers/admin-browser';
import { closeAll, startServerAndBrowser } from '../../helpers/browser';

const beyond = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const b = el.getBoundingClientRect();
        return b.width > 0 && b.right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)} "${(el.textContent ?? '').slice(0, 30)}"`,
      ),
  );

it('probe: 320px', async () => {
  const { server, browser } = await startServerAndBrowser({ admin: true });
  try {
    await seedDemoContent(server.prisma);
    const ctx = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/`);
    const hrefs = new Set<string>(['/', '/blog', '/survey', '/courses', '/no-such-page']);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      hrefs.add(href.split('#')[0]!);
    await page.goto(`${server.url}/survey`);
    for (const href of await page
      .locator('a[href^="/survey/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      hrefs.add(href);
    await page.goto(`${server.url}/blog`);
    for (const href of await page
      .locator('a[href^="/blog/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      hrefs.add(href);
    const bad: string[] = [];
    for (const href of hrefs) {
      if (href.endsWith('.xml')) continue;
      await page.goto(`${server.url}${href}`, { waitUntil: 'networkidle' });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (wide) bad.push(`${href}: ${(await beyond(page)).join(', ')}`);
    }
    console.log('public checked', hrefs.size, bad);
    // dialogs
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    for (const name of ['Contact us', 'Book a free consultation']) {
      await page.getByRole('button', { name }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      const dialogWide = await page
        .getByRole('dialog')
        .evaluate((d) => [d.scrollWidth, d.clientWidth, d.getBoundingClientRect().right]);
      console.log(name, 'dialog', dialogWide, await beyond(page));
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Submit' })
        .or(page.getByRole('dialog').getByRole('button', { name: /Send|Request/ }))
        .first()
        .click();
      await page.waitForTimeout(300);
      console.log(name, 'after errors', await beyond(page));
      await page.screenshot({ path: `/tmp/probe-320-${name.replace(/ /g, '_')}.png` });
      await page.keyboard.press('Escape');
    }
    const admin = await openAdminPage(browser, server, { width: 320, height: 640 });
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const screens = await admin
      .locator('#admin-nav a')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    const post = await server.prisma.blogPost.findFirstOrThrow();
    const course = await server.prisma.course.findFirstOrThrow();
    const survey = await server.prisma.survey.findFirst();
    screens.push(
      '/admin/posts/new',
      `/admin/posts/${post.id}`,
      `/admin/courses/${course.id}`,
      '/admin/ctas/new',
      '/admin/surveys/new',
      '/admin/crm/contacts/new',
      '/admin/crm/contacts/import',
    );
    if (survey) screens.push(`/admin/surveys/${survey.id}`, `/admin/surveys/${survey.id}/results`);
    const abad: string[] = [];
    for (const s of screens) {
      await admin.goto(`${server.url}${s}`);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await admin.waitForLoadState('networkidle');
      const wide = await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (wide) abad.push(`${s}: ${(await beyond(admin)).join(', ')}`);
    }
    console.log('admin checked', screens.length, abad);
  } finally {
    await closeAll(browser, server);
  }
}, 400_000);
