// A contact changed outside its editor gets a new version, so an editor
// opened before the change cannot save over it unseen: a visitor's contact
// or booking request that fills a field the contact lacked (a phone, a
// website) is refused to the stale save with the usual conflict, whose
// words for a change no admin is recorded for name visitors and imports
// too (CRM_TEXT.conflictByNoAdmin), not only admins. A repeat
// submission that fills nothing only moves the last contact date, which an
// editor leaves out unless an admin changed it (as the outbox does), so that
// editor can still save. An import that updates the contact, and its undo,
// are changes of the same kind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, type GqlError, rowId, staleRefusal } from '../../helpers/content';
import { contactInput, REQUEST_BOOKING, SEND_CONTACT, type SubmissionResult } from '../../helpers/conversion';
import { importMutations, runImportJobs } from '../../helpers/crm-import';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let cookie: string;
let nextIp = 1;

const CREATE = `mutation C($input: CreateCrmContactInput!) { createCrmContact(input: $input) {
  __typename ... on CrmContact { id version } ... on Error { message } } }`;
const UPDATE = `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
  __typename ... on CrmContact { id phone companyUrl version } ... on Error { message }
  ... on ConflictError { currentVersion } } }`;

type Contact = { __typename: string; id: string; version: number; phone?: string | null };

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.bookingRequest.deleteMany();
  await app.prisma.emailOutbox.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

const admin = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Analytical' };

/** A contact an admin created without a phone: its editor opens at version 1. */
async function contactWithoutPhone(): Promise<Contact> {
  const result = await app.gql<{ createCrmContact: Contact }>(CREATE, { input: admin }, { cookie });
  expect(result.data?.createCrmContact).toMatchObject({ __typename: 'CrmContact', version: 1 });
  return result.data!.createCrmContact;
}

/** The editor opened at `version` saves its fields (the phone still empty there). */
const saveFromEditor = (contact: Contact, version: number) =>
  app.gql<{ updateCrmContact: Contact & GqlError }>(
    UPDATE,
    {
      input: { ...admin, phone: '', company: 'Analytical Engines', id: contact.id, expectedVersion: version },
    },
    { cookie },
  );

const sendContact = (input: Record<string, unknown>) =>
  app.gql<{ sendContactMessage: SubmissionResult }>(
    SEND_CONTACT,
    { input: contactInput(input) },
    { clientIp: `198.51.100.${nextIp++}` },
  );

/**
 * The conflict of a save made before a change no admin is recorded for: it
 * names a visitor's request and an import, not only admins, as its maybe.
 */
const staleAfterNoAdmin = (currentVersion: number) =>
  staleRefusal(CRM_TEXT.conflictSubject, null, currentVersion, 'save', CRM_TEXT.conflictByNoAdmin);

const stored = (contact: Contact) =>
  app.prisma.crmContact.findUniqueOrThrow({ where: { id: rowId(contact.id) } });

describe('a submission that fills a field of an existing contact', () => {
  it('contact form: a stale editor save is refused with the conflict and the phone is kept', async () => {
    const contact = await contactWithoutPhone();
    clock.advance(60_000);
    expect((await sendContact({ phone: '+44 20 7946 0000' })).data?.sendContactMessage.__typename).toBe(
      'SubmissionReceived',
    );
    expect(await stored(contact)).toMatchObject({ phone: '+44 20 7946 0000', version: 2, savedById: null });

    const stale = await saveFromEditor(contact, 1);
    expect(stale.data?.updateCrmContact).toEqual(staleAfterNoAdmin(2));
    expect(await stored(contact)).toMatchObject({
      phone: '+44 20 7946 0000',
      company: 'Analytical',
      version: 2,
    });
    // Reloaded, the editor saves over the version that has the phone.
    const fresh = await app.gql<{ updateCrmContact: Contact & GqlError }>(
      UPDATE,
      { input: { ...admin, phone: '+44 20 7946 0000', id: contact.id, expectedVersion: 2 } },
      { cookie },
    );
    expect(fresh.data?.updateCrmContact).toMatchObject({ phone: '+44 20 7946 0000', version: 3 });
  });

  it('booking request: a stale editor save is refused with the conflict and the phone is kept', async () => {
    const contact = await contactWithoutPhone();
    const booked = await app.gql<{ requestBooking: SubmissionResult }>(
      REQUEST_BOOKING,
      {
        input: {
          name: 'Ada Lovelace',
          email: 'ADA@example.com',
          phone: '555 0100',
          preferredDate: '2026-11-23',
          preferredTime: '9:30 AM',
          message: 'A roadmap review.',
        },
      },
      { clientIp: `198.51.100.${nextIp++}` },
    );
    expect(booked.data?.requestBooking.__typename).toBe('SubmissionReceived');
    expect(await stored(contact)).toMatchObject({ phone: '555 0100', version: 2 });

    expect((await saveFromEditor(contact, 1)).data?.updateCrmContact).toEqual(staleAfterNoAdmin(2));
    expect(await stored(contact)).toMatchObject({ phone: '555 0100', company: 'Analytical', version: 2 });
  });

  it('a repeat submission that fills nothing keeps the version: the open editor still saves', async () => {
    const contact = await contactWithoutPhone();
    expect((await sendContact({ phone: '' })).data?.sendContactMessage.__typename).toBe('SubmissionReceived');
    expect(await stored(contact)).toMatchObject({ phone: null, version: 1 });

    const saved = await saveFromEditor(contact, 1);
    expect(saved.data?.updateCrmContact).toMatchObject({ __typename: 'CrmContact', version: 2 });
    expect(await stored(contact)).toMatchObject({ company: 'Analytical Engines', version: 2 });
  });
});

describe('an import that updates the contact, and its undo', () => {
  it('each give the contact a new version: an editor opened before either is refused', async () => {
    const contact = await contactWithoutPhone();
    const call = importMutations(
      () => app,
      () => cookie,
    );
    const draft = await call('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'phones.csv',
      csv: 'First name,Last name,Email,Company,Phone\nAda,Lovelace,ada@example.com,Analytical,555 0199\n',
      mode: 'createOrUpdate',
    });
    expect((await call('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');
    await runImportJobs(app);
    expect(await stored(contact)).toMatchObject({ phone: '555 0199', version: 2 });
    expect((await saveFromEditor(contact, 1)).data?.updateCrmContact).toEqual(staleAfterNoAdmin(2));
    expect(await stored(contact)).toMatchObject({ phone: '555 0199', company: 'Analytical', version: 2 });

    expect((await call('undoCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('undone');
    expect(await stored(contact)).toMatchObject({ phone: null, version: 3 });
    // The undo is the import's change, not the admin's save: the conflict names imports.
    expect((await saveFromEditor(contact, 2)).data?.updateCrmContact).toEqual(staleAfterNoAdmin(3));
  });
});
