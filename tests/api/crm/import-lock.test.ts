// The import job takes the same per-email lock as every other writer of
// contacts (lockContactEmail in server/modules/crm/contacts.ts): while a
// concurrent admin create holds the lock for an email and has inserted its
// contact, the import's batch waits, then sees that contact and updates it,
// instead of creating a second one (which the unique index would turn into a
// failed job). The outbox takes it too when it records an email sent to a
// contact as their last contact, so an import that read the contact before
// cannot write the older date back. Needs two connections, so it runs on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockContactEmail } from '../../../server/modules/crm/contacts';
import { CRM_IMPORT_JOB, importContacts } from '../../../server/modules/crm/import-job';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import type { OutboxWorker } from '../../../server/modules/outbox/worker';
import type { TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { importMutations } from '../../helpers/crm-import';
import { createPostgresTestDatabase, waitingForLocks } from '../../helpers/db';
import { type MailingApp, startMailingApp } from '../../helpers/mailing';

let app: TestApp;
let worker: OutboxWorker;
let mailing: MailingApp;
let cookie: string;

beforeAll(async () => {
  mailing = await startMailingApp({ db: await createPostgresTestDatabase() });
  ({ app, worker } = mailing);
  cookie = await adminCookie(app);
});
afterAll(() => mailing?.close());

const call = importMutations(
  () => app,
  () => cookie,
);

describe('import and a concurrent create of the same email', () => {
  it('ends with one contact: the import waits for the lock, then updates it', async () => {
    const email = 'race@lock.example';
    const draft = await call('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'race.csv',
      csv: `First name,Last name,Email,Company\nImported,Person,${email.toUpperCase()},Import Co\nOther,Person,other@lock.example,\n`,
    });
    expect(draft.__typename).toBe('CrmImport');
    expect((await call('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');

    const registry = new JobRegistry();
    registry.register(CRM_IMPORT_JOB, importContacts, { maxAttempts: 1 });
    const runner = createJobRunner({ prisma: app.prisma, services: app.services }, { registry, pollMs: 50 });

    let job: Promise<unknown> | undefined;
    // What createCrmContact does for this email, held open while the import runs.
    await app.prisma.$transaction(
      async (tx) => {
        await lockContactEmail(tx, email);
        await tx.crmContact.create({ data: { firstName: 'Admin', lastName: 'Made', email } });
        job = runner.runOnce();
        await waitingForLocks(app.prisma);
      },
      { timeout: 20_000 },
    );
    await job;

    const contacts = await app.prisma.crmContact.findMany({ where: { email, deleted: false } });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Imported', company: 'Import Co' });
    const imported = await app.prisma.crmImport.findFirstOrThrow({ where: { fileName: 'race.csv' } });
    expect(imported.status).toBe('done');
    expect(imported.counts).toEqual({ created: 1, updated: 1, restored: 0, skipped: 0, errors: 0 });
  });
});

describe('an email sent to a contact while an import writes that contact', () => {
  it('is recorded as the last contact after the import, which cannot write the older date back', async () => {
    const email = 'written@lock.example';
    const before = new Date('2026-11-01T09:00:00Z');
    const contact = await app.prisma.crmContact.create({
      data: { firstName: 'Grace', lastName: 'Hopper', email, lastContactDate: before },
    });
    await app.prisma.emailOutbox.create({
      data: {
        template: 'booking_declined',
        toEmail: email,
        subject: 'Your call request',
        contactId: contact.id,
        data: {
          name: 'Grace',
          preferred: 'Thursday',
          alternate: '',
          message: '',
          reply_to: 'inbox@lab.test',
        },
      },
    });

    let delivery: Promise<{ sent: number; failed: number }> | undefined;
    // What an import batch does for this email: take the lock, read the
    // contact (its last contact as it was), and write the row back with it,
    // while the email is sent and recorded.
    await app.prisma.$transaction(
      async (tx) => {
        await lockContactEmail(tx, email);
        const read = await tx.crmContact.findUniqueOrThrow({ where: { id: contact.id } });
        delivery = worker.runOnce();
        await waitingForLocks(app.prisma);
        await tx.crmContact.update({
          where: { id: contact.id },
          data: { company: 'Imported Co', lastContactDate: read.lastContactDate },
        });
      },
      { timeout: 20_000 },
    );
    expect(await delivery).toEqual({ sent: 1, failed: 0 });

    const sent = await app.prisma.emailOutbox.findFirstOrThrow({ where: { contactId: contact.id } });
    const after = await app.prisma.crmContact.findUniqueOrThrow({ where: { id: contact.id } });
    expect(sent.sentAt).not.toBeNull();
    expect(after).toMatchObject({ company: 'Imported Co', lastContactDate: sent.sentAt });
  });
});
