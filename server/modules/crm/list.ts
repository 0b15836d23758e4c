// The contact list: one page of ids in a chosen order after a keyset cursor,
// with search and filters, and its exact count. Written as SQL because the
// keyset comparison and the search expression must match the hand-written
// partial and trigram indexes of crm_contacts (see the crm_contacts_connection
// migration): a deep page costs what the first one does.
import type { ContactOrder, ContactStatus } from '../../../domain/crm/contacts';
import { encodeCursor, readCursor } from '../../../domain/shared/cursors';
import { isUuid } from '../../../domain/shared/ids';
import { type Db, Prisma } from '../../db';
import { likeEscape, searchWords } from '../shared/text-search';

export type ContactFilter = {
  search?: string | null;
  status?: ContactStatus | null;
  source?: string | null;
  /** The deleted contacts (to restore) instead of the others. */
  deleted?: boolean | null;
  /** Only these contacts (an export of the selection). */
  ids?: readonly string[] | null;
};

type KeyValue = string | null;
/** A position in one order: the order's key columns of the last row, then its id. */
export type ContactCursor = { order: ContactOrder; key: KeyValue[]; id: string };

/**
 * What a search looks in: names, email and company without their accents,
 * then the phone's digits, kept with the row by a trigger (the
 * crm_search_without_accents and crm_search_phone migrations),
 * as its trigram index reads it.
 */
const SEARCH_TEXT = Prisma.sql`coalesce(search_text, '')`;
const LAST_CONTACT = Prisma.sql`coalesce(last_contact_date, '1970-01-01T00:00:00Z'::timestamptz)`;
/**
 * Names as the name order compares them: folded as the search folds them,
 * so case, accents and particles ("de Vries") do not push a name past "Z"
 * (the crm_contacts_name_order_folded migration indexes the same).
 */
const LAST_NAME = Prisma.sql`crm_search_fold(last_name)`;
const FIRST_NAME = Prisma.sql`crm_search_fold(first_name)`;

const ORDERS: Record<
  ContactOrder,
  { columns: Prisma.Sql[]; direction: 'ASC' | 'DESC'; select: Prisma.Sql; casts: string[] }
> = {
  name: {
    columns: [LAST_NAME, FIRST_NAME],
    direction: 'ASC',
    select: Prisma.sql`${LAST_NAME} AS k0, ${FIRST_NAME} AS k1`,
    casts: ['text', 'text'],
  },
  lastContact: {
    columns: [LAST_CONTACT],
    direction: 'DESC',
    select: Prisma.sql`to_char(${LAST_CONTACT} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS k0`,
    casts: ['timestamptz'],
  },
  newest: {
    columns: [Prisma.sql`created_at`],
    direction: 'DESC',
    select: Prisma.sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS k0`,
    casts: ['timestamptz'],
  },
};

/** Digits a search must have to be read as a phone number: fewer find too many numbers. */
const PHONE_DIGITS_MIN = 4;
/**
 * The significant digits two numbers must share to be one: the last 9, as
 * long as the shortest national numbers of most countries (France, Spain,
 * the Netherlands...), or all of them when the number has fewer (a Brussels
 * or Berlin line). Nine digits in a row in common is not chance.
 */
const PHONE_TAIL = 9;
/**
 * The two-digit country calling codes (ITU E.164); 1 and 7 are the one-digit
 * ones, every other code has three digits. The codes are prefix-free, so
 * this says where a number's country code ends.
 */
const TWO_DIGIT_COUNTRY_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
const countryCodeLength = (digits: string) =>
  digits[0] === '1' || digits[0] === '7' ? 1 : TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;

/**
 * A search made only of a phone number's characters (digits, spaces, + - ( ) . /)
 * with at least PHONE_DIGITS_MIN digits: the digits that say which number it
 * is whatever form it was written in, else null. Those are its national
 * significant digits (without a + or 00 and the country code, then without
 * the national trunk 0, written "(0)" or not), at most their last PHONE_TAIL:
 * "+33 6 12 34 56 78", "0033 6 12 34 56 78", "06 12 34 56 78" and
 * "+33 (0)6 12 34 56 78" are all 612345678, and "1 (415) 555-2671" with
 * the US trunk 1 is 155552671 as "+1 415 555 2671" is. They are matched as a
 * run of the phone's digits that search_text ends with (the crm_search_phone
 * migration), so a number stored in either form is found by the other, and a
 * fragment (4 digits and more) still finds the numbers holding it. A number
 * stored with the same national number in another country is found too: a
 * national form says no country.
 */
function phoneDigits(search: string | null | undefined): string | null {
  const text = (search ?? '').trim();
  if (!/^[\d\s+\-()./]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_DIGITS_MIN) return null;
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  const national = (
    international === null ? digits : international.slice(countryCodeLength(international))
  ).replace(/^0+/, '');
  if (national.length >= PHONE_DIGITS_MIN) return national.slice(-PHONE_TAIL);
  return digits.replace(/^0+/, '') || digits;
}

/** The condition selecting `filter`'s contacts; `phone` is its search's phoneDigits, when the caller has them. */
export function whereOf(filter: ContactFilter, phone = phoneDigits(filter.search)): Prisma.Sql {
  const parts: Prisma.Sql[] = [filter.deleted ? Prisma.sql`deleted` : Prisma.sql`NOT deleted`];
  if (phone) parts.push(Prisma.sql`${SEARCH_TEXT} LIKE ${`%${phone}%`}`);
  else
    for (const word of searchWords(filter.search))
      parts.push(Prisma.sql`${SEARCH_TEXT} LIKE crm_search_fold(${`%${likeEscape(word)}%`})`);
  if (filter.status) parts.push(Prisma.sql`status = ${filter.status}::contact_status`);
  if (filter.source) parts.push(Prisma.sql`source = ${filter.source}`);
  if (filter.ids) parts.push(Prisma.sql`id = ANY(${[...filter.ids]}::uuid[])`);
  return Prisma.join(parts, ' AND ');
}

function afterCondition(cursor: ContactCursor): Prisma.Sql {
  const order = ORDERS[cursor.order];
  const columns = Prisma.join([...order.columns, Prisma.sql`id`], ', ');
  const values = Prisma.join(
    [
      ...cursor.key.map((value, index) => Prisma.sql`${value}::${Prisma.raw(order.casts[index] ?? 'text')}`),
      Prisma.sql`${cursor.id}::uuid`,
    ],
    ', ',
  );
  return order.direction === 'ASC'
    ? Prisma.sql`(${columns}) > (${values})`
    : Prisma.sql`(${columns}) < (${values})`;
}

type KeyRow = { id: string; k0: string | null; k1?: string | null; total?: bigint | number | null };

export type ContactPage = {
  rows: { id: string; cursor: ContactCursor }[];
  /**
   * The exact number of contacts the filter selects when the page had to
   * find every hit anyway (a search with rows on this page): the count then
   * costs nothing more, and totalCount need not look them up a second time.
   * null otherwise.
   */
  total: number | null;
};

/** Up to `limit` contacts after `after`, each with the cursor that follows it. */
export async function contactPage(
  db: Db,
  filter: ContactFilter,
  order: ContactOrder,
  limit: number,
  after: ContactCursor | null,
): Promise<ContactPage> {
  const spec = ORDERS[order];
  const following = after && after.order === order ? afterCondition(after) : null;
  const orderBy = Prisma.join(
    [...spec.columns, Prisma.sql`id`].map((column) => Prisma.sql`${column} ${Prisma.raw(spec.direction)}`),
    ', ',
  );
  // A search goes through the trigram index, then sorts its hits: walking an
  // order index and filtering each row (the plan PostgreSQL prefers when it
  // overestimates the hits) reads the whole list for a rare word. The hits
  // are counted on the way (one index scan for the page and its totalCount).
  // Words under three characters give the trigram index nothing to look up,
  // so a search made only of them keeps the plain query; a phone number
  // typed in pairs (06 12 34 56 78) is looked up by its digits, which have more.
  const trigrams = (text: string | null | undefined) => (text?.length ?? 0) >= 3;
  const phone = phoneDigits(filter.search);
  const matching = whereOf(filter, phone);
  if (trigrams(phone) || searchWords(filter.search).some(trigrams)) {
    const rows = await db.$queryRaw<KeyRow[]>`
      WITH hits AS MATERIALIZED (
        SELECT id, first_name, last_name, last_contact_date, created_at FROM crm_contacts WHERE ${matching}
      )
      SELECT id::text AS id, ${spec.select}, (SELECT count(*) FROM hits) AS total FROM hits
      WHERE ${following ?? Prisma.sql`true`} ORDER BY ${orderBy} LIMIT ${limit}`;
    // An empty page carries no count: totalCount then counts on its own.
    return { rows: keyRows(order, rows), total: rows[0] ? Number(rows[0].total ?? 0) : null };
  }
  const where = following ? Prisma.sql`${matching} AND ${following}` : matching;
  const rows = await db.$queryRaw<KeyRow[]>`
    SELECT id::text AS id, ${spec.select} FROM crm_contacts WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`;
  return { rows: keyRows(order, rows), total: null };
}

function keyRows(order: ContactOrder, rows: KeyRow[]): ContactPage['rows'] {
  return rows.map((row) => ({
    id: row.id,
    cursor: { order, key: order === 'name' ? [row.k0, row.k1 ?? null] : [row.k0], id: row.id },
  }));
}

/** Delta rows past which foldCountDeltasIfDue folds them into one row per group. */
const COUNT_DELTAS_FOLD_AT = 256;

/**
 * The exact number of contacts the filter selects. Without a search or a
 * selection it sums the group counts that crm_contacts' statement triggers
 * keep (see the CrmContactCountDelta model), so it costs the same at any
 * size; a search counts its hits.
 */
export async function countContacts(db: Db, filter: ContactFilter): Promise<number> {
  if (searchWords(filter.search).length > 0 || filter.ids) {
    const [row] = await db.$queryRaw<{ count: bigint | number }[]>`
      SELECT count(*) AS count FROM crm_contacts WHERE ${whereOf(filter)}`;
    return Number(row?.count ?? 0);
  }
  const parts: Prisma.Sql[] = [Prisma.sql`deleted = ${Boolean(filter.deleted)}`];
  if (filter.status) parts.push(Prisma.sql`status = ${filter.status}::contact_status`);
  if (filter.source) parts.push(Prisma.sql`source = ${filter.source}`);
  const [row] = await db.$queryRaw<{ count: bigint | number | null }[]>`
    SELECT sum(delta) AS count FROM crm_contact_count_deltas WHERE ${Prisma.join(parts, ' AND ')}`;
  return Number(row?.count ?? 0);
}

/**
 * Folds the count deltas when more than COUNT_DELTAS_FOLD_AT have piled up;
 * resolves with whether it did. Called by the writers that add many (an
 * import and its undo, after each batch) and once a minute by each server
 * (server/upkeep.ts), never by a read: a count over a read-only token writes nothing.
 */
export async function foldCountDeltasIfDue(db: Db): Promise<boolean> {
  const [row] = await db.$queryRaw<{ rows: bigint | number }[]>`
    SELECT count(*) AS rows FROM (SELECT 1 FROM crm_contact_count_deltas LIMIT ${COUNT_DELTAS_FOLD_AT + 1}) AS due`;
  if (Number(row?.rows ?? 0) <= COUNT_DELTAS_FOLD_AT) return false;
  await foldCountDeltas(db);
  return true;
}

/**
 * Replaces the delta rows with one row per group. Safe beside writers and
 * another fold: it deletes only the rows its snapshot sees (a concurrent
 * fold waits, then skips the rows this one deleted) and writers only insert.
 */
export async function foldCountDeltas(db: Db): Promise<void> {
  await db.$executeRaw`
    WITH folded AS (DELETE FROM crm_contact_count_deltas RETURNING deleted, status, source, delta)
    INSERT INTO crm_contact_count_deltas (deleted, status, source, delta)
    SELECT deleted, status, source, sum(delta) FROM folded GROUP BY 1, 2, 3 HAVING sum(delta) <> 0`;
}

const LIST = 'crmContacts';

export function encodeContactCursor(cursor: ContactCursor): string {
  return encodeCursor(LIST, [cursor.order, cursor.id, ...cursor.key]);
}

/** The cursor, or null when the text is not one of ours. */
export function decodeContactCursor(text: string): ContactCursor | null {
  const value = readCursor(text, LIST, (key) => key.length >= 3);
  if (!value) return null;
  const [order, id, ...key] = value;
  if (order !== 'name' && order !== 'lastContact' && order !== 'newest') return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  if (key.length !== ORDERS[order].casts.length) return null;
  if (!key.every((part) => part === null || typeof part === 'string')) return null;
  if (order !== 'name' && (typeof key[0] !== 'string' || Number.isNaN(Date.parse(key[0])))) return null;
  return { order, id, key: key as KeyValue[] };
}
