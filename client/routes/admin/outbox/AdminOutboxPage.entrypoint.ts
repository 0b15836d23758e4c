// The outbox loads with the screen's code, filtered by the URL's ?status=.
import AdminOutboxPageQuery from '../../../__generated__/AdminOutboxPageQuery$parameters';
import { listEntryPoint } from '../kit/entryPoints';
import { outboxResource } from './outbox.resource';

export const adminOutboxEntryPoint = listEntryPoint(
  'AdminOutboxPage',
  () => import('./AdminOutboxPage'),
  AdminOutboxPageQuery,
  outboxResource.filters,
);
