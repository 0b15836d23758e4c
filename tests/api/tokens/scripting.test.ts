// The scripting guide never goes stale: examples/list-posts.mjs (also shown
// in the README) pages through posts with a token against a real server,
// and every curl command of the README's 'Scripting the API' section runs
// as written, with only the address, token and ids filled in.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { createHttpServer, listen, type RunningServer } from '../../../server/http/server';
import { createTestApp, type TestApp } from '../../helpers/app';
import { gid } from '../../helpers/content';
import { createToken } from '../../helpers/tokens';
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
      // The token with its last character changed (to 'x', or to 'y' when it already was an 'x').
      env: {
        PATH: process.env.PATH,
        GRAPHQL_URL: `${url}/graphql`,
        API_TOKEN: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`,
      },
    });
    await expect(failed).rejects.toMatchObject({ stderr: expect.stringContaining('HTTP 401') });
  });
});

describe("the README's curl examples", () => {
  const commands = blocks('sh')
    .filter((block) => block.includes('curl'))
    .flatMap((block) => block.replaceAll('\\\n', ' ').split('\n'))
    .filter((line) => line.trim().startsWith('curl'));

  it('list posts, list contacts, read author ids, create a draft post and a CTA as written; the CTA sent twice is created once', async () => {
    expect(commands).toHaveLength(5);
    const author = await app.prisma.blogAuthor.findFirstOrThrow();
    const category = await app.prisma.blogCategory.findFirstOrThrow();
    const answers: Record<string, unknown>[] = [];
    for (const command of commands) {
      const filled = command
        .replaceAll('http://localhost:4000', url)
        .replaceAll('<author id>', gid('BlogAuthor', author.id))
        .replaceAll('<category id>', gid('BlogCategory', category.id));
      const { stdout } = await run('sh', ['-c', filled], { env: { PATH: process.env.PATH, TOKEN: token } });
      answers.push(JSON.parse(stdout) as Record<string, unknown>);
    }
    // The last one again, as a retry after a lost answer: the same answer, nothing created twice.
    const { stdout: again } = await run('sh', ['-c', commands[4]!.replaceAll('http://localhost:4000', url)], {
      env: { PATH: process.env.PATH, TOKEN: token },
    });
    expect(JSON.parse(again)).toEqual(answers[4]);
    expect(await app.prisma.cta.count({ where: { header: 'Train your team' } })).toBe(1);
    for (const answer of answers) expect(answer).not.toHaveProperty('errors');
    const [posts, contacts, terms, created, cta] = answers as [
      { data: { blogPosts: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } } },
      { data: { crmContacts: { totalCount: number; edges: unknown[] } } },
      { data: { blogAuthors: { edges: { node: { id: string } }[] } } },
      { data: { createBlogPost: { __typename: string; id: string } } },
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
  });
});
