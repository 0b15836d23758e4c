// An import once its file is read: the column mapping, mode and (when its
// last-contact days could be read two ways) their order beside the preview
// while it is a draft, the progress the server pushes while it runs, then its
// result with the errors CSV and undo.
import { type Ref, useCallback, useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { CSV_FIELDS, type CsvField } from '../../../../../domain/crm/csv';
import {
  IMPORT_CANCEL_TEXT,
  IMPORT_MODES,
  type ImportMode,
  importErrorsCsvHref,
} from '../../../../../domain/crm/import';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { DAY_ORDERS, type DayOrder, dayWritten } from '../../../../../domain/shared/dates';
import { CRM } from '../../../../../domain/shared/messages';
import type {
  ImportDraft_import$data,
  ImportDraft_import$key,
} from '../../../../__generated__/ImportDraft_import.graphql';
import type { ImportDraftCancelMutation } from '../../../../__generated__/ImportDraftCancelMutation.graphql';
import type { ImportDraftProgressSubscription } from '../../../../__generated__/ImportDraftProgressSubscription.graphql';
import type { ImportDraftRunMutation } from '../../../../__generated__/ImportDraftRunMutation.graphql';
import type { ImportDraftUndoMutation } from '../../../../__generated__/ImportDraftUndoMutation.graphql';
import type { ImportDraftUpdateMutation } from '../../../../__generated__/ImportDraftUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { focusStatic, refocusAfter } from '../../../../components/focus';
import { plural } from '../../../../components/format';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { SelectField } from '../../kit/fields';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import { CONTACTS_BACK } from '../contacts.resource';
import { readImportCounts } from '../importCounts';
import { CountsLine, PreviewTable } from './ImportPreview';
import { UndoImportDialog } from './UndoImportDialog';

const MODE_LABELS: Record<ImportMode, string> = {
  createOrUpdate: 'Create new contacts and update existing ones',
  createOnly: 'Only create new contacts',
  updateOnly: 'Only update existing contacts',
};
const IGNORE = '';
const CUSTOM = 'custom';

type Draft = ImportDraft_import$data;

/**
 * What running, finishing and undoing change: the answers of those steps and
 * the progress pushed after each batch ask for this, never for the preview,
 * which reads the whole file and matches every row again.
 */
graphql`
  fragment ImportDraft_progress on CrmImport {
    id
    status
    totalRows
    counts {
      ...importCounts_counts
    }
    job {
      id
      progress
    }
  }
`;

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Day first: 3 April 2026', the example read in one order. */
function dayOrderLabel(example: string, order: DayOrder): string {
  const day = dayWritten(example, order);
  const name = order === 'dayFirst' ? 'Day first' : 'Month first';
  return day ? `${name}: ${LONG_DAY.format(new Date(`${day}T00:00:00Z`))}` : name;
}

/** Why the file is read in its order, until the admin chooses one. */
function dateOrderHint(draft: Draft): string | undefined {
  if (draft.dateOrderChosen) return undefined;
  if (draft.dateOrderLine !== null && draft.dateOrderLine !== undefined)
    return `The date on line ${draft.dateOrderLine} can only be read ${draft.dateOrder === 'dayFirst' ? 'day' : 'month'} first, so the whole file is read that way.`;
  return 'Nothing in the file shows which: its dates are read month first, as US spreadsheets write them.';
}

export function ImportDraft({
  draft: draftKey,
  onRestart,
}: {
  draft: ImportDraft_import$key;
  onRestart: () => void;
}) {
  const draft = useFragment(
    graphql`
      fragment ImportDraft_import on CrmImport {
        ...ImportDraft_progress @relay(mask: false)
        fileName
        mode
        dateOrder
        dateOrderChosen
        dateOrderLine
        ambiguousDay
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
            lastContact
          }
        }
      }
    `,
    draftKey,
  );
  const [error, setError] = useState<string | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [update, updating] = useAsyncMutation<ImportDraftUpdateMutation>(graphql`
    mutation ImportDraftUpdateMutation($input: UpdateCrmImportInput!) {
      updateCrmImport(input: $input) {
        __typename
        ...ImportDraft_import @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [run, running] = useAsyncMutation<ImportDraftRunMutation>(graphql`
    mutation ImportDraftRunMutation($input: CrmImportIdInput!) {
      runCrmImport(input: $input) {
        __typename
        ...ImportDraft_progress @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [undo, undoing] = useAsyncMutation<ImportDraftUndoMutation>(graphql`
    mutation ImportDraftUndoMutation($input: CrmImportIdInput!) {
      undoCrmImport(input: $input) {
        __typename
        ...ImportDraft_progress @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancel, cancelling] = useAsyncMutation<ImportDraftCancelMutation>(graphql`
    mutation ImportDraftCancelMutation($input: CrmImportIdInput!) {
      cancelCrmImport(input: $input) {
        __typename
        ...ImportDraft_progress @alias(as: "draft")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const attempt = async (response: Parameters<typeof settle>[0], failed: string) => {
    setError(null);
    const failure = await settle(response, 'CrmImport');
    if (failure) setError(Object.values(failure.fields)[0] ?? (failure.message || failed));
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
    return attempt(update({ variables: { input: { id: draft.id, columns } } }), CRM.importFailed);
  };
  const changeMode = (mode: ImportMode) =>
    attempt(update({ variables: { input: { id: draft.id, mode } } }), CRM.importFailed);
  const changeDateOrder = (dateOrder: DayOrder) =>
    attempt(update({ variables: { input: { id: draft.id, dateOrder } } }), CRM.importFailed);

  // Each stage (preview, progress, result) takes the place of the last and of the
  // button that started it: focus, lost with them, goes to the new one, not to the page's body.
  const stage = useCallback((element: HTMLElement | null) => {
    const active = document.activeElement;
    if (element && (!active || active === document.body)) focusStatic(element);
  }, []);

  const counts = readImportCounts(draft.preview.counts);
  const result = draft.counts ? readImportCounts(draft.counts) : null;
  const toWrite = counts.created + counts.updated + counts.restored;
  return (
    <div className="space-y-6">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {draft.status === 'draft' ? (
        <>
          <section aria-labelledby="import-mapping" className="space-y-4">
            <h2 ref={stage} id="import-mapping" className="text-lg font-semibold text-slate-900">
              {draft.fileName}: {plural(draft.totalRows, 'row')}
            </h2>
            <SelectField
              label="Mode"
              options={IMPORT_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
              value={draft.mode}
              disabled={updating}
              onChange={(event) =>
                refocusAfter(event.currentTarget, changeMode(event.target.value as ImportMode))
              }
            />
            {draft.ambiguousDay ? (
              <SelectField
                label={`Last contact dates like ${draft.ambiguousDay}`}
                options={DAY_ORDERS.map((order) => ({
                  value: order,
                  label: dayOrderLabel(draft.ambiguousDay ?? '', order),
                }))}
                value={draft.dateOrder}
                disabled={updating}
                hint={dateOrderHint(draft)}
                onChange={(event) =>
                  refocusAfter(event.currentTarget, changeDateOrder(event.target.value as DayOrder))
                }
              />
            ) : null}
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
                  onChange={(event) =>
                    refocusAfter(event.currentTarget, changeColumn(index, event.target.value))
                  }
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="import-preview" className="space-y-3">
            <h2 id="import-preview" className="text-lg font-semibold text-slate-900">
              Preview
            </h2>
            {draft.columns.some((column) => column.field === 'email') ? null : (
              // Without it no row can be matched or created: every row is an error, for this one reason.
              <Alert tone="error">{CRM_TEXT.importNoEmailColumn}</Alert>
            )}
            <CountsLine counts={counts} future />
            <PreviewTable
              rows={draft.preview.rows}
              total={draft.totalRows}
              withLastContact={draft.columns.some((column) => column.field === 'lastContactDate')}
            />
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={running || updating || toWrite === 0}
                onClick={() => attempt(run({ variables: { input: { id: draft.id } } }), CRM.importFailed)}
              >
                {running ? 'Starting...' : `Import ${plural(toWrite, 'contact')}`}
              </Button>
              <Button variant="secondary" onClick={onRestart}>
                Choose another file
              </Button>
            </div>
          </section>
        </>
      ) : null}
      {draft.status === 'running' ? (
        <Progress draft={draft} heading={stage} onCancel={() => setConfirmingCancel(true)} />
      ) : null}
      {(draft.status === 'done' || draft.status === 'cancelled') && result ? (
        // The keyboard lands on what the import did; the title describes it, read after it.
        <Alert
          tone={draft.status === 'done' ? 'success' : 'info'}
          title={draft.status === 'done' ? 'Import finished' : IMPORT_CANCEL_TEXT.done}
          titleId="import-result-title"
        >
          <CountsLine counts={result} summaryRef={stage} describedBy="import-result-title" />
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
        <div ref={stage} className="outline-none">
          <Alert tone="info" title="Import undone">
            <p>
              The contacts it created are removed, and the ones it changed have their earlier values back,
              except fields edited since.
            </p>
            <div className="mt-3">
              <Button variant="secondary" onClick={onRestart}>
                Import another file
              </Button>
            </div>
          </Alert>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingCancel && draft.status === 'running'}
        title={IMPORT_CANCEL_TEXT.title}
        confirmLabel={IMPORT_CANCEL_TEXT.confirm}
        busyLabel={IMPORT_CANCEL_TEXT.busy}
        dismissLabel={IMPORT_CANCEL_TEXT.keep}
        busy={cancelling}
        onConfirm={async () => {
          await attempt(cancel({ variables: { input: { id: draft.id } } }), CRM.importFailed);
          setConfirmingCancel(false);
        }}
        onClose={() => setConfirmingCancel(false)}
      >
        <p>{IMPORT_CANCEL_TEXT.body}</p>
      </ConfirmDialog>
      <UndoImportDialog
        open={confirmingUndo}
        busy={undoing}
        onConfirm={async () => {
          await attempt(undo({ variables: { input: { id: draft.id } } }), CRM.importFailed);
          setConfirmingUndo(false);
        }}
        onClose={() => setConfirmingUndo(false)}
      />
    </div>
  );
}

function Progress({
  draft,
  heading,
  onCancel,
}: {
  draft: Draft;
  heading: Ref<HTMLHeadingElement>;
  onCancel: () => void;
}) {
  const config = useMemo<GraphQLSubscriptionConfig<ImportDraftProgressSubscription>>(
    () => ({
      subscription: graphql`
        subscription ImportDraftProgressSubscription($id: ID!) {
          crmImportProgress(id: $id) {
            ...ImportDraft_progress
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
      <h2 ref={heading} id="import-progress" className="text-lg font-semibold text-slate-900">
        Importing...
      </h2>
      <progress
        className="w-full"
        aria-labelledby="import-progress"
        max={Math.max(draft.totalRows, 1)}
        value={processed}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {processed} of {plural(draft.totalRows, 'row')} read
      </p>
      <Button variant="secondary" onClick={onCancel}>
        {IMPORT_CANCEL_TEXT.button}
      </Button>
    </section>
  );
}
