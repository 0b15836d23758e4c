// Page-view analytics: views and visitors per day as a bar chart (with the
// same figures in a table for screen readers), and the most viewed pages.
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdminAnalyticsPageQuery } from '../../../__generated__/AdminAnalyticsPageQuery.graphql';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';

const RANGES = [7, 30, 90] as const;

export default function AdminAnalyticsPage() {
  const [days, setDays] = useState<number>(30);
  const [, startTransition] = useTransition();
  return (
    <div className="space-y-6">
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
            onClick={() => startTransition(() => setDays(range))}
          >
            Last {range} days
          </Button>
        ))}
      </div>
      <Suspense fallback={<Spinner className="py-10" />}>
        <Figures days={days} />
      </Suspense>
    </div>
  );
}

function Figures({ days }: { days: number }) {
  const { pageViewStats: stats } = useLazyLoadQuery<AdminAnalyticsPageQuery>(
    graphql`
      query AdminAnalyticsPageQuery($days: Int!) {
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
        }
      }
    `,
    { days },
    { fetchPolicy: 'store-and-network' },
  );
  const max = Math.max(1, ...stats.days.map((day) => day.views));
  const width = 100 / stats.days.length;
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        <span className="text-3xl font-bold text-slate-900">{stats.totalViews}</span> page views from{' '}
        {stats.from} to {stats.to}
      </p>
      <figure className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <figcaption className="mb-3 text-sm font-semibold text-slate-700">Views per day</figcaption>
        <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-48 w-full" aria-hidden="true">
          {stats.days.map((day, index) => {
            const height = (day.views / max) * 38;
            const visitors = (day.visitors / max) * 38;
            return (
              <g key={day.date}>
                <rect
                  x={index * width + width * 0.1}
                  y={40 - height}
                  width={width * 0.8}
                  height={height}
                  className="fill-indigo-300"
                />
                <rect
                  x={index * width + width * 0.3}
                  y={40 - visitors}
                  width={width * 0.4}
                  height={visitors}
                  className="fill-indigo-700"
                />
                <title>{`${day.date}: ${day.views} views, ${day.visitors} visitors`}</title>
              </g>
            );
          })}
        </svg>
        <p className="mt-2 flex gap-4 text-xs text-slate-600">
          <span>
            <span className="mr-1 inline-block h-2 w-2 bg-indigo-300" />
            views
          </span>
          <span>
            <span className="mr-1 inline-block h-2 w-2 bg-indigo-700" />
            visitors
          </span>
        </p>
        <table className="sr-only">
          <caption>Views and visitors per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody>
            {stats.days.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td>{day.views}</td>
                <td>{day.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      <section>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Top pages</h2>
        {stats.topPages.length === 0 ? (
          <p className="text-slate-600">No page views yet.</p>
        ) : (
          <table className="min-w-full divide-y divide-slate-200 rounded-lg bg-white text-sm ring-1 ring-slate-200">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Page
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.topPages.map((page) => (
                <tr key={page.path}>
                  <td className="px-4 py-2 font-mono text-slate-800">{page.path}</td>
                  <td className="px-4 py-2 text-right">{page.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
