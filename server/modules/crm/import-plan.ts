// Planning an import: what each row of a batch does (create, update, restore,
// skip or error, and why), given the contacts its emails match. The preview
// and the job both plan with this; only the job writes.
import {
  CONTACT_STATUSES,
  type ContactFormValues,
  type ContactStatus,
  CRM_IMPORT_SOURCE,
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELDS_MAX,
  customFieldKeyTooLong,
  normalizeContact,
  validateContactForm,
  validateContactSource,
  validateCustomFieldValue,
} from '../../../domain/crm/contacts';
import type { ColumnTarget, CsvField } from '../../../domain/crm/csv';
import { type ImportMode, importColumnName } from '../../../domain/crm/import';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { type DayOrder, dayMoment, dayWritten, utcDateTimeWritten } from '../../../domain/shared/dates';
import { formatMessage, plural } from '../../../domain/shared/messages';
import type { Db } from '../../db';

export type RowAction = 'create' | 'update' | 'restore' | 'skip' | 'error';
export type ImportCounts = {
  created: number;
  updated: number;
  restored: number;
  skipped: number;
  errors: number;
};
export type PreviewRow = {
  line: number;
  action: RowAction;
  email: string;
  name: string;
  reason: string | null;
  /** The contact's last contact after the row (read from the file, or kept). */
  lastContact: Date | null;
};

const STORED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'companyUrl',
  'status',
  'source',
  'lastContactDate',
  'customFields',
  'deleted',
] as const;
type Snapshot = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  companyUrl: string | null;
  status: ContactStatus;
  source: string | null;
  lastContactDate: Date | null;
  customFields: Record<string, string>;
  deleted: boolean;
};
type Existing = Snapshot & { id: string };

export const emptyCounts = (): ImportCounts => ({
  created: 0,
  updated: 0,
  restored: 0,
  skipped: 0,
  errors: 0,
});
export const COUNT_OF: Record<RowAction, keyof ImportCounts> = {
  create: 'created',
  update: 'updated',
  restore: 'restored',
  skip: 'skipped',
  error: 'errors',
};

type Mapped = { fields: Partial<Record<CsvField, string>>; custom: Record<string, string> };

function mapRecord(record: readonly string[], mapping: readonly ColumnTarget[]): Mapped {
  const fields: Partial<Record<CsvField, string>> = {};
  const custom: Record<string, string> = {};
  mapping.forEach((target, index) => {
    const value = (record[index] ?? '').trim();
    if ('field' in target) fields[target.field] = value;
    else if ('custom' in target && value !== '') custom[target.custom] = value;
  });
  return { fields, custom };
}

export type Decision = {
  line: number;
  action: RowAction;
  email: string;
  name: string;
  reason: string | null;
  contactId?: string;
  values?: Omit<Snapshot, 'deleted'>;
  before?: Snapshot;
  record: readonly string[];
};

const blankTo = <T>(value: string | undefined, fallback: T): string | T =>
  value === undefined || value === '' ? fallback : value;

/** The file's columns: where each goes, and its header as written (for messages). */
export type Columns = { mapping: readonly ColumnTarget[]; headers: readonly string[] };

/**
 * What is wrong with a row, one message per refused value, each naming its
 * column as the file does (`Column “E-mail”: Please enter a valid email
 * address`); a value no column gives (a required first name) has its
 * message alone. All of them, so one correction of the file fixes the row.
 */
function rowProblems(columns: Columns) {
  const problems: string[] = [];
  const columnOf = (field: CsvField) => {
    const index = columns.mapping.findIndex((target) => 'field' in target && target.field === field);
    return index < 0 ? null : importColumnName(columns.headers, index);
  };
  return {
    add(field: CsvField, message: string, template: string = CRM_TEXT.importColumnInvalid, values = {}) {
      const column = columnOf(field);
      problems.push(column === null ? message : formatMessage(template, { column, message, ...values }));
    },
    addMessage(message: string) {
      problems.push(message);
    },
    /** The row's reason: the messages in a sentence, or null when there are none. */
    get reason(): string | null {
      if (problems.length === 0) return null;
      return problems
        .map((problem, index) => (index === 0 ? problem : problem.charAt(0).toLowerCase() + problem.slice(1)))
        .join('; ');
    },
  };
}

/** What one row does, given the contact its email matches (if any). */
function decide(
  line: number,
  record: readonly string[],
  columns: Columns,
  mode: ImportMode,
  match: Existing | undefined,
  firstLine: number | undefined,
  dayOrder: DayOrder,
): Decision {
  const { fields, custom } = mapRecord(record, columns.mapping);
  const email = (fields.email ?? '').trim().toLowerCase();
  const base = { line, record, email, name: `${fields.firstName ?? ''} ${fields.lastName ?? ''}`.trim() };
  const skip = (reason: string): Decision => ({ ...base, action: 'skip', reason });
  const error = (reason: string): Decision => ({ ...base, action: 'error', reason });
  if (firstLine !== undefined) return skip(`Same email as line ${firstLine}`);
  if (match && !match.deleted && mode === 'createOnly') return skip(CRM_TEXT.emailTaken);
  if (!match && mode === 'updateOnly') return skip('No contact has this email');

  // Blank cells keep what the contact has.
  const form = {
    firstName: blankTo(fields.firstName, match?.firstName ?? ''),
    lastName: blankTo(fields.lastName, match?.lastName ?? ''),
    email: fields.email ?? '',
    phone: blankTo(fields.phone, match?.phone ?? ''),
    company: blankTo(fields.company, match?.company ?? ''),
    companyUrl: blankTo(fields.companyUrl, match?.companyUrl ?? ''),
  };
  const problems = rowProblems(columns);
  for (const [field, message] of Object.entries(validateContactForm(form)))
    if (message) problems.add(field as keyof ContactFormValues, message);
  const sourceTooLong = validateContactSource(fields.source ?? '');
  if (sourceTooLong) problems.add('source', sourceTooLong);
  for (const [key, value] of Object.entries(custom)) {
    // A custom field's key is its column's header (detectColumns).
    const column = `“${key}”`;
    if (customFieldKeyTooLong(key))
      problems.addMessage(
        formatMessage(CRM_TEXT.importCustomFieldKeyTooLong, {
          column,
          count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
        }),
      );
    const tooLong = validateCustomFieldValue(value);
    if (tooLong)
      problems.addMessage(formatMessage(CRM_TEXT.importColumnInvalid, { column, message: tooLong }));
  }
  const status = fields.status ? fields.status.toLowerCase() : (match?.status ?? 'prospect');
  if (!(CONTACT_STATUSES as readonly string[]).includes(status))
    problems.add('status', '', CRM_TEXT.importStatusInvalid, { statuses: CONTACT_STATUSES.join(' or ') });
  let lastContactDate = match?.lastContactDate ?? null;
  if (fields.lastContactDate) {
    // A day alone (2026-11-20, 11/20/2026) is that day for every admin, not
    // midnight UTC (the 19th in New York); a moment (an export's) stays one.
    const day = dayWritten(fields.lastContactDate, dayOrder);
    const parsed = day ? dayMoment(day) : utcDateTimeWritten(fields.lastContactDate);
    // An export writes whole seconds: the same second is the stored moment, not a change.
    if (parsed) lastContactDate = sameSecond(parsed, lastContactDate) ? lastContactDate : parsed;
    else problems.add('lastContactDate', '', CRM_TEXT.importLastContactInvalid);
  }
  // What the contact form would refuse on the contact's next save; a row
  // adding no new key keeps a contact that already has more.
  const customFields = { ...(match?.customFields ?? {}), ...custom };
  const addsKeys = Object.keys(custom).some((key) => !(key in (match?.customFields ?? {})));
  if (addsKeys && Object.keys(customFields).length > CUSTOM_FIELDS_MAX)
    problems.addMessage(
      formatMessage(CRM_TEXT.customFieldsTooMany, { count: plural(CUSTOM_FIELDS_MAX, 'custom field') }),
    );
  const reason = problems.reason;
  if (reason) return error(reason);
  const values = {
    ...normalizeContact(form),
    status: status as ContactStatus,
    source: blankTo(fields.source, match?.source ?? (match ? null : CRM_IMPORT_SOURCE)),
    lastContactDate,
    customFields,
  };
  const named = { ...base, name: `${values.firstName} ${values.lastName}`, values };
  if (!match) return { ...named, action: 'create', reason: null };
  const { id, deleted, ...current } = match;
  if (deleted) return { ...named, action: 'restore', reason: null, contactId: id, before: snapshot(match) };
  if (sameValues(current, values)) return { ...named, action: 'skip', reason: CRM_TEXT.importRowUnchanged };
  return { ...named, action: 'update', reason: null, contactId: id, before: snapshot(match) };
}

const sameSecond = (a: Date, b: Date | null) =>
  b !== null && Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);

function sameValues(a: Omit<Snapshot, 'deleted'>, b: Omit<Snapshot, 'deleted'>): boolean {
  const canonical = (value: Omit<Snapshot, 'deleted'>) =>
    JSON.stringify({
      ...value,
      lastContactDate: value.lastContactDate?.toISOString() ?? null,
      customFields: Object.fromEntries(
        Object.entries(value.customFields).sort(([x], [y]) => x.localeCompare(y)),
      ),
    });
  return canonical(a) === canonical(b);
}

function snapshot(contact: Existing): Snapshot {
  return Object.fromEntries(STORED_FIELDS.map((field) => [field, contact[field]])) as Snapshot;
}

/** A snapshot as crm_import_rows keeps it (JSON: the last contact as an ISO string). */
export type StoredSnapshot = Omit<Snapshot, 'lastContactDate'> & { lastContactDate: string | null };

export const storedSnapshot = (value: Snapshot): StoredSnapshot => ({
  ...value,
  lastContactDate: value.lastContactDate?.toISOString() ?? null,
});

/** The contact's columns an undo reads. */
export const SNAPSHOT_SELECT = Object.fromEntries(STORED_FIELDS.map((field) => [field, true])) as Record<
  (typeof STORED_FIELDS)[number],
  true
>;

/**
 * What undoing one updated or restored row writes: each field the import
 * changed and that is still as the import left it gets its earlier value
 * back (a custom field key by key); a field edited since keeps the edit, and
 * a field the import did not change is not touched. A restored contact is
 * deleted again. Without `written` (rows recorded before it was), every
 * field of `before`.
 */
export function undoneFields(
  before: StoredSnapshot,
  written: StoredSnapshot | null,
  current: Snapshot,
): Partial<Snapshot> {
  const earlier = {
    ...before,
    lastContactDate: before.lastContactDate ? new Date(before.lastContactDate) : null,
  };
  if (!written) return earlier;
  const now = storedSnapshot(current);
  const data: Partial<Record<(typeof STORED_FIELDS)[number], unknown>> = {};
  for (const field of STORED_FIELDS) {
    if (field === 'deleted') {
      if (before.deleted && !current.deleted) data.deleted = true;
    } else if (field === 'customFields') {
      const merged = { ...current.customFields };
      let changed = false;
      const keys = new Set([...Object.keys(before.customFields), ...Object.keys(written.customFields)]);
      for (const key of keys) {
        const was = before.customFields[key];
        if (was === written.customFields[key] || current.customFields[key] !== written.customFields[key])
          continue;
        if (was === undefined) delete merged[key];
        else merged[key] = was;
        changed = true;
      }
      if (changed) data.customFields = merged;
    } else if (before[field] !== written[field] && now[field] === written[field]) {
      data[field] = earlier[field];
    }
  }
  return data as Partial<Snapshot>;
}

/** The contacts the batch's emails match: a live one first, else the latest deleted one. */
export async function matches(db: Db, emails: readonly string[]): Promise<Map<string, Existing>> {
  const found = await db.crmContact.findMany({
    where: { email: { in: [...new Set(emails.filter(Boolean))] } },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      company: true,
      companyUrl: true,
      status: true,
      source: true,
      lastContactDate: true,
      customFields: true,
      deleted: true,
    },
    orderBy: [{ deleted: 'desc' }, { createdAt: 'asc' }],
  });
  // Later entries win: live contacts come last.
  return new Map(
    found.map((row) => [
      row.email,
      { ...row, customFields: (row.customFields ?? {}) as Record<string, string> } as unknown as Existing,
    ]),
  );
}

export async function planBatch(
  db: Db,
  rows: readonly { line: number; record: string[] }[],
  columns: Columns,
  mode: ImportMode,
  seen: Map<string, number>,
  /** How slashed days read (import-dates.ts). */
  dayOrder: DayOrder,
): Promise<Decision[]> {
  return planRows(await matches(db, emailsOf(rows, columns)), rows, columns, mode, seen, dayOrder);
}

/** The email of each of `rows`, as contacts are matched by it (trimmed, in small letters). */
export function emailsOf(rows: readonly { record: string[] }[], columns: Columns): string[] {
  const emailColumn = columns.mapping.findIndex((target) => 'field' in target && target.field === 'email');
  return rows.map(({ record }) => (record[emailColumn] ?? '').trim().toLowerCase());
}

/** planBatch's decisions, with the contacts `found` by the emails of `rows` (matches). */
export function planRows(
  found: Map<string, Existing>,
  rows: readonly { line: number; record: string[] }[],
  columns: Columns,
  mode: ImportMode,
  seen: Map<string, number>,
  dayOrder: DayOrder,
): Decision[] {
  const emails = emailsOf(rows, columns);
  return rows.map(({ line, record }, index) => {
    const email = emails[index]!;
    const decision = decide(
      line,
      record,
      columns,
      mode,
      found.get(email),
      email ? seen.get(email) : undefined,
      dayOrder,
    );
    if (email && !seen.has(email) && decision.action !== 'error') seen.set(email, line);
    return decision;
  });
}
