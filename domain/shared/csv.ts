// How the back-office's CSV downloads separate their cells (contacts, an
// import's errors, survey responses), shared by the screens and the server.

/**
 * Cell separators of the CSV downloads: a comma by default; a
 * semicolon for Excel where the comma is the decimal separator (most of
 * Europe), which splits a "CSV" on its list separator and shows a comma file
 * as one column. The contact import reads either.
 */
export const CSV_SEPARATORS = { comma: ',', semicolon: ';' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

/** The separator Excel expects from a spreadsheet user in `locale`: a semicolon where 1.5 is written "1,5". */
export function csvSeparatorFor(locale?: string): CsvSeparator {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? 'semicolon' : 'comma';
}
