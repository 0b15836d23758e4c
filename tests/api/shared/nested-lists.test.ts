// A script asks for a list and, in each row, a list of the row's own: each
// contact's latest notes (with their count), the files in each media folder.
// Those come batched: the same few statements for 1 contact as for 20, not
// one notes query and one count per contact. Each contact still gets its own
// page, in the list's order, and a nested page's cursor pages that one
// contact's notes further.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

let app: TestApp;
let cookie: string;
let counter: QueryCounter;
const CONTACTS = 20;

type NotesPage = {
  totalCount: number;
  edges: { cursor: string; node: { note: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
};
type ContactsResult = { crmContacts: { edges: { node: { id: string; email: string; notes: NotesPage } }[] } };

const CONTACTS_WITH_NOTES = /* GraphQL */ `
  query ($first: Int!) {
    crmContacts(first: $first) {
      edges { node { id email notes(first: 2) {
        totalCount
        edges { cursor node { note } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } } }
    }
  }
`;

/** Contact `index` has 3 to 0 notes (the first one 3), a minute apart, and a deleted one. */
const noteCount = (index: number) => 3 - (index % 4);
const noteText = (index: number, n: number) => `Note ${n} of ${index}`;
/** Every other contact also asked for a call, after its notes. */
const hasBooking = (index: number) => index % 2 === 0;
/** Every third contact also answered a survey, after that. */
const hasSurvey = (index: number) => index % 3 === 0;
const respondentOf = (index: number) => `respondent-${index}`;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma } });
  cookie = await adminCookie(app);
  for (let index = 0; index < CONTACTS; index++) {
    const name = String(index).padStart(2, '0');
    const contact = await app.prisma.crmContact.create({
      data: { firstName: 'Ada', lastName: `Contact ${name}`, email: `contact${name}@test.example` },
    });
    await app.prisma.crmContactNote.createMany({
      data: [
        ...Array.from({ length: noteCount(index) }, (_, n) => ({
          contactId: contact.id,
          note: noteText(index, n),
          createdAt: new Date(Date.UTC(2026, 10, 1, 10, n)),
        })),
        {
          contactId: contact.id,
          note: 'Deleted',
          deleted: true,
          createdAt: new Date('2026-11-30T10:00:00Z'),
        },
      ],
    });
    if (hasBooking(index))
      await app.prisma.bookingRequest.create({
        data: {
          contactId: contact.id,
          name: `Booking of ${index}`,
          email: contact.email,
          preferredDate: new Date('2026-12-01'),
          preferredTime: '10:00',
          createdAt: new Date('2026-11-01T10:30:00Z'),
        },
      });
  }
  const survey = await app.prisma.survey.create({
    data: {
      title: 'Feedback',
      questions: { create: { questionText: 'How was it?', questionType: 'short_answer', orderNumber: 1 } },
    },
    include: { questions: true },
  });
  const contacts = await app.prisma.crmContact.findMany({ orderBy: { email: 'asc' }, select: { id: true } });
  for (const [index, contact] of contacts.entries()) {
    if (!hasSurvey(index)) continue;
    const respondentId = respondentOf(index);
    await app.prisma.surveySession.create({
      data: {
        surveyId: survey.id,
        respondentId,
        contactId: contact.id,
        startedAt: new Date('2026-11-02T10:00:00Z'),
        submittedAt: new Date('2026-11-02T10:05:00Z'),
      },
    });
    await app.prisma.response.create({
      data: {
        surveyId: survey.id,
        questionId: survey.questions[0]!.id,
        respondentId,
        textResponse: `Answer of ${index}`,
      },
    });
  }
  for (const name of ['empty', 'one', 'two'])
    await app.prisma.mediaFolder.create({ data: { kind: 'image', name } });
  for (const [index, folder] of ['one', 'two', 'two', null].entries())
    await app.prisma.asset.create({ data: { name: `${index}.jpg`, url: `/media/assets/${index}`, folder } });
}, 60_000);
afterAll(() => app.close());

/** The statements one request sends. */
async function statementsOf<T>(query: string, variables: Record<string, unknown> = {}) {
  counter.reset();
  const result = await app.gql<T>(query, variables, { cookie });
  expect(result.errors).toBeUndefined();
  return { data: result.data!, statements: counter.statements.length };
}

/** A query of `crmContacts(first: $first)` costs as much for every contact as for one. */
async function expectSameStatementsFor1AndAllContacts(query: string) {
  type Contacts = { crmContacts: { edges: unknown[] } };
  const one = await statementsOf<Contacts>(query, { first: 1 });
  const all = await statementsOf<Contacts>(query, { first: CONTACTS });
  expect(all.data.crmContacts.edges).toHaveLength(CONTACTS);
  expect(all.statements).toBe(one.statements);
}

describe("each contact's notes in a list of contacts", () => {
  it('cost the same statements for 20 contacts as for 1', async () => {
    await expectSameStatementsFor1AndAllContacts(CONTACTS_WITH_NOTES);
  });

  it("are each contact's own latest notes, with its own count and page", async () => {
    const { data } = await statementsOf<ContactsResult>(CONTACTS_WITH_NOTES, { first: CONTACTS });
    for (const [index, { node }] of data.crmContacts.edges.entries()) {
      const count = noteCount(index);
      const latest = Array.from({ length: count }, (_, n) => noteText(index, n)).reverse();
      expect(node.notes.totalCount).toBe(count);
      expect(node.notes.edges.map((edge) => edge.node.note)).toEqual(latest.slice(0, 2));
      expect(node.notes.pageInfo).toMatchObject({ hasNextPage: count > 2, hasPreviousPage: false });
    }
  });

  it("page on from where the list's page of a contact's notes ends", async () => {
    const { data } = await statementsOf<ContactsResult>(CONTACTS_WITH_NOTES, { first: CONTACTS });
    const index = 0;
    const contact = data.crmContacts.edges[index]!.node;
    const next = await statementsOf<{ node: { notes: NotesPage } }>(
      /* GraphQL */ `query ($id: ID!, $after: String) { node(id: $id) { ... on CrmContact {
        notes(first: 2, after: $after) { totalCount edges { node { note } } pageInfo { hasNextPage hasPreviousPage } }
      } } }`,
      { id: contact.id, after: contact.notes.pageInfo.endCursor },
    );
    expect(next.data.node.notes.edges.map((edge) => edge.node.note)).toEqual([noteText(index, 0)]);
    expect(next.data.node.notes.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // And back: the page before the first note of the list's page is empty.
    const back = await statementsOf<{ node: { notes: NotesPage } }>(
      /* GraphQL */ `query ($id: ID!, $before: String) { node(id: $id) { ... on CrmContact {
        notes(last: 2, before: $before) { edges { node { note } } }
      } } }`,
      { id: contact.id, before: contact.notes.edges[1]!.cursor },
    );
    expect(back.data.node.notes.edges.map((edge) => edge.node.note)).toEqual([noteText(index, 2)]);
  });

  it('page on from one cursor for every contact of the list', async () => {
    // The first contact's second-latest note (10:01): every contact's notes older than it.
    const after = await secondNoteCursor(0);
    const { data } = await statementsOf<ContactsResult>(
      /* GraphQL */ `query ($after: String) { crmContacts(first: 20) { edges { node {
        notes(first: 5, after: $after) { edges { node { note } } pageInfo { hasPreviousPage } }
      } } } }`,
      { after },
    );
    for (const [index, { node }] of data.crmContacts.edges.entries()) {
      const older = noteCount(index) ? [noteText(index, 0)] : [];
      expect(node.notes.edges.map((edge) => edge.node.note)).toEqual(older);
      expect(node.notes.pageInfo.hasPreviousPage).toBe(true);
    }
  });
});

/** The cursor of contact `index`'s second-latest note. */
async function secondNoteCursor(index: number) {
  const { data } = await statementsOf<ContactsResult>(CONTACTS_WITH_NOTES, { first: CONTACTS });
  return data.crmContacts.edges[index]!.node.notes.edges[1]!.cursor;
}

describe("each contact's timeline in a list of contacts", () => {
  const TIMELINES = /* GraphQL */ `
    query ($first: Int!) {
      crmContacts(first: $first) { edges { node { timeline(first: 3) {
        edges { node { __typename ... on CrmNote { note } ... on BookingRequest { name } ... on SurveyRespondent { respondentId } } }
        pageInfo { hasNextPage }
      } } } }
    }
  `;
  type Timelines = {
    crmContacts: {
      edges: {
        node: {
          timeline: {
            edges: { node: { __typename: string; note?: string; name?: string; respondentId?: string } }[];
            pageInfo: { hasNextPage: boolean };
          };
        };
      }[];
    };
  };

  it('costs the same statements for 20 contacts as for 1', async () => {
    await expectSameStatementsFor1AndAllContacts(TIMELINES);
  });

  it("is each contact's own, newest first", async () => {
    const { data } = await statementsOf<Timelines>(TIMELINES, { first: CONTACTS });
    for (const [index, { node }] of data.crmContacts.edges.entries()) {
      const notes = Array.from({ length: noteCount(index) }, (_, n) => noteText(index, n)).reverse();
      const entries = [
        ...(hasSurvey(index) ? [respondentOf(index)] : []),
        ...(hasBooking(index) ? [`Booking of ${index}`] : []),
        ...notes,
      ];
      expect(
        node.timeline.edges.map((edge) => edge.node.note ?? edge.node.name ?? edge.node.respondentId),
      ).toEqual(entries.slice(0, 3));
      expect(node.timeline.pageInfo.hasNextPage).toBe(entries.length > 3);
    }
  });
});

describe("each contact's submitted surveys in its timeline, with their answers", () => {
  const surveys = (fields: string) => /* GraphQL */ `
    query ($first: Int!) {
      crmContacts(first: $first) { edges { node { timeline(first: 1) { edges { node {
        __typename ... on SurveyRespondent { respondentId ${fields} }
      } } } } } }
    }
  `;
  const WITH_ANSWERS = surveys('answerCount contact { email } answers { text }');
  type Surveys = {
    crmContacts: {
      edges: {
        node: {
          timeline: {
            edges: { node: { __typename: string; answerCount?: number; answers?: { text: string }[] } }[];
          };
        };
      }[];
    };
  };

  it('cost the same statements for 20 contacts as for 1', async () => {
    await expectSameStatementsFor1AndAllContacts(WITH_ANSWERS);
  });

  it('are read with their answers: no more statements than without them', async () => {
    const without = await statementsOf<Surveys>(surveys(''), { first: CONTACTS });
    const answers = await statementsOf<Surveys>(surveys('answerCount answers { text }'), { first: CONTACTS });
    expect(answers.statements).toBe(without.statements);
  });

  it("are each contact's own answers", async () => {
    const { data } = await statementsOf<Surveys>(WITH_ANSWERS, { first: CONTACTS });
    for (const [index, { node }] of data.crmContacts.edges.entries()) {
      const [latest] = node.timeline.edges.map((edge) => edge.node);
      if (hasSurvey(index))
        expect(latest).toEqual({
          __typename: 'SurveyRespondent',
          respondentId: respondentOf(index),
          answerCount: 1,
          contact: null,
          answers: [{ text: `Answer of ${index}` }],
        });
      else expect(latest?.__typename).not.toBe('SurveyRespondent');
    }
  });
});

describe('the media folders', () => {
  it('count their files in the same statements however many folders there are', async () => {
    const FOLDERS = '{ mediaFolders(kind: image) { name count } }';
    const three = await statementsOf<{ mediaFolders: { name: string; count: number }[] }>(FOLDERS);
    expect(three.data.mediaFolders).toEqual([
      { name: 'empty', count: 0 },
      { name: 'one', count: 1 },
      { name: 'two', count: 2 },
    ]);
    for (const name of ['three', 'four', 'five'])
      await app.prisma.mediaFolder.create({ data: { kind: 'image', name } });
    const six = await statementsOf<{ mediaFolders: unknown[] }>(FOLDERS);
    expect(six.data.mediaFolders).toHaveLength(6);
    expect(six.statements).toBe(three.statements);
  });
});
