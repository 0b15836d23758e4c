// The import history at /admin/crm/imports: every import that was run, newest
// first, with its date, file, counts and status, and Undo for a finished one.
import { IMPORT_CANCEL_TEXT, importErrorsCsvHref } from '../../../../domain/crm/import';
import type { AdminImportsPage_query$data } from '../../../__generated__/AdminImportsPage_query.graphql';
import { plural } from '../../../components/format';
import { type Badge, badgeColumn, badgeOf, timeColumn } from '../kit/columns';
import { defineResource } from '../kit/resource';
import { readImportCounts } from './importCounts';

type ImportRow = AdminImportsPage_query$data['crmImports']['edges'][number]['node'];

const STATUS: Record<string, Badge> = {
  running: { label: 'Running', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  undoing: { label: 'Undoing', tone: 'info' },
  undone: { label: 'Undone', tone: 'neutral' },
  cancelled: { label: IMPORT_CANCEL_TEXT.badge, tone: 'neutral' },
};

export const importsResource = defineResource<ImportRow, { undo: (row: ImportRow) => void }>({
  path: 'crm/imports',
  nav: { section: 'CRM', label: 'Imports' },
  title: 'Contact imports',
  lead: 'Every CSV import that was run, newest first.',
  noun: 'import',
  label: (row) => row.fileName,
  empty: () => 'No imports yet.',
  columns: [
    timeColumn('Date', (row) => row.createdAt),
    { header: 'File', primary: true, cell: (row) => row.fileName },
    {
      header: 'Counts',
      className: 'text-slate-600',
      cell: (row) => {
        if (!row.counts) return plural(row.totalRows, 'row');
        const counts = readImportCounts(row.counts);
        return (
          <>
            {counts.created} created · {counts.updated} updated · {counts.restored} restored ·{' '}
            {counts.skipped} skipped ·{' '}
            {counts.errors > 0 ? (
              <a href={importErrorsCsvHref(row.id)} download className="text-blue-700 underline">
                {plural(counts.errors, 'error')}
              </a>
            ) : (
              plural(0, 'error')
            )}
          </>
        );
      },
    },
    badgeColumn('Status', (row) => badgeOf(STATUS, row.status)),
  ],
  actions: [
    {
      label: 'Undo',
      when: (row) => row.status === 'done' || row.status === 'cancelled',
      run: (row, { undo }) => undo(row),
    },
  ],
});
