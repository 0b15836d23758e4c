// What an import does, row by row and in counts: the preview before it runs
// and the result after. With a last-contact column, each row shows the date
// as it will be read (the order of 03/04/2026 is the draft's choice).

import type { Ref } from 'react';
import { IMPORT_PREVIEW_CAPTION, IMPORT_PREVIEW_ROWS } from '../../../../../domain/crm/import';
import type { ImportDraft_import$data } from '../../../../__generated__/ImportDraft_import.graphql';
import { plural } from '../../../../components/format';
import { formatDay } from '../../kit/formatDateTime';
import { ScrollRegion } from '../../kit/ScrollRegion';
import { type BadgeTone, StatusBadge } from '../../kit/StatusBadge';
import type { ImportCounts } from '../importCounts';

const ACTIONS: Record<string, { label: string; tone: BadgeTone }> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'info' },
  restore: { label: 'Restore', tone: 'warning' },
  skip: { label: 'Skip', tone: 'neutral' },
  error: { label: 'Error', tone: 'danger' },
};

type PreviewRow = ImportDraft_import$data['preview']['rows'][number];

/** A row: cells side by side from md up; below, a card of line, contact and action, then the rest full width. */
const ROW =
  'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:items-start max-md:gap-x-3 max-md:gap-y-1 max-md:p-3';
const CELL = 'px-3 py-2 max-md:p-0';

/**
 * An import's counts: what it will do (`future`, a live line as the mapping
 * changes), or, as its result's summary, what it did; the summary takes the
 * focus (`summaryRef`) and is described by the result's title (`describedBy`),
 * so a screen reader reads the counts first.
 */
export function CountsLine({
  counts,
  future = false,
  summaryRef,
  describedBy,
}: {
  counts: ImportCounts;
  future?: boolean;
  summaryRef?: Ref<HTMLParagraphElement>;
  describedBy?: string;
}) {
  const parts = [
    `${counts.created} ${future ? 'to create' : 'created'}`,
    `${counts.updated} ${future ? 'to update' : 'updated'}`,
    `${counts.restored} ${future ? 'to restore' : 'restored'}`,
    `${counts.skipped} ${future ? 'to skip' : 'skipped'}`,
    plural(counts.errors, 'error'),
  ];
  return (
    <p
      ref={summaryRef}
      className="text-sm text-slate-700 outline-none"
      aria-live={summaryRef ? undefined : 'polite'}
      aria-describedby={describedBy}
    >
      {parts.join(' · ')}
    </p>
  );
}

/** Which rows the table lists: the first ones, then (the server adds them) every later row with an error. */
function shownRows(listed: number, total: number): string {
  const first = Math.min(listed, IMPORT_PREVIEW_ROWS);
  const errors = listed - first;
  return `The first ${first} of ${plural(total, 'row')}${errors > 0 ? `, then ${plural(errors, 'row')} with an error after them` : ''}; the counts cover every row.`;
}

export function PreviewTable({
  rows,
  total,
  withLastContact = false,
}: {
  rows: readonly PreviewRow[];
  total: number;
  withLastContact?: boolean;
}) {
  // No row listed (no column is mapped to Email): the counts and the page's alert say why.
  if (rows.length === 0) return null;
  const headings = ['Line', 'Contact', ...(withLastContact ? ['Last contact'] : []), 'Action', 'Reason'];
  return (
    <div className="space-y-2">
      {/* On a phone each row is a card (the reason under the line, contact and action), as
          ResourceList's rows are: a table sliding sideways squeezed the reason into a column a
          word wide, and a keyboard could not slide it. */}
      <ScrollRegion
        name={IMPORT_PREVIEW_CAPTION}
        className="rounded-lg bg-white ring-1 ring-slate-200 md:overflow-x-auto"
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm max-md:block">
          <caption className="sr-only">{IMPORT_PREVIEW_CAPTION}</caption>
          <thead className="bg-slate-50 text-left text-slate-600 max-md:sr-only">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-md:block">
            {rows.map((row) => {
              const action = ACTIONS[row.action] ?? { label: row.action, tone: 'neutral' as const };
              return (
                <tr key={row.line} className={ROW}>
                  <td className={`${CELL} text-slate-500 max-md:before:content-['Line_']`}>{row.line}</td>
                  <td className={`${CELL} max-md:min-w-0 max-md:wrap-anywhere`}>
                    <span className="font-medium text-slate-900">{row.name || '—'}</span>
                    <span className="block text-xs text-slate-500">{row.email || '—'}</span>
                  </td>
                  {withLastContact ? (
                    <td
                      className={`${CELL} whitespace-nowrap text-slate-700 max-md:col-span-full max-md:empty:hidden`}
                    >
                      {row.lastContact ? formatDay(row.lastContact) : ''}
                    </td>
                  ) : null}
                  <td className={CELL}>
                    <StatusBadge tone={action.tone}>{action.label}</StatusBadge>
                  </td>
                  <td className={`${CELL} text-slate-700 max-md:col-span-full max-md:empty:hidden`}>
                    {row.reason ?? ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length < total ? <p className="text-xs text-slate-500">{shownRows(rows.length, total)}</p> : null}
    </div>
  );
}
