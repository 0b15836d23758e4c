// An expectedVersion of 0 or below names no version any record can have (a
// record starts at version 1): every mutation taking one refuses it as a
// ValidationError on the field, in the same words, before it looks for the
// record, rather than as a stale save's conflict that sends a script looking
// for a change that never happened. A bulk delete's expectedVersions names
// the position of the one that is not a version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, fieldMessages, type GqlError, gid } from '../../helpers/content';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app?.close());

const RESULT = '__typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }';
const missing = (typename: string) => gid(typename, '01900000-0000-7000-8000-000000000000');

/** Every mutation that takes an expectedVersion, with an input it would otherwise accept. */
const MUTATIONS: [string, string, (version: number) => Record<string, unknown>][] = [
  [
    'updateCrmContact',
    'UpdateCrmContactInput',
    (expectedVersion) => ({
      id: missing('CrmContact'),
      expectedVersion,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  ],
  [
    'deleteCrmContact',
    'CrmContactIdInput',
    (expectedVersion) => ({ id: missing('CrmContact'), expectedVersion }),
  ],
  [
    'updateCrmContactNote',
    'UpdateCrmContactNoteInput',
    (expectedVersion) => ({
      id: missing('CrmNote'),
      expectedVersion,
      note: 'Called back.',
    }),
  ],
  [
    'deleteCrmContactNote',
    'DeleteCrmContactNoteInput',
    (expectedVersion) => ({ id: missing('CrmNote'), expectedVersion }),
  ],
  [
    'updateCta',
    'UpdateCtaInput',
    (expectedVersion) => ({
      id: missing('Cta'),
      expectedVersion,
      type: 'ai_training',
      header: 'H',
      description: 'D',
      buttonText: 'B',
      icon: 'Brain',
      isActive: true,
    }),
  ],
  [
    'updateVideo',
    'UpdateVideoInput',
    (expectedVersion) => ({ id: missing('Video'), expectedVersion, title: 'Clip' }),
  ],
  [
    'moveVideo',
    'MoveVideoInput',
    (expectedVersion) => ({ id: missing('Video'), expectedVersion, folder: null }),
  ],
  ['updateAsset', 'UpdateAssetInput', (expectedVersion) => ({ id: missing('Asset'), expectedVersion })],
  [
    'updateBlogPost',
    'UpdateBlogPostInput',
    (expectedVersion) => ({
      id: missing('BlogPost'),
      expectedVersion,
      title: 'T',
      slug: 'tt',
      content: '<p>B</p>',
      isPublished: false,
    }),
  ],
  [
    'restoreBlogPostRevision',
    'RestoreBlogPostRevisionInput',
    (expectedVersion) => ({
      revisionId: missing('BlogPostRevision'),
      expectedVersion,
    }),
  ],
  [
    'updateCourse',
    'UpdateCourseInput',
    (expectedVersion) => ({
      id: missing('Course'),
      expectedVersion,
      title: 'C',
      slug: 'cc',
      summary: 'S',
      description: '<p>D</p>',
      level: 'beginner',
      deliveryFormat: 'online',
      duration: '1 day',
      currency: 'USD',
      isPublished: false,
    }),
  ],
  [
    'saveTerm',
    'SaveTermInput',
    (expectedVersion) => ({
      id: missing('BlogTag'),
      expectedVersion,
      kind: 'BLOG_TAG',
      name: 'Tag',
      slug: 'tag',
    }),
  ],
  [
    'saveSurvey',
    'SaveSurveyInput',
    (expectedVersion) => ({
      id: missing('Survey'),
      expectedVersion,
      title: 'S',
      isActive: false,
      questions: [],
    }),
  ],
];

describe.each(MUTATIONS)('%s', (field, inputType, input) => {
  it.each([0, -1])('refuses expectedVersion %i as not a version', async (version) => {
    const result = await app.gql<Record<string, GqlError>>(
      `mutation M($input: ${inputType}!) { ${field}(input: $input) { ${RESULT} } }`,
      { input: input(version) },
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    const refusal = result.data![field]!;
    expect(refusal.__typename).toBe('ValidationError');
    expect(fieldMessages(refusal)).toEqual({ expectedVersion: CONTENT.expectedVersionInvalid });
  });
});

describe('a record at version 1', () => {
  const CREATE = `mutation C($input: CreateCrmContactInput!) { createCrmContact(input: $input) { ... on CrmContact { id } } }`;
  const create = async (email: string) =>
    (
      await app.gql<{ createCrmContact: { id: string } }>(
        CREATE,
        { input: { firstName: 'Ada', lastName: 'Lovelace', email } },
        { cookie },
      )
    ).data!.createCrmContact.id;

  it('refuses expectedVersion 0 as not a version, not as a change made since, and changes nothing', async () => {
    const id = await create('zero@example.com');
    const result = await app.gql<{ updateCrmContact: GqlError }>(
      `mutation U($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) { ${RESULT} } }`,
      {
        input: {
          id,
          expectedVersion: 0,
          email: 'zero@example.com',
          firstName: 'Augusta',
          lastName: 'Lovelace',
        },
      },
      { cookie },
    );
    expect(fieldMessages(result.data!.updateCrmContact)).toEqual({
      expectedVersion: CONTENT.expectedVersionInvalid,
    });
    expect(
      await app.prisma.crmContact.findFirstOrThrow({ where: { email: 'zero@example.com' } }),
    ).toMatchObject({
      firstName: 'Ada',
      version: 1,
    });
  });

  it("names the position of a bulk delete's version that is not one, and deletes nothing", async () => {
    const ids = [await create('one@example.com'), await create('two@example.com')];
    const result = await app.gql<{ deleteCrmContacts: GqlError }>(
      `mutation D($input: CrmContactIdsInput!) { deleteCrmContacts(input: $input) { ${RESULT} } }`,
      { input: { ids, expectedVersions: [1, -3] } },
      { cookie },
    );
    expect(fieldMessages(result.data!.deleteCrmContacts)).toEqual({
      expectedVersions: formatMessage(CONTENT.expectedVersionsInvalid, { position: '2', version: '-3' }),
    });
    expect(await app.prisma.crmContact.count({ where: { deleted: true } })).toBe(0);
  });
});
