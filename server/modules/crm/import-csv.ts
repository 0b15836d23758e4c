// Reading a contacts CSV: its header row, then its data rows with their line
// numbers as a stream, in batches; a parser error becomes a message for the
// person importing.
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { formatMessage } from '../../../domain/shared/messages';
import { ValidationError } from '../../errors';

const parserOptions = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  // A quote inside an unquoted value (Acme "Best" Ltd), as hand-made files have, is kept as text.
  relax_quotes: true,
} as const;

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The file's delimiter: the one its header row uses most, outside quotes
 * (a comma on a tie). Spreadsheets save "CSV" with semicolons where the
 * comma is the decimal separator (most of Europe), and text exports with
 * tabs: read with commas, such a file would be one column.
 */
export function delimiterOf(csv: Buffer): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of csv.subarray(0, 64 * 1024).toString('utf8')) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** A parser error (an unclosed quote) as a message for the person importing. */
function invalidCsv(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = (error as CsvError & { lines?: number }).lines;
  return new ValidationError([
    { field: 'csv', message: formatMessage(CRM_TEXT.importInvalidCsv, { line: String(line ?? 1) }) },
  ]);
}

/** The header row of a file, or a validation error when it has none. */
export async function readHeaders(csv: Buffer): Promise<string[]> {
  try {
    const options = { ...parserOptions, delimiter: delimiterOf(csv), to_line: 1 };
    for await (const record of Readable.from([csv]).pipe(parse(options)))
      return (record as string[]).map((cell) => cell.trim());
  } catch (error) {
    throw invalidCsv(error);
  }
  throw new ValidationError([{ field: 'csv', message: CRM_TEXT.importEmpty }]);
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The data rows with the line each starts on (the header is line 1), as a
 * stream: where a person finds the row in a spreadsheet or an editor. The
 * parser gives the line a row ends on, and counts a CRLF inside a quoted
 * cell as two lines (from there on, every line it gives is too far): the
 * cells' own line breaks take the row back to its first line, and the extra
 * count is taken off as it goes.
 */
export async function* readRows(csv: Buffer): AsyncGenerator<{ line: number; record: string[] }> {
  const parser = Readable.from([csv]).pipe(
    parse({ ...parserOptions, delimiter: delimiterOf(csv), from_line: 2, info: true }),
  );
  let overCounted = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      let breaks = 0;
      for (const cell of record) {
        if (!cell.includes('\n') && !cell.includes('\r')) continue;
        overCounted += count(cell, /\r\n/g);
        breaks += count(cell, /\r\n|\r|\n/g);
      }
      yield { line: info.lines - overCounted - breaks, record };
    }
  } catch (error) {
    throw invalidCsv(error);
  }
}

export async function* batches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
