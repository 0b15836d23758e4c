// Booking requests: the Relay documents and the status change (confirm or
// decline); the list comes from bookingsResource and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { BOOKING_STATUS_LABELS, type BookingStatus, CRM_TEXT } from '../../../../../domain/crm';
import { formatMessage } from '../../../../../domain/shared/messages';
import type { AdminBookingsPage_query$key } from '../../../../__generated__/AdminBookingsPage_query.graphql';
import type { AdminBookingsPageMoveMutation } from '../../../../__generated__/AdminBookingsPageMoveMutation.graphql';
import type { AdminBookingsPageQuery } from '../../../../__generated__/AdminBookingsPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useNotice } from '../../kit/useNotice';
import { bookingsResource } from '../bookings.resource';

export default function AdminBookingsPage({ queries }: ScreenProps<{ list: AdminBookingsPageQuery }>) {
  const query = usePreloadedQuery<AdminBookingsPageQuery>(
    graphql`
      query AdminBookingsPageQuery($status: BookingStatus) @preloadable {
        ...AdminBookingsPage_query @arguments(status: $status)
      }
    `,
    queries.list,
  );
  const { data, ...pagination } = usePaginationFragment<AdminBookingsPageQuery, AdminBookingsPage_query$key>(
    graphql`
      fragment AdminBookingsPage_query on Query
      @argumentDefinitions(status: { type: "BookingStatus" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminBookingsPagePaginationQuery") {
        bookingRequests(status: $status, first: $count, after: $cursor) @connection(key: "AdminBookingsPage_bookingRequests") {
          totalCount
          edges {
            node {
              id
              name
              email
              phone
              preferredDate
              preferredTime
              alternateDate
              alternateTime
              timeZone
              status
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const [commit, moving] = useAsyncMutation<AdminBookingsPageMoveMutation>(graphql`
    mutation AdminBookingsPageMoveMutation($input: SetBookingRequestStatusInput!) {
      setBookingRequestStatus(input: $input) {
        __typename
        ... on BookingRequest {
          id
          name
          status
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const notice = useNotice();

  const move = (booking: { id: string; name: string }, status: BookingStatus) =>
    notice.report(commit({ variables: { input: { id: booking.id, status } } }), 'BookingRequest', {
      done: formatMessage(CRM_TEXT.bookingMoved, {
        name: booking.name,
        status: BOOKING_STATUS_LABELS[status].toLowerCase(),
      }),
      failed: CRM_TEXT.bookingMoveFailed,
    });

  return (
    <ResourceListScreen resource={bookingsResource}>
      {(filtered) => (
        <ResourceList
          resource={bookingsResource}
          connection={data.bookingRequests}
          pagination={pagination}
          filtered={filtered}
          notice={notice}
          context={{ move, moving }}
        />
      )}
    </ResourceListScreen>
  );
}
