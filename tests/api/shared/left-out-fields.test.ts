// An update that leaves an optional field out keeps its stored value; null
// (or "") clears it. The back-office forms send every field, but a script
// that renames a contact, retitles a post or reprices a course sends only
// what it changes, and used to erase the rest: a contact's phone and custom
// fields, a post's image, tags and schedule, a course's whole outline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, createBlogTaxonomy, gid } from '../../helpers/content';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await adminCookie(app);
});
afterAll(() => app.close());

/** Runs `mutation`, failing the test on any error or any answer but `typename`. */
async function update(mutation: string, input: Record<string, unknown>, typename: string) {
  const { data, errors } = await app.gql(mutation, { input }, { cookie });
  expect(errors).toBeUndefined();
  const result = Object.values(data as Record<string, { __typename: string }>)[0]!;
  expect(result).toMatchObject({ __typename: typename });
  return result as Record<string, unknown>;
}

describe('an update leaving optional fields out', () => {
  it('keeps a contact’s phone, company, address, source and custom fields; null and "" clear them', async () => {
    const contact = await app.prisma.crmContact.create({
      data: {
        firstName: 'Kee',
        lastName: 'Per',
        email: 'keep@left-out.example',
        phone: '+1 555 0100',
        company: 'Acme',
        companyUrl: 'acme.io',
        source: 'Referral',
        customFields: { Plan: 'Pro' },
      },
    });
    const mutation = `mutation ($input: UpdateCrmContactInput!) { updateCrmContact(input: $input) {
      __typename ... on CrmContact { firstName phone company companyUrl source customFields { key value } } } }`;
    const id = gid('CrmContact', contact.id);
    const renamed = await update(
      mutation,
      { id, expectedVersion: 1, email: 'keep@left-out.example', firstName: 'Keeper', lastName: 'Per' },
      'CrmContact',
    );
    expect(renamed).toMatchObject({
      firstName: 'Keeper',
      phone: '+1 555 0100',
      company: 'Acme',
      companyUrl: 'acme.io',
      source: 'Referral',
      customFields: [{ key: 'Plan', value: 'Pro' }],
    });
    const cleared = await update(
      mutation,
      {
        id,
        expectedVersion: 2,
        email: 'keep@left-out.example',
        firstName: 'Keeper',
        lastName: 'Per',
        phone: null,
        company: '',
        customFields: [],
      },
      'CrmContact',
    );
    expect(cleared).toMatchObject({
      phone: null,
      company: null,
      companyUrl: 'acme.io',
      source: 'Referral',
      customFields: [],
    });
  });

  it('keeps a post’s excerpt, image, author, category, tags, CTA and publication date', async () => {
    const { author, category, tag } = await createBlogTaxonomy(app, '-left-out');
    const publishedAt = new Date('2026-12-24T09:00:00.000Z');
    const post = await app.prisma.blogPost.create({
      data: {
        title: 'Scheduled',
        slug: 'left-out-scheduled',
        content: '<p>Words.</p>',
        excerpt: 'A hand-written excerpt.',
        imageUrl: 'https://images.example/cover.jpg',
        authorId: author.id,
        categoryId: category.id,
        ctaType: 'ai_training',
        isPublished: true,
        publishedAt,
        tags: { create: [{ tagId: tag.id }] },
      },
    });
    const mutation = `mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) {
      __typename ... on BlogPost { title excerpt imageUrl ctaType publishedAt
        author { id } category { id } tags { id } } } }`;
    const renamed = await update(
      mutation,
      {
        id: gid('BlogPost', post.id),
        expectedVersion: 1,
        title: 'Scheduled, renamed',
        slug: 'left-out-scheduled',
        content: '<p>Words.</p>',
        isPublished: true,
      },
      'BlogPost',
    );
    expect(renamed).toMatchObject({
      title: 'Scheduled, renamed',
      excerpt: 'A hand-written excerpt.',
      imageUrl: 'https://images.example/cover.jpg',
      ctaType: 'ai_training',
      publishedAt: publishedAt.toISOString(),
      author: { id: gid('BlogAuthor', author.id) },
      category: { id: gid('BlogCategory', category.id) },
      tags: [{ id: gid('BlogTag', tag.id) }],
    });
  });

  it('keeps a course’s outline, price, image, category and tags', async () => {
    const course = await app.prisma.course.create({
      data: {
        title: 'Outlined',
        slug: 'left-out-outlined',
        summary: 'A summary.',
        description: '<p>A description.</p>',
        duration: '2 days',
        durationMinutes: 720,
        priceCents: 125_000,
        currency: 'EUR',
        imageUrl: 'https://images.example/course.jpg',
        sortOrder: 3,
        modules: {
          create: [
            {
              title: 'Foundations',
              summary: 'Why.',
              position: 0,
              lessons: { create: [{ title: 'Prompts', durationMinutes: 45, position: 0 }] },
            },
          ],
        },
      },
    });
    const mutation = `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) {
      __typename ... on Course { title priceCents imageUrl durationMinutes sortOrder
        modules { title summary lessons { title durationMinutes } } } } }`;
    const renamed = await update(
      mutation,
      {
        id: gid('Course', course.id),
        expectedVersion: 1,
        title: 'Outlined, renamed',
        slug: 'left-out-outlined',
        summary: 'A summary.',
        description: '<p>A description.</p>',
        duration: '2 days',
        currency: 'EUR',
        level: 'beginner',
        deliveryFormat: 'online',
        isPublished: false,
      },
      'Course',
    );
    expect(renamed).toMatchObject({
      title: 'Outlined, renamed',
      priceCents: 125_000,
      imageUrl: 'https://images.example/course.jpg',
      durationMinutes: 720,
      sortOrder: 3,
      modules: [
        { title: 'Foundations', summary: 'Why.', lessons: [{ title: 'Prompts', durationMinutes: 45 }] },
      ],
    });
  });

  it('keeps a CTA’s dialog and a video’s description and metadata', async () => {
    const cta = await app.prisma.cta.create({
      data: {
        type: 'ai_training',
        header: 'Learn',
        description: 'Take a course.',
        buttonText: 'Ask',
        icon: 'sparkles',
        modalType: 'contact',
      },
    });
    const ctaAnswer = await update(
      `mutation ($input: UpdateCtaInput!) { updateCta(input: $input) { __typename ... on Cta { header modalType } } }`,
      {
        id: gid('Cta', cta.id),
        expectedVersion: 1,
        type: 'ai_training',
        header: 'Learn more',
        description: 'Take a course.',
        buttonText: 'Ask',
        icon: 'sparkles',
        isActive: true,
      },
      'Cta',
    );
    expect(ctaAnswer).toEqual({ __typename: 'Cta', header: 'Learn more', modalType: 'contact' });

    const video = await app.prisma.video.create({
      data: {
        title: 'Demo',
        url: '/media/videos/demo.webm',
        description: 'What it shows.',
        metadata: {
          tags: ['agents', 'support'],
          category: 'Talks',
          language: 'en',
          custom: { Speaker: 'Ada' },
        },
      },
    });
    const videoAnswer = await update(
      `mutation ($input: UpdateVideoInput!) { updateVideo(input: $input) {
        __typename ... on Video { title description metadata { tags category language custom { key value } } } } }`,
      { id: gid('Video', video.id), expectedVersion: 1, title: 'Demo, renamed' },
      'Video',
    );
    expect(videoAnswer).toEqual({
      __typename: 'Video',
      title: 'Demo, renamed',
      description: 'What it shows.',
      metadata: {
        tags: ['agents', 'support'],
        category: 'Talks',
        language: 'en',
        custom: [{ key: 'Speaker', value: 'Ada' }],
      },
    });
  });
});
