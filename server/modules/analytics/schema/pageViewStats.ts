// Page-view figures for the admin analytics screen: views and daily
// visitors per UTC day, and the most viewed pages, over the last N days.
import { builder } from '../../../builder';
import { type DayStats, MAX_STATS_DAYS, type PageStats, pageViewStats, type Stats } from '../stats';

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

const StatsType = builder.objectRef<Stats>('PageViewStats').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    totalViews: t.exposeInt('totalViews'),
    days: t.field({ type: [DayStatsType], resolve: (stats) => stats.days }),
    topPages: t.field({ type: [PageStatsType], resolve: (stats) => stats.topPages }),
  }),
});

builder.queryFields((t) => ({
  pageViewStats: t.field({
    type: StatsType,
    args: { days: t.arg.int({ defaultValue: 30, description: `1 to ${MAX_STATS_DAYS}, today included.` }) },
    resolve: (_root, args, context) => pageViewStats(context, args.days ?? 30),
  }),
}));
