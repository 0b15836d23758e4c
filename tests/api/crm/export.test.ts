// GET /api/crm/contacts.csv: admins only (the same viewer as the API), the
// list's filters, custom fields as columns, a BOM, formulas neutralised,
// every row however many batches it takes.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_STATUSES } from '../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { dayMoment } from '../../../domain/shared/dates';
import { AUTH, formatMessage } from '../../../domain/shared/messages';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import { createUser, sessionCookieFor } from '../../helpers/users';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  await app.prisma.crmContact.createMany({
    data: Array.from({ length: 1203 }, (_, index) => ({
      firstName: 'Bulk',
      lastName: `Person ${String(index).padStart(4, '0')}`,
      email: `bulk${index}@export.example`,
      source: 'Import',
    })),
  });
  await app.prisma.crmContact.create({
    data: {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Adams',
      email: 'formula@export.example',
      phone: '+44 20 7946 0000',
      status: 'customer',
      source: 'Website',
      customFields: { 'Team size': '12', Budget: '5k' },
    },
  });
});
afterAll(() => app.close());

const download = (query = '', headers: Record<string, string> = { cookie }) =>
  app.app.request(`http://localhost/api/crm/contacts.csv${query}`, { headers });
/** The rows of an export of one contact (a selection of one), by header. */
const exportOf = async (contactId: string) =>
  parse(await (await download(`?id=${encodeURIComponent(gid('CrmContact', contactId))}`)).text(), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];

describe('the contacts CSV export', () => {
  it('refuses anonymous callers and non-admins', async () => {
    const anonymous = await download('', {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe(AUTH.notSignedIn);
    const member = await createUser(app.prisma, {
      email: 'm@export.example',
      password: 'member password 1',
      role: null,
    });
    const denied = await download('', { cookie: await sessionCookieFor(app, member.id) });
    expect(denied.status).toBe(403);
    // A bad token is named as /graphql names it, with its WWW-Authenticate, and with headers of
    // its own: /graphql refusing one first once left its JSON type and length on this answer.
    const graphqlRefusal = await app.app.request('http://localhost/graphql', {
      method: 'POST',
      headers: { authorization: 'Bearer mlab_not-a-real-token', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(graphqlRefusal.status).toBe(401);
    const badToken = await download('', { authorization: 'Bearer mlab_not-a-real-token' });
    expect(badToken.status).toBe(401);
    expect(await badToken.text()).toBe(API_TOKEN_MESSAGES.invalid);
    expect(badToken.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(badToken.headers.get('content-type')).toMatch(/^text\/plain/i);
    expect(badToken.headers.get('content-length')).toBeNull();
  });

  it('streams every contact with a BOM, custom fields as columns and formulas neutralised', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1204);
    expect(Object.keys(rows[0]!)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Company website',
      'Status',
      'Source',
      'Last contact (UTC)',
      'Created (UTC)',
      'Budget',
      'Team size',
    ]);
    const adams = rows[0]!;
    expect(adams).toMatchObject({
      'First name': `'=HYPERLINK("http://evil")`,
      Phone: '+44 20 7946 0000',
      Status: 'customer',
      'Team size': '12',
      Budget: '5k',
    });
    expect(rows.at(-1)?.['Last name']).toBe('Person 1202');
    expect(new Set(rows.map((row) => row.Email)).size).toBe(1204);
  });

  it('writes dates as UTC date-times a spreadsheet reads as dates, and says they are UTC', async () => {
    const { id } = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'formula@export.example' },
    });
    const contact = await app.prisma.crmContact.update({
      where: { id },
      data: { lastContactDate: new Date('2026-12-06T07:00:00.123Z') },
    });
    const [row] = await exportOf(contact.id);
    expect(row).toMatchObject({ 'Last contact (UTC)': '2026-12-06 07:00:00' });
    expect(row!['Created (UTC)']).toBe(contact.createdAt.toISOString().slice(0, 19).replace('T', ' '));
  });

  it('writes a last contact that is a day only (picked in the form, imported as a day) as that day', async () => {
    const contact = await app.prisma.crmContact.create({
      data: {
        firstName: 'Day',
        lastName: 'Only',
        email: 'day@export.example',
        lastContactDate: dayMoment('2026-11-20'),
      },
    });
    const [row] = await exportOf(contact.id);
    expect(row!['Last contact (UTC)']).toBe('2026-11-20');
    await app.prisma.crmContact.delete({ where: { id: contact.id } });
  });

  it('applies the list filters and the selection', async () => {
    const customers = parse(await (await download('?status=customer')).text(), { columns: true });
    expect(customers).toHaveLength(1);
    const searched = parse(await (await download('?search=person%20000')).text(), {
      columns: true,
    });
    // Person 0000 to 0009, and Person 1000.
    expect(searched).toHaveLength(11);
    const contact = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'bulk7@export.example' },
    });
    const chosen = await exportOf(contact.id);
    expect(chosen.map((row) => row.Email)).toEqual(['bulk7@export.example']);
    const vip = await download('?status=vip');
    expect(vip.status).toBe(400);
    // Says what it was given and what it takes, as the separator's refusal does.
    expect(await vip.text()).toBe(`Unknown status "vip": use ${CONTACT_STATUSES.join(', ')}`);
    const badId = await download('?id=42');
    expect(badId.status).toBe(400);
    expect(await badId.text()).toBe('Invalid contact id "42": use the id the API gave (CrmContact.id)');
  });

  it('exports the deleted contacts with deleted=true, the others with false, and refuses any other value', async () => {
    const gone = await app.prisma.crmContact.create({
      data: { firstName: 'Gone', lastName: 'Deleted', email: 'gone@export.example', deleted: true },
    });
    try {
      const emails = async (query: string) =>
        (
          parse(await (await download(query)).text(), { columns: true, bom: true }) as Record<
            string,
            string
          >[]
        ).map((row) => row.Email);
      expect(await emails('?deleted=true')).toEqual(['gone@export.example']);
      expect(await emails('?deleted=false&search=gone')).toEqual([]);
      // A script's "1" or "yes" asked for the deleted view: answering the live list instead
      // would hand it the wrong contacts without a word.
      for (const value of ['1', 'yes', 'TRUE']) {
        const refused = await download(`?deleted=${value}`);
        expect(refused.status).toBe(400);
        expect(await refused.text()).toBe(
          formatMessage(CRM_TEXT.unknownDeletedParameter, { deleted: value }),
        );
      }
    } finally {
      await app.prisma.crmContact.delete({ where: { id: gone.id } });
    }
  });

  it('separates cells with semicolons when asked, for Excel in comma-decimal languages', async () => {
    const text = await (await download('?separator=semicolon&search=adams')).text();
    const [header, adams] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'First name;Last name;Email;Phone;Company;Company website;Status;Source;Last contact (UTC);Created (UTC);Budget;Team size',
    );
    expect(adams).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil""\)";Adams;formula@export\.example;\+44 20 7946 0000;/,
    );
    const unknown = await download('?separator=tab');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(CRM_TEXT.unknownCsvSeparator);
  });
});
