// Two runners on one import job: the first stalls after its first batch
// (a long pause, a lost connection) past its lease, a second claims the job
// again and writes the next batch, then the first wakes up: it stops at its
// next batch without writing it (nor reading the rest of the file), and the
// second one finishes. Each batch's rows are written once: no row recorded
// twice (an error row would be in the error CSV twice, the counts would add
// up to more than the file), no contact written twice. Driven step by step through each
// runner's afterBatch, so the order is the same on every run and database;
// and, on PostgreSQL, two runners waiting at once for the same first batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE } from '../../../domain/crm/import';
import { CRM_IMPORT_JOB } from '../../../server/modules/crm/import-job';
import { jobHandlers } from '../../../server/modules/jobs/handlers';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, rowId } from '../../helpers/content';
import { importMutations, runImportJobs } from '../../helpers/crm-import';
import { createPostgresTestDatabase, waitingForLocks } from '../../helpers/db';

const clock = new TestClock(new Date('2026-11-21T12:00:00Z'));
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

const call = importMutations(
  () => app,
  () => cookie,
);

/** A promise and what settles it: a runner waits on it in its afterBatch. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Three batches (the last one short), each with one row whose email is not one. */
const ROWS = 2 * IMPORT_BATCH_SIZE + 200;
const BAD_LINES = [10, IMPORT_BATCH_SIZE + 10, 2 * IMPORT_BATCH_SIZE + 10];
const FILE = [
  'First name,Last name,Email',
  ...Array.from({ length: ROWS }, (_, index) => {
    const line = index + 2;
    return `Person,${line},${BAD_LINES.includes(line) ? 'not-an-email' : `person${line}@runners.example`}`;
  }),
].join('\n');

describe('two runners on one import job', () => {
  it('writes every row once: the first runner, its job claimed again, stops at its next batch', async () => {
    const draft = await call('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'runners.csv',
      csv: FILE,
    });
    expect(draft.__typename).toBe('CrmImport');
    expect((await call('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');

    // The first runner writes batch 1, then stalls.
    const firstStalled = gate();
    const firstGoesOn = gate();
    let firstBatches = 0;
    const first = runImportJobs(app, async (batch) => {
      firstBatches = batch;
      if (batch !== 1) return;
      firstStalled.open();
      await firstGoesOn.opened;
    });
    await firstStalled.opened;

    // Its lease runs out: a second runner claims the job again, reads batch 1
    // again (written: nothing to do), writes batch 2, then stalls in turn.
    clock.advance(jobHandlers.get(CRM_IMPORT_JOB)!.leaseMs + 1);
    const secondStalled = gate();
    const secondGoesOn = gate();
    const second = runImportJobs(app, async (batch) => {
      if (batch !== 2) return;
      secondStalled.open();
      await secondGoesOn.opened;
    });
    await secondStalled.opened;
    expect(await app.prisma.job.findFirstOrThrow({ where: { kind: CRM_IMPORT_JOB } })).toMatchObject({
      attempts: 2,
    });
    expect(await app.prisma.crmImportRow.count({ where: { importId: rowId(draft.id) } })).toBe(
      2 * IMPORT_BATCH_SIZE,
    );

    // The first one wakes up: having lost its lease, it stops at batch 2
    // without writing anything, and the third batch waits for the second one.
    firstGoesOn.open();
    await first;
    expect(firstBatches).toBe(1);
    expect(await app.prisma.crmImportRow.count({ where: { importId: rowId(draft.id) } })).toBe(
      2 * IMPORT_BATCH_SIZE,
    );
    expect(await app.prisma.crmImport.findUniqueOrThrow({ where: { id: rowId(draft.id) } })).toMatchObject({
      status: 'running',
      processedRows: 2 * IMPORT_BATCH_SIZE,
    });
    secondGoesOn.open();
    await second;

    const id = rowId(draft.id);
    const rows = await app.prisma.crmImportRow.findMany({
      where: { importId: id },
      select: { line: true, action: true },
      orderBy: { line: 'asc' },
    });
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row.line)).size).toBe(ROWS);
    expect(rows.filter((row) => row.action === 'error').map((row) => row.line)).toEqual(BAD_LINES);
    expect(await app.prisma.crmContact.count({ where: { email: { endsWith: '@runners.example' } } })).toBe(
      ROWS - BAD_LINES.length,
    );
    // Each contact written once: created, never updated by the other runner.
    expect(
      await app.prisma.crmContact.count({ where: { email: { endsWith: '@runners.example' }, version: 1 } }),
    ).toBe(ROWS - BAD_LINES.length);
    expect(await app.prisma.crmImport.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'done',
      counts: {
        created: ROWS - BAD_LINES.length,
        updated: 0,
        restored: 0,
        skipped: 0,
        errors: BAD_LINES.length,
      },
    });
  });
});

describe('two runners waiting for the same batch (PostgreSQL)', () => {
  it('writes it once: the second one finds it written when it gets the import', async () => {
    const pg = await createTestApp({ db: await createPostgresTestDatabase(), services: { clock } });
    try {
      const pgCookie = await adminCookie(pg);
      const pgCall = importMutations(
        () => pg,
        () => pgCookie,
      );
      const draft = await pgCall('createCrmImport', 'CreateCrmImportInput', {
        fileName: 'waiting.csv',
        csv: 'First name,Last name,Email\nAda,Lovelace,ada@waiting.example\nBad,Row,not-an-email\n',
      });
      expect((await pgCall('runCrmImport', 'CrmImportIdInput', { id: draft.id })).status).toBe('running');
      const id = rowId(draft.id);

      let first: Promise<unknown> | undefined;
      let second: Promise<unknown> | undefined;
      // What a batch locks first, held while one runner, then another (the
      // first one's lease run out), come to write the batch.
      await pg.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM crm_imports WHERE id = ${id}::uuid FOR UPDATE`;
          first = runImportJobs(pg);
          await waitingForLocks(pg.prisma, 1);
          clock.advance(jobHandlers.get(CRM_IMPORT_JOB)!.leaseMs + 1);
          second = runImportJobs(pg);
          await waitingForLocks(pg.prisma, 2);
        },
        { timeout: 20_000 },
      );
      await Promise.all([first, second]);

      const rows = await pg.prisma.crmImportRow.findMany({
        where: { importId: id },
        select: { line: true, action: true },
        orderBy: { line: 'asc' },
      });
      expect(rows).toEqual([
        { line: 2, action: 'created' },
        { line: 3, action: 'error' },
      ]);
      expect(await pg.prisma.crmContact.findMany({ select: { email: true, version: true } })).toEqual([
        { email: 'ada@waiting.example', version: 1 },
      ]);
      expect(await pg.prisma.crmImport.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 'done',
        counts: { created: 1, updated: 0, restored: 0, skipped: 0, errors: 1 },
      });
    } finally {
      await pg.close();
    }
  });
});
