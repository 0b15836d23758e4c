// CRM contacts through the API: the keyset list (orders, search, filters,
// exact count, deleted view), create and update with the spec's messages,
// one contact per email (also under concurrent creates), the version check,
// soft delete and restore, bulk actions, and who may do any of it.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_MAX,
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELD_VALUE_MAX,
} from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { INVALID_CURSOR } from '../../../domain/shared/constants';
import { encodeCursor } from '../../../domain/shared/cursors';
import { CRM, formatMessage, plural, tooLongMessage, VALIDATION } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import {
  adminCookie,
  conflictPattern,
  fieldMessages,
  type GqlError,
  gid,
  rowId,
  staleRefusal,
} from '../../helpers/content';
import { createUser, sessionCookieFor } from '../../helpers/users';

const CONTACT = /* GraphQL */ `
  id firstName lastName email phone company companyUrl status source lastContactDate
  customFields { key value } deleted version
`;
const RESULT = /* GraphQL */ `
  __typename
  ... on CrmContact { ${CONTACT} }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;
const CREATE = `mutation C($input: CreateCrmContactInput!) { createCrmContact(input: $input) { ${RESULT}
  ... on CrmDeletedContactExistsError { contactId } } }`;
const UPDATE = `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) { ${RESULT} } }`;
const DELETE = `mutation D($input: CrmContactIdInput!) { deleteCrmContact(input: $input) {
  __typename ... on DeleteCrmContactsPayload { deletedIds } ... on Error { message } } }`;
const DELETE_MANY = `mutation D($input: CrmContactIdsInput!) { deleteCrmContacts(input: $input) {
  __typename ... on DeleteCrmContactsPayload { deletedIds } ... on Error { message } } }`;
const RESTORE = `mutation R($input: CrmContactIdInput!) { restoreCrmContact(input: $input) { ${RESULT} } }`;
const SET_STATUS = `mutation S($input: SetCrmContactsStatusInput!) { setCrmContactsStatus(input: $input) {
  __typename ... on MutationSetCrmContactsStatusSuccess { data { id status version } } ... on Error { message } } }`;
const LIST = /* GraphQL */ `
  query L($first: Int, $after: String, $search: String, $status: ContactStatus, $source: String, $deleted: Boolean, $order: CrmContactOrder) {
    crmContacts(first: $first, after: $after, search: $search, status: $status, source: $source, deleted: $deleted, order: $order) {
      totalCount
      edges { cursor node { id firstName lastName email status } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

type Contact = { __typename: string; id: string; version: number } & Record<string, unknown>;
type ListResult = {
  crmContacts: {
    totalCount: number;
    edges: {
      cursor: string;
      node: { id: string; firstName: string; lastName: string; email: string; status: string };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 (20) 7946-0000',
  company: 'Analytical Engines',
  companyUrl: 'https://www.engines.example/',
  status: 'prospect',
  source: 'Referral',
  customFields: [{ key: 'Team size', value: '12' }],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const result = await app.gql<{ createCrmContact: Contact & GqlError }>(
    CREATE,
    { input: input(overrides) },
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createCrmContact;
}

async function list(variables: Record<string, unknown> = {}) {
  const result = await app.gql<ListResult>(LIST, variables, { cookie });
  expect(result.errors).toBeUndefined();
  return result.data!.crmContacts;
}

describe('creating and editing a contact', () => {
  it('stores the values normalised: email lower-cased, website as a domain', async () => {
    const contact = await create({ email: '  Grace@Example.COM ', companyUrl: 'http://www.navy.example///' });
    expect(contact).toMatchObject({
      __typename: 'CrmContact',
      email: 'grace@example.com',
      companyUrl: 'navy.example',
      status: 'prospect',
      customFields: [{ key: 'Team size', value: '12' }],
      version: 1,
      deleted: false,
    });
  });

  it("answers each invalid field with the spec's message and stores nothing", async () => {
    const before = await app.prisma.crmContact.count();
    const result = await create({
      firstName: ' ',
      lastName: '',
      email: 'not an email',
      phone: '12ab',
      companyUrl: 'not a domain',
    });
    expect(result.__typename).toBe('ValidationError');
    expect(fieldMessages(result)).toEqual({
      firstName: VALIDATION.firstNameRequired,
      lastName: VALIDATION.lastNameRequired,
      email: VALIDATION.emailInvalid,
      phone: VALIDATION.phoneInvalid,
      companyUrl: 'Please enter a valid domain (e.g., example.com)',
    });
    expect(fieldMessages(await create({ email: '' })).email).toBe(VALIDATION.emailRequired);
    expect(fieldMessages(await create({ customFields: [{ key: ' ', value: 'x' }] })).customFields).toBe(
      CRM_TEXT.customFieldKeyRequired,
    );
    expect(await app.prisma.crmContact.count()).toBe(before);
  });

  it('keeps one contact per email, case-insensitively, even when two creates race', async () => {
    const first = await create({ email: 'race@example.com' });
    const taken = await create({ email: 'RACE@example.com' });
    expect(taken.__typename).toBe('ValidationError');
    expect(fieldMessages(taken).email).toBe(CRM_TEXT.emailTaken);

    const results = await Promise.all(
      Array.from({ length: 6 }, () => create({ email: 'Together@example.com' })),
    );
    expect(results.filter((result) => result.__typename === 'CrmContact')).toHaveLength(1);
    expect(results.filter((result) => result.__typename === 'ValidationError')).toHaveLength(5);
    expect(await app.prisma.crmContact.count({ where: { email: 'together@example.com' } })).toBe(1);
    expect(first.__typename).toBe('CrmContact');
  });

  it('refuses a duplicate at the database too', async () => {
    const existing = await create({ email: 'db-unique@example.com' });
    await expect(
      app.prisma.crmContact.create({
        data: { firstName: 'X', lastName: 'Y', email: 'DB-Unique@example.com' },
      }),
    ).rejects.toThrow();
    expect(existing.__typename).toBe('CrmContact');
  });

  it('offers to restore a deleted contact that has the email, and restores it', async () => {
    const contact = await create({ email: 'comeback@example.com' });
    await app.gql(DELETE, { input: { id: contact.id } }, { cookie });
    const again = await create({ email: 'Comeback@example.com' });
    expect(again).toEqual({
      __typename: 'CrmDeletedContactExistsError',
      message: CRM_TEXT.emailDeleted,
      contactId: contact.id,
    });
    const restored = await app.gql<{ restoreCrmContact: Contact }>(
      RESTORE,
      { input: { id: contact.id } },
      { cookie },
    );
    expect(restored.data?.restoreCrmContact).toMatchObject({ id: contact.id, deleted: false });
  });

  it('updates with the version it was read at, and refuses a stale one with a conflict', async () => {
    const contact = await create({ email: 'versioned@example.com' });
    const saved = await app.gql<{ updateCrmContact: Contact }>(
      UPDATE,
      {
        input: {
          ...input({ email: 'versioned@example.com', status: 'customer' }),
          id: contact.id,
          expectedVersion: 1,
        },
      },
      { cookie },
    );
    expect(saved.data?.updateCrmContact).toMatchObject({ status: 'customer', version: 2 });
    const stale = await app.gql<{ updateCrmContact: GqlError }>(
      UPDATE,
      {
        input: {
          ...input({ email: 'versioned@example.com', firstName: 'Late' }),
          id: contact.id,
          expectedVersion: 1,
        },
      },
      { cookie },
    );
    expect(stale.data?.updateCrmContact.__typename).toBe('ConflictError');
    const row = await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(contact.id) } });
    expect(row.firstName).toBe('Ada');
    // A script learns the version to read again, and to name once it has merged.
    const withVersion = await app.gql<{
      updateCrmContact: { __typename: string; currentVersion: number | null };
    }>(
      `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
        __typename ... on ConflictError { currentVersion } } }`,
      {
        input: {
          ...input({ email: 'versioned@example.com', firstName: 'Late' }),
          id: contact.id,
          expectedVersion: 1,
        },
      },
      { cookie },
    );
    expect(withVersion.errors).toBeUndefined();
    expect(withVersion.data?.updateCrmContact).toEqual({ __typename: 'ConflictError', currentVersion: 2 });
  });

  it('names the admin whose save a stale one lost to, and says "you" for the same admin in another tab', async () => {
    const other = await adminCookie(app, 'second.admin@test.example');
    const conflictAfter = async (email: string, firstSaveBy: string) => {
      const contact = await create({ email });
      const save = (firstName: string, as: string) =>
        app.gql<{ updateCrmContact: Contact & GqlError }>(
          UPDATE,
          { input: { ...input({ email, firstName }), id: contact.id, expectedVersion: 1 } },
          { cookie: as },
        );
      expect((await save('First', firstSaveBy)).data?.updateCrmContact.version).toBe(2);
      const stale = (await save('Late', cookie)).data?.updateCrmContact;
      expect(stale?.__typename).toBe('ConflictError');
      return stale?.message;
    };
    expect(await conflictAfter('two.admins@example.com', other)).toMatch(
      conflictPattern('This contact', 'second.admin@test.example'),
    );
    expect(await conflictAfter('tabs@example.com', cookie)).toMatch(conflictPattern('This contact', 'you'));
  });

  it('refuses a stale save as stale before it checks its fields, and changes nothing', async () => {
    const other = await adminCookie(app, 'fields.admin@test.example');
    const contact = await create({ email: 'stale.fields@example.com' });
    await create({ email: 'taken.since@example.com' });
    const save = (overrides: Record<string, unknown>, as: string) =>
      app.gql<{ updateCrmContact: Contact & GqlError }>(
        `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
          ${RESULT} ... on ConflictError { currentVersion } } }`,
        {
          input: {
            ...input({ email: 'stale.fields@example.com', ...overrides }),
            id: contact.id,
            expectedVersion: 1,
          },
        },
        { cookie: as },
      );
    expect((await save({ firstName: 'Theirs' }, other)).data?.updateCrmContact.version).toBe(2);
    // Opened at version 1, sent with no first name and an email another contact holds.
    const stale = await save({ firstName: '', email: 'taken.since@example.com' }, cookie);
    expect(stale.data?.updateCrmContact).toEqual(
      staleRefusal('This contact', 'fields.admin@test.example', 2),
    );
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(contact.id) } })).toMatchObject(
      {
        firstName: 'Theirs',
        email: 'stale.fields@example.com',
        version: 2,
      },
    );
  });

  it('keeps the last contact an update leaves out, and clears it on null', async () => {
    const contact = await create({ email: 'dated@example.com', lastContactDate: '2026-11-02T09:00:00.000Z' });
    expect(contact.lastContactDate).toBe('2026-11-02T09:00:00.000Z');
    // An email reached the contact after the editor was opened.
    await app.prisma.crmContact.update({
      where: { id: rowId(contact.id) },
      data: { lastContactDate: new Date('2026-11-20T15:00:00Z') },
    });
    const update = async (version: number, overrides: Record<string, unknown>) => {
      const result = await app.gql<{ updateCrmContact: Contact }>(
        UPDATE,
        {
          input: {
            ...input({ email: 'dated@example.com', ...overrides }),
            id: contact.id,
            expectedVersion: version,
          },
        },
        { cookie },
      );
      expect(result.data?.updateCrmContact.__typename).toBe('CrmContact');
      return result.data!.updateCrmContact;
    };
    expect(await update(1, { company: 'Later Ltd' })).toMatchObject({
      company: 'Later Ltd',
      lastContactDate: '2026-11-20T15:00:00.000Z',
    });
    expect(await update(2, { lastContactDate: '2026-11-24T12:00:00.000Z' })).toMatchObject({
      lastContactDate: '2026-11-24T12:00:00.000Z',
    });
    expect(await update(3, { lastContactDate: null })).toMatchObject({ lastContactDate: null });
  });

  it('refuses to move a contact onto an email another contact has', async () => {
    await create({ email: 'owner@example.com' });
    const other = await create({ email: 'mover@example.com' });
    const result = await app.gql<{ updateCrmContact: GqlError }>(
      UPDATE,
      { input: { ...input({ email: 'Owner@example.com' }), id: other.id, expectedVersion: other.version } },
      { cookie },
    );
    expect(fieldMessages(result.data!.updateCrmContact).email).toBe(CRM_TEXT.emailTaken);
  });

  it('refuses a source or a custom field value over its limit, naming the field, and stores nothing', async () => {
    const before = await app.prisma.crmContact.count();
    const result = await create({
      email: 'long-values@example.com',
      source: 's'.repeat(CONTACT_FIELD_MAX + 1),
      customFields: [{ key: 'Notes', value: 'n'.repeat(CUSTOM_FIELD_VALUE_MAX + 1) }],
    });
    expect(result.__typename).toBe('ValidationError');
    expect(fieldMessages(result)).toEqual({
      source: tooLongMessage(CONTACT_FIELD_MAX),
      customFields: formatMessage(CRM_TEXT.customFieldTooLong, {
        key: 'Notes',
        count: plural(CUSTOM_FIELD_VALUE_MAX, 'character'),
      }),
    });
    expect(await app.prisma.crmContact.count()).toBe(before);
    const fits = await create({
      email: 'long-values@example.com',
      source: 's'.repeat(CONTACT_FIELD_MAX),
      customFields: [{ key: 'Notes', value: 'n'.repeat(CUSTOM_FIELD_VALUE_MAX) }],
    });
    expect(fits.__typename).toBe('CrmContact');
  });

  it('refuses a custom field name over its limit on create and update, naming the field, and stores nothing', async () => {
    const long = 'A field name pasted from a whole sentence of notes, '
      .repeat(3)
      .slice(0, CUSTOM_FIELD_KEY_MAX + 1);
    const refusal = formatMessage(CRM_TEXT.customFieldKeyTooLong, {
      key: `${long.slice(0, 40)}…`,
      count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
    });
    const before = await app.prisma.crmContact.count();
    const created = await create({
      email: 'long-name@example.com',
      customFields: [{ key: long, value: 'x' }],
    });
    expect(fieldMessages(created)).toEqual({ customFields: refusal });
    expect(await app.prisma.crmContact.count()).toBe(before);

    const fits = await create({
      email: 'long-name@example.com',
      customFields: [{ key: long.slice(0, CUSTOM_FIELD_KEY_MAX), value: 'x' }],
    });
    expect(fits.__typename).toBe('CrmContact');
    const updated = await app.gql<{ updateCrmContact: GqlError }>(
      UPDATE,
      {
        input: {
          ...input({ email: 'long-name@example.com', customFields: [{ key: long, value: 'y' }] }),
          id: fits.id,
          expectedVersion: fits.version,
        },
      },
      { cookie },
    );
    expect(fieldMessages(updated.data!.updateCrmContact)).toEqual({ customFields: refusal });
    expect(
      (await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(fits.id) } })).customFields,
    ).toEqual({
      [long.slice(0, CUSTOM_FIELD_KEY_MAX)]: 'x',
    });
  });

  it("answers a missing contact with the spec's message", async () => {
    const missing = gid('CrmContact', '00000000-0000-7000-8000-000000000000');
    const update = await app.gql<{ updateCrmContact: GqlError }>(
      UPDATE,
      { input: { ...input({ email: 'nobody@example.com' }), id: missing, expectedVersion: 1 } },
      { cookie },
    );
    expect(update.data?.updateCrmContact).toEqual({ __typename: 'NotFoundError', message: CRM.notFound });
    const remove = await app.gql<{ deleteCrmContact: GqlError }>(
      DELETE,
      { input: { id: missing } },
      { cookie },
    );
    expect(remove.data?.deleteCrmContact).toEqual({ __typename: 'NotFoundError', message: CRM.notFound });
  });
});

describe('ids of another type', () => {
  it('say which type the argument takes, where an id of the right type naming no row is not found', async () => {
    const post = gid('BlogPost', '00000000-0000-7000-8000-000000000000');
    const update = await app.gql<{ updateCrmContact: GqlError }>(
      UPDATE,
      { input: { ...input({ email: 'typed@example.com' }), id: post, expectedVersion: 1 } },
      { cookie },
    );
    expect(update.data).toBeUndefined(); // refused before anything ran, as a malformed id is
    expect(update.errors).toEqual([
      expect.objectContaining({
        message: 'input.id is a BlogPost id, where a CrmContact id is expected',
        extensions: { code: 'BAD_USER_INPUT', argument: 'input.id', expected: ['CrmContact'] },
      }),
    ]);
    const note = await app.gql(
      'mutation N($input: AddCrmContactNoteInput!) { addCrmContactNote(input: $input) { __typename } }',
      { input: { contactId: post, note: 'Called' } },
      { cookie },
    );
    expect(note.errors?.[0]).toMatchObject({
      message: 'input.contactId is a BlogPost id, where a CrmContact id is expected',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.contactId' },
    });
  });

  it('are not judged for a caller who may not use the field, and still refused to the admin sending the same', async () => {
    const variables = {
      input: {
        ...input({ email: 'typed-later@example.com' }),
        id: gid('BlogPost', crypto.randomUUID()),
        expectedVersion: 1,
      },
    };
    const anonymous = await app.gql(UPDATE, variables);
    expect(anonymous.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    // The document's cost, computed for the anonymous caller without judging its ids, is not the admin's.
    const admin = await app.gql(UPDATE, variables, { cookie });
    expect(admin.data).toBeUndefined();
    expect(admin.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the contact list', () => {
  const people = [
    ['Zoe', 'Adams', 'customer', 'Website', 'Acme'],
    ['Yann', 'Brown', 'prospect', 'Website', 'Globex'],
    ['Xena', 'Brown', 'prospect', 'Survey: AI Audit', 'Initech'],
    ['Walt', 'Clark', 'customer', 'Website', 'Acme'],
    ['Vera', 'Davis', 'prospect', 'Survey: AI Audit', 'Umbrella'],
  ] as const;
  let app2: TestApp;
  let cookie2: string;

  beforeAll(async () => {
    app2 = await createTestApp();
    cookie2 = await adminCookie(app2);
    let day = 1;
    for (const [firstName, lastName, status, source, company] of people) {
      await app2.prisma.crmContact.create({
        data: {
          firstName,
          lastName,
          status,
          source,
          company,
          email: `${firstName.toLowerCase()}@list.example`,
          createdAt: new Date(`2026-01-0${day}T00:00:00Z`),
          lastContactDate: day % 2 ? new Date(`2026-02-0${day}T00:00:00Z`) : null,
        },
      });
      day += 1;
    }
    await app2.prisma.crmContact.create({
      data: { firstName: 'Gone', lastName: 'Aaron', email: 'gone@list.example', deleted: true },
    });
  });
  afterAll(() => app2.close());

  const query = async (variables: Record<string, unknown>) => {
    const result = await app2.gql<ListResult>(LIST, variables, { cookie: cookie2 });
    expect(result.errors).toBeUndefined();
    return result.data!.crmContacts;
  };
  const names = (page: ListResult['crmContacts']) => page.edges.map((edge) => edge.node.firstName);

  it('pages by last name then first name, with the exact count, without deleted contacts', async () => {
    const first = await query({ first: 2 });
    expect(first.totalCount).toBe(5);
    expect(names(first)).toEqual(['Zoe', 'Xena']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await query({ first: 2, after: first.pageInfo.endCursor });
    expect(names(second)).toEqual(['Yann', 'Walt']);
    const third = await query({ first: 2, after: second.pageInfo.endCursor });
    expect(names(third)).toEqual(['Vera']);
    expect(third.pageInfo.hasNextPage).toBe(false);
  });

  it('orders names as people read them: accents, case and particles aside', async () => {
    const people = await createTestApp();
    const peopleCookie = await adminCookie(people);
    const lastNames = ['Zimmer', 'de Vries', 'Åberg', 'Évora', 'Eriksen', 'van Dijk', 'Østergaard', 'Ortiz'];
    await people.prisma.crmContact.createMany({
      data: lastNames.map((lastName, index) => ({
        firstName: 'P',
        lastName,
        email: `p${index}@names.example`,
      })),
    });
    const read = async (after: string | null) =>
      (await people.gql<ListResult>(LIST, { first: 3, after }, { cookie: peopleCookie })).data!.crmContacts;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: ListResult['crmContacts'] = await read(after);
      seen.push(...page.edges.map((edge) => edge.node.lastName));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([
      'Åberg',
      'de Vries',
      'Eriksen',
      'Évora',
      'Ortiz',
      'Østergaard',
      'van Dijk',
      'Zimmer',
    ]);
    await people.close();
  });

  it('gives 20 per page by default', async () => {
    const crowd = await createTestApp();
    const crowdCookie = await adminCookie(crowd);
    await crowd.prisma.crmContact.createMany({
      data: Array.from({ length: 25 }, (_, index) => ({
        firstName: 'P',
        lastName: `Person ${String(index).padStart(2, '0')}`,
        email: `p${index}@crowd.example`,
      })),
    });
    const result = await crowd.gql<ListResult>(LIST, {}, { cookie: crowdCookie });
    expect(result.data?.crmContacts.edges).toHaveLength(20);
    expect(result.data?.crmContacts.totalCount).toBe(25);
    await crowd.close();
  });

  it('orders by last contact or by newest, paging the same way', async () => {
    const byContact = await query({ order: 'lastContact', first: 3 });
    expect(names(byContact)).toEqual(['Vera', 'Xena', 'Zoe']);
    const rest = await query({ order: 'lastContact', first: 3, after: byContact.pageInfo.endCursor });
    expect(names(rest)).toEqual(['Walt', 'Yann']);
    expect(names(await query({ order: 'newest' }))).toEqual(['Vera', 'Walt', 'Xena', 'Yann', 'Zoe']);
  });

  it('searches names, emails and companies with every word, and filters by status and source', async () => {
    expect(names(await query({ search: 'brown' }))).toEqual(['Xena', 'Yann']);
    expect(names(await query({ search: 'xena BROWN' }))).toEqual(['Xena']);
    expect(names(await query({ search: 'acme' }))).toEqual(['Zoe', 'Walt']);
    expect(names(await query({ search: 'walt@list' }))).toEqual(['Walt']);
    expect(names(await query({ search: '100%' }))).toEqual([]);
    // A search counts every hit with its page, also on the pages after the first.
    const firstBrown = await query({ search: 'brown', first: 1 });
    expect([names(firstBrown), firstBrown.totalCount]).toEqual([['Xena'], 2]);
    const nextBrown = await query({ search: 'brown', first: 1, after: firstBrown.pageInfo.endCursor });
    expect([names(nextBrown), nextBrown.totalCount]).toEqual([['Yann'], 2]);
    const afterLast = await query({ search: 'brown', first: 1, after: nextBrown.pageInfo.endCursor });
    expect([names(afterLast), afterLast.totalCount]).toEqual([[], 2]);
    expect((await query({ search: 'nobody-here' })).totalCount).toBe(0);
    const customers = await query({ status: 'customer' });
    expect(names(customers)).toEqual(['Zoe', 'Walt']);
    expect(customers.totalCount).toBe(2);
    const survey = await query({ source: 'Survey: AI Audit', search: 'da' });
    expect(names(survey)).toEqual(['Vera']);
    expect(survey.totalCount).toBe(1);
  });

  it('finds a contact by phone number however it was written or typed, from 4 digits on', async () => {
    const phones = await createTestApp();
    try {
      const phonesCookie = await adminCookie(phones);
      await phones.prisma.crmContact.createMany({
        data: [
          { firstName: 'Ada', lastName: 'Intl', email: 'ada@phones.example', phone: '+44 20 7946 0958' },
          { firstName: 'Bob', lastName: 'National', email: 'bob@phones.example', phone: '(020) 7946-0123' },
          { firstName: 'Cy', lastName: 'None', email: 'cy@phones.example' },
        ],
      });
      const found = async (search: string) =>
        (
          await phones.gql<ListResult>(LIST, { search }, { cookie: phonesCookie })
        ).data!.crmContacts.edges.map((edge) => edge.node.firstName);
      // As a phone shows the caller: spaces, hyphens, parentheses, a leading + or 0 are no matter.
      expect(await found('+44 20 7946 0958')).toEqual(['Ada']);
      expect(await found('020 7946 0958')).toEqual(['Ada']);
      expect(await found('2079460958')).toEqual(['Ada']);
      expect(await found('020-7946-0123')).toEqual(['Bob']);
      expect(await found('(020) 79460123')).toEqual(['Bob']);
      expect(await found('7946')).toEqual(['Ada', 'Bob']);
      expect(await found('0958')).toEqual(['Ada']);
      // A phone edited is found by its new number only.
      await phones.prisma.crmContact.updateMany({
        where: { firstName: 'Cy' },
        data: { phone: '+1 555 010 9999' },
      });
      expect(await found('555-010-9999')).toEqual(['Cy']);
      expect(await found('0958 Ada')).toEqual(['Ada']);
    } finally {
      await phones.close();
    }
  });

  it('finds a phone number stored in international form by its national form, and the other way round', async () => {
    const phones = await createTestApp();
    try {
      const phonesCookie = await adminCookie(phones);
      const stored = {
        Fanny: '+33 6 12 34 56 78',
        Gus: '06 98 76 54 32',
        Hal: '+33 (0)6 11 22 33 44',
        Ivy: '(415) 555-2671',
        Jan: '02 123 45 67',
        // Its last 8 digits are Fanny's: never found for hers.
        Kim: '+33 7 12 34 56 78',
        Lou: '0049 30 123456',
      };
      await phones.prisma.crmContact.createMany({
        data: Object.entries(stored).map(([firstName, phone]) => ({
          firstName,
          lastName: 'Phone',
          email: `${firstName.toLowerCase()}@phones.example`,
          phone,
        })),
      });
      const found = async (search: string) => {
        const list = (await phones.gql<ListResult>(LIST, { search }, { cookie: phonesCookie })).data!
          .crmContacts;
        expect(list.totalCount).toBe(list.edges.length);
        return list.edges.map((edge) => edge.node.firstName);
      };
      for (const search of [
        '06 12 34 56 78',
        '0612345678',
        '+33612345678',
        '0033 6 12 34 56 78',
        '+33 (0)6 12 34 56 78',
      ])
        expect(await found(search), search).toEqual(['Fanny']);
      for (const search of ['+33 6 98 76 54 32', '+33698765432', '0033-698-765-432', '06.98.76.54.32'])
        expect(await found(search), search).toEqual(['Gus']);
      for (const search of ['+33 6 11 22 33 44', '06 11 22 33 44'])
        expect(await found(search), search).toEqual(['Hal']);
      // With the US trunk 1, or with its country code 1.
      for (const search of ['+1 415-555-2671', '1 (415) 555 2671', '415.555.2671'])
        expect(await found(search), search).toEqual(['Ivy']);
      // Numbers shorter than 9 significant digits (a Brussels or Berlin line) too.
      expect(await found('+32 2 123 45 67')).toEqual(['Jan']);
      expect(await found('+49 30 123456')).toEqual(['Lou']);
      expect(await found('030 123456')).toEqual(['Lou']);
      expect(await found('+33 7 12 34 56 78')).toEqual(['Kim']);
      expect(await found('07 12 34 56 78')).toEqual(['Kim']);
    } finally {
      await phones.close();
    }
  });

  it('searches without accents: either way round, and with a decomposed accent', async () => {
    const accents = await createTestApp();
    try {
      const accentsCookie = await adminCookie(accents);
      await accents.prisma.crmContact.createMany({
        data: [
          { firstName: 'José', lastName: 'Müller', email: 'jose@accents.example', company: 'Łódź Søftware' },
          { firstName: 'Jose', lastName: 'Smith', email: 'smith@accents.example' },
          // "Zoë" as an e and a combining diaeresis, as some spreadsheets save it.
          { firstName: 'Zoe\u0308', lastName: 'Ångström', email: 'zoe@accents.example' },
          { firstName: 'Ana', lastName: 'Straße', email: 'ana@accents.example' },
          { firstName: 'Bo', lastName: 'Strauss', email: 'bo@accents.example', company: 'Cæsar Œuvres' },
          // Vietnamese: letters of Latin Extended Additional (ọ, ễ, ạ), with a horn (ơ, ư) and đ.
          {
            firstName: 'Ngọc',
            lastName: 'Nguyễn',
            email: 'ngoc@accents.example',
            company: 'Phạm Đặng Hưng Thơ',
          },
        ],
      });
      const search = async (words: string) => {
        const result = await accents.gql<ListResult>(LIST, { search: words }, { cookie: accentsCookie });
        expect(result.errors).toBeUndefined();
        return result.data!.crmContacts.edges.map((edge) => edge.node.email.split('@')[0]).sort();
      };
      expect(await search('jose muller')).toEqual(['jose']);
      expect(await search('JOSÉ')).toEqual(['jose', 'smith']);
      expect(await search('müll')).toEqual(['jose']);
      expect(await search('lodz software')).toEqual(['jose']);
      expect(await search('zoë angstrom')).toEqual(['zoe']);
      expect(await search('zoe ÅNGSTRÖM')).toEqual(['zoe']);
      expect(await search('STRAßE')).toEqual(['ana']);
      // ß, æ and œ as they are typed on a keyboard without them, and the other way round.
      expect(await search('strasse')).toEqual(['ana']);
      expect(await search('strauß')).toEqual(['bo']);
      expect(await search('caesar oeuvres')).toEqual(['bo']);
      expect(await search('josefina')).toEqual([]);
      expect(await search('ngoc nguyen')).toEqual(['ngoc']);
      expect(await search('pham dang hung tho')).toEqual(['ngoc']);
      expect(await search('NGUYỄN')).toEqual(['ngoc']);
      // A rename is searched at once, by the new name.
      expect(await search('ostergard')).toEqual([]);
      await accents.prisma.crmContact.updateMany({
        where: { email: 'smith@accents.example' },
        data: { lastName: 'Østergård' },
      });
      expect(await search('jose ostergard')).toEqual(['smith']);
    } finally {
      await accents.close();
    }
  });

  it('shows the deleted contacts in their own view', async () => {
    const deleted = await query({ deleted: true });
    expect(names(deleted)).toEqual(['Gone']);
    expect(deleted.totalCount).toBe(1);
  });

  it('refuses a cursor that is not one of its own, or one of another order (it would start over)', async () => {
    const result = await app2.gql(LIST, { after: 'bm90IGEgY3Vyc29y' }, { cookie: cookie2 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const newest = await query({ order: 'newest', first: 2 });
    const mixed = await app2.gql(LIST, { first: 2, after: newest.pageInfo.endCursor }, { cookie: cookie2 });
    expect(mixed.errors?.[0]).toMatchObject({
      message: 'This cursor pages the newest order: ask with order: newest.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses as an invalid cursor one whose id is no UUID, though it has 36 hex digits and dashes', async () => {
    for (const id of ['-'.repeat(36), 'abcdef0123456789abcdef0123456789abcd']) {
      const after = encodeCursor('crmContacts', ['name', id, 'Lovelace', 'Ada']);
      const result = await app2.gql(LIST, { after }, { cookie: cookie2 });
      expect(result.errors?.[0], id).toMatchObject({
        message: INVALID_CURSOR,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('lists the sources for the filter', async () => {
    const result = await app2.gql<{ crmContactSources: string[] }>(
      `{ crmContactSources }`,
      {},
      { cookie: cookie2 },
    );
    expect(result.data?.crmContactSources).toEqual(['Survey: AI Audit', 'Website']);
  });
});

describe('bulk actions and soft delete', () => {
  it('changes the status of the selection, or of none when one is missing', async () => {
    const a = await create({ email: 'bulk-a@example.com' });
    const b = await create({ email: 'bulk-b@example.com' });
    const done = await app.gql<{ setCrmContactsStatus: { data: { status: string; version: number }[] } }>(
      SET_STATUS,
      { input: { ids: [a.id, b.id], status: 'customer' } },
      { cookie },
    );
    expect(done.data?.setCrmContactsStatus.data.map((row) => row.status)).toEqual(['customer', 'customer']);
    const missing = gid('CrmContact', '00000000-0000-7000-8000-000000000000');
    const refused = await app.gql<{ setCrmContactsStatus: GqlError }>(
      SET_STATUS,
      { input: { ids: [a.id, missing], status: 'prospect' } },
      { cookie },
    );
    expect(refused.data?.setCrmContactsStatus).toEqual({
      __typename: 'NotFoundError',
      message: `Not found among the contacts: ${missing} (deleted, or never created). Nothing was changed: send the others again without it.`,
    });
    expect((await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(a.id) } })).status).toBe(
      'customer',
    );
  });

  it("answers a bulk change of one missing id with 'Contact not found', as the README says", async () => {
    const missing = gid('CrmContact', '00000000-0000-7000-8000-000000000003');
    const input = { ids: [missing] };
    const removed = await app.gql<{ deleteCrmContacts: GqlError }>(DELETE_MANY, { input }, { cookie });
    expect(removed.data?.deleteCrmContacts).toEqual({ __typename: 'NotFoundError', message: CRM.notFound });
    const changed = await app.gql<{ setCrmContactsStatus: GqlError }>(
      SET_STATUS,
      { input: { ...input, status: 'customer' } },
      { cookie },
    );
    expect(changed.data?.setCrmContactsStatus).toEqual({
      __typename: 'NotFoundError',
      message: CRM.notFound,
    });
    // The README's scripting section promises a list of the missing ids: it says when there is none.
    const readme = fs.readFileSync('README.md', 'utf8').replaceAll(/\s+/g, ' ');
    const phrase = `one id alone that names none: "${CRM.notFound}"`;
    expect(readme.includes(phrase), phrase).toBe(true);
  });

  it('names every missing id of a bulk delete, a deleted contact alike, deleting none', async () => {
    const a = await create({ email: 'keep-a@example.com' });
    const gone = await create({ email: 'gone@example.com' });
    await app.prisma.crmContact.update({ where: { id: rowId(gone.id) }, data: { deleted: true } });
    const missing = gid('CrmContact', '00000000-0000-7000-8000-000000000001');
    const refused = await app.gql<{ deleteCrmContacts: GqlError }>(
      DELETE_MANY,
      { input: { ids: [a.id, missing, gone.id] } },
      { cookie },
    );
    expect(refused.data?.deleteCrmContacts).toEqual({
      __typename: 'NotFoundError',
      message: `Not found among the contacts: ${missing}, ${gone.id} (deleted, or never created). Nothing was changed: send the others again without them.`,
    });
    // Without the deleted one, the found contact is not deleted either (the transaction's rollback).
    const refusedAgain = await app.gql<{ deleteCrmContacts: GqlError }>(
      DELETE_MANY,
      { input: { ids: [a.id, missing] } },
      { cookie },
    );
    expect(refusedAgain.data?.deleteCrmContacts.__typename).toBe('NotFoundError');
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(a.id) } })).toMatchObject({
      deleted: false,
      version: 1,
    });
    // Another type's id is refused before anything runs, with its place in the list.
    const post = gid('BlogPost', '00000000-0000-7000-8000-000000000002');
    const typed = await app.gql(DELETE_MANY, { input: { ids: [a.id, post] } }, { cookie });
    expect(typed.errors?.[0]).toMatchObject({
      message: 'input.ids[1] is a BlogPost id, where a CrmContact id is expected',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.ids[1]' },
    });
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(a.id) } })).toMatchObject({
      deleted: false,
    });
  });

  it('refuses an empty list of ids as a mistake in `ids`, changing nothing', async () => {
    const a = await create({ email: 'empty-list@example.com' });
    const setStatus = await app.gql<{ setCrmContactsStatus: GqlError }>(
      SET_STATUS,
      { input: { ids: [], status: 'customer' } },
      { cookie },
    );
    const remove = await app.gql<{ deleteCrmContacts: GqlError }>(
      DELETE_MANY,
      { input: { ids: [] } },
      { cookie },
    );
    for (const refused of [setStatus.data?.setCrmContactsStatus, remove.data?.deleteCrmContacts]) {
      // ValidationError on the field `ids` (its fieldErrors are read by the back-office's failure fragment).
      expect(refused).toEqual({ __typename: 'ValidationError', message: CRM_TEXT.noContactIds });
    }
    const fields = await app.gql<{ deleteCrmContacts: GqlError }>(
      `mutation D($input: CrmContactIdsInput!) { deleteCrmContacts(input: $input) {
        ... on ValidationError { fieldErrors { field message } } } }`,
      { input: { ids: [] } },
      { cookie },
    );
    expect(fieldMessages(fields.data!.deleteCrmContacts)).toEqual({ ids: CRM_TEXT.noContactIds });
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(a.id) } })).toMatchObject({
      status: 'prospect',
      deleted: false,
      version: 1,
    });
  });

  it('deletes the selection softly; the list no longer shows it, the deleted view does', async () => {
    const a = await create({ email: 'del-a@example.com', lastName: 'Deletable' });
    const b = await create({ email: 'del-b@example.com', lastName: 'Deletable' });
    const result = await app.gql<{ deleteCrmContacts: { deletedIds: string[] } }>(
      DELETE_MANY,
      { input: { ids: [a.id, b.id] } },
      { cookie },
    );
    expect(result.data?.deleteCrmContacts.deletedIds.sort()).toEqual([a.id, b.id].sort());
    expect((await list({ search: 'deletable' })).totalCount).toBe(0);
    expect((await list({ search: 'deletable', deleted: true })).totalCount).toBe(2);
    expect(await app.prisma.crmContact.count({ where: { lastName: 'Deletable' } })).toBe(2);
  });
});

describe('who may use contacts', () => {
  it('refuses anonymous callers and members, for the list, the mutations and node(id:)', async () => {
    const contact = await create({ email: 'private@example.com' });
    const member = await createUser(app.prisma, {
      email: 'm@example.com',
      password: 'member password 1',
      role: null,
    });
    const memberCookie = await sessionCookieFor(app, member.id);
    const anonymous = await app.gql(LIST, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const denied = await app.gql(
      CREATE,
      { input: input({ email: 'x@example.com' }) },
      { cookie: memberCookie },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of [
      `query N($id: ID!) { node(id: $id) { __typename } }`,
      `query N($id: ID!) { node(id: $id) { ... on CrmContact { email } } }`,
    ]) {
      const result = await app.gql<{ node: unknown }>(query, { id: contact.id }, { cookie: memberCookie });
      expect(result.data?.node ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await app.prisma.crmContact.count({ where: { email: 'x@example.com' } })).toBe(0);
  });
});
