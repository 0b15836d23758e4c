// The admin home: posts by status, the latest posts, the latest contacts,
// the emails not delivered (yet), with where delivery stands, and the booking
// requests nobody has confirmed or declined yet (visitors are told "We'll
// confirm your appointment shortly"), answered from here in the bookings
// list's dialog.
import type { ReactNode } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { AdminDashboardPageQuery } from '../../../__generated__/AdminDashboardPageQuery.graphql';
import { PageHeading } from '../../../components/PageHeading';
import type { ScreenProps } from '../../../routing/entryPoints';
import { BookingAnswerButtons, useBookingAnswerDialog } from '../crm/BookingAnswerDialog';
import { BookingSlot } from '../crm/BookingSlot';
import { contactPath } from '../crm/contacts.resource';
import { formatDateTime } from '../kit/formatDateTime';
import { TEXT_LINK } from '../kit/links';
import { useNotice } from '../kit/useNotice';
import { DeliveryNotice } from '../outbox/DeliveryNotice';
import { rowIdOf } from '../shared/globalId';
import { PostStatusBadge } from '../shared/PostStatusBadge';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const DASHBOARD = graphql`
      query AdminDashboardPageQuery @preloadable {
        viewer {
          email
          name
        }
        blogPostCounts {
          draft
          scheduled
          published
        }
        adminBlogPosts(first: 5) {
          edges {
            node {
              id
              title
              status
              publishedAt
              updatedAt
            }
          }
        }
        latestCrmContacts(first: 5) {
          id
          firstName
          lastName
          email
          company
          source
          createdAt
        }
        emailOutboxCounts {
          undelivered
          ...DeliveryNotice_counts
        }
        bookingRequests(status: requested, first: 5) {
          totalCount
          edges {
            node {
              id
              name
              email
              preferredDate
              preferredTime
              alternateDate
              alternateTime
              timeZone
              createdAt
              contact {
                id
              }
            }
          }
        }
        emailOutbox(undelivered: true, first: 5) {
          edges {
            node {
              id
              subject
              toEmail
              status
              lastError
              createdAt
            }
          }
        }
      }
    `;

export default function AdminDashboardPage({ queries }: ScreenProps<{ dashboard: AdminDashboardPageQuery }>) {
  const data = usePreloadedQuery<AdminDashboardPageQuery>(DASHBOARD, queries.dashboard);
  const environment = useRelayEnvironment();
  const notice = useNotice();
  // An answered request leaves the list to answer, and an emailed answer joins the outbox's.
  const answerDialog = useBookingAnswerDialog((text) => {
    notice.success(text);
    fetchQuery<AdminDashboardPageQuery>(environment, DASHBOARD, {}).subscribe({});
  });
  const counts = data.blogPostCounts;
  return (
    <div className="space-y-8">
      {answerDialog.element}
      <PageHeading
        title="Dashboard"
        lead={`Welcome back, ${data.viewer?.name ?? data.viewer?.email ?? ''}.`}
      />
      {notice.element}
      <section aria-labelledby="post-counts">
        <h2 id="post-counts" className="sr-only">
          Posts by status
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['Published', counts.published, 'published'],
              ['Scheduled', counts.scheduled, 'scheduled'],
              ['Draft', counts.draft, 'draft'],
            ] as const
          ).map(([label, count, status]) => (
            // relative: the link's ::after covers the card, which a thumb presses as a whole
            // (the words alone are a 16 px line).
            <div
              key={status}
              className="relative rounded-lg bg-white p-5 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-indigo-600 hover:ring-indigo-300"
            >
              <dt className="text-sm text-slate-600">
                <Link
                  to={`/admin/posts?status=${status}`}
                  className="hover:text-indigo-700 after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
                >
                  {label} posts
                </Link>
              </dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">{count}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Latest posts" more={{ to: '/admin/posts', label: 'All posts' }}>
          {data.adminBlogPosts.edges.map(({ node }) => (
            <li key={node.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 wrap-anywhere">
                <Link
                  to={`/admin/posts/${rowIdOf(node.id)}`}
                  className="font-medium text-slate-900 hover:text-indigo-700"
                >
                  {node.title}
                </Link>
                <span className="block text-xs text-slate-500">Edited {when(node.updatedAt)}</span>
              </span>
              <PostStatusBadge status={node.status} publishedAt={node.publishedAt} />
            </li>
          ))}
        </Panel>
        <Panel title="Latest contacts" more={{ to: '/admin/crm/contacts', label: 'All contacts' }}>
          {data.latestCrmContacts.map((contact) => (
            <li key={contact.id} className="py-2">
              <p className="font-medium text-slate-900">
                {contact.firstName} {contact.lastName}
                {contact.company ? (
                  <span className="font-normal text-slate-600"> · {contact.company}</span>
                ) : null}
              </p>
              <p className="text-xs text-slate-500">
                {contact.email} · {contact.source ?? 'Unknown source'} · {when(contact.createdAt)}
              </p>
            </li>
          ))}
        </Panel>
        <Panel
          title={`Emails not delivered (${data.emailOutboxCounts.undelivered})`}
          more={{ to: '/admin/outbox', label: 'Email outbox' }}
          notice={<DeliveryNotice counts={data.emailOutboxCounts} />}
        >
          {data.emailOutbox.edges.map(({ node }) => (
            <li key={node.id} className="py-2">
              <Link
                to={`/admin/outbox?message=${rowIdOf(node.id)}`}
                className="font-medium text-slate-900 hover:text-indigo-700"
              >
                {node.subject}
              </Link>
              <p className="text-xs text-slate-500">
                {node.status} · to {node.toEmail} · queued {when(node.createdAt)}
              </p>
              {node.lastError ? <p className="text-xs text-red-800">{node.lastError}</p> : null}
            </li>
          ))}
        </Panel>
        <Panel
          title={`Booking requests to answer (${data.bookingRequests.totalCount})`}
          more={{ to: '/admin/crm/bookings?status=requested', label: 'All requests to answer' }}
          empty="None waiting."
        >
          {data.bookingRequests.edges.map(({ node }) => (
            <li key={node.id} className="py-2">
              {node.contact ? (
                <Link
                  to={contactPath(node.contact.id)}
                  className="font-medium text-slate-900 hover:text-indigo-700"
                >
                  {node.name}
                </Link>
              ) : (
                <span className="font-medium text-slate-900">{node.name}</span>
              )}
              <p className="text-xs text-slate-600">
                Preferred:{' '}
                <BookingSlot date={node.preferredDate} time={node.preferredTime} zone={node.timeZone} />
              </p>
              <p className="text-xs text-slate-500">Asked {when(node.createdAt)}</p>
              <BookingAnswerButtons
                booking={node}
                answers={['confirmed', 'declined']}
                onAnswer={answerDialog.open}
              />
            </li>
          ))}
        </Panel>
      </div>
    </div>
  );
}

function Panel({
  title,
  more,
  empty = 'Nothing yet.',
  notice,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  empty?: string;
  /** Shown above the list; it then says what an empty list means. */
  notice?: ReactNode;
  children: ReactNode[];
}) {
  return (
    // min-w-0: the grid column stays its share of the page; a long line wraps inside.
    <section className="min-w-0 rounded-lg bg-white p-5 ring-1 ring-slate-200" aria-label={title}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {/* TEXT_LINK: 28 px high to press; inline-block keeps the baseline beside the heading. */}
        <Link to={more.to} className={`${TEXT_LINK} text-sm`}>
          {more.label}
        </Link>
      </div>
      {notice ? <div className="mb-2">{notice}</div> : null}
      {children.length === 0 ? (
        notice ? null : (
          <p className="text-sm text-slate-600">{empty}</p>
        )
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}
