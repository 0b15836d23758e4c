// The CSV export of contacts: the list's filters (or chosen contacts), every
// row however many, read in keyset batches and written as they come, so
// memory stays flat at any size. Custom fields become columns; cells are
// neutralised against formula injection; UTF-8 with a BOM; cells separated
// by a comma, or a semicolon for Excel in comma-decimal locales. Dates are
// UTC date-times to the second (2026-12-06 07:00:00), which spreadsheets
// read as dates, under headers that say "(UTC)"; the import reads them back.
// A last contact that is a day only (its dayMoment) is written as the day,
// 2026-11-20, which the import reads back as the same moment.
import { CSV_EXTRA_HEADERS, CSV_FIELDS, type CsvField, csvDateHeader } from '../../../domain/crm/csv';
import { CSV_SEPARATORS } from '../../../domain/shared/csv';
import { csvDateTime, dayOfMoment } from '../../../domain/shared/dates';
import type { PrismaClient } from '../../db';
import { csvLines, UTF8_BOM } from '../shared/csv';
import { type ContactCursor, type ContactFilter, contactPage, whereOf } from './list';

const BATCH = 1000;
const FIELDS = Object.keys(CSV_FIELDS) as CsvField[];

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return csvDateTime(value);
  return String(value);
};

const lastContactCell = (value: Date | null): string => (value && dayOfMoment(value)) ?? cell(value);

export async function* contactsCsv(
  prisma: PrismaClient,
  filter: ContactFilter,
  delimiter: string = CSV_SEPARATORS.comma,
): AsyncGenerator<string> {
  const keyRows = await prisma.$queryRaw<{ key: string }[]>`
    SELECT DISTINCT jsonb_object_keys(custom_fields) AS key FROM crm_contacts
    WHERE ${whereOf(filter)} AND jsonb_typeof(custom_fields) = 'object' ORDER BY 1`;
  const customKeys = keyRows.map((row) => row.key).filter((key) => !(FIELDS as string[]).includes(key));
  const header = [
    ...FIELDS.map((field) =>
      field === 'lastContactDate' ? csvDateHeader(CSV_FIELDS[field]) : CSV_FIELDS[field],
    ),
    csvDateHeader(CSV_EXTRA_HEADERS.createdAt),
    ...customKeys,
  ];
  yield UTF8_BOM + csvLines([header], delimiter);

  let after: ContactCursor | null = null;
  for (;;) {
    const { rows: page } = await contactPage(prisma, filter, 'name', BATCH, after);
    if (page.length === 0) return;
    const rows = await prisma.crmContact.findMany({ where: { id: { in: page.map((row) => row.id) } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const records = page.flatMap(({ id }) => {
      const contact = byId.get(id);
      if (!contact) return [];
      const custom = (contact.customFields ?? {}) as Record<string, unknown>;
      return [
        [
          ...FIELDS.map((field) =>
            field === 'lastContactDate' ? lastContactCell(contact[field]) : cell(contact[field]),
          ),
          cell(contact.createdAt),
          ...customKeys.map((key) => cell(custom[key])),
        ],
      ];
    });
    yield csvLines(records, delimiter);
    if (page.length < BATCH) return;
    after = page.at(-1)?.cursor ?? null;
  }
}
