// updateCrmContact is a partial update: a script holding a token sends the
// fields it changes and nothing else. Before, firstName, lastName and email
// were required (a script changing a phone had to read and resend them);
// now a field left out keeps its stored value, and null clears only what may
// be empty: a contact's names and email may not, so null for them is a
// ValidationError that says to leave the field out. The version check is the
// same, and the back-office's every-field save still works.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { CONTENT } from '../../../domain/shared/content';
import { VALIDATION } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import { asToken, createToken } from '../../helpers/tokens';

let app: TestApp;
let cookie: string;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  token = (await createToken(app, cookie, { scope: 'ADMIN' })).token;
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.crmContact.deleteMany();
});

const UPDATE = `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
  __typename
  ... on CrmContact { firstName lastName email phone company version }
  ... on ValidationError { fieldErrors { field message } }
  ... on ConflictError { currentVersion }
  ... on Error { message } } }`;

type Result = {
  __typename: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  company?: string | null;
  version?: number;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

const STORED = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@partial.example',
  phone: '+1 555 0100',
};

async function contact() {
  const row = await app.prisma.crmContact.create({ data: { ...STORED, company: 'Navy' } });
  return gid('CrmContact', row.id);
}

async function update(input: Record<string, unknown>) {
  const { status, data, errors } = await asToken(app, token, UPDATE, { input });
  expect(errors).toBeUndefined();
  expect(status).toBe(200);
  return (data as { updateCrmContact: Result }).updateCrmContact;
}

describe('updateCrmContact from a script', () => {
  it('changes only the field sent and keeps the names and email', async () => {
    const id = await contact();
    expect(await update({ id, expectedVersion: 1, phone: '+1 555 0199' })).toMatchObject({
      __typename: 'CrmContact',
      ...STORED,
      phone: '+1 555 0199',
      company: 'Navy',
      version: 2,
    });
    expect(await update({ id, expectedVersion: 2, lastName: 'Murray Hopper' })).toMatchObject({
      __typename: 'CrmContact',
      firstName: 'Grace',
      lastName: 'Murray Hopper',
      email: STORED.email,
      phone: '+1 555 0199',
      version: 3,
    });
  });

  it('checks an email sent alone as the form does: valid, and nobody else’s', async () => {
    const id = await contact();
    await app.prisma.crmContact.create({
      data: { firstName: 'A', lastName: 'B', email: 'taken@partial.example' },
    });
    expect(await update({ id, expectedVersion: 1, email: 'not an address' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'email', message: VALIDATION.emailInvalid }],
    });
    expect(await update({ id, expectedVersion: 1, email: 'TAKEN@partial.example' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'email', message: CRM_TEXT.emailTaken }],
    });
    expect(await update({ id, expectedVersion: 1, email: 'hopper@partial.example' })).toMatchObject({
      __typename: 'CrmContact',
      email: 'hopper@partial.example',
      firstName: 'Grace',
    });
  });

  it('refuses null for the names and the email, saying to leave them out, and changes nothing', async () => {
    const id = await contact();
    const refused = await update({ id, expectedVersion: 1, firstName: null, email: null, phone: null });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fieldErrors).toEqual([
      { field: 'firstName', message: `${VALIDATION.firstNameRequired}${CONTENT.leaveOutToKeep}` },
      { field: 'email', message: `${VALIDATION.emailRequired}${CONTENT.leaveOutToKeep}` },
    ]);
    expect(await app.prisma.crmContact.findFirstOrThrow({ where: { email: STORED.email } })).toMatchObject({
      ...STORED,
      version: 1,
    });
    // "" is what the back-office's form sends for an emptied field: its own words.
    expect(await update({ id, expectedVersion: 1, lastName: '' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'lastName', message: VALIDATION.lastNameRequired }],
    });
  });

  it('keeps the version check: a partial save made from an old version is refused', async () => {
    const id = await contact();
    await update({ id, expectedVersion: 1, company: 'Yale' });
    expect(await update({ id, expectedVersion: 1, phone: '+1 555 0111' })).toMatchObject({
      __typename: 'ConflictError',
      currentVersion: 2,
    });
    expect(await app.prisma.crmContact.findFirstOrThrow({ where: { email: STORED.email } })).toMatchObject({
      phone: STORED.phone,
      company: 'Yale',
    });
  });

  it('still takes every field, as the back-office sends them', async () => {
    const id = await contact();
    const all = { firstName: 'G.', lastName: 'Hopper', email: 'g@partial.example', phone: '', company: '' };
    expect(await update({ id, expectedVersion: 1, ...all, status: 'customer' })).toMatchObject({
      __typename: 'CrmContact',
      firstName: 'G.',
      email: 'g@partial.example',
      phone: null,
      company: null,
    });
  });
});
