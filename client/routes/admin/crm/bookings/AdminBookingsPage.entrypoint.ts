// Booking requests load with the screen's code, filtered by the URL's ?status=.
import AdminBookingsPageQuery from '../../../../__generated__/AdminBookingsPageQuery$parameters';
import { listEntryPoint } from '../../kit/entryPoints';
import { bookingsResource } from '../bookings.resource';

export const adminBookingsEntryPoint = listEntryPoint(
  'AdminBookingsPage',
  () => import('./AdminBookingsPage'),
  AdminBookingsPageQuery,
  bookingsResource.filters,
);
