// CSV imports of contacts as admins use them: upload (or paste) a file as a
// draft, adjust its column mapping and mode while reading the preview, run
// it as a job whose progress a subscription pushes, and undo it.
import { CSV_FIELDS } from '../../../../domain/crm/csv';
import { IMPORT_MODES, IMPORT_PREVIEW_ROWS } from '../../../../domain/crm/import';
import { DAY_ORDERS } from '../../../../domain/shared/dates';
import { builder } from '../../../builder';
import { NotFoundError, ValidationError } from '../../../errors';
import { JobNode } from '../../jobs/schema/job';
import { stoppable, watchJob } from '../../jobs/watch';
import { rowIdOf } from '../../shared/ids';
import { countedConnectionTypes, keysetConnection, newestFirst } from '../../shared/keyset';
import { requestLoader } from '../../shared/loaders';
import {
  cancelImport,
  createImport,
  type ImportRow,
  previewImports,
  runImport,
  undoImport,
  updateImport,
} from '../import';
import { readHeaders } from '../import-csv';
import { dayOrderOf, storedEvidence } from '../import-dates';
import type { ImportCounts, PreviewRow } from '../import-plan';

const ADMIN = { authScopes: { admin: true } } as const;

const ImportModeEnum = builder.enumType('CrmImportMode', {
  values: IMPORT_MODES,
  description: 'createOnly skips rows whose email a contact has; updateOnly skips the others.',
});
const DateOrderEnum = builder.enumType('CrmImportDateOrder', {
  values: DAY_ORDERS,
  description: 'How a slashed day (03/04/2026) reads: 3 April (dayFirst) or March 4 (monthFirst).',
});

const ImportStatusEnum = builder.enumType('CrmImportStatus', {
  values: ['draft', 'running', 'done', 'failed', 'undoing', 'undone', 'cancelled'] as const,
});
const RowActionEnum = builder.enumType('CrmImportRowAction', {
  values: ['create', 'update', 'restore', 'skip', 'error'] as const,
});
const ImportFieldEnum = builder.enumType('CrmImportField', {
  values: Object.keys(CSV_FIELDS) as (keyof typeof CSV_FIELDS)[],
  description: 'A contact field a column can fill.',
});

type Column = { header: string; field: string | null; custom: string | null };
const ColumnRef = builder.objectRef<Column>('CrmImportColumn').implement({
  description: 'One column of the file and where it goes: a field, a custom field, or nowhere (both null).',
  fields: (t) => ({
    header: t.exposeString('header'),
    field: t.field({ type: ImportFieldEnum, nullable: true, resolve: (column) => column.field as never }),
    custom: t.exposeString('custom', { nullable: true }),
  }),
});
const CountsRef = builder.objectRef<ImportCounts>('CrmImportCounts').implement({
  fields: (t) => ({
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    restored: t.exposeInt('restored'),
    skipped: t.exposeInt('skipped'),
    errors: t.exposeInt('errors'),
  }),
});
const PreviewRowRef = builder.objectRef<PreviewRow>('CrmImportPreviewRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line in the file; the header is line 1.' }),
    action: t.field({ type: RowActionEnum, resolve: (row) => row.action }),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    reason: t.exposeString('reason', { nullable: true }),
    lastContact: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'The last contact the contact has after the row: read from the file (a day as noon UTC), or kept.',
      resolve: (row) => row.lastContact,
    }),
  }),
});
const PreviewRef = builder
  .objectRef<{ counts: ImportCounts; rows: PreviewRow[] }>('CrmImportPreview')
  .implement({
    fields: (t) => ({
      counts: t.field({
        type: CountsRef,
        description: 'Over every row.',
        resolve: (preview) => preview.counts,
      }),
      rows: t.field({
        type: [PreviewRowRef],
        description: `The first ${IMPORT_PREVIEW_ROWS} rows, then the rows with an error after them (${IMPORT_PREVIEW_ROWS} at most), by line.`,
        resolve: (preview) => preview.rows,
      }),
    }),
  });

export const CrmImportNode = builder.prismaNode('CrmImport', {
  id: { field: 'id' },
  nullable: true,
  ...ADMIN,
  // Only what a selection asks for: the stored file (up to IMPORT_MAX_BYTES)
  // is read by the fields that need it, not by every row of the history.
  select: { id: true },
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    mode: t.expose('mode', { type: ImportModeEnum }),
    status: t.expose('status', { type: ImportStatusEnum }),
    dateOrder: t.field({
      type: DateOrderEnum,
      description:
        'How slashed last-contact days are read, for the whole file: as chosen (updateCrmImport), else as its days show (20/11/2026 can only be day first), else month first.',
      select: { dateOrder: true, dateEvidence: true },
      resolve: (row) => dayOrderOf(row),
    }),
    dateOrderChosen: t.boolean({
      description: 'Whether dateOrder was chosen, rather than read from the file.',
      select: { dateOrder: true },
      resolve: (row) => row.dateOrder !== null,
    }),
    dateOrderLine: t.int({
      nullable: true,
      description: 'The line whose last-contact day shows the order (a day that allows only one), or null.',
      select: { dateEvidence: true },
      resolve: (row) => storedEvidence(row).line,
    }),
    ambiguousDay: t.string({
      nullable: true,
      description:
        'The first last-contact day that reads both ways (03/04/2026): what to ask the admin about; null when there is none.',
      select: { dateEvidence: true },
      resolve: (row) => storedEvidence(row).example,
    }),
    totalRows: t.exposeInt('totalRows'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    columns: t.field({
      type: [ColumnRef],
      select: { mapping: true, csv: true },
      resolve: async (row) => columnsOf(row as ImportRow),
    }),
    preview: t.field({
      type: PreviewRef,
      description: 'What running the import would do now (read again on each request).',
      // Batched: a list's previews are read together, their contacts looked up at once (previewImports).
      resolve: async (row, _args, context) => {
        const previews = requestLoader(context, 'crmImportPreview', (ids) =>
          previewImports(context.prisma, ids),
        );
        const preview = await previews.load(row.id);
        if (preview instanceof Error) throw preview;
        return preview;
      },
    }),
    counts: t.field({
      type: CountsRef,
      nullable: true,
      select: { counts: true },
      description: 'What the run did, once done or cancelled.',
      resolve: (row) => (row.counts as ImportCounts | null) ?? null,
    }),
    job: t.field({
      type: JobNode,
      nullable: true,
      select: { jobId: true },
      resolve: (row, _args, context) =>
        row.jobId ? context.prisma.job.findUnique({ where: { id: row.jobId } }) : null,
    }),
  }),
});

async function columnsOf(row: ImportRow): Promise<Column[]> {
  // Read as the import reads it (its delimiter, quotes); a stored file was read once already.
  const headers = await readHeaders(Buffer.from(row.csv)).catch(() => [] as string[]);
  const mapping = row.mapping as ({ field: string } | { custom: string } | { ignore: true })[];
  return mapping.map((target, index) => ({
    header: (headers[index] ?? '').trim(),
    field: 'field' in target ? target.field : null,
    custom: 'custom' in target ? target.custom : null,
  }));
}

const CreateInput = builder.inputType('CreateCrmImportInput', {
  fields: (t) => ({
    fileName: t.string({ required: true }),
    csv: t.string({
      description:
        'The file’s text (UTF-8), pasted; or send the file as `file`. Up to 700 KB in a JSON body.',
    }),
    file: t.field({
      type: 'File',
      description:
        'The file as a multipart upload (up to 50 MB), in UTF-8, UTF-16 with a byte-order mark, or Windows-1252; or send its text as `csv`.',
    }),
    mode: t.field({ type: ImportModeEnum }),
  }),
});
const ColumnInput = builder.inputType('CrmImportColumnInput', {
  fields: (t) => ({
    field: t.field({ type: ImportFieldEnum }),
    custom: t.string({ description: 'A custom field’s name, when field is null.' }),
  }),
});
const UpdateInput = builder.inputType('UpdateCrmImportInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CrmImportNode }),
    mode: t.field({ type: ImportModeEnum }),
    columns: t.field({ type: [ColumnInput], description: 'One per column of the file, in order.' }),
    dateOrder: t.field({
      type: DateOrderEnum,
      description: 'How slashed days read; null goes back to the order the file shows.',
    }),
  }),
});
const IdInput = builder.inputType('CrmImportIdInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: CrmImportNode }) }),
});

builder.queryFields((t) => ({
  crmImports: t.connection(
    {
      type: CrmImportNode,
      description:
        'Every import that was run (drafts left unrun are not listed), newest first; with `status`, the imports of those statuses instead (`[draft]`: the drafts never run, to find one again).',
      args: {
        status: t.arg({ type: [ImportStatusEnum], required: false }),
      },
      // By key, with cursors that name the list (keyset.ts).
      resolve: (_root, args, context, info) => {
        const where = args.status ? { status: { in: args.status } } : { status: { not: 'draft' as const } };
        return keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'CrmImport',
            order: newestFirst,
            where,
            count: () => context.prisma.crmImport.count({ where }),
          },
          (page) => context.prisma.crmImport.findMany(page),
        );
      },
    },
    ...countedConnectionTypes('crmImports'),
  ),
}));

builder.mutationFields((t) => ({
  createCrmImport: t.prismaField({
    type: CrmImportNode,
    description:
      'Stores a CSV as a draft import, its columns mapped from the headers; nothing is imported yet.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmImport.findUniqueOrThrow({
        ...query,
        where: { id: (await createImport(context, input)).id },
      }),
  }),
  updateCrmImport: t.prismaField({
    type: CrmImportNode,
    description: 'Changes a draft’s mapping, mode or date order.',
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmImport.findUniqueOrThrow({
        ...query,
        where: { id: (await updateImport(context, input.id, input)).id },
      }),
  }),
  runCrmImport: t.prismaField({
    type: CrmImportNode,
    description: 'Runs a draft import as a job (see crmImportProgress).',
    args: { input: t.arg({ type: IdInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmImport.findUniqueOrThrow({
        ...query,
        where: { id: (await runImport(context, input.id)).id },
      }),
  }),
  cancelCrmImport: t.prismaField({
    type: CrmImportNode,
    description:
      'Stops a running import after the batch it is writing (on whichever server runs it): it shows as cancelled with the counts of what it wrote, which stays and can be undone.',
    args: { input: t.arg({ type: IdInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmImport.findUniqueOrThrow({
        ...query,
        where: { id: (await cancelImport(context, input.id)).id },
      }),
  }),
  undoCrmImport: t.prismaField({
    type: CrmImportNode,
    description:
      'Removes the contacts a finished or cancelled import created and restores the values of those it changed.',
    args: { input: t.arg({ type: IdInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmImport.findUniqueOrThrow({
        ...query,
        where: { id: (await undoImport(context, input.id)).id },
      }),
  }),
}));

builder.subscriptionField('crmImportProgress', (t) =>
  t.field({
    type: CrmImportNode,
    nullable: true,
    description: 'An import as it runs: now, then after each written batch, until done or failed.',
    args: { id: t.arg.globalID({ required: true, for: CrmImportNode }) },
    subscribe: (_root, { id }, context) => stoppable((signal) => followImport(context, id, signal)),
    resolve: (row) => row,
  }),
);

async function* followImport(
  context: Parameters<typeof watchJob>[0],
  globalId: { typename: string; id: string },
  signal: AbortSignal,
): AsyncGenerator<ImportRow | null> {
  const id = rowIdOf(globalId, 'CrmImport');
  const read = () => (id ? context.prisma.crmImport.findUnique({ where: { id } }) : null);
  const current = await read();
  yield current;
  if (current?.status !== 'running' || !current.jobId) return;
  for await (const event of watchJob(context, current.jobId, signal)) {
    const row = await read();
    yield row;
    if (event.status === 'succeeded' || event.status === 'failed' || row?.status !== 'running') return;
  }
}
