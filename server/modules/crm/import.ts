// CSV import of contacts: the file is stored as a draft with its columns
// mapped to fields (detected from the headers, then adjustable) and a mode;
// the preview says what each row would do before anything is written
// (import-plan.ts); the run queues a job (import-job.ts); undo removes the
// contacts an import created and gives the ones it updated or restored their
// earlier values back.
import { type ColumnTarget, CSV_FIELDS, type CsvField, detectColumns } from '../../../domain/crm/csv';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  type ImportMode,
} from '../../../domain/crm/import';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { decodeCsvBytes, looksBinary } from '../../../domain/csvText';
import { CONTENT } from '../../../domain/shared/content';
import type { DayOrder } from '../../../domain/shared/dates';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import type { Db, PrismaClient } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import { announceJob, announceJobEnded, endQueuedJob, queueJob } from '../jobs/queue';
import { type GlobalId, rowIdOrNotFound } from '../shared/ids';
import { batches, readHeaders, readRows } from './import-csv';
import { dateEvidenceOf, dateEvidenceReader, dayOrderOf, lastContactColumn } from './import-dates';
import { CRM_IMPORT_JOB, countsOf } from './import-job';
import {
  COUNT_OF,
  type Columns,
  emailsOf,
  emptyCounts,
  type ImportCounts,
  matches,
  type PreviewRow,
  planRows,
  SNAPSHOT_SELECT,
  type StoredSnapshot,
  undoneFields,
} from './import-plan';
import { foldCountDeltasIfDue } from './list';

export type ImportRow = Awaited<ReturnType<PrismaClient['crmImport']['findUniqueOrThrow']>>;

const importId = (globalId: GlobalId) => rowIdOrNotFound(globalId, 'CrmImport', CRM_TEXT.importNotFound);

async function findImport(db: Db, globalId: GlobalId) {
  const found = await db.crmImport.findUnique({ where: { id: importId(globalId) } });
  if (!found) throw new NotFoundError(CRM_TEXT.importNotFound);
  return found;
}

function checkMapping(mapping: readonly ColumnTarget[]) {
  if (!mapping.some((target) => 'field' in target && target.field === 'email'))
    throw new ValidationError([{ field: 'columns', message: CRM_TEXT.importNoEmailColumn }]);
}

/**
 * The CSV's bytes in UTF-8: the text sent as `csv`, or the file sent as
 * `file` (a multipart upload, for files larger than a JSON body may be) in
 * whatever encoding a spreadsheet saved it; an empty one is refused on the
 * field that carried it.
 */
async function csvOf(input: {
  csv?: string | null;
  file?: File | string | null;
}): Promise<Buffer<ArrayBuffer>> {
  const csv = await csvBytes(input);
  if (csv.byteLength === 0)
    throw new ValidationError([{ field: sourceOf(input), message: CRM_TEXT.importFileEmpty }]);
  return csv;
}

/** The input field the CSV came in. */
const sourceOf = (input: { file?: File | string | null }) => (input.file != null ? 'file' : 'csv');

async function csvBytes(input: {
  csv?: string | null;
  file?: File | string | null;
}): Promise<Buffer<ArrayBuffer>> {
  const tooLarge = (field: string) =>
    new ValidationError([
      {
        field,
        message: formatMessage(CRM_TEXT.importTooLarge, { max: String(IMPORT_MAX_BYTES / 1024 / 1024) }),
      },
    ]);
  const notText = (field: string) => new ValidationError([{ field, message: CRM_TEXT.importNotText }]);
  const { csv, file } = input;
  if (csv != null && file != null)
    throw new ValidationError([{ field: 'file', message: CRM_TEXT.importOneSource }]);
  if (file != null) {
    // A literal in the document is a string, not a file (as uploadAsset says).
    if (typeof file === 'string')
      throw new ValidationError([{ field: 'file', message: CONTENT.fileMissing }]);
    if (file.size > IMPORT_MAX_BYTES) throw tooLarge('file');
    const raw = new Uint8Array(await file.arrayBuffer());
    // An image or a zip (a script's, or a page's that did not check): refused unread, as the page
    // refuses it, judged on the bytes (decoded, a Windows-1252 file's odd byte would look like a control).
    if (looksBinary(raw)) throw notText('file');
    return Buffer.from(decodeCsvBytes(raw), 'utf8');
  }
  const bytes = Buffer.from(csv ?? '', 'utf8');
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw tooLarge('csv');
  if (looksBinary(csv ?? '')) throw notText('csv');
  return bytes;
}

export async function createImport(
  context: Context,
  input: { fileName: string; csv?: string | null; file?: File | string | null; mode?: ImportMode | null },
): Promise<ImportRow> {
  const csv = await csvOf(input);
  // The CSV's own faults (no header, an unclosed quote, no rows) are the field's that carried it.
  const source = sourceOf(input);
  const onSource = (error: unknown) =>
    error instanceof ValidationError
      ? new ValidationError(
          error.fieldErrors.map((fault) => (fault.field === 'csv' ? { ...fault, field: source } : fault)),
        )
      : error;
  let totalRows = 0;
  let dates: ReturnType<typeof dateEvidenceReader>;
  let mapping: ReturnType<typeof detectColumns>;
  try {
    mapping = detectColumns(await readHeaders(csv));
    dates = dateEvidenceReader(mapping);
    for await (const { line, record } of readRows(csv)) {
      totalRows += 1;
      dates.add(line, record);
    }
  } catch (error) {
    throw onSource(error);
  }
  if (totalRows === 0) throw new ValidationError([{ field: source, message: CRM_TEXT.importEmpty }]);
  return context.prisma.crmImport.create({
    data: {
      fileName: input.fileName.trim() || 'contacts.csv',
      csv,
      mapping,
      mode: input.mode ?? 'createOrUpdate',
      dateEvidence: dates.evidence,
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

/**
 * Changes a draft: its mapping, its mode, or how its slashed days read
 * (`dateOrder`: null goes back to the order the file shows).
 */
export async function updateImport(
  context: Context,
  globalId: GlobalId,
  input: { mode?: ImportMode | null; columns?: readonly ColumnInput[] | null; dateOrder?: DayOrder | null },
): Promise<ImportRow> {
  const draft = await findImport(context.prisma, globalId);
  if (draft.status !== 'draft')
    throw new ValidationError([{ field: '', message: CRM_TEXT.importNotPreviewed }]);
  const before = draft.mapping as ColumnTarget[];
  const mapping = input.columns ? mappingOf(input.columns) : before;
  if (mapping.length !== before.length)
    throw new ValidationError([{ field: 'columns', message: CRM_TEXT.importColumnsMismatch }]);
  // The last-contact column moved: what its days say is read again.
  const dateEvidence =
    lastContactColumn(mapping) === lastContactColumn(before)
      ? undefined
      : await dateEvidenceOf(readRows(Buffer.from(draft.csv)), mapping);
  return context.prisma.crmImport.update({
    where: { id: draft.id },
    data: {
      mapping,
      ...(input.mode ? { mode: input.mode } : {}),
      ...(input.dateOrder !== undefined ? { dateOrder: input.dateOrder } : {}),
      ...(dateEvidence ? { dateEvidence } : {}),
    },
  });
}

/**
 * What the import would do: counts over every row, the first rows, then the
 * rows with an error after them (up to as many again), so that each refused
 * row can be read with its line and reason before the import runs.
 */
export type ImportPreview = { counts: ImportCounts; rows: PreviewRow[] };

/** A draft's preview under way: its rows still to read (none once read, or without an email column). */
type PreviewState = ImportPreview & {
  draft: ImportRow;
  seen: Map<string, number>;
  columns: Columns | null;
  pending: AsyncGenerator<{ line: number; record: string[] }[]> | null;
  error: Error | null;
};

/**
 * What running each of the imports `ids` would do now, in their order (an Error for one that is
 * gone or whose file cannot be read): their rows are read a batch at a time together, and the
 * contacts each round of batches matches are looked up in one statement, so a list's previews
 * cost what one does.
 */
export async function previewImports(
  prisma: PrismaClient,
  ids: readonly string[],
): Promise<(ImportPreview | Error)[]> {
  const drafts = await prisma.crmImport.findMany({ where: { id: { in: [...ids] } } });
  const previews = await Promise.all(
    drafts.map(async (draft): Promise<PreviewState> => {
      const mapping = draft.mapping as ColumnTarget[];
      const preview: PreviewState = {
        draft,
        counts: emptyCounts(),
        rows: [],
        seen: new Map(),
        columns: null,
        pending: null,
        error: null,
      };
      if (!mapping.some((target) => 'field' in target && target.field === 'email')) {
        preview.counts.errors = draft.totalRows;
        return preview;
      }
      const csv = Buffer.from(draft.csv);
      try {
        preview.columns = { mapping, headers: await readHeaders(csv) };
        preview.pending = batches(readRows(csv), IMPORT_BATCH_SIZE);
      } catch (error) {
        preview.error = error as Error;
      }
      return preview;
    }),
  );
  for (;;) {
    const round = await Promise.all(
      previews.map(async (preview) => {
        if (!preview.pending || !preview.columns) return [];
        try {
          const next = await preview.pending.next();
          if (!next.done) return [{ preview, columns: preview.columns, batch: next.value }];
        } catch (error) {
          preview.error = error as Error;
        }
        preview.pending = null;
        return [];
      }),
    ).then((batches) => batches.flat());
    if (round.length === 0) break;
    const found = await matches(
      prisma,
      round.flatMap(({ batch, columns }) => emailsOf(batch, columns)),
    );
    for (const { preview, columns, batch } of round) {
      const { draft, counts, rows, seen } = preview;
      for (const decision of planRows(found, batch, columns, draft.mode, seen, dayOrderOf(draft))) {
        counts[COUNT_OF[decision.action]] += 1;
        const listed =
          rows.length < IMPORT_PREVIEW_ROWS ||
          (decision.action === 'error' && rows.length < 2 * IMPORT_PREVIEW_ROWS);
        if (listed) {
          const { line, action, email, name, reason, values } = decision;
          rows.push({ line, action, email, name, reason, lastContact: values?.lastContactDate ?? null });
        }
      }
    }
  }
  const byId = new Map(
    previews.map(({ draft, counts, rows, error }) => [draft.id, error ?? { counts, rows }]),
  );
  return ids.map((id) => byId.get(id) ?? new NotFoundError(CRM_TEXT.importNotFound));
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

/**
 * Cancels a running import: stored on its row, so the job stops before its
 * next batch on whichever server runs it (import-job.ts). The update waits
 * for the batch being written, so the counts taken after it are final; the
 * contacts written stay, and can be undone.
 */
export async function cancelImport(context: Context, globalId: GlobalId): Promise<ImportRow> {
  const { prisma, services } = context;
  const id = importId(globalId);
  const [row, ended] = await prisma.$transaction(async (tx) => {
    const now = services.clock.now();
    const { count } = await tx.crmImport.updateMany({
      where: { id, status: 'running' },
      data: { status: 'cancelled', finishedAt: now },
    });
    if (count === 0) {
      await findImport(tx, globalId);
      throw new ValidationError([{ field: '', message: CRM_TEXT.importNotCancellable }]);
    }
    const { processedRows, jobId } = await tx.crmImport.findUniqueOrThrow({
      where: { id },
      select: { processedRows: true, jobId: true },
    });
    const counts = await countsOf(tx, id, processedRows);
    // A job not being run (not started, or waiting to retry after a failure)
    // ends with the import: the pages following it (crmImportProgress, on any
    // server) hear of the cancel now, not when a runner claims the job.
    return [
      await tx.crmImport.update({ where: { id }, data: { counts } }),
      jobId ? await endQueuedJob(tx, jobId, now) : null,
    ] as const;
  });
  announceJobEnded(services, ended);
  return row;
}

// ---------------------------------------------------------------- undo

/** Removes what a finished or cancelled import created and puts back what it changed, in batches. */
export async function undoImport(context: Context, globalId: GlobalId): Promise<ImportRow> {
  const { prisma, services } = context;
  const id = importId(globalId);
  const { count } = await prisma.crmImport.updateMany({
    where: { id, status: { in: ['done', 'cancelled'] } },
    data: { status: 'undoing' },
  });
  if (count === 0) {
    await findImport(prisma, globalId);
    throw new ValidationError([{ field: '', message: CRM_TEXT.importNotUndoable }]);
  }
  let after: number | null = null;
  for (;;) {
    const rows: {
      line: number;
      action: string;
      contactId: string | null;
      before: unknown;
      written: unknown;
    }[] = await prisma.crmImportRow.findMany({
      where: { importId: id, action: { not: 'error' }, ...(after === null ? {} : { line: { gt: after } }) },
      orderBy: { line: 'asc' },
      take: IMPORT_BATCH_SIZE,
      select: { line: true, action: true, contactId: true, before: true, written: true },
    });
    if (rows.length === 0) break;
    await prisma.$transaction(async (tx) => {
      const created = rows
        .filter((row) => row.action === 'created' && row.contactId)
        .map((row) => row.contactId!);
      if (created.length > 0) await tx.crmContact.deleteMany({ where: { id: { in: created } } });
      const now = services.clock.now();
      const changed = rows.filter((row) => row.action !== 'created' && row.contactId && row.before);
      const contacts = new Map(
        (
          await tx.crmContact.findMany({
            where: { id: { in: changed.map((row) => row.contactId!) } },
            select: { id: true, ...SNAPSHOT_SELECT },
          })
        ).map(({ id, ...contact }) => [id, contact as Parameters<typeof undoneFields>[2]]),
      );
      for (const row of changed) {
        const current = contacts.get(row.contactId!);
        if (!current) continue;
        const data = undoneFields(
          row.before as StoredSnapshot,
          row.written as StoredSnapshot | null,
          current,
        );
        if (Object.keys(data).length === 0) continue;
        // The import's change, as its writes were (import-job.ts): no admin is
        // recorded, so an editor's stale save or delete says an import may
        // have made it (CRM_TEXT.conflictByNoAdmin), not "you" or an admin.
        await tx.crmContact.update({
          where: { id: row.contactId! },
          data: { ...data, version: { increment: 1 }, savedById: null, updatedAt: now },
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
