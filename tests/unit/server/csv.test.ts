// CSV exports read back as the same cells: a line break inside a cell (a
// multi-line note or custom field) is quoted, so a spreadsheet does not cut
// the record in two.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines } from '../../../server/modules/shared/csv';

describe('csvLines', () => {
  it('quotes cells holding a bare line feed or carriage return, and reads back as written', () => {
    const records = [
      ['Email', 'Note'],
      ['ada@example.com', 'multi\nline note'],
      ['alan@example.com', 'old Mac\rline'],
      ['grace@example.com', 'Windows\r\nline'],
    ];
    for (const delimiter of [',', ';']) {
      const text = csvLines(records, delimiter);
      expect(text).toContain('"multi\nline note"');
      expect(text).toContain('"old Mac\rline"');
      expect(parse(text, { delimiter, record_delimiter: '\r\n' })).toEqual(records);
    }
  });
});
