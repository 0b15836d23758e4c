// A script pages through a list while rows leave it without being deleted
// for good: a contact's note is deleted (flagged), a booking request is
// confirmed while the list shows the requested ones, an email is delivered
// while the list shows the waiting ones. The row the cursor points at still
// exists but no longer matches the list's filter, and Prisma's cursor, which
// skips its own row, then skipped the first row after it instead (and going
// backwards came back empty). A keyset cursor goes on after where the row
// stood, as for deleted rows (paging-deleted-rows.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import {
  expectBackwardsPastRowTakenOut,
  expectForwardsPastRowTakenOut,
  PAGE_SELECTION,
  type Page,
  type ReadPage,
  type TakeOut,
} from '../../helpers/paging';

let app: TestApp;
let cookie: string;
let contactId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  ({ id: contactId } = await app.prisma.crmContact.create({
    data: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@test.example' },
  }));
  // Three of each, two with the same time, so the order's tie-break on id is paged through too.
  const at = new Date('2026-11-01T10:00:00Z');
  for (const [index, createdAt] of [at, at, new Date('2026-11-02T10:00:00Z')].entries()) {
    await app.prisma.crmContactNote.create({ data: { contactId, note: `Note ${index}`, createdAt } });
    await app.prisma.bookingRequest.create({
      data: {
        name: `Visitor ${index}`,
        email: `visitor${index}@test.example`,
        preferredDate: new Date('2026-12-01'),
        preferredTime: '10:00',
        createdAt,
      },
    });
    for (const status of ['pending', 'failed'] as const)
      await app.prisma.emailOutbox.create({
        data: {
          template: 'contact',
          toEmail: 'ada@test.example',
          subject: `${status} ${index}`,
          data: {},
          status,
          createdAt,
        },
      });
  }
}, 60_000);
afterAll(() => app.close());

/** A root list read with `filter` added to the page's arguments. */
const rootList =
  (field: string, filter: string): ReadPage =>
  async (args) => {
    const result = await app.gql<Record<string, Page>>(
      `{ ${field}(${filter}, ${args}) { ${PAGE_SELECTION} } }`,
      {},
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    return result.data![field]!;
  };

const contactNotes: ReadPage = async (args) => {
  const result = await app.gql<{ node: { notes: Page } }>(
    `{ node(id: "${gid('CrmContact', contactId)}") { ... on CrmContact { notes(${args}) { ${PAGE_SELECTION} } } } }`,
    {},
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node.notes;
};

/** Lists whose rows leave them by a change of state, with how one leaves. */
const LISTS: [name: string, read: () => ReadPage, takeOut: TakeOut][] = [
  [
    "a contact's notes, when a note is deleted",
    () => contactNotes,
    (id) => app.prisma.crmContactNote.update({ where: { id }, data: { deleted: true } }),
  ],
  [
    'bookingRequests(status: requested), when a request is confirmed',
    () => rootList('bookingRequests', 'status: requested'),
    (id) => app.prisma.bookingRequest.update({ where: { id }, data: { status: 'confirmed' } }),
  ],
  [
    'emailOutbox(status: pending), when an email is sent',
    () => rootList('emailOutbox', 'status: pending'),
    (id) => app.prisma.emailOutbox.update({ where: { id }, data: { status: 'sent' } }),
  ],
  [
    'emailOutbox(undelivered: true), when an email is sent',
    () => rootList('emailOutbox', 'undelivered: true'),
    (id) => app.prisma.emailOutbox.update({ where: { id }, data: { status: 'sent' } }),
  ],
];

describe('paging on after the row a cursor points at left the list', () => {
  it.each(LISTS)('%s: goes on forwards after it', (_name, read, takeOut) =>
    expectForwardsPastRowTakenOut(read(), takeOut),
  );

  it.each(LISTS)('%s: goes on backwards before it', (_name, read, takeOut) =>
    expectBackwardsPastRowTakenOut(read(), takeOut),
  );
});
