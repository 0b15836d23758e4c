// Renaming a post keeps its former slugs: the public query finds it by any of
// them and answers its current slug, from which the page sends a 301; a slug
// taken by another post stops leading to the old one. (Courses: in
// content-courses.test.ts.)
import { describe, expect, it } from 'vitest';
import { postEditorFixture } from '../../helpers/posts';

const f = postEditorFixture();

const POST = /* GraphQL */ `query ($slug: String!) { blogPost(slug: $slug) { __typename ... on BlogPost { slug } } }`;

const postSlugFor = async (slug: string) => {
  const { data } = await f.app.gql<{ blogPost: { __typename: string; slug?: string } }>(POST, { slug });
  return data!.blogPost.slug ?? data!.blogPost.__typename;
};
describe('a renamed post', () => {
  it('is found by every former slug, with its current slug, as a visitor', async () => {
    const post = await f.createPost({ slug: 'first-name', isPublished: true });
    const renamed = await f.update(post, 1, { slug: 'second-name', isPublished: true });
    expect(renamed).toMatchObject({ slug: 'second-name' });
    await f.update(post, 2, { slug: 'third-name', isPublished: true });
    for (const slug of ['first-name', 'second-name', 'third-name'])
      expect(await postSlugFor(slug)).toBe('third-name');
  });

  it('gives a former slug up to the row that takes it, and back to itself when renamed back', async () => {
    const post = await f.createPost({ slug: 'kept-name', isPublished: true });
    await f.update(post, 1, { slug: 'new-name', isPublished: true });
    const other = await f.createPost({ slug: 'kept-name', isPublished: true });
    expect(other.slug).toBe('kept-name');
    expect(await postSlugFor('kept-name')).toBe('kept-name');
    await f.update(other, 1, { slug: 'other-name', isPublished: true });
    // 'kept-name' is now a former slug of the other post, not of the first.
    expect(await postSlugFor('kept-name')).toBe('other-name');
    await f.update(post, 2, { slug: 'kept-name', isPublished: true });
    expect(await postSlugFor('new-name')).toBe('kept-name');
  });

  it('leads nowhere once the post is unpublished', async () => {
    const post = await f.createPost({ slug: 'soon-private', isPublished: true });
    await f.update(post, 1, { slug: 'now-private', isPublished: false });
    expect(await postSlugFor('soon-private')).toBe('NotFoundError');
  });
});
