// Page-view figures for the admin analytics screen: views and daily
// visitors per UTC day, the most viewed pages and the sites that sent
// visitors, over the last N days.
import { builder } from '../../../builder';
import {
  type DayStats,
  MAX_STATS_DAYS,
  type PageStats,
  pageViewStats,
  type ReferrerStats,
  type Stats,
} from '../stats';

const DayStatsType = builder.objectRef<DayStats>('PageViewDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'UTC day, YYYY-MM-DD.' }),
    views: t.exposeInt('views'),
    visitors: t.exposeInt('visitors', { description: 'Distinct visitor hashes of that day.' }),
  }),
});

const PageStatsType = builder.objectRef<PageStats>('PageViewPath').implement({
  fields: (t) => ({ path: t.exposeString('path'), views: t.exposeInt('views') }),
});

const ReferrerStatsType = builder.objectRef<ReferrerStats>('PageViewReferrer').implement({
  fields: (t) => ({
    site: t.exposeString('site', { description: 'The host of the page that linked here, without www.' }),
    views: t.exposeInt('views'),
  }),
});

const StatsType = builder.objectRef<Stats>('PageViewStats').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    totalViews: t.exposeInt('totalViews'),
    days: t.field({ type: [DayStatsType], resolve: (stats) => stats.days }),
    topPages: t.field({ type: [PageStatsType], resolve: (stats) => stats.topPages }),
    topReferrers: t.field({
      type: [ReferrerStatsType],
      description: 'The other sites whose links brought the most views, by host.',
      resolve: (stats) => stats.topReferrers,
    }),
  }),
});

builder.queryFields((t) => ({
  pageViewStats: t.field({
    type: StatsType,
    args: { days: t.arg.int({ defaultValue: 30, description: `1 to ${MAX_STATS_DAYS}, today included.` }) },
    resolve: (_root, args, context) => pageViewStats(context, args.days ?? 30),
  }),
}));
