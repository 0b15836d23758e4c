// Deleting contacts from the version the admin saw: a contact changed since
// (by another admin, by the same one in another tab, by a visitor's request
// or an import) is not deleted, and the refusal is the conflict of a stale
// delete in the CRM's words (CRM_TEXT.deleteConflictByNoAdmin where no admin
// is recorded for the change). A bulk delete deletes all or none, naming the
// contact that changed. Left out, the version is not checked (scripts). On
// PostgreSQL, a save committed while the delete waits on the contact's row
// refuses the delete too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { formatWhen } from '../../../server/modules/shared/saves';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, conflictPattern, fieldMessages, type GqlError, rowId } from '../../helpers/content';
import { contactInput, SEND_CONTACT, type SubmissionResult } from '../../helpers/conversion';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { asToken, createToken } from '../../helpers/tokens';

const CREATE = `mutation C($input: CreateCrmContactInput!) { createCrmContact(input: $input) {
  __typename ... on CrmContact { id version } ... on Error { message } } }`;
const UPDATE = `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
  __typename ... on CrmContact { id version } ... on Error { message } } }`;
const REFUSAL = `__typename ... on DeleteCrmContactsPayload { deletedIds } ... on Error { message }
  ... on ConflictError { currentVersion }`;
const DELETE = `mutation D($input: CrmContactIdInput!) { deleteCrmContact(input: $input) { ${REFUSAL} } }`;
const DELETE_MANY = `mutation D($input: CrmContactIdsInput!) { deleteCrmContacts(input: $input) { ${REFUSAL}
  ... on ValidationError { fieldErrors { field message } } } }`;

type Contact = { __typename: string; id: string; version: number };
type Deleted = GqlError & { deletedIds?: string[]; currentVersion?: number };

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
const OTHER = 'other.admin@test.example';

/** The stale delete's conflict, for a contact saved since by `who` (null: no admin recorded). */
const staleDelete = (
  who: string | null,
  currentVersion: number,
  what: string = CRM_TEXT.conflictSubject,
) => ({
  __typename: 'ConflictError',
  message: expect.stringMatching(conflictPattern(what, who, 'delete', CRM_TEXT.deleteConflictByNoAdmin)),
  currentVersion,
});

function suite(open: () => Promise<TestApp>) {
  let app: TestApp;
  let cookie: string;
  let other: string;
  let nextIp = 1;

  beforeAll(async () => {
    app = await open();
    cookie = await adminCookie(app);
    other = await adminCookie(app, OTHER);
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.prisma.emailOutbox.deleteMany();
    await app.prisma.crmContact.deleteMany();
  });

  const create = async (firstName: string, email: string): Promise<Contact> => {
    const result = await app.gql<{ createCrmContact: Contact }>(
      CREATE,
      { input: { firstName, lastName: 'Lovelace', email } },
      { cookie },
    );
    expect(result.data?.createCrmContact).toMatchObject({ __typename: 'CrmContact', version: 1 });
    return result.data!.createCrmContact;
  };
  const rename = async (contact: Contact, as: string, version: number) => {
    const result = await app.gql<{ updateCrmContact: Contact }>(
      UPDATE,
      {
        input: {
          id: contact.id,
          expectedVersion: version,
          firstName: 'Augusta',
          lastName: 'Lovelace',
          email: (await stored(contact)).email,
        },
      },
      { cookie: as },
    );
    expect(result.data?.updateCrmContact).toMatchObject({ __typename: 'CrmContact', version: version + 1 });
  };
  const remove = async (input: Record<string, unknown>) =>
    (await app.gql<{ deleteCrmContact: Deleted }>(DELETE, { input }, { cookie })).data!.deleteCrmContact;
  const removeMany = async (input: Record<string, unknown>) =>
    (await app.gql<{ deleteCrmContacts: Deleted }>(DELETE_MANY, { input }, { cookie })).data!
      .deleteCrmContacts;
  const stored = (contact: Contact) =>
    app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(contact.id) } });

  it('refuses a delete from a version another admin saved over, and deletes nothing', async () => {
    const contact = await create('Ada', 'ada@example.com');
    clock.advance(60_000);
    await rename(contact, other, 1);
    expect(await remove({ id: contact.id, expectedVersion: 1 })).toEqual(staleDelete(OTHER, 2));
    expect(await stored(contact)).toMatchObject({ deleted: false, version: 2, firstName: 'Augusta' });
    // Reloaded, the admin deletes the version shown.
    expect((await remove({ id: contact.id, expectedVersion: 2 })).deletedIds).toEqual([contact.id]);
    expect(await stored(contact)).toMatchObject({ deleted: true, version: 3 });
  });

  it('says "you" for the same admin in another tab', async () => {
    const contact = await create('Ada', 'ada@example.com');
    await rename(contact, cookie, 1);
    expect(await remove({ id: contact.id, expectedVersion: 1 })).toEqual(staleDelete('you', 2));
  });

  it("names visitors' requests and imports when no admin made the change", async () => {
    const contact = await create('Ada', 'ada@example.com');
    const sent = await app.gql<{ sendContactMessage: SubmissionResult }>(
      SEND_CONTACT,
      { input: contactInput({ phone: '+44 20 7946 0000' }) },
      { clientIp: `198.51.100.${nextIp++}` },
    );
    expect(sent.data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    expect(await stored(contact)).toMatchObject({ phone: '+44 20 7946 0000', version: 2 });
    expect(await remove({ id: contact.id, expectedVersion: 1 })).toEqual(staleDelete(null, 2));
    expect(await stored(contact)).toMatchObject({ deleted: false });
  });

  it('deletes a selection only when every contact is at the version sent', async () => {
    const ada = await create('Ada', 'ada@example.com');
    const grace = await create('Grace', 'grace@example.com');
    await rename(grace, other, 1);
    const refused = await removeMany({ ids: [ada.id, grace.id], expectedVersions: [1, 1] });
    expect(refused).toEqual({
      ...staleDelete(OTHER, 2, formatMessage(CRM_TEXT.selectedConflictSubject, { name: 'Augusta Lovelace' })),
      message: expect.stringContaining(CRM_TEXT.selectionNotDeleted),
    });
    expect(refused.message).toMatch(
      new RegExp(
        conflictPattern(
          formatMessage(CRM_TEXT.selectedConflictSubject, { name: 'Augusta Lovelace' }),
          OTHER,
          'delete',
        ).source.replace(/\$$/, ` ${CRM_TEXT.selectionNotDeleted}$`),
      ),
    );
    for (const contact of [ada, grace]) expect(await stored(contact)).toMatchObject({ deleted: false });

    const deleted = await removeMany({ ids: [ada.id, grace.id], expectedVersions: [1, 2] });
    expect(deleted.deletedIds?.sort()).toEqual([ada.id, grace.id].sort());
    for (const contact of [ada, grace]) expect(await stored(contact)).toMatchObject({ deleted: true });
  });

  it('tells a script the field of its delete: expectedVersion for one, its place in expectedVersions for several', async () => {
    const { token } = await createToken(app, cookie, { scope: 'ADMIN' });
    const ada = await create('Ada', 'ada@example.com');
    const grace = await create('Grace', 'grace@example.com');
    clock.advance(60_000);
    await rename(grace, other, 1);
    const when = formatWhen(clock.now());
    const refusal = async (query: string, input: Record<string, unknown>) => {
      const result = await asToken(app, token, query, { input });
      return Object.values(result.data ?? {})[0] as Deleted;
    };

    const many = await refusal(DELETE_MANY, { ids: [ada.id, grace.id], expectedVersions: [1, 1] });
    const what = formatMessage(CRM_TEXT.selectedConflictSubject, { name: 'Augusta Lovelace' });
    expect(many).toEqual({
      __typename: 'ConflictError',
      message: `${formatMessage(CRM_TEXT.bulkDeleteConflictForScripts, { what, when, version: '2', position: '2' })} ${CRM_TEXT.selectionNotDeleted}`,
      currentVersion: 2,
    });
    // One id sent the bulk way is still sent in expectedVersions.
    expect(await refusal(DELETE_MANY, { ids: [grace.id], expectedVersions: [1] })).toMatchObject({
      message: formatMessage(CRM_TEXT.bulkDeleteConflictForScripts, {
        what: CRM_TEXT.conflictSubject,
        when,
        version: '2',
        position: '1',
      }),
    });
    // The single delete keeps its words.
    expect(await refusal(DELETE, { id: grace.id, expectedVersion: 1 })).toMatchObject({
      message: formatMessage(CONTENT.deleteConflictForScripts, {
        what: CRM_TEXT.conflictSubject,
        when,
        version: '2',
      }),
    });
    for (const contact of [ada, grace]) expect(await stored(contact)).toMatchObject({ deleted: false });
  });

  it('names the contact whose version in expectedVersions it never had, by its place among the ids', async () => {
    const { token } = await createToken(app, cookie, { scope: 'ADMIN' });
    const ada = await create('Ada', 'ada@example.com');
    const grace = await create('Grace', 'grace@example.com');
    const when = formatWhen(clock.now());
    const refusal = async (input: Record<string, unknown>) =>
      (await asToken(app, token, DELETE_MANY, { input })).data?.deleteCrmContacts as Deleted;

    const what = formatMessage(CRM_TEXT.selectedConflictSubject, { name: 'Grace Lovelace' });
    expect(await refusal({ ids: [ada.id, grace.id], expectedVersions: [1, 5] })).toEqual({
      __typename: 'ConflictError',
      message: `${formatMessage(CRM_TEXT.bulkVersionNeverSaved, { what, when, version: '1', expected: '5', position: '2' })} ${CRM_TEXT.selectionNotDeleted}`,
      currentVersion: 1,
    });
    // One id sent the bulk way is named by its place too.
    expect(await refusal({ ids: [grace.id], expectedVersions: [5] })).toMatchObject({
      message: formatMessage(CRM_TEXT.bulkVersionNeverSaved, {
        what: CRM_TEXT.conflictSubject,
        when,
        version: '1',
        expected: '5',
        position: '1',
      }),
    });
    for (const contact of [ada, grace]) expect(await stored(contact)).toMatchObject({ deleted: false });
  });

  it('refuses versions that do not pair with the ids', async () => {
    const ada = await create('Ada', 'ada@example.com');
    const refused = await removeMany({ ids: [ada.id], expectedVersions: [1, 1] });
    expect(refused.__typename).toBe('ValidationError');
    expect(fieldMessages(refused)).toEqual({ expectedVersions: CRM_TEXT.expectedVersionsMismatch });
    expect(await stored(ada)).toMatchObject({ deleted: false });
  });
}

describe('deleting contacts from a version', () => {
  suite(() => createTestApp({ services: { clock } }));
});

describe('a save committed while the delete waits for the contact (PostgreSQL)', () => {
  it('refuses the delete, which read the version before the save', async () => {
    const app = await createTestApp({ db: await createPostgresTestDatabase(), services: { clock } });
    try {
      const cookie = await adminCookie(app);
      const other = await adminCookie(app, OTHER);
      const created = await app.gql<{ createCrmContact: Contact }>(
        CREATE,
        { input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } },
        { cookie },
      );
      const contact = created.data!.createCrmContact;
      const id = rowId(contact.id);
      const [saved, refused] = await inOrder(
        app.prisma,
        `SELECT 1 FROM crm_contacts WHERE id = '${id}' FOR UPDATE`,
        () =>
          app.gql<{ updateCrmContact: Contact }>(
            UPDATE,
            {
              input: {
                id: contact.id,
                expectedVersion: 1,
                firstName: 'Augusta',
                lastName: 'Lovelace',
                email: 'ada@example.com',
              },
            },
            { cookie: other },
          ),
        () =>
          app.gql<{ deleteCrmContact: Deleted }>(
            DELETE,
            { input: { id: contact.id, expectedVersion: 1 } },
            { cookie },
          ),
      );
      expect(saved.data?.updateCrmContact).toMatchObject({ version: 2 });
      expect(refused.data?.deleteCrmContact).toEqual(staleDelete(OTHER, 2));
      expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id } })).toMatchObject({
        deleted: false,
        firstName: 'Augusta',
      });
    } finally {
      await app.close();
    }
  });
});
