// A visitor in Chromium: the landing page, the blog (paging, a post, its
// category and author), search, and the course catalogue, each page scanned
// with axe-core. Server-rendered pages hydrate without fetching again.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { COURSE_FILTER } from '../../../domain/courses/catalogue';
import { encodeCursor, POST_LIST } from '../../../domain/shared/cursors';
import { seedDemoContent } from '../../../prisma/seed';
import { DIST_CLIENT } from '../../../server/http/client';
import {
  closeAll,
  holdGraphQL,
  holdRequests,
  isGraphQLOperation,
  seriousAxeViolations,
  startServerAndBrowser,
  type TestServer,
  waitForHydration,
  withScriptsOff,
} from '../../helpers/browser';

let server: TestServer;
let browser: Browser;
let page: Page;
let graphqlRequests: string[];

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  await seedDemoContent(server.prisma);
  // 7 readable posts in the seed; 6 more so the blog has a second page.
  const author = await server.prisma.blogAuthor.findFirstOrThrow({ where: { slug: 'maya-chen' } });
  for (let index = 1; index <= 6; index++) {
    await server.prisma.blogPost.create({
      data: {
        slug: `archive-note-${index}`,
        title: `Archive note ${index}`,
        content: `<p>An older note, number ${index}.</p>`,
        excerpt: `Older note ${index}.`,
        isPublished: true,
        publishedAt: new Date(Date.UTC(2026, 0, index)),
        authorId: author.id,
      },
    });
  }
});
afterAll(() => closeAll(browser, server));
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  graphqlRequests = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphqlRequests.push(request.url());
  });
});

const expectAccessible = async () => expect(await seriousAxeViolations(page)).toEqual([]);

describe('the public site in a browser', () => {
  it('browses the landing page, then the blog, page by page, into a post, its category and its author', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1, name: /Put AI to work/ }).waitFor();
    await page.getByRole('heading', { name: 'Latest from the blog' }).waitFor();
    await page.getByRole('button', { name: 'Book a free consultation' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await expectAccessible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${server.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByText('Showing 10 of 13 posts').waitFor();
    expect(await page.locator('main article').count()).toBe(10);
    await expectAccessible();

    await page.getByRole('link', { name: 'Older posts' }).click();
    await page.getByText('Showing 13 of 13 posts').waitFor();
    expect(await page.locator('main article').count()).toBe(13);
    await page.getByRole('heading', { name: 'Archive note 1' }).waitFor();
    expect(await page.getByRole('link', { name: 'Older posts' }).count()).toBe(0);
    // Focus goes on from the first post that came (the link is gone), not from the page's body.
    const eleventh = await page.locator('main article h2 a').nth(10).textContent();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(eleventh);

    await page.getByRole('link', { name: 'Where AI Saves Time in a Small Team' }).click();
    await page.waitForURL(`${server.url}/blog/where-ai-saves-time-small-team`);
    await page.getByRole('heading', { level: 1, name: 'Where AI Saves Time in a Small Team' }).waitFor();
    expect(await page.title()).toBe('Where AI Saves Time in a Small Team · Meridian Lab');
    await page.getByRole('list', { name: 'Tags' }).first().waitFor();
    await expectAccessible();

    await page.locator('main header').getByRole('link', { name: 'AI Strategy' }).click();
    await page.waitForURL(`${server.url}/blog/category/ai-strategy`);
    await page.getByRole('heading', { level: 1, name: 'AI Strategy' }).waitFor();
    await expectAccessible();

    await page.getByRole('link', { name: 'Maya Chen' }).first().click();
    await page.waitForURL(`${server.url}/blog/author/maya-chen`);
    await page.getByRole('heading', { level: 1, name: 'Maya Chen' }).waitFor();
    await page.getByText(/Showing \d+ of \d+ posts/).waitFor();
    await expectAccessible();

    await page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'Authors' }).click();
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    await expectAccessible();
  });

  it('says a page of posts past the last one is empty and leads back to the latest posts, with or without JavaScript', async () => {
    // "Older posts" from the last page as it was before posts were removed: a
    // cursor after the oldest post, as a bookmark or a crawler keeps it.
    const oldest = await server.prisma.blogPost.findFirstOrThrow({
      where: { isPublished: true },
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
    });
    const pastTheEnd = `/blog?after=${encodeCursor(POST_LIST, [oldest.publishedAt?.toISOString() ?? null, oldest.id])}`;
    const expectWayBack = async (visitor: Page, scripts: boolean) => {
      await visitor.goto(`${server.url}${pastTheEnd}`);
      await visitor.getByText('No more posts here: this page is past the last one.').waitFor();
      expect(await visitor.locator('main article').count()).toBe(0);
      const back = visitor.getByRole('link', { name: 'Back to the latest posts' });
      if (scripts) {
        await waitForHydration(back);
        expect(await seriousAxeViolations(visitor)).toEqual([]);
      }
      await back.click();
      await visitor.waitForURL(`${server.url}/blog`);
      await visitor.getByText('Showing 10 of 13 posts').waitFor();
    };

    await expectWayBack(page, true);
    await withScriptsOff(browser, (visitor) => expectWayBack(visitor, false));
  });

  // An author's page: a full load of a post is an island page, whose links load pages (island-pages.test.ts).
  it('hydrates a server-rendered page without fetching its data again, and then navigates in place', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/blog/author/maya-chen`, { waitUntil: 'networkidle' });
    await waitForHydration(
      page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'All posts' }),
    );
    expect(graphqlRequests).toEqual([]);
    // Hydrated: a link now navigates without a page load (the next page's query is the only request).
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'All posts' }).click();
    await page.getByText(/Showing 10 of 13 posts/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(graphqlRequests.length).toBe(1);
    expect(errors).toEqual([]);
  });

  it('opens a page from a link at its top with focus on its heading, as a page load does; Back returns to the place', async () => {
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    const scrolled = () => page.evaluate(() => window.scrollY);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page.getByRole('link', { name: 'Older posts' }));
    const lastPost = page.locator('main article h2 a').last();
    const title = (await lastPost.textContent())!;
    // Opened once, so the second time its data and code are already here and it shows at once.
    await lastPost.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await focused()).toBe(`H1 ${title}`);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

    await lastPost.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const listPlace = await scrolled();
    expect(listPlace).toBeGreaterThan(300);
    await lastPost.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(scrolled).toBe(0);
    await expect.poll(focused).toBe(`H1 ${title}`);
    // The heading is not a control: no focus ring, and not in the Tab order.
    expect(
      await page.locator('h1').evaluate((h1) => [getComputedStyle(h1).outlineStyle, h1.tabIndex]),
    ).toEqual(['none', -1]);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect.poll(scrolled).toBeGreaterThan(300);
  });

  it('keeps focus on the link pressed while the new page loads, then gives it to its heading', async () => {
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page.getByRole('link', { name: 'Older posts' }));
    const firstPost = page.locator('main article h2 a').first();
    const title = (await firstPost.textContent())!;
    const release = await holdGraphQL(page, 'BlogPostPageQuery');
    const asked = page.waitForRequest((request) => isGraphQLOperation(request, 'BlogPostPageQuery'));
    await firstPost.focus();
    await page.keyboard.press('Enter');
    await asked;
    // Whatever the navigation renders meanwhile is drawn by the second frame from now.
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
    // The page asked for is on its way: the one shown stays, and so does focus on its link.
    await page.waitForURL(/\/blog\/[^/]+$/);
    expect(await focused()).toBe(`A ${title}`);
    expect(await firstPost.isVisible()).toBe(true);
    // A sighted visitor sees that it is coming, and a screen reader hears the main region is busy.
    const progress = page.locator('[data-page-progress]');
    expect(await progress.isVisible()).toBe(true);
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(focused).toBe(`H1 ${title}`);
    await expect.poll(() => progress.isVisible()).toBe(false);
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
  });

  /** The scripts a page's HTML names: the entry and every modulepreload link. */
  const announcedIn = (html: string) =>
    new Set(
      [
        ...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g),
      ].map((match) => match[1]!),
    );
  const scriptsRequested = () => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    return requested;
  };

  it("announces every script a first visit runs in the page itself, so the screen's code is not a second round trip", async () => {
    for (const path of ['/', '/blog/how-run-your-first-ai-audit']) {
      const requested = scriptsRequested();
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const announced = announcedIn(await response!.text());
      expect(requested.length, path).toBeGreaterThan(2);
      expect(
        requested.filter((script) => !announced.has(script)),
        path,
      ).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  /** The URL path of a built chunk, by its module id in Vite's manifest. */
  const builtChunk = (key: string) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST_CLIENT, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    return `/${manifest[key]!.file}`;
  };

  it("announces the scripts that start the app in the admin's plain shell too, so its stages are not fetched one after another", async () => {
    const stages = ['../node_modules/react-dom/client.js', 'app.tsx'].map(builtChunk);
    const requested = scriptsRequested();
    const response = await page.goto(`${server.url}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const announced = announcedIn(await response!.text());
    page.removeAllListeners('request');
    expect(requested).toEqual(expect.arrayContaining(stages));
    expect(stages.filter((script) => !announced.has(script))).toEqual([]);
  });

  it('starts the app when one of its scripts fails to arrive, as on a dropped connection, by asking again', async () => {
    const reactDom = builtChunk('../node_modules/react-dom/client.js');
    // Twice: the page's preload of it, then the stage's own import.
    let requests = 0;
    await page.route(`**${reactDom}`, (route) =>
      requests++ < 2 ? route.abort('connectionreset') : route.continue(),
    );
    try {
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
      expect(requests).toBeGreaterThanOrEqual(3);
    } finally {
      await page.unrouteAll();
    }
  });

  it('searches the blog, prefixes included, and clears the search', async () => {
    await page.goto(`${server.url}/blog`);
    await page.getByRole('searchbox', { name: 'Search posts and courses' }).fill('worksho');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.url}/blog?q=worksho`);
    await page.getByRole('heading', { name: /results? for “worksho”/ }).waitFor();
    await page.getByRole('link', { name: 'Designing a Half-Day AI Workshop That Sticks' }).waitFor();
    await expectAccessible();

    await page.getByRole('searchbox', { name: 'Search posts and courses' }).fill('zzqqxx');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'No results for “zzqqxx”' }).waitFor();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.getByText('Showing 10 of 13 posts').waitFor();
  });

  it('searches the blog and the catalogue with JavaScript off, its form a plain GET to the page', async () => {
    await withScriptsOff(browser, async (visitor) => {
      for (const [path, label, query, result] of [
        ['/blog', 'Search posts and courses', 'worksho', 'Designing a Half-Day AI Workshop That Sticks'],
        ['/courses', COURSE_FILTER.searchLabel, 'automat', 'Automating Workflows with AI'],
      ] as const) {
        await visitor.goto(`${server.url}${path}`);
        await visitor.getByRole('searchbox', { name: label }).fill(query);
        await visitor.getByRole('button', { name: 'Search' }).click();
        await visitor.waitForURL(`${server.url}${path}?q=${query}`);
        await visitor.getByRole('link', { name: result }).first().waitFor();
      }
    });
  });

  it("keeps the keyboard's place: the skip link, a search, its clearing and Back", async () => {
    await page.goto(`${server.url}/blog`);
    const box = page.getByRole('searchbox', { name: 'Search posts and courses' });
    await waitForHydration(box);
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (element?.tagName === 'MAIN') return 'main';
        return element?.getAttribute('type') || element?.textContent?.trim() || element?.tagName;
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('main');

    // A search moves focus to its results' heading, which says how many there are.
    await box.fill('worksho');
    await box.press('Enter');
    await page.waitForURL(`${server.url}/blog?q=worksho`);
    await expect.poll(focused).toMatch(/^\d+ results? for “worksho”$/);
    expect(await box.inputValue()).toBe('worksho');
    // Cleared, the search box has it again, empty, for the next search.
    await page.getByRole('link', { name: 'Clear search' }).press('Enter');
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(focused).toBe('search');
    expect(await box.inputValue()).toBe('');
    // Back to the results: the box shows their query again.
    await page.goBack();
    await page.waitForURL(`${server.url}/blog?q=worksho`);
    await expect.poll(() => box.inputValue()).toBe('worksho');
    // The search's focus was for its arrival: reloaded, the page starts at its top, as any page does.
    await page.reload();
    await waitForHydration(box);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
  });

  it("shows a card's picture edge to edge, and a post's breadcrumb without a separator after its last link", async () => {
    const newest = await server.prisma.blogPost.findFirstOrThrow({
      where: { isPublished: true, categoryId: { not: null } },
      orderBy: { publishedAt: 'desc' },
    });
    await server.prisma.blogPost.update({
      where: { id: newest.id },
      data: { imageUrl: '/apple-touch-icon.png' },
    });
    onTestFinished(() =>
      server.prisma.blogPost
        .update({ where: { id: newest.id }, data: { imageUrl: null } })
        .then(() => undefined),
    );
    await page.goto(`${server.url}/blog`);
    const card = page
      .locator('main article')
      .filter({ has: page.locator('img') })
      .first();
    const cardBox = (await card.boundingBox())!;
    const imageBox = (await card.locator('img').first().boundingBox())!;
    // Inside the card's 1 px border on both sides.
    expect(imageBox.x - cardBox.x).toBeCloseTo(1, 0);
    expect(cardBox.x + cardBox.width - (imageBox.x + imageBox.width)).toBeCloseTo(1, 0);

    await card.getByRole('heading').getByRole('link').click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await crumbs.first().waitFor();
    const separators = await crumbs.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item, '::after').content),
    );
    expect(separators.length).toBeGreaterThan(1);
    expect(separators.slice(0, -1).every((content) => content.includes('/'))).toBe(true);
    expect(separators.at(-1)).toMatch(/^(none|normal)$/);
  });

  it('browses the course catalogue: filter, search and open a course with its outline', async () => {
    await page.goto(`${server.url}/courses`);
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await page.getByText('4 courses').waitFor();
    await expectAccessible();

    const filters = page.getByRole('navigation', { name: 'Filter courses' });
    await filters.getByRole('link', { name: 'AI Engineering' }).click();
    await page.waitForURL(/category=/);
    await page.getByText(/\d courses? in AI Engineering/).waitFor();
    expect(await page.locator('main article').count()).toBeLessThan(4);
    // A topic chosen within the category keeps it: both are named, in the count and in the page's title.
    await filters.getByRole('link', { name: 'AI Agents' }).click();
    await page.waitForURL(`${server.url}/courses?category=ai-engineering&tag=ai-agents`);
    await page.getByText('2 courses in AI Engineering about AI Agents').waitFor();
    expect(await page.title()).toMatch(/^AI Engineering courses about AI Agents\b/);

    // A search keeps them (courses-search-filters.test.ts).
    await page.getByRole('searchbox', { name: COURSE_FILTER.searchLabel }).fill('automat');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Automating Workflows with AI' }).first().waitFor();
    await expectAccessible();

    await page.getByRole('link', { name: 'Automating Workflows with AI' }).first().click();
    await page.waitForURL(`${server.url}/course/automating-workflows-ai`);
    await page.getByRole('heading', { level: 1, name: 'Automating Workflows with AI' }).waitFor();
    await page.getByRole('heading', { name: 'Course outline' }).waitFor();
    await page.getByRole('heading', { name: /Module 1\. Finding Automation Candidates/ }).waitFor();
    await page.getByRole('button', { name: 'Ask about this course' }).waitFor();
    await expectAccessible();
  });

  it('shows the marketing pages and a clear not-found page, all accessible', async () => {
    for (const [path, heading] of [
      ['/ai-workshop', /One day/],
      ['/fractional-pm', /Senior product leadership/],
      ['/about', 'About Meridian Lab'],
      ['/timeline', 'Our timeline'],
      ['/course-outline', 'Course outline'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('fits a phone: the menu opens from its button, and closes on Escape or a tap beside it', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/blog`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await waitForHydration(menu);
    // A thumb's size (44 px square), as is the × of a dialog the contact button opens.
    expect(await menu.boundingBox()).toMatchObject({ width: 44, height: 44 });
    await page.getByRole('button', { name: 'Contact options' }).click();
    await page.getByRole('button', { name: 'Send us a message' }).click();
    const close = page.getByRole('dialog', { name: 'Contact Us' }).getByRole('button', { name: 'Close' });
    expect(await close.boundingBox()).toMatchObject({ width: 44, height: 44 });
    await close.click();
    // Escape closes it, and the keyboard is back on its button; so does a tap beside it.
    await menu.click();
    await nav.getByRole('link', { name: 'Courses' }).focus();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
    await menu.click();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await nav.waitFor({ state: 'hidden' });

    await menu.click();
    await nav.getByRole('link', { name: 'Courses' }).click();
    await page.waitForURL(`${server.url}/courses`);
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible();
  });

  it("keeps a post's long link and long word within a phone's width, and lets its code scroll in its own box", async () => {
    const author = await server.prisma.blogAuthor.findFirstOrThrow({ where: { slug: 'maya-chen' } });
    const link =
      'https://consultancypartnersworldwide.example/proposals/aiworkshopforfortypeopleinthreeoffices';
    await server.prisma.blogPost.create({
      data: {
        slug: 'long-links',
        // German's famous longest word: no line can break inside it.
        title:
          'Long links to the Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
        content: `<p>The proposal: <a href="${link}">${link}</a></p><pre><code>const proposalForTheWholeDepartment = await draftProposal(workshopForFortyPeople, threeOffices);</code></pre>`,
        excerpt: `Long links: ${link}`,
        isPublished: true,
        // Yesterday: first in the blog's list.
        publishedAt: new Date(Date.now() - 86_400_000),
        authorId: author.id,
      },
    });
    // The blog's other tests count its posts: this one goes again, whatever happens.
    try {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${server.url}/blog/long-links`);
      await page.getByRole('link', { name: link }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Its card in the blog's list too, as wide as the others.
      await page.goto(`${server.url}/blog`);
      await page.getByRole('link', { name: /^Long links to the/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const widths = await page
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
      expect(new Set(widths).size).toBe(1);
      await page.goto(`${server.url}/blog/long-links`);
      const code = page.locator('.post-content pre');
      expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    } finally {
      await server.prisma.blogPost.delete({ where: { slug: 'long-links' } });
    }
  });

  it("hyphenates a post's heading and text in the page's language, and keeps a long word within 320 and 390 px", async () => {
    const author = await server.prisma.blogAuthor.findFirstOrThrow({ where: { slug: 'maya-chen' } });
    const word = 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft';
    const address = 'consultancypartnersworldwide.example/proposals/aiworkshopforfortypeopleinthreeoffices';
    await server.prisma.blogPost.create({
      data: {
        slug: 'long-words',
        title: `Internationalization and the ${word}`,
        content: `<h2>Characterization of the ${word}</h2><p>Counterproductive recommendations: ${word}, ${address}.</p>`,
        excerpt: 'Long words.',
        isPublished: true,
        publishedAt: new Date(Date.now() - 86_400_000),
        authorId: author.id,
      },
    });
    try {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(`${server.url}/blog/long-words`);
        const title = page.getByRole('heading', { level: 1 });
        const subheading = page.locator('.post-content h2');
        const text = page.locator('.post-content p');
        await title.waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        for (const block of [title, subheading, text]) {
          // Broken into lines with hyphens where the language allows, never wider than its box.
          expect(await block.evaluate((element) => getComputedStyle(element).hyphens)).toBe('auto');
          expect(await block.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    } finally {
      await server.prisma.blogPost.delete({ where: { slug: 'long-words' } });
    }
  });

  it('prints a post as its article (no menus, contact button or call to action; links spelled out), and the catalogue without its search and filters', async () => {
    const author = await server.prisma.blogAuthor.findFirstOrThrow({ where: { slug: 'maya-chen' } });
    await server.prisma.blogPost.create({
      data: {
        slug: 'printed-post',
        title: 'A post to print',
        content:
          '<p>See <a href="https://survey.example/2026">the survey</a> and <a href="/courses">our courses</a>.</p>',
        excerpt: 'A post to print.',
        isPublished: true,
        publishedAt: new Date(Date.UTC(2025, 0, 2)),
        authorId: author.id,
        ctaType: 'ai_training',
      },
    });
    try {
      await page.goto(`${server.url}/blog/printed-post`);
      const cta = page.getByRole('region', { name: 'Train Your Team to Use AI Well' });
      await cta.waitFor();
      const contact = page.getByRole('button', { name: 'Contact options' });
      await waitForHydration(contact);
      await page.emulateMedia({ media: 'print' });
      await page.getByRole('heading', { level: 1, name: 'A post to print' }).waitFor();
      for (const hidden of [
        page.getByRole('navigation', { name: 'Main' }),
        page.getByRole('navigation', { name: 'Blog' }),
        page.getByRole('navigation', { name: 'Footer' }),
        contact,
        cta,
      ])
        expect(await hidden.isVisible()).toBe(false);
      await page.getByRole('contentinfo').getByText('All rights reserved.', { exact: false }).waitFor();
      // On paper a link cannot be followed: a link out of the site prints its address after it.
      const linkSuffix = (name: string) =>
        page.getByRole('link', { name }).evaluate((link) => getComputedStyle(link, '::after').content);
      expect(await linkSuffix('the survey')).toBe('" (https://survey.example/2026)"');
      expect(await linkSuffix('our courses')).toBe('none');

      // The catalogue prints its courses, without the search and the filters.
      await page.goto(`${server.url}/courses`);
      await page.getByRole('heading', { name: 'AI Foundations for Business Teams' }).waitFor();
      expect(await page.getByRole('search').isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Filter courses' }).isVisible()).toBe(false);
    } finally {
      await server.prisma.blogPost.delete({ where: { slug: 'printed-post' } });
    }
  });

  it('opens the phone menu before the page is interactive, and keeps it open once it is', async () => {
    // No JavaScript at all: the menu is a link to the navigation, shown as the page's target.
    const scriptless = await browser.newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled: false,
    });
    const noScript = await scriptless.newPage();
    await noScript.goto(`${server.url}/blog`);
    const staticNav = noScript.getByRole('navigation', { name: 'Main' });
    expect(await staticNav.isVisible()).toBe(false);
    await noScript.getByRole('button', { name: 'Menu' }).click();
    await staticNav.getByRole('link', { name: 'Courses' }).click();
    await noScript.waitForURL(`${server.url}/courses`);
    await noScript.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await scriptless.close();

    // Tapped before hydration: still open after it, the address is left clean, and the button closes it.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/blog#site-nav`);
    const menu = page.getByRole('button', { name: 'Menu' });
    await waitForHydration(menu);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    // The button has its handler from hydration on; it says the menu is open
    // once the effect that reads the address has run, a moment later.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.waitForURL(`${server.url}/blog`);
    await menu.click();
    await nav.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.press(' ');
    await nav.waitFor();
  });

  it('closes the phone menu opened before the page is interactive on Escape, and it stays closed once it is', async () => {
    // Without JavaScript nothing takes Escape: the menu is the page's target until another link is
    // followed (no markup closes a :target on a key). Until the app runs, the inline script in <head>
    // does (server/http/earlyEscape.ts); the app's own chunk is held back meanwhile.
    await page.setViewportSize({ width: 375, height: 740 });
    const held = await holdRequests(page, /\/assets\/app-[^/]+\.js$/);
    try {
      await page.goto(`${server.url}/blog`, { waitUntil: 'domcontentloaded' });
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await menu.click();
      await nav.getByRole('link', { name: 'Courses' }).focus();
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'site-nav',
      );
      expect(page.url()).toBe(`${server.url}/blog`);
      expect(await page.evaluate(() => performance.getEntriesByName('app:hydrated').length)).toBe(0);
      held();
      await waitForHydration(menu);
      expect(await nav.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      await nav.waitFor();
    } finally {
      await page.unrouteAll();
    }
  });
});
