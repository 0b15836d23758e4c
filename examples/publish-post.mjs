// Publishes a post from a script with an ADMIN API token: uploads its
// featured image, creates it as a draft, edits it (handling a conflict with
// someone's save in between), publishes it, and with --delete deletes it
// again. One JSON line per step. Node 20 or later, no packages:
//   API_TOKEN=mlab_... GRAPHQL_URL=https://your-site.example/graphql \
//     node examples/publish-post.mjs [--image photo.jpg] [--delete] [--pause-before-edit]
// --pause-before-edit waits for Enter after the draft is created: edit the
// post in the back-office meanwhile to see the script meet the conflict.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const url = process.env.GRAPHQL_URL ?? 'http://localhost:4000/graphql';
const token = process.env.API_TOKEN;
if (!token) throw new Error('Set API_TOKEN to an ADMIN token from /admin/settings/api-tokens.');
const { values: options } = parseArgs({
  options: {
    image: { type: 'string' },
    delete: { type: 'boolean', default: false },
    'pause-before-edit': { type: 'boolean', default: false },
  },
});

/** A request refused before it ran (bad token, read-only token, invalid document...): nothing changed. */
class ApiError extends Error {
  constructor(status, errors) {
    super(
      `HTTP ${status}: ${errors.map((error) => `${error.message} (${error.extensions?.code})`).join('; ')}`,
    );
    this.codes = errors.map((error) => error.extensions?.code);
  }
}

/** Sends one operation (JSON, or a multipart body); waits out a 429 as Retry-After says. */
async function send(body, headers = {}) {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/graphql-response+json', ...headers },
      body,
    });
    if (response.status === 429) {
      await new Promise((resolve) =>
        setTimeout(resolve, Number(response.headers.get('retry-after') ?? 60) * 1000),
      );
      continue;
    }
    const result = await response.json();
    if (result.errors) throw new ApiError(response.status, result.errors);
    return result.data;
  }
}

const graphql = (query, variables, headers) =>
  send(JSON.stringify({ query, variables }), { 'content-type': 'application/json', ...headers });

/**
 * A mutation's own answer: the object asked for, or a typed error that changed
 * nothing (ValidationError with fieldErrors, ConflictError, NotFoundError).
 */
function expect(result, typename) {
  if (result.__typename === typename) return result;
  const fields = (result.fieldErrors ?? []).map((error) => `${error.field}: ${error.message}`);
  throw new Error(`${result.__typename}: ${fields.length ? fields.join('; ') : result.message}`);
}

const log = (step, details) => console.log(JSON.stringify({ step, ...details }));

const POST_FIELDS = 'id slug title version isPublished publishedAt imageUrl';
const RESULT = `__typename ... on BlogPost { ${POST_FIELDS} }
  ... on ValidationError { fieldErrors { field message } }
  ... on Error { message }`;

// 1. The featured image: a GraphQL multipart request (the file is variables.input.file).
let imageUrl = null;
if (options.image) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($input: UploadAssetInput!) { uploadAsset(input: $input) {
        __typename ... on Asset { id url } ... on ValidationError { fieldErrors { field message } } } }`,
      variables: { input: { file: null, altDescription: 'Featured image' } },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([await readFile(options.image)]), basename(options.image));
  const asset = expect((await send(form)).uploadAsset, 'Asset');
  imageUrl = asset.url;
  log('uploaded', { id: asset.id, url: asset.url });
}

// 2. A draft, by the first author and category (ids are the API's global ids).
const terms = await graphql(
  '{ blogAuthors(first: 1) { edges { node { id } } } blogCategories(first: 1) { edges { node { id } } } }',
);
const draft = {
  title: 'Notes from our AI workshop',
  slug: `notes-from-our-ai-workshop-${Date.now()}`,
  content: `<p>What the team learned.</p>${imageUrl ? `<img src="${imageUrl}" alt="The workshop">` : ''}`,
  excerpt: 'What the team learned.',
  imageUrl,
  isPublished: false,
  authorId: terms.blogAuthors.edges[0].node.id,
  categoryId: terms.blogCategories.edges[0].node.id,
};
// Idempotency-Key: a retry after a lost answer (same key, same body) creates nothing twice.
const created = expect(
  (
    await graphql(
      `mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${RESULT} } }`,
      { input: draft },
      {
        'idempotency-key': randomUUID(),
      },
    )
  ).createBlogPost,
  'BlogPost',
);
log('created', { id: created.id, slug: created.slug, version: created.version });

/**
 * Saves `changes` over the post as read at `version`: only the fields it
 * changes (a field left out keeps its stored value, so someone else's edit
 * of another field survives). When someone saved it in between
 * (ConflictError), reads the version now stored and sends the same changes
 * over it, once: a real script would look at what changed before it does.
 */
async function update(post, changes) {
  const UPDATE = `mutation ($input: UpdateBlogPostInput!) {
    updateBlogPost(input: $input) { ${RESULT} ... on ConflictError { currentVersion savedAt savedBy } } }`;
  const input = (version) => ({ id: post.id, expectedVersion: version, ...changes });
  const answer = (await graphql(UPDATE, { input: input(post.version) })).updateBlogPost;
  if (answer.__typename !== 'ConflictError') return expect(answer, 'BlogPost');
  // Who saved in between, and when: what a script tells the person running it.
  log('conflict', {
    currentVersion: answer.currentVersion,
    savedBy: answer.savedBy,
    savedAt: answer.savedAt,
  });
  return expect((await graphql(UPDATE, { input: input(answer.currentVersion) })).updateBlogPost, 'BlogPost');
}

if (options['pause-before-edit']) {
  process.stdin.resume();
  await once(process.stdin, 'data');
  process.stdin.pause();
}

// 3. An edit, then the publication: isPublished with today's date (left out, the post is published undated).
const edited = await update(created, { title: 'Notes from our AI workshop, day one' });
log('updated', { version: edited.version, title: edited.title });
const published = await update(edited, { isPublished: true, publishedAt: new Date().toISOString() });
log('published', {
  version: published.version,
  publishedAt: published.publishedAt,
  path: `/blog/${published.slug}`,
});

// 4. Gone again, with --delete.
if (options.delete) {
  const deleted = await graphql(
    'mutation ($id: ID!) { deleteBlogPost(input: { id: $id }) { __typename ... on DeleteBlogPostPayload { deletedId } ... on Error { message } } }',
    { id: published.id },
  );
  expect(deleted.deleteBlogPost, 'DeleteBlogPostPayload');
  log('deleted', { id: published.id });
}
