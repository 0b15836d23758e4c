// Booking requests at /admin/crm/bookings: who asked, their preferred and
// alternate slots (in the visitor's time zone, and the admin's), the status
// (new, confirmed, declined) with the slot confirmed, filtered by status
// (?status=); a new or decided request can be confirmed or declined, and a
// confirmed one moved to its other slot, in a dialog that can email the
// visitor.
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingAnswer,
  type BookingSlotChoice,
  type BookingStatus,
  bookingAnswers,
} from '../../../../domain/crm/bookings';
import type { AdminBookingsPage_query$data } from '../../../__generated__/AdminBookingsPage_query.graphql';
import { type Badge, badgeColumn, nameColumn, timeColumn } from '../kit/columns';
import { defineResource } from '../kit/resource';
import type { BadgeTone } from '../kit/StatusBadge';
import { requestSlot } from './BookingSlot';

type BookingRow = AdminBookingsPage_query$data['bookingRequests']['edges'][number]['node'];

/** What a row's actions do: open the screen's dialog that answers the request. */
export type BookingsContext = { answer: (booking: BookingRow, answer: BookingAnswer) => void };

/** The buttons that open the answer dialog, in the list and a contact's history. */
export const BOOKING_ANSWER_LABELS: Record<BookingAnswer, string> = {
  confirmed: 'Confirm',
  moved: 'Change slot',
  declined: 'Decline',
};

const TONES: Record<BookingStatus, BadgeTone> = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'neutral',
};

/** A booking request's status as a badge, the same in the list and in a contact's history. */
export const bookingBadge = (status: string): Badge => ({
  tone: TONES[status as BookingStatus] ?? 'neutral',
  label: BOOKING_STATUS_LABELS[status as BookingStatus] ?? status,
});

/** The request's preferred or alternate slot, marked when it is the one confirmed. */
const slotCell = (booking: BookingRow, which: BookingSlotChoice) =>
  requestSlot(booking, which, confirmedMark(booking.status, booking.confirmedSlot, which)) ?? '—';

/** Says which slot holds, in words (not only a colour), in the list and a contact's history. */
export const confirmedMark = (
  status: string,
  confirmedSlot: string | null | undefined,
  which: BookingSlotChoice,
) => (status === 'confirmed' && confirmedSlot === which ? 'Confirmed slot' : null);

export const bookingsResource = defineResource<BookingRow, BookingsContext>({
  path: 'crm/bookings',
  nav: { section: 'CRM', label: 'Bookings' },
  title: 'Booking requests',
  lead: 'Requests sent through the booking form, with the slots the visitor prefers.',
  noun: 'booking request',
  label: (booking) => booking.name,
  empty: (filtered) => (filtered ? 'No booking requests with this status.' : 'No booking requests yet.'),
  filters: [
    {
      param: 'status',
      label: 'Status',
      type: 'select',
      placeholder: 'All statuses',
      options: BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
      toVariable: (value) => (BOOKING_STATUSES.includes(value as BookingStatus) ? value : null),
    },
  ],
  columns: [
    nameColumn('Name', (booking) => booking.name, {
      detail: (booking) => (booking.phone ? `${booking.email} · ${booking.phone}` : booking.email),
    }),
    {
      header: 'Preferred',
      cell: (booking) => slotCell(booking, 'preferred'),
    },
    {
      header: 'Alternate',
      cell: (booking) => slotCell(booking, 'alternate'),
    },
    badgeColumn('Status', (booking) => bookingBadge(booking.status)),
    timeColumn('Received', (booking) => booking.createdAt),
  ],
  actions: (['confirmed', 'moved', 'declined'] as const).map((answer) => ({
    label: BOOKING_ANSWER_LABELS[answer],
    when: (booking: BookingRow) =>
      bookingAnswers(booking.status as BookingStatus, Boolean(booking.alternateDate)).includes(answer),
    run: (booking: BookingRow, context: BookingsContext) => context.answer(booking, answer),
  })),
});
