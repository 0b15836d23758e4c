// The import's job ('crm.import'): reads the file as a stream and writes it
// in batches, each in one transaction with the rows it recorded (for undo and
// the error CSV), so a retried job resumes after the last written batch.
import { randomUUID } from 'node:crypto';
import type { ColumnTarget } from '../../../domain/crm/csv';
import { IMPORT_BATCH_SIZE } from '../../../domain/crm/import';
import { type Db, Prisma } from '../../db';
import { type JobHandler, registerJobHandler } from '../jobs/handlers';
import { lockContactEmails } from './contacts';
import { batches, readHeaders, readRows } from './import-csv';
import { dayOrderOf } from './import-dates';
import {
  type Decision,
  emptyCounts,
  type ImportCounts,
  planBatch,
  type RowAction,
  storedSnapshot,
} from './import-plan';
import { foldCountDeltasIfDue } from './list';

export const CRM_IMPORT_JOB = 'crm.import';

/**
 * Writes the batch's updates and restores in one statement (one UPDATE per
 * row made the job several times slower than inserting the same rows).
 */
async function updateContacts(tx: Prisma.TransactionClient, decisions: readonly Decision[], now: Date) {
  if (decisions.length === 0) return;
  const rows = decisions.map((decision) => {
    const values = decision.values!;
    return Prisma.sql`(${decision.contactId}::uuid, ${values.firstName}, ${values.lastName}, ${values.email},
      ${values.phone}, ${values.company}, ${values.companyUrl}, ${values.status}::contact_status, ${values.source},
      ${values.lastContactDate}::timestamptz, ${JSON.stringify(values.customFields)}::jsonb)`;
  });
  await tx.$executeRaw`
    UPDATE crm_contacts AS c SET
      first_name = v.first_name, last_name = v.last_name, email = v.email, phone = v.phone,
      company = v.company, company_url = v.company_url, status = v.status, source = v.source,
      last_contact_date = v.last_contact_date, custom_fields = v.custom_fields,
      deleted = false, version = c.version + 1, saved_by_id = NULL, updated_at = ${now}::timestamptz
    FROM (VALUES ${Prisma.join(rows)}) AS v (id, first_name, last_name, email, phone, company, company_url,
      status, source, last_contact_date, custom_fields)
    WHERE c.id = v.id`;
}

const ROW_ACTION = { create: 'created', update: 'updated', restore: 'restored', error: 'error' } as const;

/**
 * Creates the batch's new contacts and records every row that did something
 * (for undo and the error CSV) in one statement: the rows travel as one JSON
 * parameter, a data-modifying CTE inserts the contacts and the outer INSERT
 * the row records, instead of a Prisma createMany for each table.
 */
async function writeCreatesAndRows(
  tx: Prisma.TransactionClient,
  importId: string,
  decisions: readonly Decision[],
  now: Date,
) {
  const recorded = decisions.filter((decision) => decision.action !== 'skip');
  if (recorded.length === 0) return;
  const rows = recorded.map((decision) => {
    const values = decision.action === 'create' ? decision.values! : null;
    return {
      line: decision.line,
      action: ROW_ACTION[decision.action as Exclude<RowAction, 'skip'>],
      contact_id: decision.action === 'create' ? randomUUID() : (decision.contactId ?? null),
      first_name: values?.firstName ?? null,
      last_name: values?.lastName ?? null,
      email: values?.email ?? null,
      phone: values?.phone ?? null,
      company: values?.company ?? null,
      company_url: values?.companyUrl ?? null,
      status: values?.status ?? null,
      source: values?.source ?? null,
      last_contact_date: values?.lastContactDate?.toISOString() ?? null,
      custom_fields: values?.customFields ?? null,
      before: decision.before ? storedSnapshot(decision.before) : null,
      written:
        decision.before && decision.values ? storedSnapshot({ ...decision.values, deleted: false }) : null,
      values: decision.action === 'error' ? [...decision.record] : null,
      reason: decision.reason,
    };
  });
  await tx.$executeRaw`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (
        line int, action crm_import_action, contact_id uuid, first_name text, last_name text, email text,
        phone text, company text, company_url text, status contact_status, source text,
        last_contact_date timestamptz, custom_fields jsonb, before jsonb, written jsonb, "values" jsonb, reason text)
    ), created AS (
      INSERT INTO crm_contacts (id, first_name, last_name, email, phone, company, company_url, status, source,
        last_contact_date, custom_fields, created_at, updated_at)
      SELECT contact_id, first_name, last_name, email, phone, company, company_url, status, source,
        last_contact_date, custom_fields, ${now}::timestamptz, ${now}::timestamptz
      FROM input WHERE action = 'created'
      RETURNING id
    )
    INSERT INTO crm_import_rows (id, import_id, line, action, contact_id, before, written, "values", reason)
    SELECT gen_random_uuid(), ${importId}::uuid, line, action, contact_id, before, written, "values", reason
    FROM input ORDER BY line`;
}

export const importContacts: JobHandler<{ importId: string }> = async ({
  job,
  prisma,
  services,
  progress,
  signal,
  holdsLease,
}) => {
  const record = await prisma.crmImport.findUnique({ where: { id: job.payload.importId } });
  if (record?.status !== 'running') return null;
  const mapping = record.mapping as ColumnTarget[];
  const seen = new Map<string, number>();
  const csv = Buffer.from(record.csv);
  const columns = { mapping, headers: await readHeaders(csv) };
  const emailColumn = mapping.findIndex((target) => 'field' in target && target.field === 'email');
  let processed = 0;
  try {
    for await (const batch of batches(readRows(csv), IMPORT_BATCH_SIZE)) {
      signal.throwIfAborted();
      const written = await prisma.$transaction(async (tx) => {
        // First the import's row, locked till the batch commits: a cancel
        // (cancelImport, on any server) either came before and stops the job
        // here, or waits for this batch and counts it. Then the job's lease:
        // a runner that stalled past it while another claimed the job again
        // stops here, writing nothing, rather than read the rest of the file.
        if (!(await stillRunning(tx, record.id)) || !(await holdsLease(tx))) return false;
        await recordProcessed(tx, record.id, processed + batch.length);
        // The same per-email lock as every other writer (createCrmContact,
        // public submissions, restores), taken before the batch reads its
        // matches: a contact created meanwhile with one of these emails is
        // then seen (updated or skipped), never created twice.
        await lockContactEmails(
          tx,
          batch.map(({ record }) => record[emailColumn] ?? ''),
        );
        const decisions = await planBatch(tx, batch, columns, record.mode, seen, dayOrderOf(record));
        // A retried job resumes after the last batch written; skipped rows are
        // not recorded, so they are read again and skipped again. Read here,
        // under the import's row lock, not once when the run starts: a runner
        // whose lease ran out while it stalled goes on when it wakes, after
        // another claimed the job again and wrote the next batches, and must
        // not write them a second time.
        const resumeAfter = await lastWrittenLine(tx, record.id);
        const fresh = decisions.filter((decision) => decision.line > resumeAfter);
        const now = services.clock.now();
        await updateContacts(
          tx,
          fresh.filter((decision) => decision.action === 'update' || decision.action === 'restore'),
          now,
        );
        await writeCreatesAndRows(tx, record.id, fresh, now);
        return true;
      });
      if (!written) return null;
      processed += batch.length;
      await foldCountDeltasIfDue(prisma);
      await progress({
        processed,
        total: record.totalRows,
        fraction: processed / Math.max(record.totalRows, 1),
      });
    }
  } catch (error) {
    if (!signal.aborted && job.attempt >= job.maxAttempts)
      await prisma.crmImport.updateMany({
        where: { id: record.id, status: 'running' },
        data: { status: 'failed', finishedAt: services.clock.now() },
      });
    throw error;
  }
  const counts = await countsOf(prisma, record.id, record.totalRows);
  // Not over a cancel that came after the last batch: that one already has its counts.
  await prisma.crmImport.updateMany({
    where: { id: record.id, status: 'running' },
    data: { status: 'done', counts, finishedAt: services.clock.now() },
  });
  return counts;
};

/** The line of the import's last recorded row; 1 (the header) before any. */
async function lastWrittenLine(tx: Prisma.TransactionClient, id: string): Promise<number> {
  const last = await tx.crmImportRow.findFirst({
    where: { importId: id },
    orderBy: { line: 'desc' },
    select: { line: true },
  });
  return last?.line ?? 1;
}

/** Whether the import still runs (not cancelled); locks its row till the transaction ends. */
async function stillRunning(tx: Prisma.TransactionClient, id: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM crm_imports WHERE id = ${id}::uuid AND status = 'running' FOR UPDATE`;
  return rows.length > 0;
}

/** Records how many rows the run has read. */
async function recordProcessed(tx: Prisma.TransactionClient, id: string, processed: number) {
  await tx.$executeRaw`UPDATE crm_imports SET processed_rows = ${processed} WHERE id = ${id}::uuid`;
}

/** What an import wrote, from its recorded rows; `total` rows read, the others skipped. */
export async function countsOf(prisma: Db, id: string, total: number): Promise<ImportCounts> {
  const grouped = await prisma.crmImportRow.groupBy({
    by: ['action'],
    where: { importId: id },
    _count: true,
  });
  const counts = emptyCounts();
  for (const group of grouped)
    counts[
      ({ created: 'created', updated: 'updated', restored: 'restored', error: 'errors' } as const)[
        group.action
      ]
    ] = group._count;
  counts.skipped = total - counts.created - counts.updated - counts.restored - counts.errors;
  return counts;
}

registerJobHandler(CRM_IMPORT_JOB, importContacts, {
  concurrency: 1,
  maxAttempts: 3,
  leaseMs: 120_000,
  retry: { baseDelayMs: 5_000, maxDelayMs: 60_000 },
});
