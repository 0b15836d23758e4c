// CSV import of contacts: the file is stored as a draft with its columns
// mapped to fields (detected from the headers, then adjustable) and a mode;
// the preview says what each row would do before anything is written; the
// run is a job ('crm.import') that reads the file as a stream and writes
// batches, each in one transaction with the rows it recorded (so a retried
// job resumes after the last written batch); undo removes the contacts an
// import created and gives the ones it updated or restored their earlier
// values back.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  CONTACT_STATUSES,
  type ColumnTarget,
  type ContactStatus,
  CRM_IMPORT_SOURCE,
  CRM_TEXT,
  CSV_FIELDS,
  type CsvField,
  detectColumns,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  type ImportMode,
  normalizeContact,
  validateContactForm,
} from '../../../domain/crm';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { Prisma, type PrismaClient } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import { type JobHandler, registerJobHandler } from '../jobs/handlers';
import { announceJob, queueJob } from '../jobs/queue';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { lockContactEmails } from './contacts';
import { foldCountDeltasIfDue } from './list';

export const CRM_IMPORT_JOB = 'crm.import';

type Db = PrismaClient | Prisma.TransactionClient;
export type RowAction = 'create' | 'update' | 'restore' | 'skip' | 'error';
export type ImportCounts = {
  created: number;
  updated: number;
  restored: number;
  skipped: number;
  errors: number;
};
export type PreviewRow = {
  line: number;
  action: RowAction;
  email: string;
  name: string;
  reason: string | null;
};

const STORED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'companyUrl',
  'status',
  'source',
  'lastContactDate',
  'customFields',
  'deleted',
] as const;
type Snapshot = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyUrl: string | null;
  status: ContactStatus;
  source: string | null;
  lastContactDate: Date | null;
  customFields: Record<string, string>;
  deleted: boolean;
};
type Existing = Snapshot & { id: string };

const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, restored: 0, skipped: 0, errors: 0 });
const COUNT_OF: Record<RowAction, keyof ImportCounts> = {
  create: 'created',
  update: 'updated',
  restore: 'restored',
  skip: 'skipped',
  error: 'errors',
};

// ---------------------------------------------------------------- reading

const parserOptions = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  // A quote inside an unquoted value (Acme "Best" Ltd), as hand-made files have, is kept as text.
  relax_quotes: true,
} as const;

/** A parser error (an unclosed quote) as a message for the person importing. */
function invalidCsv(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = (error as CsvError & { lines?: number }).lines;
  return new ValidationError([
    { field: 'csv', message: formatMessage(CRM_TEXT.importInvalidCsv, { line: String(line ?? 1) }) },
  ]);
}

/** The header row of a file, or a validation error when it has none. */
export async function readHeaders(csv: Buffer): Promise<string[]> {
  try {
    for await (const record of Readable.from([csv]).pipe(parse({ ...parserOptions, to_line: 1 })))
      return (record as string[]).map((cell) => cell.trim());
  } catch (error) {
    throw invalidCsv(error);
  }
  throw new ValidationError([{ field: 'csv', message: CRM_TEXT.importEmpty }]);
}

/** The data rows with their line numbers (the header is line 1), as a stream. */
async function* readRows(csv: Buffer): AsyncGenerator<{ line: number; record: string[] }> {
  const parser = Readable.from([csv]).pipe(parse({ ...parserOptions, from_line: 2, info: true }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>)
      yield { line: info.lines, record };
  } catch (error) {
    throw invalidCsv(error);
  }
}

async function* batches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

// ---------------------------------------------------------------- planning

type Mapped = { fields: Partial<Record<CsvField, string>>; custom: Record<string, string> };

function mapRecord(record: readonly string[], mapping: readonly ColumnTarget[]): Mapped {
  const fields: Partial<Record<CsvField, string>> = {};
  const custom: Record<string, string> = {};
  mapping.forEach((target, index) => {
    const value = (record[index] ?? '').trim();
    if ('field' in target) fields[target.field] = value;
    else if ('custom' in target && value !== '') custom[target.custom] = value;
  });
  return { fields, custom };
}

type Decision = {
  line: number;
  action: RowAction;
  email: string;
  name: string;
  reason: string | null;
  contactId?: string;
  values?: Omit<Snapshot, 'deleted'>;
  before?: Snapshot;
  record: readonly string[];
};

const blankTo = <T>(value: string | undefined, fallback: T): string | T =>
  value === undefined || value === '' ? fallback : value;

/** What one row does, given the contact its email matches (if any). */
function decide(
  line: number,
  record: readonly string[],
  mapping: readonly ColumnTarget[],
  mode: ImportMode,
  match: Existing | undefined,
  firstLine: number | undefined,
): Decision {
  const { fields, custom } = mapRecord(record, mapping);
  const email = (fields.email ?? '').trim().toLowerCase();
  const base = { line, record, email, name: `${fields.firstName ?? ''} ${fields.lastName ?? ''}`.trim() };
  const skip = (reason: string): Decision => ({ ...base, action: 'skip', reason });
  const error = (reason: string): Decision => ({ ...base, action: 'error', reason });
  if (firstLine !== undefined) return skip(`Same email as line ${firstLine}`);
  if (match && !match.deleted && mode === 'createOnly') return skip(CRM_TEXT.emailTaken);
  if (!match && mode === 'updateOnly') return skip('No contact has this email');

  // Blank cells keep what the contact has.
  const form = {
    firstName: blankTo(fields.firstName, match?.firstName ?? ''),
    lastName: blankTo(fields.lastName, match?.lastName ?? ''),
    email: fields.email ?? '',
    phone: blankTo(fields.phone, match?.phone ?? ''),
    company: blankTo(fields.company, match?.company ?? ''),
    companyUrl: blankTo(fields.companyUrl, match?.companyUrl ?? ''),
  };
  const problem = Object.values(validateContactForm(form)).find(Boolean);
  if (problem) return error(problem);
  const status = fields.status ? fields.status.toLowerCase() : (match?.status ?? 'prospect');
  if (!(CONTACT_STATUSES as readonly string[]).includes(status))
    return error(`Status must be ${CONTACT_STATUSES.join(' or ')}`);
  let lastContactDate = match?.lastContactDate ?? null;
  if (fields.lastContactDate) {
    const parsed = new Date(fields.lastContactDate);
    if (Number.isNaN(parsed.getTime())) return error('Last contact is not a date');
    lastContactDate = parsed;
  }
  const values = {
    ...normalizeContact(form),
    status: status as ContactStatus,
    source: blankTo(fields.source, match?.source ?? (match ? null : CRM_IMPORT_SOURCE)),
    lastContactDate,
    customFields: { ...(match?.customFields ?? {}), ...custom },
  };
  const named = { ...base, name: `${values.firstName} ${values.lastName}`, values };
  if (!match) return { ...named, action: 'create', reason: null };
  const { id, deleted, ...current } = match;
  if (deleted) return { ...named, action: 'restore', reason: null, contactId: id, before: snapshot(match) };
  if (sameValues(current, values)) return { ...named, action: 'skip', reason: 'No changes' };
  return { ...named, action: 'update', reason: null, contactId: id, before: snapshot(match) };
}

function sameValues(a: Omit<Snapshot, 'deleted'>, b: Omit<Snapshot, 'deleted'>): boolean {
  const canonical = (value: Omit<Snapshot, 'deleted'>) =>
    JSON.stringify({
      ...value,
      lastContactDate: value.lastContactDate?.toISOString() ?? null,
      customFields: Object.fromEntries(
        Object.entries(value.customFields).sort(([x], [y]) => x.localeCompare(y)),
      ),
    });
  return canonical(a) === canonical(b);
}

function snapshot(contact: Existing): Snapshot {
  return Object.fromEntries(STORED_FIELDS.map((field) => [field, contact[field]])) as Snapshot;
}

/** The contacts the batch's emails match: a live one first, else the latest deleted one. */
async function matches(db: Db, emails: readonly string[]): Promise<Map<string, Existing>> {
  const found = await db.crmContact.findMany({
    where: { email: { in: [...new Set(emails.filter(Boolean))] } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      company: true,
      companyUrl: true,
      status: true,
      source: true,
      lastContactDate: true,
      customFields: true,
      deleted: true,
    },
    orderBy: [{ deleted: 'desc' }, { createdAt: 'asc' }],
  });
  // Later entries win: live contacts come last.
  return new Map(
    found.map((row) => [
      row.email,
      { ...row, customFields: (row.customFields ?? {}) as Record<string, string> } as unknown as Existing,
    ]),
  );
}

async function planBatch(
  db: Db,
  rows: readonly { line: number; record: string[] }[],
  mapping: readonly ColumnTarget[],
  mode: ImportMode,
  seen: Map<string, number>,
): Promise<Decision[]> {
  const emailColumn = mapping.findIndex((target) => 'field' in target && target.field === 'email');
  const found = await matches(
    db,
    rows.map(({ record }) => (record[emailColumn] ?? '').trim().toLowerCase()),
  );
  return rows.map(({ line, record }) => {
    const email = (record[emailColumn] ?? '').trim().toLowerCase();
    const decision = decide(
      line,
      record,
      mapping,
      mode,
      found.get(email),
      email ? seen.get(email) : undefined,
    );
    if (email && !seen.has(email) && decision.action !== 'error') seen.set(email, line);
    return decision;
  });
}

// ---------------------------------------------------------------- drafts

export type ImportRow = Awaited<ReturnType<PrismaClient['crmImport']['findUniqueOrThrow']>>;

function importId(globalId: GlobalId): string {
  const id = rowIdOf(globalId, 'CrmImport');
  if (!id) throw new NotFoundError(CRM_TEXT.importNotFound);
  return id;
}

async function findImport(db: Db, globalId: GlobalId) {
  const found = await db.crmImport.findUnique({ where: { id: importId(globalId) } });
  if (!found) throw new NotFoundError(CRM_TEXT.importNotFound);
  return found;
}

function checkMapping(mapping: readonly ColumnTarget[]) {
  if (!mapping.some((target) => 'field' in target && target.field === 'email'))
    throw new ValidationError([{ field: 'columns', message: CRM_TEXT.importNoEmailColumn }]);
}

export async function createImport(
  context: Context,
  input: { fileName: string; csv: string; mode?: ImportMode | null },
): Promise<ImportRow> {
  const csv = Buffer.from(input.csv, 'utf8');
  if (csv.byteLength > IMPORT_MAX_BYTES)
    throw new ValidationError([
      {
        field: 'csv',
        message: formatMessage(CRM_TEXT.importTooLarge, { max: String(IMPORT_MAX_BYTES / 1024 / 1024) }),
      },
    ]);
  const headers = await readHeaders(csv);
  const mapping = detectColumns(headers);
  let totalRows = 0;
  for await (const _ of readRows(csv)) totalRows += 1;
  if (totalRows === 0) throw new ValidationError([{ field: 'csv', message: CRM_TEXT.importEmpty }]);
  return context.prisma.crmImport.create({
    data: {
      fileName: input.fileName.trim() || 'contacts.csv',
      csv,
      mapping,
      mode: input.mode ?? 'createOrUpdate',
      totalRows,
      createdAt: context.services.clock.now(),
    },
  });
}

export type ColumnInput = { field?: string | null; custom?: string | null };

export function mappingOf(columns: readonly ColumnInput[]): ColumnTarget[] {
  return columns.map((column) => {
    if (column.field && column.field in CSV_FIELDS) return { field: column.field as CsvField };
    if (column.custom?.trim()) return { custom: column.custom.trim() };
    return { ignore: true };
  });
}

export async function updateImport(
  context: Context,
  globalId: GlobalId,
  input: { mode?: ImportMode | null; columns?: readonly ColumnInput[] | null },
): Promise<ImportRow> {
  const draft = await findImport(context.prisma, globalId);
  if (draft.status !== 'draft')
    throw new ValidationError([{ field: '', message: CRM_TEXT.importNotPreviewed }]);
  const mapping = input.columns ? mappingOf(input.columns) : (draft.mapping as ColumnTarget[]);
  if (mapping.length !== (draft.mapping as ColumnTarget[]).length)
    throw new ValidationError([{ field: 'columns', message: 'Give one target per column' }]);
  return context.prisma.crmImport.update({
    where: { id: draft.id },
    data: { mapping, ...(input.mode ? { mode: input.mode } : {}) },
  });
}

/** What the import would do: counts over every row, and the first rows. */
export async function previewImport(
  prisma: PrismaClient,
  draft: ImportRow,
): Promise<{ counts: ImportCounts; rows: PreviewRow[] }> {
  const mapping = draft.mapping as ColumnTarget[];
  const counts = emptyCounts();
  const rows: PreviewRow[] = [];
  if (!mapping.some((target) => 'field' in target && target.field === 'email')) {
    return { counts: { ...counts, errors: draft.totalRows }, rows };
  }
  const seen = new Map<string, number>();
  for await (const batch of batches(readRows(Buffer.from(draft.csv)), IMPORT_BATCH_SIZE)) {
    for (const decision of await planBatch(prisma, batch, mapping, draft.mode, seen)) {
      counts[COUNT_OF[decision.action]] += 1;
      if (rows.length < IMPORT_PREVIEW_ROWS) {
        const { line, action, email, name, reason } = decision;
        rows.push({ line, action, email, name, reason });
      }
    }
  }
  return { counts, rows };
}

export async function runImport(context: Context, globalId: GlobalId): Promise<ImportRow> {
  const { prisma, services } = context;
  const [updated, job] = await prisma.$transaction(async (tx) => {
    const draft = await findImport(tx, globalId);
    checkMapping(draft.mapping as ColumnTarget[]);
    const { count } = await tx.crmImport.updateMany({
      where: { id: draft.id, status: 'draft' },
      data: { status: 'running' },
    });
    if (count === 0) throw new ValidationError([{ field: '', message: CRM_TEXT.importNotPreviewed }]);
    const queued = await queueJob(
      tx,
      { kind: CRM_IMPORT_JOB, payload: { importId: draft.id } },
      services.clock.now(),
    );
    const row = await tx.crmImport.update({ where: { id: draft.id }, data: { jobId: queued.id } });
    return [row, queued] as const;
  });
  announceJob(services, job);
  return updated;
}

// ---------------------------------------------------------------- the job

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
      deleted = false, version = c.version + 1, updated_at = ${now}::timestamptz
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
      before: decision.before
        ? { ...decision.before, lastContactDate: decision.before.lastContactDate?.toISOString() ?? null }
        : null,
      values: decision.action === 'error' ? [...decision.record] : null,
      reason: decision.reason,
    };
  });
  await tx.$executeRaw`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (
        line int, action crm_import_action, contact_id uuid, first_name text, last_name text, email text,
        phone text, company text, company_url text, status contact_status, source text,
        last_contact_date timestamptz, custom_fields jsonb, before jsonb, "values" jsonb, reason text)
    ), created AS (
      INSERT INTO crm_contacts (id, first_name, last_name, email, phone, company, company_url, status, source,
        last_contact_date, custom_fields, created_at, updated_at)
      SELECT contact_id, first_name, last_name, email, phone, company, company_url, status, source,
        last_contact_date, custom_fields, ${now}::timestamptz, ${now}::timestamptz
      FROM input WHERE action = 'created'
      RETURNING id
    )
    INSERT INTO crm_import_rows (id, import_id, line, action, contact_id, before, "values", reason)
    SELECT gen_random_uuid(), ${importId}::uuid, line, action, contact_id, before, "values", reason
    FROM input ORDER BY line`;
}

export const importContacts: JobHandler<{ importId: string }> = async ({
  job,
  prisma,
  services,
  progress,
  signal,
}) => {
  const record = await prisma.crmImport.findUnique({ where: { id: job.payload.importId } });
  if (record?.status !== 'running') return null;
  const mapping = record.mapping as ColumnTarget[];
  // A retried job resumes after the last batch it wrote; skipped rows are not
  // recorded, so they are read again and skipped again.
  const last = await prisma.crmImportRow.findFirst({
    where: { importId: record.id },
    orderBy: { line: 'desc' },
    select: { line: true },
  });
  const resumeAfter = last?.line ?? 1;
  const seen = new Map<string, number>();
  const emailColumn = mapping.findIndex((target) => 'field' in target && target.field === 'email');
  let processed = 0;
  try {
    for await (const batch of batches(readRows(Buffer.from(record.csv)), IMPORT_BATCH_SIZE)) {
      signal.throwIfAborted();
      await prisma.$transaction(async (tx) => {
        // The same per-email lock as every other writer (createCrmContact,
        // public submissions, restores), taken before the batch reads its
        // matches: a contact created meanwhile with one of these emails is
        // then seen (updated or skipped), never created twice.
        await lockContactEmails(
          tx,
          batch.map(({ record }) => record[emailColumn] ?? ''),
        );
        const decisions = await planBatch(tx, batch, mapping, record.mode, seen);
        const fresh = decisions.filter((decision) => decision.line > resumeAfter);
        const now = services.clock.now();
        await updateContacts(
          tx,
          fresh.filter((decision) => decision.action === 'update' || decision.action === 'restore'),
          now,
        );
        await writeCreatesAndRows(tx, record.id, fresh, now);
      });
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
      await prisma.crmImport.update({
        where: { id: record.id },
        data: { status: 'failed', finishedAt: services.clock.now() },
      });
    throw error;
  }
  const counts = await countsOf(prisma, record.id, record.totalRows);
  await prisma.crmImport.update({
    where: { id: record.id },
    data: { status: 'done', counts, finishedAt: services.clock.now() },
  });
  return counts;
};

async function countsOf(prisma: PrismaClient, id: string, total: number): Promise<ImportCounts> {
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

// ---------------------------------------------------------------- undo

/** Removes what a finished import created and puts back what it changed, in batches. */
export async function undoImport(context: Context, globalId: GlobalId): Promise<ImportRow> {
  const { prisma, services } = context;
  const id = importId(globalId);
  const { count } = await prisma.crmImport.updateMany({
    where: { id, status: 'done' },
    data: { status: 'undoing' },
  });
  if (count === 0) {
    await findImport(prisma, globalId);
    throw new ValidationError([{ field: '', message: CRM_TEXT.importNotUndoable }]);
  }
  let after: number | null = null;
  for (;;) {
    const rows: { line: number; action: string; contactId: string | null; before: unknown }[] =
      await prisma.crmImportRow.findMany({
        where: { importId: id, action: { not: 'error' }, ...(after === null ? {} : { line: { gt: after } }) },
        orderBy: { line: 'asc' },
        take: IMPORT_BATCH_SIZE,
        select: { line: true, action: true, contactId: true, before: true },
      });
    if (rows.length === 0) break;
    await prisma.$transaction(async (tx) => {
      const created = rows
        .filter((row) => row.action === 'created' && row.contactId)
        .map((row) => row.contactId!);
      if (created.length > 0) await tx.crmContact.deleteMany({ where: { id: { in: created } } });
      const now = services.clock.now();
      for (const row of rows) {
        if (row.action === 'created' || !row.contactId || !row.before) continue;
        const before = row.before as Record<string, unknown>;
        await tx.crmContact.update({
          where: { id: row.contactId },
          data: {
            ...(before as object),
            lastContactDate: before.lastContactDate ? new Date(before.lastContactDate as string) : null,
            version: { increment: 1 },
            updatedAt: now,
          },
        });
      }
    });
    after = rows.at(-1)!.line;
    // An undo writes a statement per restored contact: fold as it goes.
    await foldCountDeltasIfDue(prisma);
  }
  return prisma.crmImport.update({
    where: { id },
    data: { status: 'undone', finishedAt: services.clock.now() },
  });
}

registerJobHandler(CRM_IMPORT_JOB, importContacts, {
  concurrency: 1,
  maxAttempts: 3,
  leaseMs: 120_000,
  retry: { baseDelayMs: 5_000, maxDelayMs: 60_000 },
});
