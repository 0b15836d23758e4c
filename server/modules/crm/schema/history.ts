// What happened with a contact: its notes, its email log, booking requests,
// and the one timeline that merges them with survey submissions and queued
// emails. Admin-only types (also through node(id:)).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BOOKING_REPLY_MAX, BOOKING_SLOTS, BOOKING_STATUSES } from '../../../../domain/crm/bookings';
import { CRM_TEXT } from '../../../../domain/crm/messages';
import { CRM } from '../../../../domain/shared/messages';
import { builder } from '../../../builder';
import { Prisma } from '../../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { EmailOutboxMessage } from '../../outbox/schema/emailOutbox';
import { forwardConnection, forwardPageSize, invalidCursor } from '../../shared/cursors';
import {
  countedConnectionTypes,
  keysetConnection,
  keysetConnectionTypes,
  latestFirst,
  newestFirst,
} from '../../shared/keyset';
import { requestLoader } from '../../shared/loaders';
import { type NestedList, nestedConnection } from '../../shared/nestedPages';
import { reload, reloaded } from '../../shared/reread';
import { SurveyRespondentNode } from '../../surveys/schema/results';
import { moveBooking } from '../bookings';
import { addNote, deleteNote, editNote } from '../notes';
import {
  contactTimelines,
  decodeTimelineCursor,
  encodeTimelineCursor,
  type TimelineKind,
  type TimelineQuery,
} from '../timeline';
import { CrmContactNode } from './contact';

const ADMIN = { authScopes: { admin: true } } as const;

const NoteKindEnum = builder.enumType('CrmNoteKind', {
  values: {
    note: { description: 'Written by an admin.' },
    contact_message: { description: 'A message sent through the contact form (subject, then text).' },
  },
});

export const CrmNoteNode = builder.prismaNode('CrmContactNote', {
  name: 'CrmNote',
  id: { field: 'id' },
  nullable: true,
  ...ADMIN,
  fields: (t) => ({
    kind: t.expose('kind', { type: NoteKindEnum }),
    note: t.exposeString('note'),
    version: t.exposeInt('version', {
      description:
        'Incremented by every edit: an edit (or a delete) names the version it was made from, and one made from an older version is refused (ConflictError).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    contact: t.relation('contact'),
  }),
});

const CrmEmailLogNode = builder.prismaNode('CrmEmailLog', {
  id: { field: 'id' },
  nullable: true,
  ...ADMIN,
  fields: (t) => ({
    toEmail: t.exposeString('toEmail'),
    subject: t.exposeString('subject'),
    template: t.exposeString('template', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
  }),
});

const BookingStatusEnum = builder.enumType('BookingStatus', {
  values: BOOKING_STATUSES,
  description: 'requested (shown as New), then confirmed or declined.',
});

const BookingSlotEnum = builder.enumType('BookingSlot', {
  values: BOOKING_SLOTS,
  description: "Which of a request's slots a confirmation is for.",
});

const BookingRequestNode = builder.prismaNode('BookingRequest', {
  id: { field: 'id' },
  nullable: true,
  ...ADMIN,
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    preferredDate: t.expose('preferredDate', { type: 'Date' }),
    preferredTime: t.exposeString('preferredTime'),
    alternateDate: t.expose('alternateDate', { type: 'Date', nullable: true }),
    alternateTime: t.exposeString('alternateTime', { nullable: true }),
    timeZone: t.exposeString('timeZone', {
      nullable: true,
      description:
        "The visitor's IANA time zone, which the dates and times are in (null for requests from before it was kept).",
    }),
    message: t.exposeString('message', { nullable: true }),
    status: t.expose('status', { type: BookingStatusEnum }),
    confirmedSlot: t.expose('confirmedSlot', {
      type: BookingSlotEnum,
      nullable: true,
      description: 'The slot confirmed; null unless confirmed (or confirmed before it was kept).',
    }),
    contact: t.relation('contact', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TIMELINE_TYPES: Record<TimelineKind, string> = {
  note: 'CrmNote',
  booking: 'BookingRequest',
  survey: 'SurveyRespondent',
  email: 'EmailOutboxMessage',
  emailLog: 'CrmEmailLog',
};
const TIMELINE_KIND = Symbol('timelineKind');

const TimelineEntryUnion = builder.unionType('CrmTimelineEntry', {
  types: [CrmNoteNode, BookingRequestNode, SurveyRespondentNode, EmailOutboxMessage, CrmEmailLogNode],
  resolveType: (entry) =>
    TIMELINE_TYPES[(entry as unknown as { [TIMELINE_KIND]: TimelineKind })[TIMELINE_KIND]],
});

/** A contact's notes that are not deleted, newest first. */
const CONTACT_NOTES: NestedList<{ id: string }> = {
  name: 'contactNotes',
  typeName: 'CrmNote',
  table: 'crm_contact_notes',
  parentColumn: 'contact_id',
  columns: { createdAt: { column: 'created_at', type: 'timestamptz' }, id: { column: 'id', type: 'uuid' } },
  filter: Prisma.sql`NOT deleted`,
  order: newestFirst,
  findMany: (context, findArgs) => context.prisma.crmContactNote.findMany(findArgs),
  countByParent: async (context, contactIds) => {
    const groups = await context.prisma.crmContactNote.groupBy({
      by: ['contactId'],
      where: { contactId: { in: contactIds }, deleted: false },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.contactId, group._count._all]));
  },
};

/** The emails sent to a contact, latest first. */
const CONTACT_EMAIL_LOG: NestedList<{ id: string }> = {
  name: 'contactEmailLog',
  typeName: 'CrmEmailLog',
  table: 'crm_email_logs',
  parentColumn: 'contact_id',
  columns: { sentAt: { column: 'sent_at', type: 'timestamptz' }, id: { column: 'id', type: 'uuid' } },
  order: latestFirst('sentAt'),
  findMany: (context, findArgs) => context.prisma.crmEmailLog.findMany(findArgs),
};

builder.prismaObjectFields(CrmContactNode, (t) => ({
  notes: t.connection(
    {
      type: CrmNoteNode,
      description: 'Notes and contact messages that are not deleted, newest first.',
      // By key: a note deleted while a script pages leaves the list. Batched: a
      // list of contacts reads every contact's page at once (nestedPages.ts).
      resolve: (contact, args, context, info) =>
        nestedConnection(CONTACT_NOTES, contact.id, { args, context, info }) as never,
    },
    ...countedConnectionTypes('notes', 'CrmContact'),
  ),
  emailLog: t.connection(
    {
      type: CrmEmailLogNode,
      description: 'Emails sent to the contact, latest first.',
      // Its cursors name the list (nestedPages.ts), so another list's cursor is refused.
      resolve: (contact, args, context, info) =>
        nestedConnection(CONTACT_EMAIL_LOG, contact.id, { args, context, info }) as never,
    },
    ...keysetConnectionTypes('emailLog', 'CrmContact'),
  ),
  timeline: t.connection({
    type: TimelineEntryUnion,
    description:
      'Everything about the contact, newest first (forward paging only): notes and contact messages, booking requests, submitted surveys with their answers, and emails (queued, with their status, or logged).',
    resolve: async (contact, args, context, info) => {
      const first = forwardPageSize('timeline', args, 20);
      const cursor = args.after ? decodeTimelineCursor(args.after) : null;
      if (args.after && !cursor) throw invalidCursor();
      // Each kind read with what the request asks of its type (a respondent's answers).
      const queries = Object.fromEntries(
        Object.entries(TIMELINE_TYPES).map(([kind, typeName]) => [
          kind,
          queryFromInfo({ context, info, typeName, path: ['edges', 'node'] }) as TimelineQuery,
        ]),
      );
      const name = `timeline ${first} ${args.after ?? ''} ${JSON.stringify(queries)}`;
      const timelines = requestLoader(context, name, (contactIds) =>
        contactTimelines(context.prisma, contactIds, first + 1, cursor, (kind) => queries[kind]!),
      );
      const entries = await timelines.load(contact.id);
      return forwardConnection(entries, first, {
        hasPrevious: cursor !== null,
        cursorOf: encodeTimelineCursor,
        nodeOf: (entry) => Object.assign(entry.row, { [TIMELINE_KIND]: entry.kind }),
      }) as never;
    },
  }),
}));

builder.queryFields((t) => ({
  bookingRequests: t.connection(
    {
      type: BookingRequestNode,
      description: 'Booking requests, newest first, optionally of one status.',
      args: { status: t.arg({ type: BookingStatusEnum }) },
      // By key: a request leaves a status's list when it is confirmed or declined while a script pages.
      resolve: (_root, args, context, info) => {
        const where = args.status ? { status: args.status } : {};
        return keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'BookingRequest',
            order: newestFirst,
            where,
            count: () => context.prisma.bookingRequest.count({ where }),
          },
          (page) => context.prisma.bookingRequest.findMany(page),
        );
      },
    },
    ...countedConnectionTypes('bookingRequests'),
  ),
}));

const AddNoteInput = builder.inputType('AddCrmContactNoteInput', {
  fields: (t) => ({
    contactId: t.globalID({ required: true, for: CrmContactNode }),
    note: t.string({ required: true }),
  }),
});
const EditNoteInput = builder.inputType('UpdateCrmContactNoteInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CrmNoteNode }),
    expectedVersion: t.int({ required: true, description: 'The version of the note the edit started from.' }),
    note: t.string({ required: true }),
  }),
});
const NoteIdInput = builder.inputType('DeleteCrmContactNoteInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CrmNoteNode }),
    expectedVersion: t.int({
      description:
        'The version of the note as shown when the delete was chosen: a note edited since is not deleted (ConflictError). Left out, the note is deleted as it is now.',
    }),
  }),
});
const DeletedNotePayload = builder.objectRef<{ deletedId: string }>('DeleteCrmContactNotePayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});
const BookingStatusInput = builder.inputType('SetBookingRequestStatusInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: BookingRequestNode }),
    status: t.field({ type: BookingStatusEnum, required: true }),
    slot: t.field({
      type: BookingSlotEnum,
      description: 'The slot to confirm (preferred when omitted); only with status confirmed.',
    }),
    notify: t.boolean({
      description: 'Queue an email that tells the visitor (replies go to the company inbox). Default false.',
    }),
    message: t.string({
      description: `A note of at most ${BOOKING_REPLY_MAX} characters in that email; only with notify.`,
    }),
  }),
});

builder.mutationFields((t) => ({
  addCrmContactNote: t.prismaField({
    type: CrmNoteNode,
    description: 'An empty or whitespace-only note is refused.',
    args: { input: t.arg({ type: AddNoteInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      // Its contact deleted for good once the note committed (an import's undo): gone with it.
      reloaded(
        context.prisma.crmContactNote.findUnique(
          reload(query, await addNote(context, input.contactId, input.note)),
        ),
        CRM.notFound,
      ),
  }),
  updateCrmContactNote: t.prismaField({
    type: CrmNoteNode,
    description:
      "Rewrites an admin's note (its date stays). Refused with a ConflictError when the note changed since expectedVersion. Empty is refused, and so is a contact message: it stays as the visitor sent it.",
    args: { input: t.arg({ type: EditNoteInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.crmContactNote.findUnique(
          reload(query, await editNote(context, input.id, input.expectedVersion, input.note)),
        ),
        CRM_TEXT.noteNotFound,
      ),
  }),
  deleteCrmContactNote: t.field({
    type: DeletedNotePayload,
    description: 'Soft delete; with expectedVersion, a note edited since is refused (ConflictError).',
    args: { input: t.arg({ type: NoteIdInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError, ConflictError] },
    resolve: async (_root, { input }, context) => ({
      deletedId: encodeGlobalID(
        'CrmNote',
        await deleteNote(context, input.id, input.expectedVersion ?? null),
      ),
    }),
  }),
  setBookingRequestStatus: t.prismaField({
    type: BookingRequestNode,
    description:
      'Confirms (for a slot) or declines a booking request, and can email the visitor the answer through the outbox.',
    args: { input: t.arg({ type: BookingStatusInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.bookingRequest.findUniqueOrThrow({
        ...query,
        where: { id: await moveBooking(context, input.id, input) },
      }),
  }),
}));
