// What the app writes is dated by its clock, never by a column's
// @default(now()): tests/unit/system-time.test.ts finds new Date() and SQL
// now() in code, but not a create that leaves a date out for the database to
// fill. With the clock years before the system's time, a representative set
// of mutations (one of each kind of write: back-office saves, renames, a
// merge, a delete, public submissions, a sign-in, an upload, a token) must
// leave no timestamp column holding a time of the system's while they ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, COURSE_FIELDS, CTA_FIELDS, postInput } from '../../helpers/content';
import { contactInput, REQUEST_BOOKING, SEND_CONTACT } from '../../helpers/conversion';
import { columnsDatedBetween } from '../../helpers/db';
import { uploadImage } from '../../helpers/media';
import { createUser, SIGN_IN } from '../../helpers/users';

const clock = new TestClock(new Date('2001-02-03T04:05:06Z'));
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
  await createUser(app.prisma, {
    email: 'signs.in@test.example',
    password: 'a long password 1',
    role: 'admin',
  });
});
afterAll(async () => {
  await app.close();
});

let ip = 1;
async function run(name: string, inputType: string, input: Record<string, unknown>, select = '') {
  const { data, errors } = await app.gql<Record<string, Record<string, unknown>>>(
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { __typename ${select} ... on Error { message } } }`,
    { input },
    { cookie, clientIp: `198.51.100.${ip++}` },
  );
  expect(errors).toBeUndefined();
  const result = data![name]!;
  expect(result.__typename, JSON.stringify(result)).not.toMatch(/Error$/);
  return result;
}

const saveTerm = async (kind: string, name: string, slug: string, more: Record<string, unknown> = {}) => {
  const { term } = await run(
    'saveTerm',
    'SaveTermInput',
    { kind, name, slug, ...more },
    '... on SaveTermPayload { term { id } }',
  );
  return (term as { id: string }).id;
};

describe('rows written through the API', () => {
  it('carry the clock’s dates, none the database’s or the system’s', async () => {
    const started = new Date();

    const authorId = await saveTerm('BLOG_AUTHOR', 'Dated Author', 'dated-author');
    const categoryId = await saveTerm('BLOG_CATEGORY', 'Dated', 'dated');
    const tagId = await saveTerm('BLOG_TAG', 'Merged', 'merged');
    const keptTagId = await saveTerm('BLOG_TAG', 'Kept', 'kept');
    await saveTerm('BLOG_TAG', 'Kept again', 'kept-again', { id: keptTagId, expectedVersion: 1 });
    const refs = { authorId, categoryId };
    const { id: postId } = await run(
      'createBlogPost',
      'CreateBlogPostInput',
      { ...postInput('dated-post', refs), tagIds: [tagId] },
      '... on BlogPost { id }',
    );
    await run('updateBlogPost', 'UpdateBlogPostInput', {
      ...postInput('dated-post-renamed', refs),
      tagIds: [tagId],
      id: postId,
      expectedVersion: 1,
    });
    await run('mergeTerms', 'MergeTermsInput', { kind: 'BLOG_TAG', sourceId: tagId, targetId: keptTagId });
    const { id: otherPostId } = await run(
      'createBlogPost',
      'CreateBlogPostInput',
      postInput('dated-deleted', refs),
      '... on BlogPost { id }',
    );
    await run('deleteBlogPost', 'DeleteBlogPostInput', { id: otherPostId });

    const course = { ...COURSE_FIELDS, slug: 'dated-course', modules: [{ title: 'One' }] };
    const { id: courseId } = await run('createCourse', 'CreateCourseInput', course, '... on Course { id }');
    await run('updateCourse', 'UpdateCourseInput', {
      ...course,
      slug: 'dated-course-renamed',
      id: courseId,
      expectedVersion: 1,
    });
    await run('createCta', 'CreateCtaInput', CTA_FIELDS);

    await run('sendContactMessage', 'ContactMessageInput', {
      ...contactInput({ email: 'dated.contact@example.com' }),
      submissionKey: '0b7e4a36-5d2c-4f0e-8a1b-9c3d2e1f0a4b',
    });
    const booking = {
      name: 'Dated Booker',
      email: 'dated.booker@example.com',
      preferredDate: '2001-02-20',
      preferredTime: '9:30 AM',
      submissionKey: '1c8f5b47-6e3d-4a1f-9b2c-0d4e3f2a1b5c',
    };
    expect(
      (await app.gql(REQUEST_BOOKING, { input: booking }, { clientIp: '198.51.100.250' })).data,
    ).toMatchObject({ requestBooking: { __typename: 'SubmissionReceived' } });
    expect(
      (await app.gql(SEND_CONTACT, { input: contactInput({ email: 'again@example.com' }) })).data,
    ).toMatchObject({ sendContactMessage: { __typename: 'SubmissionReceived' } });
    const { id: contactId } = await run(
      'createCrmContact',
      'CreateCrmContactInput',
      {
        firstName: 'Dated',
        lastName: 'Person',
        email: 'dated.person@example.com',
      },
      '... on CrmContact { id }',
    );
    await run('addCrmContactNote', 'AddCrmContactNoteInput', { contactId, note: 'Called them.' });

    await run('createMediaFolder', 'CreateMediaFolderInput', { kind: 'image', name: 'Dated' });
    await uploadImage(app, cookie, 'dated.jpg');
    await run('createApiToken', 'CreateApiTokenInput', { name: 'Dated', scope: 'READ' });
    expect(
      (await app.gql(SIGN_IN, { input: { email: 'signs.in@test.example', password: 'a long password 1' } }))
        .data,
    ).toMatchObject({ signIn: { __typename: 'SignInPayload' } });
    expect(
      (await app.gql(SIGN_IN, { input: { email: 'signs.in@test.example', password: 'wrong password' } }))
        .data,
    ).toMatchObject({ signIn: { __typename: expect.stringMatching(/Error$/) } });

    expect(await columnsDatedBetween(app.prisma, started, new Date())).toEqual([]);
  });
});
