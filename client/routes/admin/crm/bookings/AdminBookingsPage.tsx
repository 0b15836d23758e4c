// Booking requests: the Relay documents, and the dialog that answers one
// (confirm or decline, and email the visitor), after which the list reloads;
// the list comes from bookingsResource and the kit.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { AdminBookingsPage_query$key } from '../../../../__generated__/AdminBookingsPage_query.graphql';
import type { AdminBookingsPagePaginationQuery } from '../../../../__generated__/AdminBookingsPagePaginationQuery.graphql';
import type { AdminBookingsPageQuery } from '../../../../__generated__/AdminBookingsPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ResourceList } from '../../kit/ResourceList';
import { ResourceListScreen } from '../../kit/ResourceListScreen';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';
import { useBookingAnswerDialog } from '../BookingAnswerDialog';
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
  const { data, ...pagination } = usePaginationFragment<
    AdminBookingsPagePaginationQuery,
    AdminBookingsPage_query$key
  >(
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
              confirmedSlot
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const notice = useNotice();
  const reload = useReload(
    pagination.refetch,
    data.bookingRequests.edges.length,
    bookingsResource.pageSize ?? 20,
  );
  // An answered request leaves a list filtered on its old status, and the count follows.
  const answerDialog = useBookingAnswerDialog((text) => {
    notice.success(text);
    reload();
  });

  return (
    <>
      {answerDialog.element}
      <ResourceListScreen resource={bookingsResource}>
        {(filtered) => (
          <ResourceList
            resource={bookingsResource}
            connection={data.bookingRequests}
            pagination={pagination}
            filtered={filtered}
            notice={notice}
            context={{ answer: answerDialog.open }}
          />
        )}
      </ResourceListScreen>
    </>
  );
}
