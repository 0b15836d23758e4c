// CSV import through the API: headers detected and mapped, a preview of what
// each row would do before anything is written (create, update, restore,
// skip, error with its reason), the three modes, matching by email
// (case-insensitive, duplicates in the file, a deleted match restored), the
// run as a job in batches with its counts, slashed days read in one order for
// the whole file, undo, and the export round trip
// (an exported file previews as all 'skip').
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_MAX,
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  CUSTOM_FIELDS_MAX,
} from '../../../domain/crm/contacts';
import { IMPORT_BATCH_SIZE, IMPORT_PREVIEW_ROWS } from '../../../domain/crm/import';
import { CRM_TEXT } from '../../../domain/crm/messages';
import { dayMoment } from '../../../domain/shared/dates';
import { formatMessage, plural, tooLongMessage, VALIDATION } from '../../../domain/shared/messages';
import { DOMAIN_EXAMPLE_HOST } from '../../../domain/shared/validation';
import { MAX_REQUEST_BODY_BYTES } from '../../../server/yoga';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, type GqlError, gid, rowId } from '../../helpers/content';
import { runImportJobs } from '../../helpers/crm-import';
import { uploadMutation } from '../../helpers/media';

const IMPORT_FIELDS = /* GraphQL */ `
    id status mode totalRows
    columns { header field custom }
    preview { counts { created updated restored skipped errors } rows { line action email name reason lastContact } }
    counts { created updated restored skipped errors }
`;
const IMPORT = /* GraphQL */ `
  __typename
  ... on CrmImport { ${IMPORT_FIELDS} }
  ... on Error { message }
  ... on ValidationError { fieldErrors { field message } }
`;
type Counts = { created: number; updated: number; restored: number; skipped: number; errors: number };
type Import = GqlError & {
  id: string;
  status: string;
  mode: string;
  totalRows: number;
  columns: { header: string; field: string | null; custom: string | null }[];
  preview: {
    counts: Counts;
    rows: {
      line: number;
      action: string;
      email: string;
      name: string;
      reason: string | null;
      lastContact: string | null;
    }[];
  };
  counts: Counts | null;
};

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.prisma.crmImport.deleteMany();
  await app.prisma.crmContact.deleteMany();
});

async function call(name: string, inputType: string, input: Record<string, unknown>): Promise<Import> {
  const result = await app.gql<Record<string, Import>>(
    `mutation M($input: ${inputType}!) { ${name}(input: $input) { ${IMPORT} } }`,
    { input },
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}
const upload = (csv: string, mode?: string) =>
  call('createCrmImport', 'CreateCrmImportInput', { fileName: 'people.csv', csv, ...(mode ? { mode } : {}) });
/** The file as the page sends it: a multipart upload. */
const uploadFile = async (bytes: Buffer) =>
  (
    await uploadMutation<{ createCrmImport: Import }>(
      app,
      `mutation M($input: CreateCrmImportInput!) { createCrmImport(input: $input) { ${IMPORT} } }`,
      { input: { fileName: 'people.csv', file: null } },
      { bytes, name: 'people.csv', type: 'text/csv' },
      cookie,
    )
  ).data!.createCrmImport;
const update = (id: string, input: Record<string, unknown>) =>
  call('updateCrmImport', 'UpdateCrmImportInput', { id, ...input });
const run = (id: string) => call('runCrmImport', 'CrmImportIdInput', { id });
const undo = (id: string) => call('undoCrmImport', 'CrmImportIdInput', { id });

const runJobs = () => runImportJobs(app);

async function read(id: string): Promise<Import> {
  const result = await app.gql<{ node: Import }>(
    `query Q($id: ID!) { node(id: $id) { __typename ... on CrmImport { ${IMPORT_FIELDS} } } }`,
    { id },
    { cookie },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

const seed = () =>
  app.prisma.crmContact.createMany({
    data: [
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', company: 'Navy' },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@bletchley.example',
        deleted: true,
        phone: '01234 567890',
      },
    ],
  });

const FILE = [
  'First name,Last name,E-mail,Company,Website,Team size',
  'Ada,Lovelace,ADA@Engine.example,Engines,https://www.engine.example/,12',
  'Grace,Hopper,Grace@Navy.example,US Navy,,',
  'Alan,Turing,alan@bletchley.example,,,',
  'Bad,Row,not-an-email,,,',
  'Ada,Again,ada@engine.example,,,',
  ',,,,,',
].join('\r\n');

describe('a CSV import', () => {
  it('detects the columns and previews every row without writing anything', async () => {
    await seed();
    const draft = await upload(FILE);
    expect(draft.__typename).toBe('CrmImport');
    expect(draft.status).toBe('draft');
    expect(draft.totalRows).toBe(5);
    expect(draft.columns).toEqual([
      { header: 'First name', field: 'firstName', custom: null },
      { header: 'Last name', field: 'lastName', custom: null },
      { header: 'E-mail', field: 'email', custom: null },
      { header: 'Company', field: 'company', custom: null },
      { header: 'Website', field: 'companyUrl', custom: null },
      { header: 'Team size', field: null, custom: 'Team size' },
    ]);
    expect(draft.preview.rows.map(({ line, action, reason }) => [line, action, reason])).toEqual([
      [2, 'create', null],
      [3, 'update', null],
      [4, 'restore', null],
      [5, 'error', `Column “E-mail”: ${VALIDATION.emailInvalid}`],
      [6, 'skip', 'Same email as line 2'],
    ]);
    expect(draft.preview.counts).toEqual({ created: 1, updated: 1, restored: 1, skipped: 1, errors: 1 });
    expect(await app.prisma.crmContact.count()).toBe(2);
  });

  it('shows every row with an error in the preview, also past the first rows it lists', async () => {
    const good = Array.from(
      { length: IMPORT_PREVIEW_ROWS + 50 },
      (_, index) => `Ada,Lovelace ${index},ada${index}@engine.example`,
    );
    const draft = await upload(
      ['First name,Last name,Email', ...good, 'Bad,Row,not-an-email', 'Ada,Again,ada0@engine.example'].join(
        '\r\n',
      ),
    );
    expect(draft.preview.counts).toMatchObject({ created: IMPORT_PREVIEW_ROWS + 50, skipped: 1, errors: 1 });
    const rows = draft.preview.rows;
    expect(rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.line)).toEqual(
      Array.from({ length: IMPORT_PREVIEW_ROWS }, (_, index) => index + 2),
    );
    // The refused row, with its line and reason, is there to read before the import runs.
    expect(rows.slice(IMPORT_PREVIEW_ROWS).map(({ line, action, reason }) => [line, action, reason])).toEqual(
      [[IMPORT_PREVIEW_ROWS + 52, 'error', `Column “Email”: ${VALIDATION.emailInvalid}`]],
    );
  });

  it("names the column of each refused value by the file's own header, in the preview and the error rows", async () => {
    const website = formatMessage(VALIDATION.domainInvalid, { host: DOMAIN_EXAMPLE_HOST });
    const draft = await upload(
      [
        'Given name,Surname,E-mail,Mobile,Domain,Status,Last contact date,Team size',
        'Ada,Lovelace,ada@engine.example,+44 20 7946 0000,engine.example,customer,2026-11-20,12',
        'Bad,Email,not-an-email,,,,,',
        'Bad,Phone,phone@example.com,call me,,,,',
        'Bad,Site,site@example.com,,not a site,,,',
        'Bad,Stage,stage@example.com,,,lead,,',
        'Bad,Day,day@example.com,,,,yesterday,',
        'Two,Problems,two@,letters,,,,',
        ',Nameless,nameless@example.com,,,,,',
      ].join('\r\n'),
    );
    const expected = [
      [2, 'create', null],
      [3, 'error', `Column “E-mail”: ${VALIDATION.emailInvalid}`],
      [4, 'error', `Column “Mobile”: ${VALIDATION.phoneInvalid}`],
      [5, 'error', `Column “Domain”: ${website}`],
      [6, 'error', 'Column “Status” must be prospect or customer'],
      [7, 'error', 'Column “Last contact date” is not a date: write it as 2026-11-20'],
      [
        8,
        'error',
        `Column “E-mail”: ${VALIDATION.emailInvalid}; column “Mobile”: ${VALIDATION.phoneInvalid}`,
      ],
      [9, 'error', `Column “Given name”: ${VALIDATION.firstNameRequired}`],
    ];
    expect(draft.preview.rows.map(({ line, action, reason }) => [line, action, reason])).toEqual(expected);
    await run(draft.id);
    await runJobs();
    const errors = await app.prisma.crmImportRow.findMany({
      where: { importId: rowId(draft.id), action: 'error' },
      orderBy: { line: 'asc' },
    });
    expect(errors.map(({ line, reason }) => [line, 'error', reason])).toEqual(expected.slice(1));
  });

  it('refuses a row that would give a contact more custom fields than the contact form allows', async () => {
    const custom = Array.from({ length: CUSTOM_FIELDS_MAX + 1 }, (_, index) => `Extra ${index + 1}`);
    const draft = await upload(
      [
        ['First name,Last name,Email', ...custom].join(','),
        ['Many,Fields,many@example.com', ...custom.map(() => 'x')].join(','),
        [
          'Few,Fields,few@example.com',
          ...custom.map((_, index) => (index < CUSTOM_FIELDS_MAX ? 'x' : '')),
        ].join(','),
      ].join('\r\n'),
    );
    expect(draft.preview.rows.map(({ line, action, reason }) => [line, action, reason])).toEqual([
      [
        2,
        'error',
        formatMessage(CRM_TEXT.customFieldsTooMany, { count: plural(CUSTOM_FIELDS_MAX, 'custom field') }),
      ],
      [3, 'create', null],
    ]);
  });

  it('knows the common headers for a phone and a website', async () => {
    for (const [phone, site] of [
      ['Tel', 'Web'],
      ['Telephone', 'Site'],
      ['Mobile phone', 'Homepage'],
    ] as const) {
      const draft = await upload(
        `First name,Last name,Email,${phone},${site}\r\nAda,Lovelace,ada@example.com,+44 20 7946 0000,engine.example`,
      );
      expect(draft.columns.slice(3)).toEqual([
        { header: phone, field: 'phone', custom: null },
        { header: site, field: 'companyUrl', custom: null },
      ]);
    }
  });

  it('refuses a source or a custom field value longer than the contact form takes, naming its column', async () => {
    const draft = await upload(
      [
        'First name,Last name,Email,Source,Notes',
        `Long,Source,source@example.com,${'s'.repeat(CONTACT_FIELD_MAX + 1)},ok`,
        `Long,Note,note@example.com,Fair,${'n'.repeat(CUSTOM_FIELD_VALUE_MAX + 1)}`,
        `Just,Fits,fits@example.com,${'s'.repeat(CONTACT_FIELD_MAX)},${'n'.repeat(CUSTOM_FIELD_VALUE_MAX)}`,
      ].join('\r\n'),
    );
    expect(draft.preview.rows.map(({ line, action, reason }) => [line, action, reason])).toEqual([
      [2, 'error', `Column “Source”: ${tooLongMessage(CONTACT_FIELD_MAX)}`],
      [3, 'error', `Column “Notes”: ${tooLongMessage(CUSTOM_FIELD_VALUE_MAX)}`],
      [4, 'create', null],
    ]);
  });

  it('refuses a custom field whose name, the column header, is over the limit, naming its column', async () => {
    const header = 'Notes taken at the first meeting and after it '
      .repeat(4)
      .slice(0, CUSTOM_FIELD_KEY_MAX + 1)
      .trim();
    expect(header.length).toBeGreaterThan(CUSTOM_FIELD_KEY_MAX);
    const draft = await upload(
      [
        `First name,Last name,Email,${header}`,
        'Long,Header,header@example.com,ok',
        // An empty cell makes no custom field.
        'No,Value,novalue@example.com,',
      ].join('\r\n'),
    );
    expect(draft.preview.rows.map(({ line, action, reason }) => [line, action, reason])).toEqual([
      [
        2,
        'error',
        formatMessage(CRM_TEXT.importCustomFieldKeyTooLong, {
          column: `“${header}”`,
          count: plural(CUSTOM_FIELD_KEY_MAX, 'character'),
        }),
      ],
      [3, 'create', null],
    ]);
  });

  it('refuses an empty file and a mapping without an email column', async () => {
    const empty = await upload('First name,Email\r\n');
    expect(empty.__typename).toBe('ValidationError');
    expect(empty.fieldErrors?.[0]?.message).toBe(CRM_TEXT.importEmpty);
    const draft = await upload('Name,Mail\r\nAda,ada@example.com\r\n');
    const unmapped = await update(draft.id, { columns: [{ custom: 'Name' }, {}] });
    expect(unmapped.preview.counts.errors).toBe(1);
    const refused = await run(draft.id);
    expect(refused.fieldErrors?.[0]?.message).toBe(CRM_TEXT.importNoEmailColumn);
  });

  it('blames an empty file on the field that carried it, saying it is empty', async () => {
    const sendFile = (text: string) => uploadFile(Buffer.from(text));
    expect((await sendFile('')).fieldErrors).toEqual([{ field: 'file', message: CRM_TEXT.importFileEmpty }]);
    // A header and no rows: not empty, but nothing to import, still on the file.
    expect((await sendFile('First name,Email\r\n')).fieldErrors).toEqual([
      { field: 'file', message: CRM_TEXT.importEmpty },
    ]);
    expect((await upload('')).fieldErrors).toEqual([{ field: 'csv', message: CRM_TEXT.importFileEmpty }]);
    expect(await app.prisma.crmImport.count()).toBe(0);
  });

  it('refuses a file that is not text (an image, a zip), sent as a file or as csv, saying so', async () => {
    // A PNG's signature and the start of its header chunk, then a zip's local file header.
    const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000078', 'hex');
    const zip = Buffer.concat([Buffer.from('504b03041400000008000000', 'hex'), Buffer.from('contacts.csv')]);
    // A PDF starts as text: its signature says what it is.
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
    for (const bytes of [png, zip, pdf])
      expect((await uploadFile(bytes)).fieldErrors).toEqual([
        { field: 'file', message: CRM_TEXT.importNotText },
      ]);
    // A script posting the bytes as the text field: the same refusal, on that field.
    expect((await upload(png.toString('latin1'))).fieldErrors).toEqual([
      { field: 'csv', message: CRM_TEXT.importNotText },
    ]);
    expect(await app.prisma.crmImport.count()).toBe(0);
  });

  it('takes a real CSV with a few garbled bytes or a DOS end-of-file mark as text', async () => {
    // Windows-1252 with 0x81 and 0x8D, bytes that code page leaves undefined (a mangled letter).
    const garbled = Buffer.concat([
      Buffer.from('First name,Last name,Email\r\nJos\xe9,N\xfa\xf1ez,jose@example.com\r\nZo', 'latin1'),
      Buffer.from([0x81, 0x8d]),
      Buffer.from(',Smith,zoe@example.com\r\n'),
    ]);
    const fromGarbled = await uploadFile(garbled);
    expect(fromGarbled.fieldErrors).toBeUndefined();
    expect(fromGarbled).toMatchObject({ __typename: 'CrmImport', totalRows: 2 });
    // A small file ending with the DOS end-of-file mark (0x1A), as old tools write it.
    const dos = Buffer.concat([
      Buffer.from('First name,Last name,Email\r\nAda,Byron,ada@example.com\r\n'),
      Buffer.from([0x1a]),
    ]);
    const fromDos = await uploadFile(dos);
    expect(fromDos.fieldErrors).toBeUndefined();
    expect(fromDos).toMatchObject({ __typename: 'CrmImport' });
    expect(fromDos.preview.rows[0]).toMatchObject({ email: 'ada@example.com' });
  });

  it('takes the file as a multipart upload, larger than a JSON body may be, in the encoding a spreadsheet saved it', async () => {
    // 20 000 rows, about 1 MB: past the 700 KB a JSON body may carry. Windows-1252, as Excel saves "CSV".
    const rows = Array.from({ length: 20_000 }, (_, index) => `José,Núñez ${index},jose${index}@example.com`);
    const bytes = Buffer.from(['First name,Last name,Email', ...rows].join('\r\n'), 'latin1');
    expect(bytes.byteLength).toBeGreaterThan(MAX_REQUEST_BODY_BYTES);
    const mutation = `mutation M($input: CreateCrmImportInput!) { createCrmImport(input: $input) { ${IMPORT} } }`;
    const sent = await uploadMutation<{ createCrmImport: Import }>(
      app,
      mutation,
      { input: { fileName: 'big.csv', file: null } },
      { bytes, name: 'big.csv', type: 'text/csv' },
      cookie,
    );
    expect(sent.status).toBe(200);
    const draft = sent.data!.createCrmImport;
    expect(draft).toMatchObject({ __typename: 'CrmImport', totalRows: 20_000 });
    expect(draft.preview.counts.created).toBe(20_000);
    expect(draft.preview.rows[0]).toMatchObject({ name: 'José Núñez 0', email: 'jose0@example.com' });

    // Both ways at once is refused; a visitor's large upload is refused unread.
    const both = await uploadMutation<{ createCrmImport: Import }>(
      app,
      mutation,
      { input: { fileName: 'a.csv', csv: 'Email\r\na@example.com', file: null } },
      { bytes: Buffer.from('Email\r\nb@example.com'), name: 'b.csv' },
      cookie,
    );
    expect(both.data!.createCrmImport.fieldErrors?.[0]).toEqual({
      field: 'file',
      message: CRM_TEXT.importOneSource,
    });
    const anonymous = await uploadMutation(
      app,
      mutation,
      { input: { fileName: 'big.csv', file: null } },
      { bytes, name: 'big.csv' },
    );
    expect(anonymous.status, JSON.stringify(anonymous.errors)).toBe(413);
    expect(await app.prisma.crmImport.count()).toBe(1);
  });

  it('keeps a stray quote inside a value and refuses an unclosed quote with its line', async () => {
    const stray = await upload(
      'First name,Last name,Company,Email\r\nAda,Byron,Acme "Best" Ltd,ada@quote.example\r\n',
    );
    expect(stray.__typename).toBe('CrmImport');
    expect(stray.preview.counts.errors).toBe(0);
    expect(stray.preview.counts.created).toBe(1);
    expect(stray.preview.rows[0]).toMatchObject({ action: 'create', email: 'ada@quote.example' });
    const before = await app.prisma.crmImport.count();
    const unclosed = await upload('Company,Email\r\nAcme,ada@example.com\r\n"Unclosed,bob@example.com\r\n');
    expect(unclosed.__typename).toBe('ValidationError');
    expect(unclosed.fieldErrors?.[0]?.message).toMatch(
      new RegExp(`^${CRM_TEXT.importInvalidCsv.replace('{line}', '\\d+')}$`),
    );
    expect(await app.prisma.crmImport.count()).toBe(before);
  });

  it('reads files separated by semicolons or tabs, as spreadsheets save them, by their header row', async () => {
    for (const separator of [';', '\t']) {
      const draft = await upload(
        [
          ['First name', 'Last name', 'Email', 'Company'].join(separator),
          ['José', 'Núñez', 'jose@semicolon.example', '"Núñez, Pérez & Co"'].join(separator),
          // A comma inside a value of a semicolon file is text, not a separator.
          ['Ana', 'Ruiz', 'ana@semicolon.example', 'Ruiz, S.L.'].join(separator),
        ].join('\r\n'),
      );
      expect(draft.columns, JSON.stringify(separator)).toEqual([
        { header: 'First name', field: 'firstName', custom: null },
        { header: 'Last name', field: 'lastName', custom: null },
        { header: 'Email', field: 'email', custom: null },
        { header: 'Company', field: 'company', custom: null },
      ]);
      expect(draft.preview.rows.map(({ action, email, name }) => [action, email, name])).toEqual([
        ['create', 'jose@semicolon.example', 'José Núñez'],
        ['create', 'ana@semicolon.example', 'Ana Ruiz'],
      ]);
      await run(draft.id);
      await runJobs();
      expect(
        (
          await app.prisma.crmContact.findMany({ orderBy: { firstName: 'asc' }, select: { company: true } })
        ).map((contact) => contact.company),
      ).toEqual(['Ruiz, S.L.', 'Núñez, Pérez & Co']);
      await app.prisma.crmContact.deleteMany();
    }
  });

  it('follows the mode: create-only skips known emails, update-only skips new ones', async () => {
    await seed();
    const draft = await upload(FILE, 'createOnly');
    expect(draft.preview.rows.find((row) => row.line === 3)).toMatchObject({
      action: 'skip',
      reason: CRM_TEXT.emailTaken,
    });
    const updating = await update(draft.id, { mode: 'updateOnly' });
    expect(updating.mode).toBe('updateOnly');
    expect(updating.preview.rows.find((row) => row.line === 2)).toMatchObject({ action: 'skip' });
    expect(updating.preview.rows.find((row) => row.line === 3)).toMatchObject({ action: 'update' });
  });

  it('runs as a job, writes normalised values, restores a deleted match, and undoes it all', async () => {
    await seed();
    const grace = await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'grace@navy.example' } });
    const draft = await upload(FILE);
    const running = await run(draft.id);
    expect(running.status).toBe('running');
    expect((await run(draft.id)).fieldErrors?.[0]?.message).toBe(CRM_TEXT.importNotPreviewed);
    await runJobs();

    const done = await read(draft.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ created: 1, updated: 1, restored: 1, skipped: 1, errors: 1 });
    const ada = await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'ada@engine.example' } });
    expect(ada).toMatchObject({
      firstName: 'Ada',
      companyUrl: 'engine.example',
      source: 'Import',
      customFields: { 'Team size': '12' },
      deleted: false,
    });
    expect(await app.prisma.crmContact.count({ where: { email: 'ada@engine.example' } })).toBe(1);
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).toMatchObject({
      company: 'US Navy',
    });
    expect(
      await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'alan@bletchley.example' } }),
    ).toMatchObject({ deleted: false, phone: '01234 567890' });
    const errors = await app.prisma.crmImportRow.findMany({ where: { action: 'error' } });
    expect(errors).toMatchObject([{ line: 5, reason: `Column “E-mail”: ${VALIDATION.emailInvalid}` }]);

    const undone = await undo(draft.id);
    expect(undone.status).toBe('undone');
    expect(await app.prisma.crmContact.count({ where: { email: 'ada@engine.example' } })).toBe(0);
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).toMatchObject({
      company: 'Navy',
    });
    expect(
      await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'alan@bletchley.example' } }),
    ).toMatchObject({ deleted: true });
    expect((await undo(draft.id)).fieldErrors?.[0]?.message).toBe(CRM_TEXT.importNotUndoable);
  });

  it('undoes only what the import changed: fields edited since keep their edits, fields it did not touch are left', async () => {
    const grace = await app.prisma.crmContact.create({
      data: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        company: 'Navy',
        phone: '+1 202 555 0100',
        customFields: { Rank: 'Commander' },
      },
    });
    const draft = await upload(
      [
        'Email,Company,Last contact,Rank,Team',
        'grace@navy.example,US Navy,2026-03-04,Rear admiral,COBOL',
      ].join('\n'),
      'updateOnly',
    );
    await run(draft.id);
    await runJobs();
    expect(await app.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } })).toMatchObject({
      company: 'US Navy',
      customFields: { Rank: 'Rear admiral', Team: 'COBOL' },
    });
    // Edited since: the company (which the import changed), the phone (which it did not) and one custom field.
    await app.prisma.crmContact.update({
      where: { id: grace.id },
      data: {
        company: 'Edited after import',
        phone: '+1 202 555 0000',
        customFields: { Rank: 'Admiral', Team: 'COBOL' },
      },
    });

    expect((await undo(draft.id)).status).toBe('undone');
    const after = await app.prisma.crmContact.findUniqueOrThrow({ where: { id: grace.id } });
    expect(after).toMatchObject({
      company: 'Edited after import',
      phone: '+1 202 555 0000',
      lastContactDate: null,
      customFields: { Rank: 'Admiral' },
    });
  });

  it('reads a last contact given as a day as that day for every admin, and a moment as that moment', async () => {
    const draft = await upload(
      [
        'First name,Last name,Email,Last contact',
        'Day,Only,day@example.com,2026-11-20',
        'Exact,Moment,moment@example.com,2026-11-20T22:30:00-05:00',
        'Us,Excel,us@example.com,11/20/2026',
        'German,Excel,de@example.com,20.11.2026',
        'Not,Aday,never@example.com,2026',
      ].join('\r\n'),
    );
    await run(draft.id);
    await runJobs();
    expect((await read(draft.id)).counts).toMatchObject({ created: 4, errors: 1 });
    expect(
      await app.prisma.crmImportRow.findMany({ where: { importId: rowId(draft.id), action: 'error' } }),
    ).toMatchObject([
      { line: 6, reason: formatMessage(CRM_TEXT.importLastContactInvalid, { column: '“Last contact”' }) },
    ]);
    expect(await app.prisma.crmContact.count({ where: { email: 'never@example.com' } })).toBe(0);
    const lastContact = async (email: string) =>
      (await app.prisma.crmContact.findFirstOrThrow({ where: { email } })).lastContactDate?.toISOString();
    // Noon UTC: the 20th from UTC−11 to UTC+11, where midnight UTC was the 19th in New York.
    expect(await lastContact('day@example.com')).toBe('2026-11-20T12:00:00.000Z');
    expect(await lastContact('moment@example.com')).toBe('2026-11-21T03:30:00.000Z');
    expect(await lastContact('us@example.com')).toBe('2026-11-20T12:00:00.000Z');
    expect(await lastContact('de@example.com')).toBe('2026-11-20T12:00:00.000Z');
  });

  it('reads slashed days in one order for the whole file: as its days show, else month first, else as chosen', async () => {
    type Dates = {
      dateOrder: string;
      dateOrderChosen: boolean;
      dateOrderLine: number | null;
      ambiguousDay: string | null;
    };
    const DATES = 'id dateOrder dateOrderChosen dateOrderLine ambiguousDay';
    const datesOf = async (id: string) =>
      (
        await app.gql<{ node: Dates }>(
          `query Q($id: ID!) { node(id: $id) { ... on CrmImport { ${DATES} } } }`,
          { id },
          { cookie },
        )
      ).data!.node;
    const setOrder = async (id: string, dateOrder: string | null) => {
      const result = await app.gql<{ updateCrmImport: Dates }>(
        `mutation M($input: UpdateCrmImportInput!) { updateCrmImport(input: $input) { ... on CrmImport { ${DATES} } } }`,
        { input: { id, dateOrder } },
        { cookie },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.updateCrmImport;
    };
    // A British export: 3 April is 03/04, and line 3's 20/11 can only be day first.
    const british = await upload(
      [
        'First name,Last name,Email,Last contact',
        'April,Third,april@example.com,03/04/2026',
        'November,Twentieth,november@example.com,20/11/2026',
      ].join('\n'),
    );
    // The preview says how each date will be read.
    expect(british.preview.rows.map((row) => row.lastContact)).toEqual([
      '2026-04-03T12:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
    ]);
    expect(await datesOf(british.id)).toEqual({
      id: british.id,
      dateOrder: 'dayFirst',
      dateOrderChosen: false,
      dateOrderLine: 3,
      ambiguousDay: '03/04/2026',
    });
    await run(british.id);
    await runJobs();
    const lastContact = async (email: string) =>
      (await app.prisma.crmContact.findFirstOrThrow({ where: { email } })).lastContactDate?.toISOString();
    expect(await lastContact('april@example.com')).toBe('2026-04-03T12:00:00.000Z');
    expect(await lastContact('november@example.com')).toBe('2026-11-20T12:00:00.000Z');

    // Nothing in the file settles it: month first, until the admin says otherwise.
    const unsettled = await upload(
      ['First name,Last name,Email,Last contact', 'Either,Way,either@example.com,05/06/2026'].join('\n'),
    );
    expect(await datesOf(unsettled.id)).toMatchObject({
      dateOrder: 'monthFirst',
      dateOrderChosen: false,
      dateOrderLine: null,
      ambiguousDay: '05/06/2026',
    });
    expect(await setOrder(unsettled.id, 'dayFirst')).toMatchObject({
      dateOrder: 'dayFirst',
      dateOrderChosen: true,
    });
    // A change of mode keeps the choice; null goes back to what the file shows.
    await update(unsettled.id, { mode: 'createOnly' });
    expect(await datesOf(unsettled.id)).toMatchObject({ dateOrder: 'dayFirst', dateOrderChosen: true });
    expect(await setOrder(unsettled.id, null)).toMatchObject({
      dateOrder: 'monthFirst',
      dateOrderChosen: false,
    });
    await setOrder(unsettled.id, 'dayFirst');
    await run(unsettled.id);
    await runJobs();
    expect(await lastContact('either@example.com')).toBe('2026-06-05T12:00:00.000Z');

    // Mapped away, the column asks nothing; mapped back, its days are read again.
    const columns = (last: Record<string, string> | Record<string, never>) => [
      { field: 'firstName' },
      { field: 'lastName' },
      { field: 'email' },
      last,
    ];
    const again = await upload(
      ['First name,Last name,Email,Last contact', 'Ann,Other,ann@example.com,13/01/2026'].join('\n'),
    );
    await update(again.id, { columns: columns({}) });
    expect(await datesOf(again.id)).toMatchObject({
      dateOrder: 'monthFirst',
      dateOrderLine: null,
      ambiguousDay: null,
    });
    await update(again.id, { columns: columns({ field: 'lastContactDate' }) });
    expect(await datesOf(again.id)).toMatchObject({
      dateOrder: 'dayFirst',
      dateOrderLine: 2,
      ambiguousDay: null,
    });
  });

  it('writes a file larger than one batch', async () => {
    const total = IMPORT_BATCH_SIZE * 2 + 7;
    const lines = ['First name,Last name,Email'];
    for (let index = 0; index < total; index += 1)
      lines.push(`Bulk,Person ${index},bulk${index}@import.example`);
    const draft = await upload(lines.join('\n'));
    expect(draft.preview.counts.created).toBe(total);
    expect(draft.preview.rows).toHaveLength(200);
    await run(draft.id);
    await runJobs();
    expect((await read(draft.id)).counts).toMatchObject({ created: total, errors: 0 });
    expect(await app.prisma.crmContact.count()).toBe(total);
  });

  it('previews an exported file as all skip (round trip)', async () => {
    await seed();
    await app.prisma.crmContact.updateMany({ data: { customFields: { Budget: '5k' }, source: 'Website' } });
    await app.prisma.crmContact.updateMany({ where: { deleted: true }, data: { deleted: false } });
    const response = await app.app.request('http://localhost/api/crm/contacts.csv', { headers: { cookie } });
    expect(response.status).toBe(200);
    const draft = await upload(await response.text());
    expect(draft.preview.counts).toEqual({ created: 0, updated: 0, restored: 0, skipped: 2, errors: 0 });
    expect(draft.preview.rows.every((row) => row.action === 'skip' && row.reason === 'No changes')).toBe(
      true,
    );
  });

  it('imports an exported file back with its dates, read as the UTC the export writes them in', async () => {
    const dates = {
      'grace@navy.example': new Date('2026-12-06T07:00:00.000Z'),
      // Stored with milliseconds (a contact form's moment); the file has whole seconds.
      'alan@bletchley.example': new Date('2026-03-29T01:30:15.678Z'),
    };
    await seed();
    for (const [email, lastContactDate] of Object.entries(dates))
      await app.prisma.crmContact.updateMany({ where: { email }, data: { lastContactDate, deleted: false } });
    const csv = await (
      await app.app.request('http://localhost/api/crm/contacts.csv', { headers: { cookie } })
    ).text();
    expect(csv).toContain('2026-12-06 07:00:00');
    expect(csv).toContain('2026-03-29 01:30:15');

    // Unchanged contacts stay unchanged, milliseconds and all.
    const again = await upload(csv);
    expect(again.preview.counts).toEqual({ created: 0, updated: 0, restored: 0, skipped: 2, errors: 0 });

    // Into an empty list, on a server whose clock is not on UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      await app.prisma.crmContact.deleteMany();
      const draft = await upload(csv);
      expect(draft.preview.counts).toMatchObject({ created: 2, errors: 0 });
      await run(draft.id);
      await runJobs();
      expect((await read(draft.id)).counts).toMatchObject({ created: 2, errors: 0 });
    } finally {
      process.env.TZ = zone;
    }
    const imported = await app.prisma.crmContact.findMany({ orderBy: { email: 'asc' } });
    expect(imported.map((contact) => [contact.email, contact.lastContactDate?.toISOString()])).toEqual([
      ['alan@bletchley.example', '2026-03-29T01:30:15.000Z'],
      ['grace@navy.example', '2026-12-06T07:00:00.000Z'],
    ]);
  });

  it('gives back a last contact that is a day only as the same day (round trip)', async () => {
    await seed();
    await app.prisma.crmContact.updateMany({
      data: { lastContactDate: dayMoment('2026-11-20'), deleted: false },
    });
    const csv = await (
      await app.app.request('http://localhost/api/crm/contacts.csv', { headers: { cookie } })
    ).text();
    expect(csv).toContain(',2026-11-20,');
    expect(csv).not.toContain('2026-11-20 12:00:00');
    const again = await upload(csv);
    expect(again.preview.counts).toEqual({ created: 0, updated: 0, restored: 0, skipped: 2, errors: 0 });

    await app.prisma.crmContact.deleteMany();
    const draft = await upload(csv);
    await run(draft.id);
    await runJobs();
    expect((await read(draft.id)).counts).toMatchObject({ created: 2, errors: 0 });
    const imported = await app.prisma.crmContact.findMany();
    expect(imported.map((contact) => contact.lastContactDate?.toISOString())).toEqual([
      dayMoment('2026-11-20').toISOString(),
      dayMoment('2026-11-20').toISOString(),
    ]);
  });

  it('is for admins only', async () => {
    const result = await app.gql<{ createCrmImport: unknown }>(
      `mutation M($input: CreateCrmImportInput!) { createCrmImport(input: $input) { __typename } }`,
      { input: { fileName: 'x.csv', csv: 'Email\nx@example.com' } },
    );
    expect(result.errors?.[0]).toBeDefined();
    expect(await app.prisma.crmImport.count()).toBe(0);
    expect(rowId(gid('CrmImport', 'abc'))).toBe('abc');
  });
});
