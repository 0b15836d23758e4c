// What every CSV export shares: cells a spreadsheet would run as formulas are
// neutralised, records end in CRLF (RFC 4180), the separator is the caller's
// (a comma, or a semicolon for Excel in comma-decimal locales), and files
// open as UTF-8 in spreadsheets.
import { stringify } from 'csv-stringify/sync';
import { CSV_SEPARATORS } from '../../../domain/shared/csv';

/** Byte order mark: spreadsheet programs then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula is prefixed with a quote (CSV
 * injection); a phone number such as +44 20 7946 0000 is left as it is.
 */
export const safeCell = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !/^\+?[\d\s()-]+$/.test(value) ? `'${value}` : value;

/** `records` as CSV lines, each cell neutralised (safeCell), separated by `delimiter`. */
export const csvLines = (records: readonly string[][], delimiter: string = CSV_SEPARATORS.comma): string =>
  stringify(
    records.map((record) => record.map(safeCell)),
    // csv-stringify quotes a cell holding the record delimiter (CRLF), not a bare LF or CR.
    { delimiter, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
