// Cancelling a running import: the request is stored on the import's row (not
// in the memory of the server that got it), so the job stops after the batch
// it is writing wherever it runs; the import then shows as cancelled with the
// counts of what it wrote, the rows written stay, and Undo removes them.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE } from '../../../domain/crm/import';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, type GqlError } from '../../helpers/content';
import { runImportJobs } from '../../helpers/crm-import';
import { listenForSockets, socketClient, subscribe } from '../../helpers/graphql-ws';
import { createUser, sessionCookieFor } from '../../helpers/users';

type Counts = { created: number; updated: number; restored: number; skipped: number; errors: number };
type Import = GqlError & { id: string; status: string; counts: Counts | null };
const IMPORT = /* GraphQL */ `
  __typename
  ... on CrmImport { id status counts { created updated restored skipped errors } }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;

let app: TestApp;
/** Another server on the same database: the one the admin's cancel reaches. */
let other: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  other = await createTestApp({ db: app.db });
  cookie = await adminCookie(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.crmImport.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

async function call(on: TestApp, name: string, inputType: string, input: Record<string, unknown>) {
  const result = await on.gql<Record<string, Import>>(
    `mutation M($input: ${inputType}!) { ${name}(input: $input) { ${IMPORT} } }`,
    { input },
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}
const cancel = (id: string, on: TestApp = other) => call(on, 'cancelCrmImport', 'CrmImportIdInput', { id });

/** A file of `count` new contacts. */
const file = (count: number) =>
  `First name,Last name,Email\n${Array.from({ length: count }, (_, index) => `Ann,Row${index},row${index}@cancel.example`).join('\n')}\n`;

async function started(count: number): Promise<Import> {
  const draft = await call(app, 'createCrmImport', 'CreateCrmImportInput', {
    fileName: 'cancel.csv',
    csv: file(count),
  });
  expect(draft.__typename).toBe('CrmImport');
  expect((await call(app, 'runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');
  return draft;
}

const PROGRESS = /* GraphQL */ `subscription S($id: ID!) { crmImportProgress(id: $id) { status } }`;

/** Runs the due import jobs on `app`; `afterBatch` is called once each batch is written. */
const runJobs = (afterBatch?: (batch: number) => Promise<void>) => runImportJobs(app, afterBatch);

describe('cancelling a running import', () => {
  it('stops after the current batch, on whichever server runs it, and keeps what was written', async () => {
    const draft = await started(3 * IMPORT_BATCH_SIZE);
    let cancelled: Import | undefined;
    const stats = await runJobs(async (batch) => {
      if (batch === 1) cancelled = await cancel(draft.id);
    });
    expect(stats.failed).toBe(0);
    const written = { created: IMPORT_BATCH_SIZE, updated: 0, restored: 0, skipped: 0, errors: 0 };
    expect(cancelled).toMatchObject({ status: 'cancelled', counts: written });
    expect(await app.prisma.crmContact.count()).toBe(IMPORT_BATCH_SIZE);
    const row = await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowIdOf(draft.id) } });
    expect(row).toMatchObject({ status: 'cancelled', counts: written });
    expect(row.finishedAt).not.toBeNull();

    const undone = await call(app, 'undoCrmImport', 'CrmImportIdInput', { id: draft.id });
    expect(undone.status).toBe('undone');
    expect(await app.prisma.crmContact.count()).toBe(0);
  });

  it('counts the rows a cancelled import skipped among those it read, not those it never read', async () => {
    await app.prisma.crmContact.create({
      data: { firstName: 'Ann', lastName: 'Row0', email: 'row0@cancel.example' },
    });
    const draft = await started(2 * IMPORT_BATCH_SIZE);
    let cancelled: Import | undefined;
    await runJobs(async (batch) => {
      if (batch === 1) cancelled = await cancel(draft.id);
    });
    expect(cancelled?.counts).toEqual({
      created: IMPORT_BATCH_SIZE - 1,
      updated: 0,
      restored: 0,
      skipped: 1,
      errors: 0,
    });
  });

  it('writes nothing when cancelled before its job starts', async () => {
    const draft = await started(10);
    const cancelled = await cancel(draft.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      counts: { created: 0, updated: 0, restored: 0, skipped: 0, errors: 0 },
    });
    await runJobs();
    expect(await app.prisma.crmContact.count()).toBe(0);
    const row = await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowIdOf(draft.id) } });
    expect(row.status).toBe('cancelled');
  });

  it('reaches a page following the import at once while its job waits to retry after a failure', async () => {
    const draft = await started(2 * IMPORT_BATCH_SIZE);
    // The first attempt fails after its first batch; the job waits for its retry.
    const stats = await runJobs(async (batch) => {
      if (batch === 1) throw new Error('The database went away');
    });
    expect(stats.retried).toBe(1);
    const running = await listenForSockets(app);
    const client = socketClient(running, { cookie });
    try {
      // Another admin's import screen follows the import.
      const page = subscribe(client, PROGRESS, { id: draft.id });
      expect((await page.waitFor(1))[0]!.data).toEqual({ crmImportProgress: { status: 'running' } });

      expect((await cancel(draft.id, app)).status).toBe('cancelled');
      // The page hears it now, not when the retry's time has come and a runner claims the job:
      // its subscription ends with the cancel (after the job's state as it was, read when it began).
      const statuses = (await page.done).map(
        (event) => (event.data!.crmImportProgress as { status: string }).status,
      );
      expect(statuses.at(-1)).toBe('cancelled');
      expect(new Set(statuses.slice(0, -1))).toEqual(new Set(['running']));
      // Nothing is left to retry: the job has ended with the import.
      const { jobId } = await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowIdOf(draft.id) } });
      expect(await app.prisma.job.findUniqueOrThrow({ where: { id: jobId! } })).toMatchObject({
        status: 'succeeded',
        attempts: 1,
      });
      expect(await app.prisma.crmContact.count()).toBe(IMPORT_BATCH_SIZE);
    } finally {
      await client.dispose();
      await running.close();
    }
  });

  it('refuses an import that is not running', async () => {
    const draft = await call(app, 'createCrmImport', 'CreateCrmImportInput', {
      fileName: 'draft.csv',
      csv: file(2),
    });
    expect((await cancel(draft.id)).fieldErrors?.[0]?.message).toBe(CRM_TEXT.importNotCancellable);
    await call(app, 'runCrmImport', 'CrmImportIdInput', { id: draft.id });
    await runJobs();
    expect((await cancel(draft.id)).fieldErrors?.[0]?.message).toBe(CRM_TEXT.importNotCancellable);
    const row = await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowIdOf(draft.id) } });
    expect(row.status).toBe('done');
  });

  it('is for admins only', async () => {
    const draft = await started(2);
    const member = await createUser(app.prisma, {
      email: 'member@cancel.example',
      password: 'member password 1',
      role: null,
    });
    const mutation = `mutation M($input: CrmImportIdInput!) { cancelCrmImport(input: $input) { __typename } }`;
    const anonymous = await app.gql(mutation, { input: { id: draft.id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const denied = await app.gql(
      mutation,
      { input: { id: draft.id } },
      { cookie: await sessionCookieFor(app, member.id) },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const row = await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowIdOf(draft.id) } });
    expect(row.status).toBe('running');
  });
});

const rowIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;
