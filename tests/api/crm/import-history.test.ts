// crmImports: the history of imports that were run, newest first, with the
// file name, date, counts and status (done, undone...); drafts that were
// never run are not listed. Admin only (the schema-wide authorization test
// covers the field too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_IMPORT_JOB, importContacts } from '../../../server/modules/crm/import-job';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';

const clock = new TestClock(new Date('2030-05-01T10:00:00Z'));
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

async function mutate(name: string, inputType: string, input: Record<string, unknown>) {
  const result = await app.gql<Record<string, { id: string; __typename: string }>>(
    `mutation M($input: ${inputType}!) { ${name}(input: $input) { __typename ... on CrmImport { id } } }`,
    { input },
    { cookie },
  );
  expect(result.data?.[name]?.__typename).toBe('CrmImport');
  return result.data![name]!.id;
}

async function importFile(fileName: string, csv: string): Promise<string> {
  const id = await mutate('createCrmImport', 'CreateCrmImportInput', { fileName, csv });
  await mutate('runCrmImport', 'CrmImportIdInput', { id });
  const registry = new JobRegistry();
  registry.register(CRM_IMPORT_JOB, importContacts, { maxAttempts: 1 });
  await createJobRunner({ prisma: app.prisma, services: app.services }, { registry }).runOnce();
  return id;
}

const HISTORY = /* GraphQL */ `
  query H {
    crmImports(first: 10) {
      totalCount
      edges { node { id fileName status totalRows createdAt counts { created updated restored skipped errors } } }
    }
  }
`;

describe('the import history', () => {
  it('lists run imports newest first with their counts and status, not drafts', async () => {
    const first = await importFile(
      'first.csv',
      'Email,First name,Last name\na@history.example,A,One\nbad,B,Two\n',
    );
    clock.advance(60_000);
    const second = await importFile('second.csv', 'Email,First name,Last name\nc@history.example,C,Three\n');
    await mutate('undoCrmImport', 'CrmImportIdInput', { id: second });
    clock.advance(60_000);
    await mutate('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'draft.csv',
      csv: 'Email\nd@x.example\n',
    });

    const result = await app.gql<{
      crmImports: { totalCount: number; edges: { node: Record<string, unknown> }[] };
    }>(HISTORY, {}, { cookie });
    expect(result.errors).toBeUndefined();
    expect(result.data?.crmImports.totalCount).toBe(2);
    expect(result.data?.crmImports.edges.map(({ node }) => node)).toEqual([
      {
        id: second,
        fileName: 'second.csv',
        status: 'undone',
        totalRows: 1,
        createdAt: '2030-05-01T10:01:00.000Z',
        counts: { created: 1, updated: 0, restored: 0, skipped: 0, errors: 0 },
      },
      {
        id: first,
        fileName: 'first.csv',
        status: 'done',
        totalRows: 2,
        createdAt: '2030-05-01T10:00:00.000Z',
        counts: { created: 1, updated: 0, restored: 0, skipped: 0, errors: 1 },
      },
    ]);
  });

  it('is for admins only', async () => {
    const result = await app.gql(HISTORY);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBeDefined();
  });
});
