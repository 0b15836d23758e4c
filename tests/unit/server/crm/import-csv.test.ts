// The line a data row of an import is reported at (preview, row errors, the
// error CSV, "Same email as line N") is the line the row starts on, where a
// person finds it in a spreadsheet or an editor, also when a quoted field
// holds line breaks (LF or CRLF, the file's or Excel's inside a cell).
import { describe, expect, it } from 'vitest';
import { readRows } from '../../../../server/modules/crm/import-csv';

async function linesOf(csv: string): Promise<[number, string][]> {
  const rows: [number, string][] = [];
  for await (const { line, record } of readRows(Buffer.from(csv, 'utf8'))) rows.push([line, record[0]!]);
  return rows;
}

describe('readRows', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
  ])('gives the line a row starts on when a quoted field spans lines (%s)', async (_, eol) => {
    const csv = [
      'Name,Note',
      'one,plain',
      `two,"first${eol}second"`,
      'three,plain',
      '',
      `four,"a${eol}b${eol}c"`,
      'five,plain',
    ].join(eol);
    expect(await linesOf(csv)).toEqual([
      [2, 'one'],
      [3, 'two'],
      [5, 'three'],
      [7, 'four'],
      [10, 'five'],
    ]);
  });

  it('counts a CRLF inside a cell of an LF file as one line break', async () => {
    expect(await linesOf('Name,Note\nfirst,"a\r\nb"\nsecond,x\n')).toEqual([
      [2, 'first'],
      [4, 'second'],
    ]);
  });
});
