// Page views: the beacon endpoint records path, referrer, time and a daily
// visitor hash (never the address), skips Do Not Track, webcontainer hosts,
// bots and admin paths, and admins read the figures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
let app: TestApp;

const beacon = (
  body: unknown,
  {
    ip = '198.51.100.7',
    host = 'localhost',
    headers = {},
  }: { ip?: string; host?: string; headers?: Record<string, string> } = {},
) =>
  app.app.request(`http://${host}/api/page-views`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME,
      'x-forwarded-for': ip,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: 'true' }, services: { clock } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
});
afterAll(() => app.close());
beforeEach(() => app.prisma.pageView.deleteMany());

describe('the page-view beacon', () => {
  it('records the path and an outside referrer, without query strings or the address', async () => {
    const response = await beacon({
      path: '/blog/post?email=a@b.c',
      referrer: 'https://news.example/item?id=9',
    });
    expect(response.status).toBe(204);
    const [view] = await app.prisma.pageView.findMany();
    expect(view).toMatchObject({
      path: '/blog/post',
      referrer: 'https://news.example/item',
      viewedAt: clock.now(),
    });
    expect(JSON.stringify(view)).not.toContain('198.51.100.7');
    expect(view!.visitorHash).toMatch(/^[\w-]{43}$/);
  });

  it('gives one visitor one hash a day, another the next day, and other visitors other hashes', async () => {
    // A millisecond apart, so that ordered by time they are in the order sent (at one time, in any order).
    await beacon({ path: '/' });
    clock.advance(1);
    await beacon({ path: '/about' });
    clock.advance(1);
    await beacon({ path: '/' }, { ip: '198.51.100.8' });
    clock.advance(86_400_000);
    await beacon({ path: '/' });
    clock.advance(-86_400_002);
    const views = await app.prisma.pageView.findMany({ orderBy: { viewedAt: 'asc' } });
    const [a, b, other, nextDay] = [views[0]!, views[1]!, views[2]!, views[3]!];
    expect(a.visitorHash).toBe(b.visitorHash);
    expect(other.visitorHash).not.toBe(a.visitorHash);
    expect(nextDay.visitorHash).not.toBe(a.visitorHash);
    // Only the current day's salt is kept.
    expect(await app.prisma.analyticsSalt.count()).toBe(1);
  });

  it.each([
    ['Do Not Track', { path: '/' }, { headers: { dnt: '1' } }],
    ['a webcontainer host', { path: '/' }, { host: 'x--4000.local-credentialless.webcontainer-api.io' }],
    ['a bot', { path: '/' }, { headers: { 'user-agent': 'Googlebot/2.1' } }],
    ['an admin page', { path: '/admin/posts' }, {}],
    ['a malformed body', 'not json', {}],
    ['a body without a path', { referrer: 'x' }, {}],
    ['an oversized body', { path: `/${'a'.repeat(3000)}` }, {}],
  ])('answers but records nothing for %s', async (_case, body, options) => {
    expect((await beacon(body, options)).status).toBe(204);
    expect(await app.prisma.pageView.count()).toBe(0);
  });
});

describe('page-view figures', () => {
  const STATS = /* GraphQL */ `{ pageViewStats(days: 7) { from to totalViews days { date views visitors } topPages { path views } topReferrers { site views } } }`;

  it('counts views and daily visitors per day, the top pages and referring sites, for admins only', async () => {
    await beacon({ path: '/', referrer: 'https://www.linkedin.com/feed/?trk=x' });
    await beacon({ path: '/' }, { ip: '198.51.100.9' });
    await beacon({ path: '/courses', referrer: 'https://news.example:8443/item' });
    clock.advance(-2 * 86_400_000);
    await beacon({ path: '/courses', referrer: 'https://linkedin.com/in/someone' });
    clock.advance(2 * 86_400_000);

    expect((await app.gql(STATS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const result = await app.gql<{ pageViewStats: Record<string, unknown> }>(
      STATS,
      {},
      { cookie: await signIn(app, ADMIN) },
    );
    expect(result.data?.pageViewStats).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
      totalViews: 4,
      days: [
        { date: '2026-11-15', views: 0, visitors: 0 },
        { date: '2026-11-16', views: 0, visitors: 0 },
        { date: '2026-11-17', views: 0, visitors: 0 },
        { date: '2026-11-18', views: 0, visitors: 0 },
        { date: '2026-11-19', views: 1, visitors: 1 },
        { date: '2026-11-20', views: 0, visitors: 0 },
        { date: '2026-11-21', views: 3, visitors: 2 },
      ],
      topPages: [
        { path: '/', views: 2 },
        { path: '/courses', views: 2 },
      ],
      // By site, www. and the port left out; direct visits are not a site.
      topReferrers: [
        { site: 'linkedin.com', views: 2 },
        { site: 'news.example', views: 1 },
      ],
    });
  });
});
