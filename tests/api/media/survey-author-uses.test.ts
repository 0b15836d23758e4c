// A library file a survey shows (in a text_only question, the survey HTML the
// public page renders) or an author's avatar is one of its uses, as a post's
// or course's is: deleting it is refused naming the survey or author, "delete
// everywhere" takes it out of the question or clears the avatar, its video's
// folder cannot be deleted, and a size pasted as its address is saved as the
// image's stable one.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie } from '../../helpers/content';
import { uploadImage } from '../../helpers/media';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

const SAVE_SURVEY = /* GraphQL */ `
  mutation ($input: SaveSurveyInput!) {
    saveSurvey(input: $input) {
      __typename
      ... on Survey { id databaseId version questions { id rawQuestionText } }
      ... on Error { message }
    }
  }
`;
type SavedSurvey = {
  __typename: string;
  id: string;
  databaseId: string;
  version: number;
  questions: { id: string; rawQuestionText: string }[];
};

/** An active survey whose first question (text_only) is `html`, with a rating question after it. */
async function surveyShowing(title: string, html: string): Promise<SavedSurvey> {
  const result = await app.gql<{ saveSurvey: SavedSurvey }>(
    SAVE_SURVEY,
    {
      input: {
        title,
        isActive: true,
        questions: [
          { questionText: html, questionType: 'text_only', choices: [] },
          { questionText: 'How was it?', questionType: 'short_answer', choices: [] },
        ],
      },
    },
    { cookie },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  expect(result.data!.saveSurvey.__typename).toBe('Survey');
  return result.data!.saveSurvey;
}

/** The first question's text as a visitor's page gets it (sanitized HTML). */
const shownToVisitors = async (databaseId: string) => {
  const read = await app.gql<{ survey: { questions: { questionText: string }[] } }>(
    'query ($id: String!) { survey(id: $id) { ... on Survey { questions { questionText } } } }',
    { id: databaseId },
  );
  return read.data!.survey.questions[0]!.questionText;
};

const DELETE_ASSET = `mutation ($id: ID!, $all: Boolean) { deleteAsset(input: { id: $id, removeEverywhere: $all }) {
  __typename ... on AssetInUseError { message uses { kind id title } } } }`;
const DELETE_VIDEO = `mutation ($id: ID!, $all: Boolean) { deleteVideo(input: { id: $id, removeEverywhere: $all }) {
  __typename ... on VideoInUseError { message uses { kind id title } } } }`;

/** The image's delete, with removal everywhere confirmed or not: what deleteAsset answered. */
const deleteImage = async (id: string, all = false) =>
  (await app.gql<{ deleteAsset: Record<string, unknown> }>(DELETE_ASSET, { id, all }, { cookie })).data!
    .deleteAsset;

describe('an image a survey shows', () => {
  it('is not deleted while the survey shows it: the refusal names the survey, by its global id', async () => {
    const image = await uploadImage(app, cookie, 'survey-welcome.jpg');
    const survey = await surveyShowing(
      'Welcome survey',
      `<p>Hello</p><img src="${image.url}" alt="Team"><p>Go</p>`,
    );
    expect(await deleteImage(image.id)).toEqual({
      __typename: 'AssetInUseError',
      message: 'This image is used by 1 survey; confirm to remove it from them too',
      uses: [{ kind: 'survey', id: survey.id, title: 'Welcome survey' }],
    });
    expect((await app.app.request(image.url)).status).toBe(200);
  });

  it('once removal everywhere is confirmed, is taken out of the question, which visitors see without it', async () => {
    const image = await uploadImage(app, cookie, 'survey-outro.jpg');
    const survey = await surveyShowing(
      'Outro survey',
      `<p>Thanks</p><img src="${image.url}" alt="Team"><p>Bye</p>`,
    );
    expect((await deleteImage(image.id, true)).__typename).toBe('MediaDeletedPayload');
    const question = await app.prisma.question.findFirstOrThrow({
      where: { surveyId: survey.databaseId, questionType: 'text_only' },
    });
    expect(question.questionText).toBe('<p>Thanks</p><p>Bye</p>');
    expect(await shownToVisitors(survey.databaseId)).not.toContain('<img');
    // A builder open on the survey before is told it changed, rather than putting the image back.
    const after = await app.prisma.survey.findUniqueOrThrow({ where: { id: survey.databaseId } });
    expect(after.version).toBe(survey.version + 1);
  });

  it("taken out of a survey, records the admin who deleted it, as the survey's last save, as a post or course records them", async () => {
    const image = await uploadImage(app, cookie, 'survey-recorded.jpg');
    const survey = await surveyShowing('Recorded survey', `<p>Hi</p><img src="${image.url}" alt="Team">`);
    const other = await adminCookie(app, 'other-editor@test.example');
    const deleted = await app.gql<{ deleteAsset: { __typename: string } }>(
      DELETE_ASSET,
      { id: image.id, all: true },
      { cookie: other },
    );
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    // The builder opened before the delete is refused, the conflict naming who changed the survey.
    const stale = await app.gql<{ saveSurvey: Record<string, unknown> }>(
      `mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) {
        __typename ... on ConflictError { currentVersion savedBy } } }`,
      {
        input: {
          id: survey.id,
          expectedVersion: survey.version,
          title: 'Recorded survey',
          isActive: true,
          questions: [{ questionText: '<p>Hi</p>', questionType: 'text_only', choices: [] }],
        },
      },
      { cookie },
    );
    expect(stale.data!.saveSurvey).toEqual({
      __typename: 'ConflictError',
      currentVersion: survey.version + 1,
      savedBy: 'other-editor@test.example',
    });
  });

  it('is saved by its stable address when a survey question names one of its sizes', async () => {
    const image = await uploadImage(app, cookie, 'survey-sized.jpg');
    const size = image.variants.find((variant) => variant.format === 'webp' && variant.width === 480)!.url;
    const survey = await surveyShowing('Sized survey', `<p>Look</p><img src="${size}" alt="Sized">`);
    expect(survey.questions[0]!.rawQuestionText).toBe(`<p>Look</p><img src="${image.url}" alt="Sized">`);
  });
});

describe('a video a survey plays', () => {
  const playing = (url: string) => `<p>Watch</p><video src="${url}" controls></video>`;

  it('is not deleted while the survey plays it, and its folder cannot be deleted', async () => {
    const folder = await app.prisma.mediaFolder.create({ data: { kind: 'video', name: 'survey-videos' } });
    const video = await app.prisma.video.create({
      data: { title: 'Intro', url: '/media/videos/survey-intro.webm', folder: folder.name },
    });
    const survey = await surveyShowing('Video survey', playing(video.url));
    const refused = await app.gql<{ deleteVideo: Record<string, unknown> }>(
      DELETE_VIDEO,
      { id: encodeGlobalID('Video', video.id) },
      { cookie },
    );
    expect(refused.data!.deleteVideo).toEqual({
      __typename: 'VideoInUseError',
      message: 'This video is used by 1 survey; confirm to remove it from them too',
      uses: [{ kind: 'survey', id: survey.id, title: 'Video survey' }],
    });
    const folderDelete = await app.gql<{ deleteMediaFolder: Record<string, unknown> }>(
      `mutation ($id: ID!) { deleteMediaFolder(input: { id: $id }) { __typename ... on Error { message } } }`,
      { id: encodeGlobalID('MediaFolder', folder.id) },
      { cookie },
    );
    expect(folderDelete.data!.deleteMediaFolder).toEqual({
      __typename: 'ConflictError',
      message:
        'Videos in this folder are used by 1 survey: delete those videos one by one, or move them to another folder, first',
    });

    const removed = await app.gql<{ deleteVideo: { __typename: string } }>(
      DELETE_VIDEO,
      { id: encodeGlobalID('Video', video.id), all: true },
      { cookie },
    );
    expect(removed.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
    expect(await shownToVisitors(survey.databaseId)).toBe('<p>Watch</p>');
  });
});

describe("an image that is an author's avatar", () => {
  const saveAuthor = async (input: Record<string, unknown>) => {
    const result = await app.gql<{
      saveTerm: { __typename: string; term: { id: string; avatarUrl: string | null } };
    }>(
      `mutation ($input: SaveTermInput!) { saveTerm(input: $input) {
        __typename ... on SaveTermPayload { term { id ... on BlogAuthor { avatarUrl } } } } }`,
      { input: { kind: 'BLOG_AUTHOR', ...input } },
      { cookie },
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.saveTerm;
  };
  const publicAvatar = async (slug: string) =>
    (
      await app.gql<{ blogAuthor: { avatarUrl: string | null } }>(
        'query ($slug: String!) { blogAuthor(slug: $slug) { avatarUrl } }',
        { slug },
      )
    ).data!.blogAuthor.avatarUrl;

  it('is not deleted while it is, the refusal naming the author; confirmed, the avatar is cleared', async () => {
    const image = await uploadImage(app, cookie, 'ada-portrait.jpg');
    const saved = await saveAuthor({ name: 'Ada Writer', slug: 'ada-writer', avatarUrl: image.url });
    expect(saved.__typename).toBe('SaveTermPayload');
    expect(await deleteImage(image.id)).toEqual({
      __typename: 'AssetInUseError',
      message: 'This image is used by 1 author; confirm to remove it from them too',
      uses: [{ kind: 'author', id: saved.term.id, title: 'Ada Writer' }],
    });
    expect(await publicAvatar('ada-writer')).toBe(image.url);

    expect((await deleteImage(image.id, true)).__typename).toBe('MediaDeletedPayload');
    // The author's page shows no avatar rather than a broken image.
    expect(await publicAvatar('ada-writer')).toBeNull();
    const author = await app.prisma.blogAuthor.findUniqueOrThrow({ where: { slug: 'ada-writer' } });
    expect(author.version).toBe(2);
  });

  it('is saved by its stable address when the avatar names one of its sizes', async () => {
    const image = await uploadImage(app, cookie, 'grace-portrait.jpg');
    const size = image.variants.find((variant) => variant.format === 'webp' && variant.width === 480)!.url;
    const saved = await saveAuthor({ name: 'Grace Writer', slug: 'grace-writer', avatarUrl: size });
    expect(saved.term.avatarUrl).toBe(image.url);
  });
});
