// The calendar invitation an email can carry (RFC 5545, written by the `ics`
// package): an event the visitor's mail program offers to add to their
// calendar. A later invitation with the same UID and a higher SEQUENCE
// moves it (REQUEST) or removes it (CANCEL). The package is loaded by the
// first delivery that sends one, not at start.

/** What the outbox stores of an invitation, in the message's template data. */
export type CalendarEventData = {
  uid: string;
  /** Higher for each later version of the event. */
  sequence: number;
  /** The start, ISO 8601 in UTC. */
  starts_at: string;
  minutes: number;
  attendee_name: string;
  attendee_email: string;
};

export type CalendarInvite = CalendarEventData & {
  method: 'REQUEST' | 'CANCEL';
  title: string;
  organizer: { name: string; email: string };
};

/** The .ics text of an invitation; throws when the data cannot make one (the outbox then retries and reports it). */
export async function calendarFile(invite: CalendarInvite): Promise<{ method: string; content: string }> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    method: invite.method,
    uid: invite.uid,
    sequence: invite.sequence,
    start: new Date(invite.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.minutes },
    title: invite.title,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: invite.organizer,
    attendees: [
      {
        name: invite.attendee_name,
        email: invite.attendee_email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
    productId: 'meridianlab/site',
  });
  if (error || !value) throw new Error(`The calendar invitation could not be written: ${error?.message}`);
  return { method: invite.method, content: value };
}
