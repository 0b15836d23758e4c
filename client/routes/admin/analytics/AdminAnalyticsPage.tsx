// Page-view analytics: views and visitors per day as a bar chart, its first
// and last day and its peak written beside it, the same figures as a table
// behind "Figures per day" (for anyone, and for screen readers, which skip
// the chart), the most viewed pages and the other sites whose links brought
// visitors (a visit typed in or from a bookmark has none). Days are UTC days: a visitor's hash
// changes at midnight UTC, so a day's visitors can only be counted so.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { AdminAnalyticsPageQuery } from '../../../__generated__/AdminAnalyticsPageQuery.graphql';
import { Button } from '../../../components/Button';
import { plural } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import type { ScreenProps } from '../../../routing/entryPoints';
import { formatCalendarDate } from '../kit/formatDateTime';
import { ResourceList } from '../kit/ResourceList';
import { defineList } from '../kit/resource';
import { daysOf, RANGES } from './ranges';

type PageRow = { id: string; path: string; views: number };
type ReferrerRow = { id: string; site: string; views: number };

const topPages = defineList<PageRow>({
  noun: 'page',
  label: (page) => page.path,
  empty: () => 'No page views yet.',
  columns: [
    {
      header: 'Page',
      primary: true,
      className: 'font-mono text-slate-800 wrap-anywhere',
      cell: (page) => page.path,
    },
    { header: 'Views', numeric: true, cell: (page) => page.views },
  ],
});

const topReferrers = defineList<ReferrerRow>({
  noun: 'site',
  label: (referrer) => referrer.site,
  empty: () => 'No visits through links on other sites yet.',
  columns: [
    {
      header: 'Site',
      primary: true,
      className: 'text-slate-800 wrap-anywhere',
      cell: (referrer) => referrer.site,
    },
    { header: 'Views', numeric: true, cell: (referrer) => referrer.views },
  ],
});

export default function AdminAnalyticsPage({ queries }: ScreenProps<{ stats: AdminAnalyticsPageQuery }>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = daysOf(searchParams);
  const { pageViewStats: stats } = usePreloadedQuery<AdminAnalyticsPageQuery>(
    graphql`
      query AdminAnalyticsPageQuery($days: Int!) @preloadable {
        pageViewStats(days: $days) {
          from
          to
          totalViews
          days {
            date
            views
            visitors
          }
          topPages {
            path
            views
          }
          topReferrers {
            site
            views
          }
        }
      }
    `,
    queries.stats,
  );
  const max = Math.max(1, ...stats.days.map((day) => day.views));
  const peak = stats.days.find((day) => day.views === max);
  const width = 100 / stats.days.length;
  return (
    <div className="space-y-8">
      <PageHeading
        title="Analytics"
        lead="Public page views, counted without cookies; a visitor is a daily anonymous hash, never an address."
      />
      <div className="flex gap-2">
        {RANGES.map((range) => (
          <Button
            key={range}
            variant={days === range ? 'primary' : 'secondary'}
            aria-pressed={days === range}
            onClick={() => setSearchParams({ days: String(range) })}
          >
            Last {range} days
          </Button>
        ))}
      </div>
      <p className="text-slate-700">
        <span className="text-3xl font-bold text-slate-900">{plural(stats.totalViews, 'page view')}</span>{' '}
        from {formatCalendarDate(stats.from)} to {formatCalendarDate(stats.to)}
      </p>
      <figure className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <figcaption className="mb-3 text-sm font-semibold text-slate-700">
          Views per day <span className="font-normal text-slate-600">(days in UTC)</span>
        </figcaption>
        {stats.totalViews === 0 ? (
          <p className="py-16 text-center text-sm text-slate-600">No page views in these {days} days.</p>
        ) : (
          <>
            <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-48 w-full" aria-hidden="true">
              {stats.days.map((day, index) => (
                <g key={day.date}>
                  {BARS.map((bar) => (
                    <Bar
                      key={bar.count}
                      left={index * width}
                      width={width}
                      height={(day[bar.count] / max) * 38}
                      share={bar.share}
                      tone={bar.tone}
                    />
                  ))}
                  <title>{`${formatCalendarDate(day.date)}: ${plural(day.views, 'view')}, ${plural(day.visitors, 'visitor')}`}</title>
                </g>
              ))}
            </svg>
            <p
              className="mt-1 flex justify-between border-t border-slate-200 pt-1 text-xs text-slate-600"
              aria-hidden="true"
            >
              <span>{formatCalendarDate(stats.from)}</span>
              <span>{formatCalendarDate(stats.to)}</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
              <span>
                <span className="mr-1 inline-block h-2 w-2 bg-indigo-300" />
                views
              </span>
              <span>
                <span className="mr-1 inline-block h-2 w-2 bg-indigo-700" />
                visitors
              </span>
              {peak ? (
                <span>
                  Busiest day: {formatCalendarDate(peak.date)}, {plural(peak.views, 'view')}
                </span>
              ) : null}
            </p>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-indigo-700">Figures per day</summary>
              <table className="mt-2 w-full max-w-md text-left">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      Day
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Views
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Visitors
                    </th>
                  </tr>
                </thead>
                <tbody className="text-slate-800">
                  {stats.days.map((day) => (
                    <tr key={day.date} className="border-t border-slate-100">
                      <th scope="row" className="py-1 font-normal">
                        {formatCalendarDate(day.date)}
                      </th>
                      <td className="py-1 text-right">{day.views}</td>
                      <td className="py-1 text-right">{day.visitors}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </figure>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Top pages</h2>
          <ResourceList
            resource={topPages}
            connection={{ edges: stats.topPages.map((page) => ({ node: { id: page.path, ...page } })) }}
          />
        </section>
        <section>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Top referrers</h2>
          <ResourceList
            resource={topReferrers}
            connection={{
              edges: stats.topReferrers.map((referrer) => ({ node: { id: referrer.site, ...referrer } })),
            }}
          />
        </section>
      </div>
    </div>
  );
}

/** The day's two bars: views, wide and light; visitors, narrow and dark in front. */
const BARS = [
  { count: 'views', share: 0.8, tone: 'fill-indigo-300' },
  { count: 'visitors', share: 0.4, tone: 'fill-indigo-700' },
] as const;

/** One bar of the chart, `share` of its day's width, centred in it, standing on the axis. */
function Bar({
  left,
  width,
  share,
  height,
  tone,
}: {
  left: number;
  width: number;
  share: number;
  height: number;
  tone: string;
}) {
  return (
    <rect
      x={left + (width * (1 - share)) / 2}
      y={40 - height}
      width={width * share}
      height={height}
      className={tone}
    />
  );
}
