// Slashed days in an import (03/04/2026) are read in one order for the whole
// file: the admin's choice, else the order the file's own days show (a day
// like 20/11/2026 can only be day first), else month first, as US Excel
// writes them. What the last-contact column shows is read with the file
// (createImport) and again when the mapping moves that column.
import type { ColumnTarget } from '../../../domain/crm/csv';
import { type DayOrder, slashedDayOrder } from '../../../domain/shared/dates';

/** What a file's slashed days say of their order. */
export type DateEvidence = {
  /** The order the first day that allows only one shows, or null. */
  detected: DayOrder | null;
  /** That day's line in the file. */
  line: number | null;
  /** The first day that reads both ways (what the admin is asked about), or null. */
  example: string | null;
};

const NO_EVIDENCE: DateEvidence = { detected: null, line: null, example: null };

/** The last-contact column, or -1. */
export const lastContactColumn = (mapping: readonly ColumnTarget[]) =>
  mapping.findIndex((target) => 'field' in target && target.field === 'lastContactDate');

/** Reads the evidence row by row (the file is read once for its count and this). */
export function dateEvidenceReader(mapping: readonly ColumnTarget[]) {
  const column = lastContactColumn(mapping);
  let evidence = NO_EVIDENCE;
  return {
    add(line: number, record: readonly string[]) {
      if (this.complete) return;
      const text = (record[column] ?? '').trim();
      const order = slashedDayOrder(text);
      if (order === 'either') evidence = { ...evidence, example: evidence.example ?? text };
      else if (order && !evidence.detected) evidence = { ...evidence, detected: order, line };
    },
    get evidence(): DateEvidence {
      return evidence;
    },
    /** Whether more rows could say no more. */
    get complete() {
      return column < 0 || (evidence.detected !== null && evidence.example !== null);
    },
  };
}

export async function dateEvidenceOf(
  rows: AsyncIterable<{ line: number; record: string[] }>,
  mapping: readonly ColumnTarget[],
): Promise<DateEvidence> {
  const reader = dateEvidenceReader(mapping);
  for await (const { line, record } of rows) {
    if (reader.complete) break;
    reader.add(line, record);
  }
  return reader.evidence;
}

/** A draft's stored evidence (none for a draft stored before it was kept). */
export const storedEvidence = (draft: { dateEvidence: unknown }): DateEvidence =>
  (draft.dateEvidence as DateEvidence | null) ?? NO_EVIDENCE;

/** The order an import reads slashed days in. */
export function dayOrderOf(draft: { dateOrder: DayOrder | null; dateEvidence: unknown }): DayOrder {
  return draft.dateOrder ?? storedEvidence(draft).detected ?? 'monthFirst';
}
