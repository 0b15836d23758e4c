// The figures load with the screen's code, for the range in the URL (?days=).
import AdminAnalyticsPageQuery from '../../../__generated__/AdminAnalyticsPageQuery$parameters';
import { queryEntryPoint } from '../kit/entryPoints';
import { daysOf } from './ranges';

export const adminAnalyticsEntryPoint = queryEntryPoint(
  'AdminAnalyticsPage',
  () => import('./AdminAnalyticsPage'),
  'stats',
  AdminAnalyticsPageQuery,
  ({ searchParams }) => ({ days: daysOf(searchParams) }),
);
