// Two admins saving one survey at once, on PostgreSQL with the transactions
// ordered by hand: both opened it at the same version; the first save holds
// after its checks, on the survey's row, until the second has checked too
// and waits; then both end. The second is refused with the builder's conflict
// and the version to read again, and nothing of the first is overwritten:
// neither its title nor its questions. Needs two connections, so it runs on
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_BUILDER } from '../../../domain/surveys/builder';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, rowId } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';

let app: TestApp;
let first: string;
let second: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  first = await adminCookie(app, 'first.admin@test.example');
  second = await adminCookie(app, 'second.admin@test.example');
});
afterAll(() => app?.close());

const SAVE = /* GraphQL */ `
  mutation Save($input: SaveSurveyInput!) {
    saveSurvey(input: $input) {
      __typename
      ... on Survey { id updatedAt version }
      ... on Error { message }
      ... on ConflictError { currentVersion }
    }
  }
`;
type Saved = { __typename: string; id?: string; updatedAt?: string; version?: number; message?: string };

const draft = (title: string, question: string) => ({
  title,
  description: '',
  isActive: false,
  questions: [
    { questionText: question, questionType: 'short_answer', choices: [] },
    { questionText: 'Your details', questionType: 'contact_form', choices: [] },
  ],
});

async function save(cookie: string, input: Record<string, unknown>): Promise<Saved> {
  const { data, errors } = await app.gql<{ saveSurvey: Saved }>(SAVE, { input }, { cookie });
  expect(errors).toBeUndefined();
  return data!.saveSurvey;
}

describe.each([
  ['its version', (opened: Saved) => ({ expectedVersion: opened.version })],
  [
    'its updatedAt (deprecated), as scripts written for the old builder do',
    (opened: Saved) => ({ expectedUpdatedAt: opened.updatedAt }),
  ],
])('two admins saving a survey they opened at the same version, named by %s', (_name, openedAt) => {
  it('the second is refused as stale, and nothing of the first is overwritten', async () => {
    const opened = await save(first, draft('Opened', 'Opened question'));
    const id = opened.id!;
    const [mine, theirs] = await inOrder(
      app.prisma,
      `SELECT id FROM surveys WHERE id = '${rowId(id)}'::uuid FOR UPDATE`,
      () => save(first, { ...draft('First', 'First question'), id, ...openedAt(opened) }),
      () => save(second, { ...draft('Second', 'Second question'), id, ...openedAt(opened) }),
    );
    expect(mine).toMatchObject({ __typename: 'Survey', version: 2 });
    expect(theirs).toEqual({
      __typename: 'ConflictError',
      message: SURVEY_BUILDER.changedElsewhere,
      currentVersion: 2,
    });
    const stored = await app.prisma.survey.findUniqueOrThrow({
      where: { id: rowId(id) },
      select: {
        title: true,
        version: true,
        questions: { orderBy: { orderNumber: 'asc' }, select: { questionText: true } },
      },
    });
    expect(stored).toEqual({
      title: 'First',
      version: 2,
      questions: [{ questionText: 'First question' }, { questionText: 'Your details' }],
    });
  });
});
