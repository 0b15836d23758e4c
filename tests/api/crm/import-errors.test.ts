// GET /api/crm/imports/{id}/errors.csv: the rows an import could not write,
// as they were in the file (its own headers) with the line and the reason;
// admins only (session or API token); formulas neutralised; a BOM.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, gid } from '../../helpers/content';
import { runImportJobs } from '../../helpers/crm-import';
import { createToken } from '../../helpers/tokens';
import { createUser, sessionCookieFor } from '../../helpers/users';

let app: TestApp;
let cookie: string;
let importId: string;

const FILE = [
  'First name,Last name,Email,Company',
  'Ada,Lovelace,ada@errors.example,Engines',
  '"=HYPERLINK(""http://evil"")",Row,not-an-email,Evil',
  'No,Email,,Nowhere',
  'Grace,Hopper,grace@errors.example,Navy',
].join('\r\n');

/** Imports `csv` (runs its job) and returns the import's id. */
async function importFile(fileName: string, csv: string): Promise<string> {
  const created = await app.gql<{ createCrmImport: { id: string } }>(
    `mutation M($input: CreateCrmImportInput!) { createCrmImport(input: $input) { ... on CrmImport { id } } }`,
    { input: { fileName, csv } },
    { cookie },
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const id = created.data.createCrmImport.id;
  await app.gql(
    `mutation M($input: CrmImportIdInput!) { runCrmImport(input: $input) { __typename } }`,
    { input: { id } },
    { cookie },
  );
  await runImportJobs(app);
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
  importId = await importFile('leads 2026.csv', FILE);
});
afterAll(() => app.close());

const download = (id: string, headers: Record<string, string> = { cookie }) =>
  app.app.request(`http://localhost/api/crm/imports/${encodeURIComponent(id)}/errors.csv`, { headers });

describe('the error CSV of an import', () => {
  it('refuses anonymous callers and non-admins, and says when the import does not exist', async () => {
    const anonymous = await download(importId, {});
    expect(anonymous.status).toBe(401);
    const member = await createUser(app.prisma, {
      email: 'm@errors.example',
      password: 'member password 1',
      role: null,
    });
    expect((await download(importId, { cookie: await sessionCookieFor(app, member.id) })).status).toBe(403);
    expect((await download(gid('CrmImport', '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await download(gid('CrmContact', '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await download('not-an-id')).status).toBe(404);
  });

  it('lists every failed row with its line and reason, formulas neutralised', async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie },
      { authorization: `Bearer ${(await createToken(app, cookie, { scope: 'ADMIN' })).token}` },
    ]) {
      const response = await download(importId, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="leads-2026-errors.csv"',
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(parse(text, { bom: true })).toEqual([
        ['First name', 'Last name', 'Email', 'Company', 'Line', 'Reason'],
        [
          `'=HYPERLINK("http://evil")`,
          'Row',
          'not-an-email',
          'Evil',
          '3',
          `Column “Email”: ${VALIDATION.emailInvalid}`,
        ],
        ['No', 'Email', '', 'Nowhere', '4', `Column “Email”: ${VALIDATION.emailRequired}`],
      ]);
    }
  });

  it('separates cells with semicolons when the file did, as the Excel that saved it expects', async () => {
    const id = await importFile(
      'excel-de.csv',
      [
        'First name;Last name;Email;Company',
        'Bad;Row;nicht-gültig;"Müller; Söhne"',
        'Ok;Row;ok@semicolon.example;X',
      ].join('\r\n'),
    );
    const text = await (await download(id)).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      `Bad;Row;nicht-gültig;"Müller; Söhne";2;Column “Email”: ${VALIDATION.emailInvalid}`,
    );
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual([
      ['First name', 'Last name', 'Email', 'Company', 'Line', 'Reason'],
      ['Bad', 'Row', 'nicht-gültig', 'Müller; Söhne', '2', `Column “Email”: ${VALIDATION.emailInvalid}`],
    ]);
  });
});
