// Importing contacts from a CSV (/admin/crm/contacts/import): upload or
// paste a file; read the preview (what each row will do, with the reason for
// skips and errors) while adjusting the column mapping and the mode; run it
// and watch the progress the server pushes; undo it once done.
import { type FormEvent, useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import {
  CRM_TEXT,
  CSV_FIELDS,
  type CsvField,
  IMPORT_MAX_BYTES,
  IMPORT_MODES,
  type ImportMode,
  importErrorsCsvHref,
} from '../../../../../domain/crm';
import { CRM, formatMessage } from '../../../../../domain/shared/messages';
import type {
  AdminContactImportPage_import$data,
  AdminContactImportPage_import$key,
} from '../../../../__generated__/AdminContactImportPage_import.graphql';
import type { AdminContactImportPageCreateMutation } from '../../../../__generated__/AdminContactImportPageCreateMutation.graphql';
import type { AdminContactImportPageProgressSubscription } from '../../../../__generated__/AdminContactImportPageProgressSubscription.graphql';
import type { AdminContactImportPageRunMutation } from '../../../../__generated__/AdminContactImportPageRunMutation.graphql';
import type { AdminContactImportPageUndoMutation } from '../../../../__generated__/AdminContactImportPageUndoMutation.graphql';
import type { AdminContactImportPageUpdateMutation } from '../../../../__generated__/AdminContactImportPageUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { PageHeading } from '../../../../components/PageHeading';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { SelectField, TextAreaField } from '../../kit/fields';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { type BadgeTone, StatusBadge } from '../../kit/StatusBadge';
import { CONTACTS_BACK } from '../contacts.resource';
import { type ImportCounts, readImportCounts } from '../importCounts';

const MODE_LABELS: Record<ImportMode, string> = {
  createOrUpdate: 'Create new contacts and update existing ones',
  createOnly: 'Only create new contacts',
  updateOnly: 'Only update existing contacts',
};
const ACTIONS: Record<string, { label: string; tone: BadgeTone }> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'info' },
  restore: { label: 'Restore', tone: 'warning' },
  skip: { label: 'Skip', tone: 'neutral' },
  error: { label: 'Error', tone: 'danger' },
};
const IGNORE = '';
const CUSTOM = 'custom';

export default function AdminContactImportPage() {
  const [draft, setDraft] = useState<AdminContactImportPage_import$key | null>(null);
  return (
    <div className="space-y-6">
      <Link to={CONTACTS_BACK.to} className={buttonClass('secondary')}>
        <span aria-hidden="true">←</span> {CONTACTS_BACK.label}
      </Link>
      <PageHeading
        title="Import contacts"
        lead="Contacts are matched by email: nothing is written until you have read the preview and started the import."
      />
      {draft ? (
        <ImportDraft draft={draft} onRestart={() => setDraft(null)} />
      ) : (
        <UploadForm onCreated={setDraft} />
      )}
    </div>
  );
}

function UploadForm({ onCreated }: { onCreated: (draft: AdminContactImportPage_import$key) => void }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('pasted.csv');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useAsyncMutation<AdminContactImportPageCreateMutation>(graphql`
    mutation AdminContactImportPageCreateMutation($input: CreateCrmImportInput!) {
      createCrmImport(input: $input) {
        __typename
        ...AdminContactImportPage_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES)
      return setError(
        formatMessage(CRM_TEXT.importTooLarge, { max: String(IMPORT_MAX_BYTES / 1024 / 1024) }),
      );
    setError(null);
    setFileName(file.name);
    setText(await file.text());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(CRM_TEXT.importEmpty);
    setError(null);
    try {
      const result = (await create({ variables: { input: { fileName, csv: text } } })).createCrmImport;
      const failure = failureOf(result, 'CrmImport');
      if (failure) return setError(Object.values(failure.fields)[0] ?? (failure.message || CRM.importFailed));
      if (result.draft) onCreated(result.draft);
    } catch {
      setError(CRM.importFailed);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="space-y-1">
        <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          className="block w-full text-sm"
          onChange={(event) => readFile(event.target.files?.[0])}
        />
      </div>
      <TextAreaField
        label="Or paste the CSV"
        rows={8}
        className="font-mono"
        hint="The first line names the columns, e.g. First name,Last name,Email."
        value={text}
        onChange={(event) => {
          setFileName('pasted.csv');
          setText(event.target.value);
        }}
      />
      <Button type="submit" disabled={creating}>
        {creating ? 'Reading...' : 'Preview import'}
      </Button>
    </form>
  );
}

type Draft = AdminContactImportPage_import$data;

function ImportDraft({
  draft: draftKey,
  onRestart,
}: {
  draft: AdminContactImportPage_import$key;
  onRestart: () => void;
}) {
  const draft = useFragment(
    graphql`
      fragment AdminContactImportPage_import on CrmImport {
        id
        fileName
        status
        mode
        totalRows
        columns {
          header
          field
          custom
        }
        preview {
          counts {
            ...importCounts_counts
          }
          rows {
            line
            action
            email
            name
            reason
          }
        }
        counts {
          ...importCounts_counts
        }
        job {
          id
          progress
        }
      }
    `,
    draftKey,
  );
  const [error, setError] = useState<string | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [update, updating] = useAsyncMutation<AdminContactImportPageUpdateMutation>(graphql`
    mutation AdminContactImportPageUpdateMutation($input: UpdateCrmImportInput!) {
      updateCrmImport(input: $input) {
        __typename
        ...AdminContactImportPage_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [run, running] = useAsyncMutation<AdminContactImportPageRunMutation>(graphql`
    mutation AdminContactImportPageRunMutation($input: CrmImportIdInput!) {
      runCrmImport(input: $input) {
        __typename
        ...AdminContactImportPage_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [undo, undoing] = useAsyncMutation<AdminContactImportPageUndoMutation>(graphql`
    mutation AdminContactImportPageUndoMutation($input: CrmImportIdInput!) {
      undoCrmImport(input: $input) {
        __typename
        ...AdminContactImportPage_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const attempt = async (work: () => Promise<{ __typename: string } & object>, failed: string) => {
    setError(null);
    try {
      const failure = failureOf(await work(), 'CrmImport');
      if (failure) setError(Object.values(failure.fields)[0] ?? (failure.message || failed));
    } catch {
      setError(failed);
    }
  };

  const columnsInput = (columns: Draft['columns']) =>
    columns.map((column) => ({ field: column.field ?? null, custom: column.custom ?? null }));
  const changeColumn = (index: number, value: string) => {
    const columns = columnsInput(draft.columns).map((column, at) =>
      at !== index
        ? column
        : value === CUSTOM
          ? { field: null, custom: draft.columns[index]?.header || `Column ${index + 1}` }
          : { field: (value || null) as CsvField | null, custom: null },
    );
    return attempt(
      async () => (await update({ variables: { input: { id: draft.id, columns } } })).updateCrmImport,
      CRM.importFailed,
    );
  };
  const changeMode = (mode: ImportMode) =>
    attempt(
      async () => (await update({ variables: { input: { id: draft.id, mode } } })).updateCrmImport,
      CRM.importFailed,
    );

  const counts = readImportCounts(draft.preview.counts);
  const result = draft.counts ? readImportCounts(draft.counts) : null;
  const toWrite = counts.created + counts.updated + counts.restored;
  return (
    <div className="space-y-6">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {draft.status === 'draft' ? (
        <>
          <section aria-labelledby="import-mapping" className="space-y-4">
            <h2 id="import-mapping" className="text-lg font-semibold text-slate-900">
              {draft.fileName}: {draft.totalRows === 1 ? '1 row' : `${draft.totalRows} rows`}
            </h2>
            <SelectField
              label="Mode"
              options={IMPORT_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
              value={draft.mode}
              disabled={updating}
              onChange={(event) => changeMode(event.target.value as ImportMode)}
            />
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {draft.columns.map((column, index) => (
                <SelectField
                  // Columns are positional.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  label={`Column “${column.header || index + 1}”`}
                  placeholder="Ignore this column"
                  options={[
                    ...Object.entries(CSV_FIELDS).map(([value, label]) => ({ value, label })),
                    { value: CUSTOM, label: `Custom field “${column.custom ?? column.header}”` },
                  ]}
                  value={column.field ?? (column.custom ? CUSTOM : IGNORE)}
                  disabled={updating}
                  onChange={(event) => changeColumn(index, event.target.value)}
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="import-preview" className="space-y-3">
            <h2 id="import-preview" className="text-lg font-semibold text-slate-900">
              Preview
            </h2>
            <CountsLine counts={counts} future />
            <PreviewTable rows={draft.preview.rows} total={draft.totalRows} />
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={running || updating || toWrite === 0}
                onClick={() =>
                  attempt(
                    async () => (await run({ variables: { input: { id: draft.id } } })).runCrmImport,
                    CRM.importFailed,
                  )
                }
              >
                {running ? 'Starting...' : `Import ${toWrite === 1 ? '1 contact' : `${toWrite} contacts`}`}
              </Button>
              <Button variant="secondary" onClick={onRestart}>
                Choose another file
              </Button>
            </div>
          </section>
        </>
      ) : null}
      {draft.status === 'running' ? <Progress draft={draft} /> : null}
      {draft.status === 'done' && result ? (
        <Alert tone="success" title="Import finished">
          <CountsLine counts={result} />
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={CONTACTS_BACK.to} className={buttonClass('primary')}>
              See the contacts
            </Link>
            {result.errors > 0 ? (
              <a href={importErrorsCsvHref(draft.id)} download className={buttonClass('secondary')}>
                {result.errors === 1
                  ? 'Download the row with an error'
                  : `Download the ${result.errors} rows with errors`}
              </a>
            ) : null}
            <Button variant="secondary" onClick={() => setConfirmingUndo(true)}>
              Undo import
            </Button>
          </div>
        </Alert>
      ) : null}
      {draft.status === 'failed' ? <Alert tone="error">{CRM.importFailed}</Alert> : null}
      {draft.status === 'undone' ? (
        <Alert tone="info" title="Import undone">
          <p>The contacts it created are removed and the ones it changed have their earlier values back.</p>
          <div className="mt-3">
            <Button variant="secondary" onClick={onRestart}>
              Import another file
            </Button>
          </div>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirmingUndo}
        title="Undo this import?"
        confirmLabel="Undo import"
        busyLabel="Undoing..."
        busy={undoing}
        onConfirm={async () => {
          await attempt(
            async () => (await undo({ variables: { input: { id: draft.id } } })).undoCrmImport,
            CRM.importFailed,
          );
          setConfirmingUndo(false);
        }}
        onClose={() => setConfirmingUndo(false)}
      >
        <p>
          The contacts it created are removed (with any notes added since) and the ones it updated or restored
          get their earlier values back.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function CountsLine({ counts, future = false }: { counts: ImportCounts; future?: boolean }) {
  const parts = [
    [counts.created, future ? 'to create' : 'created'],
    [counts.updated, future ? 'to update' : 'updated'],
    [counts.restored, future ? 'to restore' : 'restored'],
    [counts.skipped, future ? 'to skip' : 'skipped'],
    [counts.errors, counts.errors === 1 ? 'error' : 'errors'],
  ] as const;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {parts.map(([count, label]) => `${count} ${label}`).join(' · ')}
    </p>
  );
}

function PreviewTable({ rows, total }: { rows: Draft['preview']['rows']; total: number }) {
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">What each row will do</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Contact
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Reason
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const action = ACTIONS[row.action] ?? { label: row.action, tone: 'neutral' as const };
              return (
                <tr key={row.line}>
                  <td className="px-3 py-2 text-slate-500">{row.line}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{row.name || '—'}</span>
                    <span className="block text-xs text-slate-500">{row.email || '—'}</span>
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={action.tone}>{action.label}</StatusBadge>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{row.reason ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length < total ? (
        <p className="text-xs text-slate-500">
          The first {rows.length} of {total} rows; the counts cover every row.
        </p>
      ) : null}
    </div>
  );
}

function Progress({ draft }: { draft: Draft }) {
  const config = useMemo<GraphQLSubscriptionConfig<AdminContactImportPageProgressSubscription>>(
    () => ({
      subscription: graphql`
        subscription AdminContactImportPageProgressSubscription($id: ID!) {
          crmImportProgress(id: $id) {
            ...AdminContactImportPage_import
          }
        }
      `,
      variables: { id: draft.id },
    }),
    [draft.id],
  );
  useSubscription(config);
  const progress = (draft.job?.progress ?? null) as { processed?: number; total?: number } | null;
  const processed = progress?.processed ?? 0;
  return (
    <section aria-labelledby="import-progress" className="space-y-2">
      <h2 id="import-progress" className="text-lg font-semibold text-slate-900">
        Importing...
      </h2>
      <progress
        className="w-full"
        aria-labelledby="import-progress"
        max={Math.max(draft.totalRows, 1)}
        value={processed}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {processed} of {draft.totalRows} rows read
      </p>
    </section>
  );
}
