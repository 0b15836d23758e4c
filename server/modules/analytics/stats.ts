// Page-view figures for the admin analytics screen: views and daily
// visitors per UTC day, the most viewed pages, and the other sites that sent
// visitors (by host, www. left out), over the last N days.
import { addDays } from '../../../domain/shared/dates';
import type { Context } from '../../context';

export type DayStats = { date: string; views: number; visitors: number };
export type PageStats = { path: string; views: number };
export type ReferrerStats = { site: string; views: number };
export type Stats = {
  from: string;
  to: string;
  totalViews: number;
  days: DayStats[];
  topPages: PageStats[];
  topReferrers: ReferrerStats[];
};

export const MAX_STATS_DAYS = 366;
const TOP_PAGES = 10;
const TOP_REFERRERS = 10;

/** The last `days` days (1 to MAX_STATS_DAYS), today included; days without views count 0. */
export async function pageViewStats(context: Context, requestedDays: number): Promise<Stats> {
  const days = Math.min(Math.max(requestedDays, 1), MAX_STATS_DAYS);
  const to = context.services.clock.now().toISOString().slice(0, 10);
  const from = addDays(to, 1 - days);
  const since = new Date(`${from}T00:00:00Z`);
  const [perDay, top, referrers] = await Promise.all([
    context.prisma.$queryRaw<DayStats[]>`
      SELECT to_char(viewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
             count(*)::int AS views, count(DISTINCT visitor_hash)::int AS visitors
      FROM page_views WHERE viewed_at >= ${since}
      GROUP BY 1 ORDER BY 1`,
    context.prisma.pageView.groupBy({
      by: ['path'],
      where: { viewedAt: { gte: since } },
      _count: { _all: true },
      orderBy: [{ _count: { path: 'desc' } }, { path: 'asc' }],
      take: TOP_PAGES,
    }),
    // Referrers are stored as origin and path (cleanReferrer): the site is the host.
    context.prisma.$queryRaw<ReferrerStats[]>`
      SELECT site, count(*)::int AS views
      FROM (SELECT regexp_replace(substring(referrer from '^https?://([^/:]+)'), '^www[.]', '') AS site
            FROM page_views WHERE viewed_at >= ${since} AND referrer IS NOT NULL) AS referred
      WHERE site IS NOT NULL
      GROUP BY site ORDER BY views DESC, site ASC LIMIT ${TOP_REFERRERS}`,
  ]);
  const byDate = new Map(perDay.map((day) => [day.date, day]));
  const series = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    return byDate.get(date) ?? { date, views: 0, visitors: 0 };
  });
  return {
    from,
    to,
    totalViews: series.reduce((sum, day) => sum + day.views, 0),
    days: series,
    topPages: top.map((page) => ({ path: page.path, views: page._count._all })),
    topReferrers: referrers,
  };
}
