// Two admins (or two tabs) at one contact's note: an edit or a delete names
// the version it was made from, and one made from a version saved since is
// refused without changing anything, as every admin save is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, type GqlError, gid, rowId, staleRefusal } from '../../helpers/content';
import { createToken } from '../../helpers/tokens';

const ADD_NOTE = /* GraphQL */ `mutation A($input: AddCrmContactNoteInput!) { addCrmContactNote(input: $input) {
  ... on CrmNote { id version } } }`;
const EDIT_NOTE = /* GraphQL */ `mutation E($input: UpdateCrmContactNoteInput!) { updateCrmContactNote(input: $input) {
  __typename ... on CrmNote { note version } ... on Error { message } ... on ConflictError { currentVersion } } }`;
const DELETE_NOTE = /* GraphQL */ `mutation D($input: DeleteCrmContactNoteInput!) { deleteCrmContactNote(input: $input) {
  __typename ... on DeleteCrmContactNotePayload { deletedId } ... on Error { message } ... on ConflictError { currentVersion } } }`;

const OTHER = 'second.admin@test.example';
let app: TestApp;
let cookie: string;
let other: string;
let contactId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  other = await adminCookie(app, OTHER);
  const contact = await app.prisma.crmContact.create({
    data: { email: 'lead@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  });
  contactId = gid('CrmContact', contact.id);
});
afterAll(() => app.close());

type Answer = GqlError & { note?: string; version?: number; deletedId?: string; currentVersion?: number };

const run = async (document: string, input: Record<string, unknown>, as = cookie) => {
  const result = await app.gql<Record<string, Answer>>(document, { input }, { cookie: as });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
};
const addNote = async (note: string) => {
  const added = (await run(ADD_NOTE, { contactId, note })) as unknown as { id: string; version: number };
  expect(added.version).toBe(1);
  return added.id;
};
const stored = (id: string) => app.prisma.crmContactNote.findUniqueOrThrow({ where: { id: rowId(id) } });

describe('editing a note', () => {
  it('refuses the second of two edits made from the same version, and changes nothing', async () => {
    const id = await addNote('Budget unclear.');
    expect(await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Budget: 20k.' }, other)).toEqual({
      __typename: 'CrmNote',
      note: 'Budget: 20k.',
      version: 2,
    });

    // The other tab opened the note at version 1 too: its save must not overwrite the first.
    expect(await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Budget: unknown, call again.' })).toEqual(
      staleRefusal(CRM_TEXT.noteConflictSubject, OTHER, 2),
    );
    expect(await stored(id)).toMatchObject({ note: 'Budget: 20k.', version: 2, deleted: false });

    // Saved again from the version it has now, on purpose.
    expect(await run(EDIT_NOTE, { id, expectedVersion: 2, note: 'Budget: 20k, maybe 25k.' })).toMatchObject({
      note: 'Budget: 20k, maybe 25k.',
      version: 3,
    });
  });
});

describe('a note changed with no admin recorded for it', () => {
  it('keeps the words of a change by an admin: only a contact names visitors and imports', async () => {
    const id = await addNote('Met at the fair.');
    await app.prisma.crmContactNote.update({
      where: { id: rowId(id) },
      data: { note: 'Met at the fair in May.', version: 2, savedById: null },
    });
    expect(await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Met online.' })).toEqual(
      staleRefusal(CRM_TEXT.noteConflictSubject, null, 2),
    );
    expect(await run(DELETE_NOTE, { id, expectedVersion: 1 })).toEqual(
      staleRefusal(CRM_TEXT.noteConflictSubject, null, 2, 'delete'),
    );
    expect(await stored(id)).toMatchObject({ note: 'Met at the fair in May.', deleted: false });
  });
});

describe('deleting a note', () => {
  it('refuses a delete named from a version edited since, and keeps the note', async () => {
    const id = await addNote('Prefers email.');
    await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Prefers phone calls now.' });
    expect(await run(DELETE_NOTE, { id, expectedVersion: 1 })).toEqual(
      staleRefusal(CRM_TEXT.noteConflictSubject, 'you', 2, 'delete'),
    );
    expect(await stored(id)).toMatchObject({ note: 'Prefers phone calls now.', deleted: false });

    expect(await run(DELETE_NOTE, { id, expectedVersion: 2 })).toEqual({
      __typename: 'DeleteCrmContactNotePayload',
      deletedId: id,
    });
    expect(await stored(id)).toMatchObject({ deleted: true });
  });

  it('says "not deleted" to another admin, and tells a script the version to delete', async () => {
    const id = await addNote('Call in May.');
    await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Call in June.' }, other);
    expect(await run(DELETE_NOTE, { id, expectedVersion: 1 })).toEqual(
      staleRefusal(CRM_TEXT.noteConflictSubject, OTHER, 2, 'delete'),
    );
    const bearer = `Bearer ${(await createToken(app, cookie, { scope: 'ADMIN' })).token}`;
    const result = await app.gql<Record<string, Answer>>(
      DELETE_NOTE,
      { input: { id, expectedVersion: 1 } },
      { headers: { authorization: bearer } },
    );
    expect(result.data?.deleteCrmContactNote).toEqual({
      __typename: 'ConflictError',
      currentVersion: 2,
      message: expect.stringMatching(
        /^This note was changed at \d+ \w+ \d{4}, \d\d:\d\d UTC \(version 2\), after the version this delete was made from, so it was not deleted\. Read it again and, if you still mean to delete it, send the delete with expectedVersion 2\.$/,
      ),
    });
    expect(await stored(id)).toMatchObject({ note: 'Call in June.', deleted: false });
  });

  it('still deletes the note as it is now for a script that names no version', async () => {
    const id = await addNote('Old script.');
    await run(EDIT_NOTE, { id, expectedVersion: 1, note: 'Edited meanwhile.' });
    expect(await run(DELETE_NOTE, { id })).toEqual({
      __typename: 'DeleteCrmContactNotePayload',
      deletedId: id,
    });
  });
});
