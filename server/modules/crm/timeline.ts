// One timeline per contact: notes and contact messages, booking requests,
// submitted surveys, emails queued for the contact (with their outbox
// status) and sent emails logged without an outbox row, newest first. Each
// source is read after the same (time, id) keyset position and the pages
// are merged, so a page costs the same wherever it is.
import type { PrismaClient } from '../../db';

export type TimelineKind = 'note' | 'booking' | 'survey' | 'email' | 'emailLog';
export type TimelineEntry = { kind: TimelineKind; at: Date; id: string; row: Record<string, unknown> };
export type TimelineCursor = { at: Date; id: string };

const before = <F extends string>(field: F, cursor: TimelineCursor | null) =>
  cursor ? { OR: [{ [field]: { lt: cursor.at } }, { [field]: cursor.at, id: { lt: cursor.id } }] } : {};

export async function contactTimeline(
  prisma: PrismaClient,
  contactId: string,
  limit: number,
  cursor: TimelineCursor | null,
): Promise<TimelineEntry[]> {
  const take = limit;
  const [notes, bookings, surveys, emails, logs] = await Promise.all([
    prisma.crmContactNote.findMany({
      where: { contactId, deleted: false, ...before('createdAt', cursor) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
    prisma.bookingRequest.findMany({
      where: { contactId, ...before('createdAt', cursor) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
    prisma.surveySession.findMany({
      where: { contactId, submittedAt: { not: null }, ...before('submittedAt', cursor) },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take,
    }),
    prisma.emailOutbox.findMany({
      where: { contactId, ...before('createdAt', cursor) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
    prisma.crmEmailLog.findMany({
      where: { contactId, outboxId: null, ...before('sentAt', cursor) },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      take,
    }),
  ]);
  const entries: TimelineEntry[] = [
    ...notes.map((row) => ({ kind: 'note' as const, at: row.createdAt, id: row.id, row })),
    ...bookings.map((row) => ({ kind: 'booking' as const, at: row.createdAt, id: row.id, row })),
    ...surveys.map((row) => ({ kind: 'survey' as const, at: row.submittedAt as Date, id: row.id, row })),
    ...emails.map((row) => ({ kind: 'email' as const, at: row.createdAt, id: row.id, row })),
    ...logs.map((row) => ({ kind: 'emailLog' as const, at: row.sentAt, id: row.id, row })),
  ];
  entries.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return entries.slice(0, limit);
}

export const encodeTimelineCursor = (entry: { at: Date; id: string }) =>
  Buffer.from(JSON.stringify([entry.at.toISOString(), entry.id])).toString('base64url');

export function decodeTimelineCursor(text: string): TimelineCursor | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(at))) return null;
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { at: new Date(at), id };
  } catch {
    return null;
  }
}
