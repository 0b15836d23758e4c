// The scripting guide never goes stale: examples/list-posts.mjs (also shown
// in the README) pages through posts with a token against a real server,
// and every curl command of the README's 'Scripting the API' section runs
// as written, with only the address, token and ids filled in.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { CRM_IMPORT_JOB, importContacts } from '../../../server/modules/crm/import-job';
import { JobRegistry } from '../../../server/modules/jobs/handlers';
import { createJobRunner } from '../../../server/modules/jobs/runner';
import { createTestApp, type TestApp } from '../../helpers/app';
import { gid, rowId } from '../../helpers/content';
import { createToken, tamperedToken } from '../../helpers/tokens';
import { ADMIN, createUser, signIn } from '../../helpers/users';

const run = promisify(execFile);
const README = fs.readFileSync('README.md', 'utf8');
const SCRIPT = 'examples/list-posts.mjs';

/** The README's section on scripting, up to the next heading of its level or above. */
const section = README.slice(README.indexOf('### Scripting the API')).split(/\n#{2,3} /)[0]!;
const blocks = (language: string) =>
  [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]!);

let app: TestApp;
let running: RunningServer;
let url: string;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent(app.prisma);
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
  ({ token } = await createToken(app, await signIn(app, ADMIN), { name: 'Docs', scope: 'ADMIN' }));
  running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${running.port}`;
}, 120_000);
afterAll(async () => {
  await running?.close();
  await app?.close();
});

describe('examples/list-posts.mjs', () => {
  it('is the script the README shows', () => {
    expect(blocks('js')).toContain(fs.readFileSync(SCRIPT, 'utf8'));
  });

  it('pages through every published post with a token', async () => {
    const published = await app.prisma.blogPost.findMany({
      where: { isPublished: true, deleted: false },
      select: { slug: true },
    });
    expect(published.length).toBeGreaterThan(2);
    const { stdout } = await run(process.execPath, [SCRIPT], {
      // Two a page, so the script has to follow the cursor several times.
      env: { PATH: process.env.PATH, GRAPHQL_URL: `${url}/graphql`, API_TOKEN: token, PAGE_SIZE: '2' },
    });
    const posts = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { title: string; slug: string; publishedAt: string });
    expect(posts.map((post) => post.slug).sort()).toEqual(published.map((post) => post.slug).sort());
    expect(posts.every((post) => post.title && post.publishedAt)).toBe(true);
  });

  it("stops with the server's answer when the token is refused", async () => {
    const failed = run(process.execPath, [SCRIPT], {
      env: {
        PATH: process.env.PATH,
        GRAPHQL_URL: `${url}/graphql`,
        API_TOKEN: tamperedToken(token),
      },
    });
    await expect(failed).rejects.toMatchObject({ stderr: expect.stringContaining('HTTP 401') });
  });
});

describe('examples/publish-post.mjs', () => {
  const PUBLISH = 'examples/publish-post.mjs';
  const runPublish = (apiToken: string, args: string[]) =>
    run(process.execPath, [PUBLISH, ...args], {
      env: { PATH: process.env.PATH, GRAPHQL_URL: `${url}/graphql`, API_TOKEN: apiToken },
    });

  it('is named in the README', () => {
    expect(section).toContain(PUBLISH);
  });

  it('uploads an image, creates a draft with it, edits, publishes and deletes the post with an ADMIN token', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-post-'));
    const image = path.join(folder, 'workshop.png');
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toFile(image);
    const { stdout } = await runPublish(token, ['--image', image]);
    fs.rmSync(folder, { recursive: true, force: true });
    const steps = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string | number | null>);
    expect(steps.map((step) => step.step)).toEqual(['uploaded', 'created', 'updated', 'published']);
    const post = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: rowId(steps[1]!.id as string) },
    });
    const asset = await app.prisma.asset.findUniqueOrThrow({ where: { id: rowId(steps[0]!.id as string) } });
    expect(post).toMatchObject({
      title: 'Notes from our AI workshop, day one',
      isPublished: true,
      imageUrl: asset.url,
      version: 3,
    });
    expect(post.content).toContain(`src="${asset.url}"`);
    expect(post.publishedAt?.toISOString()).toBe(steps[3]!.publishedAt);
    // Published: visitors read it by the slug in the address the script printed.
    expect(steps[3]!.path).toBe(`/blog/${post.slug}`);
    const read = await app.gql<{ blogPost: { __typename: string; title: string } }>(
      'query ($slug: String!) { blogPost(slug: $slug) { __typename ... on BlogPost { title } } }',
      { slug: post.slug },
    );
    expect(read.data?.blogPost).toEqual({
      __typename: 'BlogPost',
      title: 'Notes from our AI workshop, day one',
    });

    const again = await runPublish(token, ['--delete']);
    const deleted = again.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { step: string; id?: string });
    expect(deleted.map((step) => step.step)).toEqual(['created', 'updated', 'published', 'deleted']);
    expect(
      await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(deleted[0]!.id!) } }),
    ).toMatchObject({
      deleted: true,
    });
  });

  it('meets a save made between its read and its edit and saves only its own changes once over it', async () => {
    const script = spawn(process.execPath, [PUBLISH, '--pause-before-edit'], {
      env: { PATH: process.env.PATH, GRAPHQL_URL: `${url}/graphql`, API_TOKEN: token },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = once(script, 'exit');
    const steps: Record<string, string | number | null>[] = [];
    for await (const line of createInterface({ input: script.stdout })) {
      const step = JSON.parse(line) as Record<string, string | number | null>;
      steps.push(step);
      if (step.step !== 'created') continue;
      // An admin edits the draft through the API while the script waits with version 1 in hand.
      const cookie = await signIn(app, ADMIN);
      const post = await app.prisma.blogPost.findUniqueOrThrow({ where: { id: rowId(step.id as string) } });
      const other = await app.gql<{ updateBlogPost: { __typename: string; version?: number } }>(
        `mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { __typename ... on BlogPost { version } } }`,
        {
          input: {
            id: step.id,
            expectedVersion: 1,
            title: post.title,
            slug: post.slug,
            content: `${post.content}<p>Added in the back-office meanwhile.</p>`,
            isPublished: false,
            excerpt: 'Edited in the back-office meanwhile.',
          },
        },
        { cookie },
      );
      expect(other.data?.updateBlogPost).toEqual({ __typename: 'BlogPost', version: 2 });
      script.stdin.end('\n');
    }
    expect(await exited).toEqual([0, null]);
    expect(steps.map((step) => step.step)).toEqual(['created', 'conflict', 'updated', 'published']);
    // It says who saved in between, and when (the admin's edit just above).
    expect(steps[1]).toMatchObject({
      currentVersion: 2,
      savedBy: ADMIN.email,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
    });
    // Saved once over the other edit, which it kept (the script sends only what it changes):
    // version 3 is the script's edit, 4 the publication.
    const saved = await app.prisma.blogPost.findUniqueOrThrow({
      where: { id: rowId(steps[0]!.id as string) },
    });
    expect(saved.content).toContain('<p>Added in the back-office meanwhile.</p>');
    expect(saved).toMatchObject({
      title: 'Notes from our AI workshop, day one',
      excerpt: 'Edited in the back-office meanwhile.',
      isPublished: true,
      version: 4,
    });
    expect(steps[2]).toMatchObject({ version: 3 });
  });

  it('stops with the code of the refusal when the token is read-only, having changed nothing', async () => {
    const readOnly = await createToken(app, await signIn(app, ADMIN), { name: 'Read', scope: 'READ' });
    const posts = await app.prisma.blogPost.count();
    const failed = runPublish(readOnly.token, []);
    await expect(failed).rejects.toMatchObject({ stderr: expect.stringContaining('HTTP 403') });
    await expect(failed).rejects.toMatchObject({ stderr: expect.stringContaining('(FORBIDDEN)') });
    expect(await app.prisma.blogPost.count()).toBe(posts);
  });
});

describe("the README's curl examples", () => {
  const commands = blocks('sh')
    .filter((block) => block.includes('curl'))
    .flatMap((block) => block.replaceAll('\\\n', ' ').split('\n'))
    .filter((line) => line.trim().startsWith('curl'));

  it('sign in and make a token without a browser, which then runs the other commands', async () => {
    const [signInCommand, createCommand] = commands as [string, string];
    expect(signInCommand).toContain('signIn');
    expect(createCommand).toContain('createApiToken');
    // In a folder of its own: the cookie jar is a file.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-token-'));
    const sh = async (command: string) =>
      JSON.parse(
        (
          await run(
            'sh',
            [
              '-c',
              command
                .replaceAll('http://localhost:4000', url)
                .replaceAll('admin@example.com', ADMIN.email)
                .replaceAll('<password>', ADMIN.password),
            ],
            { cwd: folder, env: { PATH: process.env.PATH } },
          )
        ).stdout,
      ) as { data: Record<string, { __typename: string; token?: string } | undefined> };
    try {
      expect((await sh(signInCommand)).data.signIn?.__typename).toBe('SignInPayload');
      const created = (await sh(createCommand)).data.createApiToken!;
      expect(created.__typename).toBe('CreateApiTokenPayload');
      const { stdout } = await run('sh', ['-c', commands[2]!.replaceAll('http://localhost:4000', url)], {
        env: { PATH: process.env.PATH, TOKEN: created.token },
      });
      expect(JSON.parse(stdout)).not.toHaveProperty('errors');
      expect(
        await app.prisma.apiToken.findFirst({ where: { name: 'CI publisher', scope: 'ADMIN' } }),
      ).not.toBeNull();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers the file routes’ error example as written: { errors } with the code, to a script asking for JSON', async () => {
    const example = commands.find((command) => command.includes('/api/crm/contacts.csv'));
    expect(example).toContain("'Accept: application/json'");
    const { stdout } = await run('sh', ['-c', example!.replaceAll('http://localhost:4000', url)], {
      env: { PATH: process.env.PATH, TOKEN: token },
    });
    expect(JSON.parse(stdout)).toEqual({
      errors: [
        { message: expect.stringMatching(/^Unknown status "won"/), extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
  });

  it('list posts, list contacts, read author ids, create a draft post, upload an image and create a CTA as written; the CTA sent twice is created once', async () => {
    const withToken = commands
      .slice(2)
      .filter((command) => command.includes('/graphql') && !command.includes('CrmImport'));
    expect(withToken).toHaveLength(6);
    const author = await app.prisma.blogAuthor.findFirstOrThrow();
    const category = await app.prisma.blogCategory.findFirstOrThrow();
    // The photo the upload names, in the folder the commands run in.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-curl-'));
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#996633' } })
      .jpeg()
      .toFile(path.join(folder, 'photo.jpg'));
    const sh = async (command: string) => {
      const filled = command
        .replaceAll('http://localhost:4000', url)
        .replaceAll('<author id>', gid('BlogAuthor', author.id))
        .replaceAll('<category id>', gid('BlogCategory', category.id));
      const { stdout } = await run('sh', ['-c', filled], {
        cwd: folder,
        env: { PATH: process.env.PATH, TOKEN: token },
      });
      return JSON.parse(stdout) as Record<string, unknown>;
    };
    const answers: Record<string, unknown>[] = [];
    try {
      for (const command of withToken) answers.push(await sh(command));
      // The last one again, as a retry after a lost answer: the same answer, nothing created twice.
      expect(await sh(withToken[5]!)).toEqual(answers[5]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await app.prisma.cta.count({ where: { header: 'Train your team' } })).toBe(1);
    for (const answer of answers) expect(answer).not.toHaveProperty('errors');
    const [posts, contacts, terms, created, uploaded, cta] = answers as [
      { data: { blogPosts: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } } },
      { data: { crmContacts: { totalCount: number; edges: unknown[] } } },
      { data: { blogAuthors: { edges: { node: { id: string } }[] } } },
      { data: { createBlogPost: { __typename: string; id: string } } },
      { data: { uploadAsset: { __typename: string; id: string; url: string } } },
      { data: { createCta: { __typename: string } } },
    ];
    expect(cta.data.createCta.__typename).toBe('Cta');
    expect(posts.data.blogPosts.edges.length).toBeGreaterThan(0);
    expect(contacts.data.crmContacts.edges).toHaveLength(
      Math.min(100, await app.prisma.crmContact.count({ where: { deleted: false } })),
    );
    expect(terms.data.blogAuthors.edges.map((edge) => edge.node.id)).toContain(gid('BlogAuthor', author.id));
    expect(created.data.createBlogPost.__typename).toBe('BlogPost');
    const draft = await app.prisma.blogPost.findFirstOrThrow({ where: { slug: 'draft-from-a-script' } });
    expect(created.data.createBlogPost.id).toBe(gid('BlogPost', draft.id));
    expect(draft.isPublished).toBe(false);
    expect(uploaded.data.uploadAsset.__typename).toBe('Asset');
    const asset = await app.prisma.asset.findUniqueOrThrow({
      where: { id: rowId(uploaded.data.uploadAsset.id) },
    });
    expect(asset).toMatchObject({ altDescription: 'Our workshop', url: uploaded.data.uploadAsset.url });
    // Served at that address.
    expect((await fetch(`${url}${asset.url}`)).status).toBe(200);
  });

  it('import contacts from a CSV file as written: a draft, run, then read until done', async () => {
    const [create, start, read] = commands.filter((command) => command.includes('CrmImport')) as [
      string,
      string,
      string,
    ];
    expect(
      [create, start, read].map((command) => command.match(/createCrmImport|runCrmImport|CrmImport \{/)?.[0]),
    ).toEqual(['createCrmImport', 'runCrmImport', 'CrmImport {']);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-import-'));
    fs.writeFileSync(
      path.join(folder, 'contacts.csv'),
      'First name,Last name,Email,Phone\nYara,Docs,yara@readme-import.example,555 123 4567\nBad,Row,not-an-email,\n',
    );
    let importId = '';
    const sh = async (command: string) => {
      const filled = command.replaceAll('http://localhost:4000', url).replaceAll('<import id>', importId);
      const { stdout } = await run('sh', ['-c', filled], {
        cwd: folder,
        env: { PATH: process.env.PATH, TOKEN: token },
      });
      return JSON.parse(stdout) as { data: Record<string, Record<string, unknown>> };
    };
    try {
      const draft = (await sh(create)).data.createCrmImport!;
      expect(draft).toMatchObject({
        __typename: 'CrmImport',
        status: 'draft',
        preview: { counts: { created: 1, errors: 1 } },
      });
      importId = draft.id as string;
      expect((await sh(start)).data.runCrmImport).toEqual({ __typename: 'CrmImport', status: 'running' });
      const registry = new JobRegistry();
      registry.register(CRM_IMPORT_JOB, importContacts, { maxAttempts: 1 });
      await createJobRunner({ prisma: app.prisma, services: app.services }, { registry }).runOnce();
      expect((await sh(read)).data.node).toEqual({
        status: 'done',
        counts: { created: 1, updated: 0, restored: 0, skipped: 0, errors: 1 },
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await app.prisma.crmContact.count({ where: { email: 'yara@readme-import.example' } })).toBe(1);
  });
});
