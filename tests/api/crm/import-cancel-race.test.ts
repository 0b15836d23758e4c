// A cancel that arrives while the import's job is writing a batch waits for
// that batch (the job locks the import's row first in each batch) and counts
// it: the import shows as cancelled with what was really written, and the
// job then writes nothing more. Needs two connections, so it runs on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE } from '../../../domain/crm/import';
import { lockContactEmail } from '../../../server/modules/crm/contacts';
import { CRM_IMPORT_JOB, importContacts } from '../../../server/modules/crm/import-job';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { type ImportResult, importMutations } from '../../helpers/crm-import';
import { createPostgresTestDatabase, waitingForLocks } from '../../helpers/db';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
});
afterAll(() => app?.close());

const call = importMutations(
  () => app,
  () => cookie,
);

describe('a cancel during a batch', () => {
  it('waits for the batch being written and counts it', async () => {
    const rows = Array.from(
      { length: 3 * IMPORT_BATCH_SIZE },
      (_, index) => `Ann,Row${index},row${index}@race.example`,
    );
    const draft = await call('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'race.csv',
      csv: `First name,Last name,Email\n${rows.join('\n')}\n`,
    });
    expect((await call('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');
    const registry = new JobRegistry();
    registry.register(CRM_IMPORT_JOB, importContacts, { maxAttempts: 1 });
    const runner = createJobRunner({ prisma: app.prisma, services: app.services }, { registry });

    let job: Promise<unknown> | undefined;
    let cancelled: Promise<ImportResult> | undefined;
    // A writer holding the email of the second batch's first row: the job waits inside that batch.
    await app.prisma.$transaction(
      async (tx) => {
        await lockContactEmail(tx, `row${IMPORT_BATCH_SIZE}@race.example`);
        job = runner.runOnce();
        await waitingForLocks(app.prisma, 1);
        cancelled = call('cancelCrmImport', 'CrmImportIdInput', { id: draft.id });
        await waitingForLocks(app.prisma, 2);
      },
      { timeout: 20_000 },
    );
    await job;
    const written = { created: 2 * IMPORT_BATCH_SIZE, updated: 0, restored: 0, skipped: 0, errors: 0 };
    expect(await cancelled).toMatchObject({ status: 'cancelled', counts: written });
    expect(await app.prisma.crmContact.count()).toBe(2 * IMPORT_BATCH_SIZE);
    const row = await app.prisma.crmImport.findFirstOrThrow({ where: { fileName: 'race.csv' } });
    expect(row).toMatchObject({ status: 'cancelled', counts: written });
  });
});
