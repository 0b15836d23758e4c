// One timeline per contact: notes and contact messages, booking requests,
// submitted surveys, emails queued for the contact (with their outbox
// status) and sent emails logged without an outbox row, newest first. Each
// source is read after the same (time, id) keyset position and the pages
// are merged, so a page costs the same wherever it is. A list of contacts
// reads every contact's timeline at once: each source once for all of them.
import { encodeCursor, readCursor } from '../../../domain/shared/cursors';
import { isUuid } from '../../../domain/shared/ids';
import { Prisma, type PrismaClient } from '../../db';
import { firstRowsPerParent, sqlBeyond } from '../shared/nestedPages';

export type TimelineKind = 'note' | 'booking' | 'survey' | 'email' | 'emailLog';
export type TimelineEntry = { kind: TimelineKind; at: Date; id: string; row: Record<string, unknown> };
export type TimelineCursor = { at: Date; id: string };

type Row = Record<string, unknown> & { id: string };

/** Prisma's select or include for one source's rows: what the request asks of its type. */
export type TimelineQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type Read = { where: { id: { in: string[] } } } & TimelineQuery;

/** One source of the timeline: its table, the time a row stands at, and which rows it holds. */
type Source = {
  kind: TimelineKind;
  table: string;
  atColumn: string;
  atField: string;
  filter: Prisma.Sql;
  read: (prisma: PrismaClient, args: Read) => Promise<Row[]>;
};

const SOURCES: Source[] = [
  {
    kind: 'note',
    table: 'crm_contact_notes',
    atColumn: 'created_at',
    atField: 'createdAt',
    filter: Prisma.sql`NOT deleted`,
    read: (prisma, args) => prisma.crmContactNote.findMany(args),
  },
  {
    kind: 'booking',
    table: 'booking_requests',
    atColumn: 'created_at',
    atField: 'createdAt',
    filter: Prisma.sql`true`,
    read: (prisma, args) => prisma.bookingRequest.findMany(args),
  },
  {
    kind: 'survey',
    table: 'survey_sessions',
    atColumn: 'submitted_at',
    atField: 'submittedAt',
    filter: Prisma.sql`submitted_at IS NOT NULL`,
    read: (prisma, args) => prisma.surveySession.findMany(args),
  },
  {
    kind: 'email',
    table: 'email_outbox',
    atColumn: 'created_at',
    atField: 'createdAt',
    filter: Prisma.sql`true`,
    read: (prisma, args) => prisma.emailOutbox.findMany(args),
  },
  {
    kind: 'emailLog',
    table: 'crm_email_logs',
    atColumn: 'sent_at',
    atField: 'sentAt',
    filter: Prisma.sql`outbox_id IS NULL`,
    read: (prisma, args) => prisma.crmEmailLog.findMany(args),
  },
];

/** A source's rows before the cursor, newest first. */
function before({ atColumn, filter }: Source, cursor: TimelineCursor | null): Prisma.Sql {
  if (!cursor) return filter;
  const newestFirst = [
    { column: atColumn, type: 'timestamptz', ascending: false },
    { column: 'id', type: 'uuid', ascending: false },
  ];
  return Prisma.sql`${filter} AND ${sqlBeyond(newestFirst, [cursor.at, cursor.id])}`;
}

/**
 * The first `limit` entries of each contact's timeline after `cursor`, in
 * the order of `contactIds`: each source is read once for every contact
 * (two statements a source, however many contacts), with what `queryOf` its
 * kind says the request asks of it (a respondent's answers), so no entry is
 * read again for its fields.
 */
export async function contactTimelines(
  prisma: PrismaClient,
  contactIds: readonly string[],
  limit: number,
  cursor: TimelineCursor | null,
  queryOf: (kind: TimelineKind) => TimelineQuery = () => ({}),
): Promise<TimelineEntry[][]> {
  const perSource = await Promise.all(
    SOURCES.map(async (source) => {
      const at = Prisma.raw(source.atColumn);
      const pages = await firstRowsPerParent(prisma, contactIds, {
        table: source.table,
        parentColumn: 'contact_id',
        where: before(source, cursor),
        orderBy: Prisma.sql`${at} DESC, id DESC`,
        take: limit,
        findMany: (ids) =>
          source.read(prisma, {
            ...withFields(queryOf(source.kind), [source.atField]),
            where: { id: { in: ids } },
          }),
      });
      return pages.map((rows) =>
        rows.map(
          (row): TimelineEntry => ({ kind: source.kind, at: row[source.atField] as Date, id: row.id, row }),
        ),
      );
    }),
  );
  return contactIds.map((_, index) => {
    const entries = perSource.flatMap((pages) => pages[index]!);
    entries.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return entries.slice(0, limit);
  });
}

/** `query` with `fields` (what the timeline sorts by) among those it selects. */
const withFields = (query: TimelineQuery, fields: string[]): TimelineQuery =>
  query.select
    ? {
        ...query,
        select: { ...query.select, id: true, ...Object.fromEntries(fields.map((field) => [field, true])) },
      }
    : query;

const LIST = 'CrmContact.timeline';

export const encodeTimelineCursor = (entry: { at: Date; id: string }) =>
  encodeCursor(LIST, [entry.at.toISOString(), entry.id]);

export function decodeTimelineCursor(text: string): TimelineCursor | null {
  const key = readCursor<[string, string]>(
    text,
    LIST,
    ([at, id, ...rest]) =>
      rest.length === 0 &&
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === 'string' &&
      isUuid(id),
  );
  return key && { at: new Date(key[0]), id: key[1] };
}
