// What every CSV export shares: cells a spreadsheet would run as formulas are
// neutralised, and files open as UTF-8 in spreadsheets.

/** Byte order mark: spreadsheet programs then read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula is prefixed with a quote (CSV
 * injection); a phone number such as +44 20 7946 0000 is left as it is.
 */
export const safeCell = (value: string) =>
  /^[=+\-@\t\r]/.test(value) && !/^\+?[\d\s()-]+$/.test(value) ? `'${value}` : value;
