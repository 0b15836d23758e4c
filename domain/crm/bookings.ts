// Booking requests in the CRM: their statuses and labels, the slot a
// confirmation is for, and which answers an admin can give a request now.

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'New',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** Which of a request's slots a confirmation is for. */
export const BOOKING_SLOTS = ['preferred', 'alternate'] as const;
export type BookingSlotChoice = (typeof BOOKING_SLOTS)[number];
/**
 * How long a consultation lasts in the calendar invitation sent with its
 * confirmation: the length of the site's one scheduling event (SPEC: "a
 * 30-minute scheduling embed").
 */
export const BOOKING_DURATION_MINUTES = 30;
/** The longest message an admin may add to the email that confirms or declines a request. */
export const BOOKING_REPLY_MAX = 2_000;

/** A new request is confirmed or declined; a decision can be reversed, never undone to new. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return from !== to && to !== 'requested';
}

/** A confirmed request with two slots can move to the other one (the visitor asked to). */
export function canChangeBookingSlot(status: BookingStatus, hasAlternate: boolean): boolean {
  return status === 'confirmed' && hasAlternate;
}

/** An admin's answer to a request: confirm it, move a confirmed one to its other slot, decline it. */
export type BookingAnswer = 'confirmed' | 'moved' | 'declined';

/** The answers a request can be given now, in the order the screens offer them. */
export function bookingAnswers(status: BookingStatus, hasAlternate: boolean): BookingAnswer[] {
  return [
    ...(canMoveBooking(status, 'confirmed') ? (['confirmed'] as const) : []),
    ...(canChangeBookingSlot(status, hasAlternate) ? (['moved'] as const) : []),
    ...(canMoveBooking(status, 'declined') ? (['declined'] as const) : []),
  ];
}
