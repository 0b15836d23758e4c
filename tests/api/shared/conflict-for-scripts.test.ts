// A stale save refused for a script (an API token) says what a script can
// act on: when the record was saved and at which version, and no "reload"
// (a script has no page); the back-office's session keeps the screens' words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, conflictPattern, gid } from '../../helpers/content';
import { createToken } from '../../helpers/tokens';

const UPDATE = /* GraphQL */ `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
  __typename ... on Error { message } ... on ConflictError { currentVersion savedAt savedBy } } }`;

let app: TestApp;
let cookie: string;
let bearer: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  bearer = `Bearer ${(await createToken(app, cookie, { scope: 'ADMIN' })).token}`;
});
afterAll(() => app.close());

type Refusal = {
  __typename: string;
  message: string;
  currentVersion: number;
  savedAt: string;
  savedBy: string;
};

const staleAfterAnotherSave = async (headers: Record<string, string>, as?: string) => {
  const contact = await app.prisma.crmContact.create({
    data: { email: `${crypto.randomUUID()}@example.com`, firstName: 'Ada', lastName: 'Lovelace' },
  });
  const input = (firstName: string) => ({
    id: gid('CrmContact', contact.id),
    expectedVersion: 1,
    email: contact.email,
    firstName,
    lastName: 'Lovelace',
  });
  await app.gql(UPDATE, { input: input('Augusta') }, { cookie });
  const result = await app.gql<{ updateCrmContact: Refusal }>(
    UPDATE,
    { input: input('Ada') },
    { headers, cookie: as },
  );
  expect(result.errors).toBeUndefined();
  const saved = await app.prisma.crmContact.findUniqueOrThrow({ where: { id: contact.id } });
  expect(saved).toMatchObject({ firstName: 'Augusta', version: 2 });
  return { refusal: result.data!.updateCrmContact, saved };
};

it('tells a script when and at which version the record was saved, and how to go on, without "reload"', async () => {
  const { refusal, saved } = await staleAfterAnotherSave({ authorization: bearer });
  expect(refusal).toMatchObject({
    __typename: 'ConflictError',
    currentVersion: 2,
    savedAt: saved.updatedAt.toISOString(),
    savedBy: 'editor@test.example',
  });
  expect(refusal.message).toMatch(
    /^This contact was saved again at \d+ \w+ \d{4}, \d\d:\d\d UTC \(version 2\), after the version this update was made from, so nothing was changed\. Read it again, apply your change to what it holds now, and send it with expectedVersion 2\.$/,
  );
  expect(refusal.message).not.toMatch(/reload/i);
});

it('keeps the back-office words for the screens', async () => {
  const { refusal } = await staleAfterAnotherSave({}, cookie);
  expect(refusal.message).toMatch(conflictPattern(CRM_TEXT.conflictSubject, 'you'));
  expect(refusal).toMatchObject({ currentVersion: 2, savedBy: 'editor@test.example' });
});

it('answers a version the record never had as such, not as a change made after it, for saves and deletes alike', async () => {
  const contact = await app.prisma.crmContact.create({
    data: { email: `${crypto.randomUUID()}@example.com`, firstName: 'Ada', lastName: 'Lovelace' },
  });
  const id = gid('CrmContact', contact.id);
  const DELETE = /* GraphQL */ `mutation D($input: CrmContactIdInput!) { deleteCrmContact(input: $input) {
    __typename ... on Error { message } ... on ConflictError { currentVersion } } }`;
  const update = await app.gql<{ updateCrmContact: Refusal }>(
    UPDATE,
    { input: { id, expectedVersion: 5, email: contact.email, firstName: 'Augusta', lastName: 'Lovelace' } },
    { headers: { authorization: bearer } },
  );
  const remove = await app.gql<{ deleteCrmContact: Refusal }>(
    DELETE,
    { input: { id, expectedVersion: 5 } },
    { headers: { authorization: bearer } },
  );
  for (const refusal of [update.data!.updateCrmContact, remove.data!.deleteCrmContact]) {
    expect(refusal).toMatchObject({ __typename: 'ConflictError', currentVersion: 1 });
    expect(refusal.message).toMatch(
      /^This contact is at version 1 \(saved at \d+ \w+ \d{4}, \d\d:\d\d UTC\) and was never at version 5, the expectedVersion sent, so nothing was changed\. Read it again and send expectedVersion 1\.$/,
    );
  }
  expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
    firstName: 'Ada',
    deleted: false,
    version: 1,
  });
});
