// The contact import: its limits, modes and batch size, the address of its
// error CSV, how its messages name a column, and the words of cancelling one.

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows written per transaction by an import. */
export const IMPORT_BATCH_SIZE = 500;

/** GET: the rows an import could not write, with their reasons, as CSV (admins only). */
export const IMPORT_ERRORS_CSV_PATH = '/api/crm/imports/:id/errors.csv';
export const importErrorsCsvHref = (importId: string) =>
  IMPORT_ERRORS_CSV_PATH.replace(':id', encodeURIComponent(importId));
/** Preview rows returned to the page, then as many rows with an error after them at most (the counts cover every row). */
export const IMPORT_PREVIEW_ROWS = 200;

/** The back-office's words for cancelling a running import (cancelCrmImport). */
export const IMPORT_CANCEL_TEXT = {
  button: 'Cancel import',
  title: 'Cancel this import?',
  body: 'It stops after the batch of rows it is writing. The contacts imported so far stay; you can undo them afterwards.',
  confirm: 'Cancel import',
  busy: 'Cancelling...',
  keep: 'Keep importing',
  /** The result's title once stopped. */
  done: 'Import cancelled',
  badge: 'Cancelled',
} as const;

/** The name of the table of what each row of an import does (its caption, and the region it slides in). */
export const IMPORT_PREVIEW_CAPTION = 'What each row will do';

export const IMPORT_MODES = ['createOnly', 'updateOnly', 'createOrUpdate'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** How an import's messages name a column: its header as written in the file, else its number. */
export const importColumnName = (headers: readonly string[], index: number): string => {
  const header = (headers[index] ?? '').trim();
  return header ? `“${header}”` : String(index + 1);
};
