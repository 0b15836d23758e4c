// The error CSV of an import: every row it could not write, as it was in the
// file (the file's own headers), with its line number and the reason, so the
// owner can fix the rows and import them again. Read in batches by line, so
// any number of rows; cells neutralised like every CSV export, and separated
// as the file's were when they were semicolons.
import { CSV_SEPARATORS } from '../../../domain/shared/csv';
import type { PrismaClient } from '../../db';
import { csvLines, UTF8_BOM } from '../shared/csv';
import { delimiterOf, readHeaders } from './import-csv';

const BATCH = 1000;
export const ERROR_CSV_EXTRA_HEADERS = { line: 'Line', reason: 'Reason' } as const;

export async function* importErrorsCsv(
  prisma: PrismaClient,
  importRow: { id: string; csv: Uint8Array },
): AsyncGenerator<string> {
  const csv = Buffer.from(importRow.csv);
  const headers = await readHeaders(csv).catch(() => [] as string[]);
  const header = [...headers, ERROR_CSV_EXTRA_HEADERS.line, ERROR_CSV_EXTRA_HEADERS.reason];
  // Separated as the file was when it came from Excel with semicolons, so
  // the same Excel opens it in columns; a comma otherwise (a tab file's
  // rows would open as one column in a ".csv").
  const delimiter =
    delimiterOf(csv) === CSV_SEPARATORS.semicolon ? CSV_SEPARATORS.semicolon : CSV_SEPARATORS.comma;
  yield UTF8_BOM + csvLines([header], delimiter);
  let after = 0;
  for (;;) {
    const rows = await prisma.crmImportRow.findMany({
      where: { importId: importRow.id, action: 'error', line: { gt: after } },
      orderBy: { line: 'asc' },
      take: BATCH,
      select: { line: true, values: true, reason: true },
    });
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const values = Array.isArray(row.values) ? row.values.map((value) => String(value ?? '')) : [];
        const cells = headers.map((_, index) => values[index] ?? '');
        return [...cells, String(row.line), row.reason ?? ''];
      }),
      delimiter,
    );
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.line;
  }
}
