// One save, one instant: every row a save writes (the row, its former slug,
// its revision) carries the same time, read once from the app's clock. The
// clock here moves a millisecond on every read, so a save that read it twice
// writes two different times.
import fs from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { seedDemoImages } from '../../../prisma/seed-images';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import {
  createVideoFromUpload,
  processVideo,
  replaceVideoFromUpload,
  VIDEO_JOB,
  videoOriginalOf,
} from '../../../server/modules/media/videos';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { adminCookie, COURSE_FIELDS, createBlogTaxonomy, gid, postInput, rowId } from '../../helpers/content';
import { contactInput, SEND_CONTACT } from '../../helpers/conversion';
import { createTestDatabase } from '../../helpers/db';
import { uploadImage } from '../../helpers/media';

/** A clock that moves on by a millisecond each time it is read. */
class TickingClock extends TestClock {
  override now() {
    const now = super.now();
    this.advance(1);
    return now;
  }
}

const clock = new TickingClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
let cookie: string;
let refs: { authorId: string; categoryId: string };

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
  cookie = await adminCookie(app);
  const { author, category } = await createBlogTaxonomy(app);
  refs = { authorId: gid('BlogAuthor', author.id), categoryId: gid('BlogCategory', category.id) };
});
afterAll(async () => {
  await app.close();
});

async function mutate(name: string, inputType: string, input: Record<string, unknown>, select: string) {
  const { data, errors } = await app.gql<Record<string, Record<string, unknown>>>(
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { __typename ${select} ... on Error { message } } }`,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data![name]!;
}

const createPost = async (slug: string) => {
  const post = await mutate(
    'createBlogPost',
    'CreateBlogPostInput',
    postInput(slug, refs),
    '... on BlogPost { id }',
  );
  return rowId(post.id as string);
};

const renamePost = (id: string, expectedVersion: number, slug: string) =>
  mutate(
    'updateBlogPost',
    'UpdateBlogPostInput',
    { ...postInput(slug, refs), id: gid('BlogPost', id), expectedVersion },
    '... on BlogPost { slug }',
  );

describe('a renamed post', () => {
  it('keeps its former slug, and a revision, from the moment of its new updatedAt', async () => {
    const id = await createPost('ticking-post');
    expect(await renamePost(id, 1, 'ticked-post')).toMatchObject({ slug: 'ticked-post' });
    const post = await app.prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const former = await app.prisma.blogPostFormerSlug.findUniqueOrThrow({ where: { slug: 'ticking-post' } });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: id, version: 2 },
    });
    expect(former.createdAt).toEqual(post.updatedAt);
    expect(revision.createdAt).toEqual(post.updatedAt);
  });

  /** The post's updatedAt and its last revision's createdAt: the moment of its last change. */
  const lastChange = async (id: string) => {
    const post = await app.prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: id, version: post.version },
    });
    return { updatedAt: post.updatedAt, revisedAt: revision.createdAt };
  };

  it('is deleted with its deleted revision at its new updatedAt', async () => {
    const id = await createPost('deleted-post');
    expect(
      await mutate('deleteBlogPost', 'DeleteBlogPostInput', { id: gid('BlogPost', id) }, ''),
    ).toMatchObject({
      __typename: 'DeleteBlogPostPayload',
    });
    const { updatedAt, revisedAt } = await lastChange(id);
    expect(revisedAt).toEqual(updatedAt);
  });

  it('changed by a merge of its tag is revised at its updatedAt, as the merged slug is kept', async () => {
    const [from, into] = await Promise.all([
      app.prisma.blogTag.create({ data: { slug: 'merged-tag', name: 'Merged tag' } }),
      app.prisma.blogTag.create({ data: { slug: 'kept-tag', name: 'Kept tag' } }),
    ]);
    const created = await mutate(
      'createBlogPost',
      'CreateBlogPostInput',
      { ...postInput('tagged-post', refs), tagIds: [gid('BlogTag', from.id)] },
      '... on BlogPost { id }',
    );
    const id = rowId(created.id as string);
    const merge = { kind: 'BLOG_TAG', sourceId: gid('BlogTag', from.id), targetId: gid('BlogTag', into.id) };
    expect(await mutate('mergeTerms', 'MergeTermsInput', merge, '')).toMatchObject({
      __typename: 'MergeTermsPayload',
    });
    const { updatedAt, revisedAt } = await lastChange(id);
    expect(revisedAt).toEqual(updatedAt);
    const former = await app.prisma.termFormerSlug.findUniqueOrThrow({
      where: { kind_slug: { kind: 'blogTag', slug: 'merged-tag' } },
    });
    expect(former.createdAt).toEqual(updatedAt);
  });

  it('showing an image deleted everywhere is revised at its new updatedAt', async () => {
    const image = await uploadImage(app, cookie, 'everywhere.jpg');
    const id = await createPost('illustrated-post');
    await app.prisma.blogPost.update({ where: { id }, data: { imageUrl: image.url } });
    const deleted = await mutate(
      'deleteAsset',
      'DeleteAssetInput',
      { id: image.id, removeEverywhere: true },
      '',
    );
    expect(deleted).toMatchObject({ __typename: 'MediaDeletedPayload' });
    const { updatedAt, revisedAt } = await lastChange(id);
    expect((await app.prisma.blogPost.findUniqueOrThrow({ where: { id } })).imageUrl).toBeNull();
    expect(revisedAt).toEqual(updatedAt);
  });

  it('is created with its first revision at its createdAt', async () => {
    const id = await createPost('created-post');
    const post = await app.prisma.blogPost.findUniqueOrThrow({ where: { id } });
    const revision = await app.prisma.blogPostRevision.findFirstOrThrow({
      where: { postId: id, version: 1 },
    });
    expect(post.updatedAt).toEqual(post.createdAt);
    expect(revision.createdAt).toEqual(post.createdAt);
  });
});

describe('a renamed course', () => {
  it('keeps its former slug from the moment of its new updatedAt', async () => {
    const input = { ...COURSE_FIELDS, slug: 'ticking-course' };
    const created = await mutate('createCourse', 'CreateCourseInput', input, '... on Course { id }');
    const id = rowId(created.id as string);
    const renamed = await mutate(
      'updateCourse',
      'UpdateCourseInput',
      { ...input, slug: 'ticked-course', id: created.id, expectedVersion: 1 },
      '... on Course { slug }',
    );
    expect(renamed).toMatchObject({ slug: 'ticked-course' });
    const course = await app.prisma.course.findUniqueOrThrow({ where: { id } });
    const former = await app.prisma.courseFormerSlug.findUniqueOrThrow({ where: { slug: 'ticking-course' } });
    expect(former.createdAt).toEqual(course.updatedAt);
  });
});

describe('a renamed term', () => {
  const saveTerm = (input: Record<string, unknown>) =>
    mutate(
      'saveTerm',
      'SaveTermInput',
      { kind: 'BLOG_TAG', ...input },
      '... on SaveTermPayload { term { id } }',
    );

  it('keeps its former slug from the moment of its new updatedAt', async () => {
    const created = await saveTerm({ name: 'Ticking', slug: 'ticking' });
    const termId = (created.term as { id: string }).id;
    await saveTerm({ id: termId, expectedVersion: 1, name: 'Ticked', slug: 'ticked' });
    const tag = await app.prisma.blogTag.findUniqueOrThrow({ where: { id: rowId(termId) } });
    const former = await app.prisma.termFormerSlug.findUniqueOrThrow({
      where: { kind_slug: { kind: 'blogTag', slug: 'ticking' } },
    });
    expect(former.createdAt).toEqual(tag.updatedAt);
  });
});

describe('a video', () => {
  /** A file sent for a video, as the upload route leaves it. */
  const sent = (name: string) => {
    const dir = fs.mkdtempSync(path.join(app.mediaDir, 'sent-'));
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.alloc(4096));
    return file;
  };
  const original = videoOriginalOf('video/mp4')!;
  const deps = () => ({ prisma: app.prisma, services: app.services });
  /** The video's updatedAt and the createdAt of the processing job it names. */
  const queuedAt = async (id: string) => {
    const video = await app.prisma.video.findUniqueOrThrow({ where: { id } });
    const job = await app.prisma.job.findUniqueOrThrow({ where: { id: video.jobId! } });
    return { updatedAt: video.updatedAt, jobCreatedAt: job.createdAt };
  };

  it('given a new file, or queued again, is changed at the moment its job is queued', async () => {
    // Processing on a server without ffmpeg fails: the video can then be given a new file or queued again.
    const registry = new JobRegistry();
    registry.register(VIDEO_JOB, processVideo);
    const failProcessing = async () => {
      await createJobRunner(
        { prisma: app.prisma, services: { ...app.services, video: null } },
        { registry },
      ).runOnce();
      expect(await app.prisma.video.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'FAILED' });
    };
    const id = await createVideoFromUpload(deps(), {
      file: sent('first.mp4'),
      filename: 'first.mp4',
      original,
      folder: null,
      size: 4096,
      savedById: null,
      move: false,
    });
    await failProcessing();
    await replaceVideoFromUpload(deps(), null, {
      videoId: id,
      expectedVersion: 1,
      file: sent('second.mp4'),
      original,
    });
    const replaced = await queuedAt(id);
    expect(replaced.jobCreatedAt).toEqual(replaced.updatedAt);

    await failProcessing();
    const again = await mutate(
      'processVideoAgain',
      'ProcessVideoAgainInput',
      { id: encodeGlobalID('Video', id) },
      '',
    );
    expect(again).toMatchObject({ __typename: 'Video' });
    const queued = await queuedAt(id);
    expect(queued.jobCreatedAt).toEqual(queued.updatedAt);
  });
});

describe('a contact message', () => {
  it('stores its key, contact, note and email at one moment', async () => {
    const submissionKey = '6f1c7e52-3b0f-4b8e-9a57-2d1f0c9e8a11';
    const { data, errors } = await app.gql<{ sendContactMessage: { __typename: string } }>(SEND_CONTACT, {
      input: contactInput({ email: 'one.moment@example.com', submissionKey }),
    });
    expect(errors).toBeUndefined();
    expect(data!.sendContactMessage.__typename).toBe('SubmissionReceived');
    const key = await app.prisma.submissionKey.findFirstOrThrow({ where: { key: submissionKey } });
    const contact = await app.prisma.crmContact.findFirstOrThrow({
      where: { email: 'one.moment@example.com' },
    });
    const note = await app.prisma.crmContactNote.findFirstOrThrow({ where: { contactId: contact.id } });
    const email = await app.prisma.emailOutbox.findFirstOrThrow({ where: { contactId: contact.id } });
    expect([contact.createdAt, note.createdAt, email.createdAt]).toEqual([
      key.createdAt,
      key.createdAt,
      key.createdAt,
    ]);
  });
});

describe("the demo seed's images", () => {
  it("date the post they illustrate, with a new version, at the seed's moment", async () => {
    const db = await createTestDatabase();
    try {
      const seededAt = new Date('2030-01-02T03:04:05Z');
      await seedDemoContent(db.prisma, seededAt);
      // One post left to draw (drawing is slow); the others have an image, which the seed keeps.
      const [drawn, ...kept] = await db.prisma.blogPost.findMany({
        orderBy: { slug: 'asc' },
        select: { id: true },
      });
      const keptIds = kept.map((post) => post.id);
      await db.prisma.blogPost.updateMany({
        where: { id: { in: keptIds } },
        data: { imageUrl: '/kept.jpg' },
      });
      const drawnAt = new Date('2030-01-02T04:00:00Z');
      expect(await seedDemoImages(db.prisma, app.services.storage, drawnAt)).toBe(1);
      expect(await db.prisma.blogPost.findUniqueOrThrow({ where: { id: drawn!.id } })).toMatchObject({
        imageUrl: expect.stringMatching(/^\/media\//),
        updatedAt: drawnAt,
        version: 2,
      });
      const untouched = await db.prisma.blogPost.findMany({ where: { id: { in: keptIds } } });
      expect(
        new Set(untouched.map((post) => `${post.imageUrl} ${post.updatedAt.toISOString()} v${post.version}`)),
      ).toEqual(new Set([`/kept.jpg ${seededAt.toISOString()} v1`]));
    } finally {
      await db.destroy();
    }
  });
});
