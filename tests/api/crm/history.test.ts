// A contact's history through the API: notes (never empty, soft-deleted),
// the one timeline that merges contact messages, booking requests, survey
// submissions, queued and logged emails, and the booking status flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { INVALID_CURSOR } from '../../../domain/shared/constants';
import { encodeCursor } from '../../../domain/shared/cursors';
import { CRM } from '../../../domain/shared/messages';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, fieldMessages, type GqlError, gid } from '../../helpers/content';
import { contactInput, REQUEST_BOOKING, SEND_CONTACT } from '../../helpers/conversion';

const ADD_NOTE = /* GraphQL */ `mutation A($input: AddCrmContactNoteInput!) { addCrmContactNote(input: $input) {
  __typename ... on CrmNote { id note kind } ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;
const DELETE_NOTE = /* GraphQL */ `mutation D($input: DeleteCrmContactNoteInput!) { deleteCrmContactNote(input: $input) {
  __typename ... on DeleteCrmContactNotePayload { deletedId } ... on Error { message } } }`;
const EDIT_NOTE = /* GraphQL */ `mutation E($input: UpdateCrmContactNoteInput!) { updateCrmContactNote(input: $input) {
  __typename ... on CrmNote { id note kind createdAt } ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;
const CONTACT = /* GraphQL */ `
  query C($id: ID!, $after: String, $first: Int) {
    node(id: $id) {
      ... on CrmContact {
        notes(first: 10) { totalCount edges { node { note kind } } }
        emailLog(first: 10) { edges { node { subject toEmail } } }
        timeline(first: $first, after: $after) {
          edges { node {
            __typename
            ... on CrmNote { note kind }
            ... on BookingRequest { preferredTime alternateTime bookingStatus: status }
            ... on SurveyRespondent { respondentId answers { text } }
            ... on EmailOutboxMessage { template outboxStatus: status }
            ... on CrmEmailLog { subject }
          } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`;
const SET_BOOKING = /* GraphQL */ `mutation B($input: SetBookingRequestStatusInput!) { setBookingRequestStatus(input: $input) {
  __typename ... on BookingRequest { status } ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;

type Entry = { __typename: string } & Record<string, unknown>;
type ContactResult = {
  node: {
    notes: { totalCount: number; edges: { node: { note: string; kind: string } }[] };
    emailLog: { edges: { node: { subject: string } }[] };
    timeline: { edges: { node: Entry }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
  };
};

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let cookie: string;
let contactId: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
  // A visitor writes, then asks for a call, then answers a survey; an admin notes it; an email is logged.
  await app.gql(
    SEND_CONTACT,
    { input: contactInput({ email: 'lead@example.com' }) },
    { clientIp: '198.51.100.1' },
  );
  const contact = await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'lead@example.com' } });
  contactId = gid('CrmContact', contact.id);
  clock.advance(60_000);
  await app.gql(
    REQUEST_BOOKING,
    {
      input: {
        name: 'Ada Lovelace',
        email: 'LEAD@example.com',
        preferredDate: '2026-11-25',
        preferredTime: '9:30 AM',
        alternateDate: '2026-11-26',
        alternateTime: '2:00 PM',
      },
    },
    { clientIp: '198.51.100.2' },
  );
  clock.advance(60_000);
  const survey = await app.prisma.survey.create({
    data: {
      title: 'AI Audit',
      questions: { create: [{ questionText: 'Team size?', questionType: 'short_answer', orderNumber: 1 }] },
    },
    include: { questions: true },
  });
  await app.prisma.surveySession.create({
    data: {
      surveyId: survey.id,
      respondentId: 'r-1',
      contactId: contact.id,
      submittedAt: clock.now(),
      responses: { create: [{ questionId: survey.questions[0]!.id, textResponse: '12 people' }] },
    },
  });
  clock.advance(60_000);
  await app.prisma.crmEmailLog.create({
    data: { contactId: contact.id, toEmail: 'lead@example.com', subject: 'Your audit', sentAt: clock.now() },
  });
  clock.advance(60_000);
});
afterAll(() => app.close());

const read = async (variables: Record<string, unknown> = {}) => {
  const result = await app.gql<ContactResult>(
    CONTACT,
    { id: contactId, first: 20, ...variables },
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node;
};

describe('notes', () => {
  it('refuses an empty or whitespace-only note, and a missing contact', async () => {
    for (const note of ['', '   \n ']) {
      const result = await app.gql<{ addCrmContactNote: GqlError }>(
        ADD_NOTE,
        { input: { contactId, note } },
        { cookie },
      );
      expect(fieldMessages(result.data!.addCrmContactNote)).toEqual({ note: CRM_TEXT.noteEmpty });
    }
    const missing = gid('CrmContact', '00000000-0000-7000-8000-000000000000');
    const result = await app.gql<{ addCrmContactNote: GqlError }>(
      ADD_NOTE,
      { input: { contactId: missing, note: 'Hello' } },
      { cookie },
    );
    expect(result.data?.addCrmContactNote).toEqual({ __typename: 'NotFoundError', message: CRM.notFound });
    expect((await read()).notes.totalCount).toBe(1);
  });

  it('adds a note, lists it newest first beside the contact message, and deletes it softly', async () => {
    const added = await app.gql<{ addCrmContactNote: { id: string; note: string; kind: string } }>(
      ADD_NOTE,
      { input: { contactId, note: '  Called back, wants a quote.  ' } },
      { cookie },
    );
    expect(added.data?.addCrmContactNote).toMatchObject({
      note: 'Called back, wants a quote.',
      kind: 'note',
    });
    const notes = (await read()).notes;
    expect(notes.edges.map((edge) => edge.node.kind)).toEqual(['note', 'contact_message']);
    const removed = await app.gql<{ deleteCrmContactNote: { deletedId: string } }>(
      DELETE_NOTE,
      { input: { id: added.data!.addCrmContactNote.id } },
      { cookie },
    );
    expect(removed.data?.deleteCrmContactNote.deletedId).toBe(added.data!.addCrmContactNote.id);
    expect((await read()).notes.totalCount).toBe(1);
    expect(await app.prisma.crmContactNote.count({ where: { deleted: true } })).toBe(1);
    const again = await app.gql<{ deleteCrmContactNote: GqlError }>(
      DELETE_NOTE,
      { input: { id: added.data!.addCrmContactNote.id } },
      { cookie },
    );
    expect(again.data?.deleteCrmContactNote).toEqual({
      __typename: 'NotFoundError',
      message: CRM_TEXT.noteNotFound,
    });
  });
});

describe('editing a note', () => {
  type Edited = { updateCrmContactNote: GqlError & { id: string; note: string; createdAt: string } };
  const editNote = (id: string, note: string, expectedVersion = 1) =>
    app.gql<Edited>(EDIT_NOTE, { input: { id, note, expectedVersion } }, { cookie }).then((result) => {
      expect(result.errors).toBeUndefined();
      return result.data!.updateCrmContactNote;
    });

  it('rewrites an admin note in place, keeps its date, and refuses an empty one', async () => {
    const added = await app.gql<{ addCrmContactNote: { id: string } }>(
      ADD_NOTE,
      { input: { contactId, note: 'Called back, wants a qoute.' } },
      { cookie },
    );
    const id = added.data!.addCrmContactNote.id;
    const before = await app.prisma.crmContactNote.findFirstOrThrow({
      where: { note: { contains: 'qoute' } },
    });

    const edited = await editNote(id, '  Called back, wants a quote by Friday.  ');
    expect(edited).toMatchObject({
      __typename: 'CrmNote',
      id,
      note: 'Called back, wants a quote by Friday.',
    });
    expect(edited.createdAt).toBe(before.createdAt.toISOString());
    expect((await read()).notes.edges[0]?.node.note).toBe('Called back, wants a quote by Friday.');

    expect(fieldMessages(await editNote(id, '  ', 2))).toEqual({ note: CRM_TEXT.editedNoteEmpty });
    expect((await read()).notes.edges[0]?.node.note).toBe('Called back, wants a quote by Friday.');

    await app.gql(DELETE_NOTE, { input: { id } }, { cookie });
    expect(await editNote(id, 'Too late', 2)).toEqual({
      __typename: 'NotFoundError',
      message: CRM_TEXT.noteNotFound,
    });
  });

  it("keeps a visitor's contact message as it was sent", async () => {
    const message = await app.prisma.crmContactNote.findFirstOrThrow({ where: { kind: 'contact_message' } });
    const refused = await editNote(gid('CrmNote', message.id), 'Rewritten');
    expect(fieldMessages(refused)).toEqual({ note: CRM_TEXT.contactMessageKept });
    expect((await app.prisma.crmContactNote.findUniqueOrThrow({ where: { id: message.id } })).note).toBe(
      message.note,
    );
  });
});

describe('the timeline', () => {
  it('shows every source newest first, and pages through them', async () => {
    clock.advance(60_000);
    await app.gql(ADD_NOTE, { input: { contactId, note: 'Sent the proposal.' } }, { cookie });
    const { timeline, emailLog } = await read();
    const kinds = timeline.edges.map((edge) => edge.node.__typename);
    expect(kinds).toEqual([
      'CrmNote',
      'CrmEmailLog',
      'SurveyRespondent',
      'EmailOutboxMessage',
      'BookingRequest',
      'EmailOutboxMessage',
      'CrmNote',
    ]);
    expect(timeline.edges[0]?.node).toMatchObject({ note: 'Sent the proposal.', kind: 'note' });
    expect(timeline.edges[2]?.node).toMatchObject({ answers: [{ text: '12 people' }] });
    expect(timeline.edges[4]?.node).toMatchObject({
      preferredTime: '9:30 AM',
      alternateTime: '2:00 PM',
      bookingStatus: 'requested',
    });
    expect(timeline.edges[6]?.node).toMatchObject({ kind: 'contact_message' });
    expect(emailLog.edges.map((edge) => edge.node.subject)).toEqual(['Your audit']);

    const first = await read({ first: 3 });
    expect(first.timeline.pageInfo.hasNextPage).toBe(true);
    const rest = await read({ first: 10, after: first.timeline.pageInfo.endCursor });
    expect([...first.timeline.edges, ...rest.timeline.edges].map((edge) => edge.node.__typename)).toEqual(
      kinds,
    );
    expect(rest.timeline.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses as an invalid cursor one whose id is no UUID, though it has 36 hex digits and dashes', async () => {
    for (const id of ['-'.repeat(36), 'abcdef0123456789abcdef0123456789abcd']) {
      const after = encodeCursor('CrmContact.timeline', ['2026-11-21T12:00:00.000Z', id]);
      const result = await app.gql(CONTACT, { id: contactId, first: 5, after }, { cookie });
      expect(result.errors?.[0], id).toMatchObject({
        message: INVALID_CURSOR,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe('booking requests', () => {
  it('go from new to confirmed or declined, never back to new', async () => {
    const list = await app.gql<{
      bookingRequests: { totalCount: number; edges: { node: { id: string; status: string } }[] };
    }>(`{ bookingRequests(first: 5) { totalCount edges { node { id status } } } }`, {}, { cookie });
    expect(list.data?.bookingRequests.totalCount).toBe(1);
    const id = list.data!.bookingRequests.edges[0]!.node.id;
    const confirmed = await app.gql<{ setBookingRequestStatus: Entry }>(
      SET_BOOKING,
      { input: { id, status: 'confirmed' } },
      { cookie },
    );
    expect(confirmed.data?.setBookingRequestStatus).toEqual({
      __typename: 'BookingRequest',
      status: 'confirmed',
    });
    const back = await app.gql<{ setBookingRequestStatus: GqlError }>(
      SET_BOOKING,
      { input: { id, status: 'requested' } },
      { cookie },
    );
    expect(fieldMessages(back.data!.setBookingRequestStatus)).toEqual({
      status: 'This booking request is already confirmed',
    });
    const declined = await app.gql<{ setBookingRequestStatus: Entry }>(
      SET_BOOKING,
      { input: { id, status: 'declined' } },
      { cookie },
    );
    expect(declined.data?.setBookingRequestStatus.status).toBe('declined');
    const anonymous = await app.gql(SET_BOOKING, { input: { id, status: 'confirmed' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
