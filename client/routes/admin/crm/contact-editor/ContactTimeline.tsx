// A contact's whole history in one list, newest first: notes and contact
// messages, booking requests (answered from here, in the bookings list's
// dialog), submitted surveys with their answers, emails queued for them
// with their delivery status, and the sent-email log. 'Show more' loads
// older entries.
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { type BookingStatus, bookingAnswers } from '../../../../../domain/crm/bookings';
import type { ContactTimeline_contact$key } from '../../../../__generated__/ContactTimeline_contact.graphql';
import { buttonClass } from '../../../../components/Button';
import type { Badge } from '../../kit/columns';
import { formatDateTime } from '../../kit/formatDateTime';
import { LoadMore } from '../../kit/ResourceList';
import { StatusBadge } from '../../kit/StatusBadge';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';
import { outboxBadge } from '../../outbox/outbox.resource';
import { BookingAnswerButtons, useBookingAnswerDialog } from '../BookingAnswerDialog';
import { requestSlot, SLOT_LABELS, slotsOf } from '../BookingSlot';
import { bookingBadge, confirmedMark } from '../bookings.resource';
import { contactPath } from '../contacts.resource';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-slate-500">
      {formatDateTime(at)}
    </time>
  );
}

/** Entries a page of the history shows (the fragment's count). */
const TIMELINE_PAGE_SIZE = 20;

export function ContactTimeline({ contact: contactKey }: { contact: ContactTimeline_contact$key }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment ContactTimeline_contact on CrmContact
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ContactTimelinePaginationQuery") {
        id
        timeline(first: $count, after: $cursor) @connection(key: "ContactTimeline_timeline") {
          edges {
            node {
              __typename
              ... on CrmNote {
                id
                kind
                note
                createdAt
              }
              ... on BookingRequest {
                id
                name
                email
                bookingStatus: status
                confirmedSlot
                preferredDate
                preferredTime
                alternateDate
                alternateTime
                timeZone
                message
                createdAt
              }
              ... on SurveyRespondent {
                id
                startedAt
                submittedAt
                answers {
                  id
                  text
                  question {
                    questionText
                  }
                }
              }
              ... on EmailOutboxMessage {
                id
                subject
                toEmail
                outboxStatus: status
                createdAt
                deliveredAt: sentAt
                lastError
              }
              ... on CrmEmailLog {
                id
                subject
                toEmail
                sentAt
              }
            }
          }
        }
      }
    `,
    contactKey,
  );
  const notice = useNotice();
  // In the background: the history stays on screen until the new one has come.
  const reload = useReload(pagination.refetch, data.timeline.edges.length, TIMELINE_PAGE_SIZE);
  const answerDialog = useBookingAnswerDialog((text) => {
    notice.success(text);
    // An emailed answer is a new entry in the history.
    reload();
  });

  const entries = data.timeline.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="contact-history" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contact-history" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        <Link to={`${contactPath(data.id)}/notes`} className={buttonClass('secondary')}>
          Add, edit or delete notes
        </Link>
      </div>
      {notice.element}
      {answerDialog.element}
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing yet: notes, messages, bookings, surveys and emails appear here.
        </p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => {
            switch (entry.__typename) {
              case 'CrmNote':
                return (
                  <Entry
                    key={entry.id}
                    label={entry.kind === 'contact_message' ? 'Contact message' : 'Note'}
                    at={entry.createdAt}
                  >
                    <p className="whitespace-pre-wrap">{entry.note}</p>
                  </Entry>
                );
              case 'BookingRequest':
                return (
                  <Entry
                    key={entry.id}
                    label="Booking request"
                    at={entry.createdAt}
                    badge={bookingBadge(entry.bookingStatus)}
                  >
                    {slotsOf(entry).map((which) => (
                      <p key={which}>
                        {SLOT_LABELS[which]}:{' '}
                        {requestSlot(
                          entry,
                          which,
                          confirmedMark(entry.bookingStatus, entry.confirmedSlot, which),
                        )}
                      </p>
                    ))}
                    {entry.message ? <p className="whitespace-pre-wrap">{entry.message}</p> : null}
                    <BookingAnswerButtons
                      booking={entry}
                      answers={bookingAnswers(
                        entry.bookingStatus as BookingStatus,
                        Boolean(entry.alternateDate),
                      )}
                      onAnswer={answerDialog.open}
                    />
                  </Entry>
                );
              case 'SurveyRespondent':
                return (
                  <Entry key={entry.id} label="Survey answers" at={entry.submittedAt ?? entry.startedAt}>
                    <dl className="space-y-1">
                      {entry.answers.map((answer) => (
                        <div key={answer.id}>
                          <dt className="font-medium text-slate-800">{answer.question.questionText}</dt>
                          <dd className="whitespace-pre-wrap">{answer.text}</dd>
                        </div>
                      ))}
                    </dl>
                  </Entry>
                );
              case 'EmailOutboxMessage':
                return (
                  <Entry
                    key={entry.id}
                    label="Email"
                    at={entry.deliveredAt ?? entry.createdAt}
                    badge={outboxBadge(entry.outboxStatus)}
                  >
                    <p>
                      {entry.subject} <span className="text-slate-500">to {entry.toEmail}</span>
                    </p>
                    {entry.lastError ? <p className="text-red-700">{entry.lastError}</p> : null}
                  </Entry>
                );
              case 'CrmEmailLog':
                return (
                  <Entry key={entry.id} label="Email sent" at={entry.sentAt} badge={outboxBadge('sent')}>
                    <p>
                      {entry.subject} <span className="text-slate-500">to {entry.toEmail}</span>
                    </p>
                  </Entry>
                );
              default:
                return null;
            }
          })}
        </ol>
      )}
      <LoadMore pagination={pagination} count={TIMELINE_PAGE_SIZE} />
    </section>
  );
}

function Entry({
  label,
  at,
  badge,
  children,
}: {
  label: string;
  at: string;
  badge?: Badge;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        {badge ? <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge> : null}
        <span className="ml-auto">
          <When at={at} />
        </span>
      </div>
      {children}
    </li>
  );
}
