// The consistent names added beside the ones a script author tripped over,
// each tried through the API with the old one, which keeps working and is
// marked deprecated with the new name in its reason: a post's CTA type as the
// CtaType enum (callToAction beside the String ctaType), a conflict's saving
// admin as a User (savedByUser beside the email savedBy), and the admin
// lists' `status` filter (adminCourses' `published`, ctas' `active`).
import { describe, expect, it } from 'vitest';
import { POST_FORM } from '../../../domain/blog';
import { schema } from '../../../server/schema';
import { COURSE_FIELDS, CTA_FIELDS, fieldMessages, type GqlError, gid } from '../../helpers/content';
import { postEditorFixture } from '../../helpers/posts';

const editor = postEditorFixture();

const CTA_OF = /* GraphQL */ `
  __typename
  ... on BlogPost { id version callToAction ctaType }
  ... on ValidationError { fieldErrors { field message } }
  ... on Error { message }
`;
const CREATE = `mutation C($input: CreateBlogPostInput!) { result: createBlogPost(input: $input) { ${CTA_OF} } }`;
const UPDATE = `mutation U($input: UpdateBlogPostInput!) { result: updateBlogPost(input: $input) { ${CTA_OF}
  ... on ConflictError { savedBy savedByUser { id email } } } }`;

type PostCta = {
  __typename: string;
  id: string;
  version: number;
  callToAction: string | null;
  ctaType: string | null;
};

let slugs = 0;
async function save(mutation: string, input: Record<string, unknown>, cookie = editor.cookie) {
  const { data, errors } = await editor.app.gql<{ result: PostCta & GqlError }>(
    mutation,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  return data!.result;
}
const created = (overrides: Record<string, unknown>) =>
  save(CREATE, editor.validInput({ slug: `cta-post-${++slugs}`, ctaType: undefined, ...overrides }));

const deprecationOf = (type: string, field: string, argument?: string) => {
  const found = (schema.getType(type) as unknown as { getFields(): Record<string, unknown> }).getFields()[
    field
  ] as { deprecationReason?: string; args: { name: string; deprecationReason?: string }[] };
  return argument
    ? found.args.find((arg) => arg.name === argument)?.deprecationReason
    : found.deprecationReason;
};

describe("a post's CTA type", () => {
  it('is read and saved as a CtaType with callToAction, and as the same string with ctaType', async () => {
    const post = await created({ callToAction: 'ai_training' });
    expect(post).toMatchObject({
      __typename: 'BlogPost',
      callToAction: 'ai_training',
      ctaType: 'ai_training',
    });
    const cleared = await save(UPDATE, {
      ...editor.validInput({ slug: `cta-post-${slugs}`, ctaType: undefined }),
      id: post.id,
      expectedVersion: 1,
      callToAction: null,
    });
    expect(cleared).toMatchObject({ __typename: 'BlogPost', callToAction: null, ctaType: null });
  });

  it('is still saved from the deprecated ctaType string, whose wrong value is refused as before', async () => {
    expect(await created({ ctaType: 'fractional_pm' })).toMatchObject({
      callToAction: 'fractional_pm',
      ctaType: 'fractional_pm',
    });
    const refused = await created({ ctaType: 'webinar' });
    expect(fieldMessages(refused)).toEqual({ ctaType: POST_FORM.ctaTypeInvalid });
  });

  it('takes callToAction over ctaType when both are sent, and keeps the stored one when both are left out', async () => {
    const post = await created({ callToAction: 'agent_dev', ctaType: 'ai_training' });
    expect(post).toMatchObject({ callToAction: 'agent_dev', ctaType: 'agent_dev' });
    const kept = await save(UPDATE, {
      ...editor.validInput({ slug: `cta-post-${slugs}`, ctaType: undefined, title: 'Retitled' }),
      id: post.id,
      expectedVersion: 1,
    });
    expect(kept).toMatchObject({ version: 2, callToAction: 'agent_dev', ctaType: 'agent_dev' });
  });

  it('refuses a value that is no CtaType in callToAction before saving anything', async () => {
    const { errors } = await editor.app.gql(
      CREATE,
      { input: editor.validInput({ slug: 'no-such-type', ctaType: undefined, callToAction: 'webinar' }) },
      { cookie: editor.cookie },
    );
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await editor.app.prisma.blogPost.count({ where: { slug: 'no-such-type' } })).toBe(0);
  });

  it('reads a stored type that is none of CtaType as no callToAction, and as stored from ctaType', async () => {
    const post = await created({ callToAction: 'ai_training' });
    await editor.app.prisma.blogPost.updateMany({
      where: { slug: `cta-post-${slugs}` },
      data: { ctaType: 'webinar' },
    });
    const { data } = await editor.app.gql<{ node: PostCta }>(
      'query ($id: ID!) { node(id: $id) { ... on BlogPost { callToAction ctaType } } }',
      { id: post.id },
      { cookie: editor.cookie },
    );
    expect(data!.node).toEqual({ callToAction: null, ctaType: 'webinar' });
  });

  it('marks ctaType deprecated on the post and in both inputs, naming callToAction', () => {
    for (const [type, field] of [
      ['BlogPost', 'ctaType'],
      ['CreateBlogPostInput', 'ctaType'],
      ['UpdateBlogPostInput', 'ctaType'],
    ] as const) {
      expect(deprecationOf(type, field)).toMatch(/^Use callToAction/);
    }
  });
});

describe("a conflict's saving admin", () => {
  const userOf = async (email: string) => {
    const user = await editor.app.prisma.user.findUniqueOrThrow({ where: { email } });
    return { id: gid('User', user.id), email };
  };

  it('is a User beside the email, for a post (its history names the admin)', async () => {
    const post = await created({ callToAction: 'ai_training' });
    const input = (title: string) => ({
      ...editor.validInput({ slug: `cta-post-${slugs}`, ctaType: undefined, title }),
      id: post.id,
      expectedVersion: 1,
    });
    expect(await save(UPDATE, input('Theirs'), editor.otherCookie)).toMatchObject({ __typename: 'BlogPost' });
    const refusal = await save(UPDATE, input('Mine'));
    expect(refusal).toMatchObject({
      __typename: 'ConflictError',
      savedBy: 'second.editor@test.example',
      savedByUser: await userOf('second.editor@test.example'),
    });
  });

  const CTA_UPDATE = /* GraphQL */ `mutation U($input: UpdateCtaInput!) { result: updateCta(input: $input) {
    __typename ... on ConflictError { savedBy savedByUser { id email } } } }`;

  it('is a User beside the email, for a row that records who saved it last (a CTA), and null when none is recorded', async () => {
    const cta = await editor.app.prisma.cta.create({
      data: { ...CTA_FIELDS, type: 'fractional_pm', modalType: 'calendar' },
    });
    const input = (header: string) => ({ ...CTA_FIELDS, header, id: gid('Cta', cta.id), expectedVersion: 1 });
    await save(CTA_UPDATE, input('Theirs'), editor.otherCookie);
    expect(await save(CTA_UPDATE, input('Mine'))).toEqual({
      __typename: 'ConflictError',
      savedBy: 'second.editor@test.example',
      savedByUser: await userOf('second.editor@test.example'),
    });
    // Saved without an admin (an import, a save from before authors were recorded).
    await editor.app.prisma.cta.update({ where: { id: cta.id }, data: { version: 3, savedById: null } });
    expect(await save(CTA_UPDATE, { ...input('Mine'), expectedVersion: 2 })).toEqual({
      __typename: 'ConflictError',
      savedBy: null,
      savedByUser: null,
    });
  });
});

describe('the admin lists', () => {
  type Slugs = Record<string, { totalCount: number; edges: { node: { slug?: string; header?: string } }[] }>;
  const list = async (document: string) => {
    const { data, errors } = await editor.app.gql<Slugs>(document, {}, { cookie: editor.cookie });
    expect(errors).toBeUndefined();
    const [connection] = Object.values(data!);
    return connection!.edges.map(({ node }) => node.slug ?? node.header).sort();
  };

  it('filter courses by status, and still by the deprecated published, both applying when both are given', async () => {
    const course = (slug: string, isPublished: boolean) => {
      const { level: _level, deliveryFormat: _format, currency: _currency, ...fields } = COURSE_FIELDS;
      return editor.app.prisma.course.create({ data: { ...fields, slug, isPublished } });
    };
    await course('status-published', true);
    await course('status-draft', false);
    const slugsOf = (args: string) =>
      list(`{ adminCourses(${args}) { totalCount edges { node { slug } } } }`);
    expect(await slugsOf('status: PUBLISHED')).toEqual(['status-published']);
    expect(await slugsOf('status: DRAFT')).toEqual(['status-draft']);
    expect(await slugsOf('published: true')).toEqual(['status-published']);
    expect(await slugsOf('published: false')).toEqual(['status-draft']);
    expect(await slugsOf('status: DRAFT, published: true')).toEqual([]);
    expect(deprecationOf('Query', 'adminCourses', 'published')).toMatch(/^Use status: PUBLISHED or DRAFT/);
  });

  it('filter CTAs by status, and still by the deprecated active, both applying when both are given', async () => {
    await editor.app.prisma.cta.createMany({
      data: [
        { ...CTA_FIELDS, type: 'agent_dev', modalType: null, header: 'Status active', isActive: true },
        { ...CTA_FIELDS, type: 'agent_dev', modalType: null, header: 'Status inactive', isActive: false },
      ],
    });
    const headersOf = (args: string) =>
      list(`{ ctas(type: agent_dev, ${args}) { totalCount edges { node { header } } } }`);
    expect(await headersOf('status: ACTIVE')).toEqual(['Status active']);
    expect(await headersOf('status: INACTIVE')).toEqual(['Status inactive']);
    expect(await headersOf('active: true')).toEqual(['Status active']);
    expect(await headersOf('active: false')).toEqual(['Status inactive']);
    expect(await headersOf('status: ACTIVE, active: false')).toEqual([]);
    expect(deprecationOf('Query', 'ctas', 'active')).toMatch(/^Use status: ACTIVE or INACTIVE/);
  });
});
