// crmImports: the history of imports that were run, newest first, with the
// file name, date, counts and status (done, undone...); drafts that were
// never run are not listed, unless asked for by `status`. Admin only (the schema-wide authorization test
// covers the field too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_IMPORT_JOB, importContacts } from '../../../server/modules/crm/import-job';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, rowId } from '../../helpers/content';
import { createTestDatabase } from '../../helpers/db';
import { countQueries, type QueryCounter } from '../../helpers/query-counter';

const clock = new TestClock(new Date('2030-05-01T10:00:00Z'));
let app: TestApp;
let cookie: string;
let counter: QueryCounter;

beforeAll(async () => {
  const db = await createTestDatabase();
  counter = countQueries(db);
  app = await createTestApp({ db: { ...db, prisma: counter.prisma }, services: { clock } });
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

  it("lists the drafts never run when asked for them by status, so a script that lost a draft's id finds it again", async () => {
    clock.advance(60_000);
    const draft = await mutate('createCrmImport', 'CreateCrmImportInput', {
      fileName: 'lost.csv',
      csv: 'Email\ne@x.example\n',
    });
    const BY_STATUS = /* GraphQL */ `query S($status: [CrmImportStatus!]) {
      crmImports(first: 10, status: $status) { totalCount edges { node { id fileName status } } } }`;
    type Listed = { crmImports: { totalCount: number; edges: { node: { id: string; status: string } }[] } };
    const drafts = await app.gql<Listed>(BY_STATUS, { status: ['draft'] }, { cookie });
    expect(drafts.errors).toBeUndefined();
    expect(drafts.data?.crmImports.edges[0]?.node).toEqual({
      id: draft,
      fileName: 'lost.csv',
      status: 'draft',
    });
    expect(drafts.data?.crmImports.edges.every(({ node }) => node.status === 'draft')).toBe(true);
    expect(drafts.data?.crmImports.totalCount).toBe(drafts.data?.crmImports.edges.length);
    expect(drafts.data?.crmImports.totalCount).toBeGreaterThanOrEqual(2);
    const done = await app.gql<Listed>(BY_STATUS, { status: ['done', 'undone'] }, { cookie });
    expect(done.data?.crmImports.edges.map(({ node }) => node.status)).toEqual(['undone', 'done']);
    // Without a status, the history as before: every import but the drafts.
    const history = await app.gql<Listed>(BY_STATUS, {}, { cookie });
    expect(history.data?.crmImports.edges.map(({ node }) => node.status)).toEqual(['undone', 'done']);
  });

  it('is for admins only', async () => {
    const result = await app.gql(HISTORY);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBeDefined();
  });
});

describe("the imports' previews in the history", () => {
  const PREVIEW = /* GraphQL */ `
    preview { counts { created updated restored skipped errors } rows { line action email name reason } }
  `;
  type Preview = { counts: { created: number; updated: number }; rows: Record<string, unknown>[] };

  /** The history's first `first` imports with their previews, and the statements it took. */
  async function previews(first: number) {
    counter.reset();
    const result = await app.gql<{ crmImports: { edges: { node: { id: string; preview: Preview } }[] } }>(
      `query ($first: Int!) { crmImports(first: $first) { edges { node { id ${PREVIEW} } } } }`,
      { first },
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    return {
      imports: result.data!.crmImports.edges.map((edge) => edge.node),
      statements: counter.statements.length,
    };
  }

  it('cost the same statements for every import as for one, each its own', async () => {
    for (const index of [1, 2, 3]) {
      const id = await mutate('createCrmImport', 'CreateCrmImportInput', {
        fileName: `preview-${index}.csv`,
        csv: `Email,First name,Last name\np${index}@preview.example,P,${index}\n${index === 2 ? 'a@history.example,A,Again\nbad,B,Bad\n' : ''}`,
      });
      await app.prisma.crmImport.update({ where: { id: rowId(id) }, data: { status: 'done' } });
    }
    const one = await previews(1);
    const all = await previews(10);
    expect(all.imports.length).toBeGreaterThan(3);
    expect(all.statements).toBe(one.statements);
    for (const { id, preview } of all.imports) {
      const alone = await app.gql<{ node: { preview: Preview } }>(
        `query ($id: ID!) { node(id: $id) { ... on CrmImport { ${PREVIEW} } } }`,
        { id },
        { cookie },
      );
      expect(preview).toEqual(alone.data!.node.preview);
    }
    expect(all.imports.map(({ preview }) => preview.counts.created + preview.counts.updated)).toContain(2);
  });
});
