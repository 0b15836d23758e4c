// A server render must not keep its page's data once the page is sent: the
// per-request Relay environment is a server environment, which schedules no
// retention of its queries after the render.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoContent } from '../../../prisma/seed';
import { DIST_SERVER } from '../../../server/http/client';
import { inProcessExecutor } from '../../../server/http/execute';
import type { RenderModule } from '../../../server/http/ssr';
import { createTestApp, type TestApp } from '../../helpers/app';
import { forceGc } from '../../helpers/gc';

let app: TestApp;
let renderer: RenderModule;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoContent(app.prisma);
  renderer = (await import(path.join(DIST_SERVER, 'entry-server.js'))) as RenderModule;
});
afterAll(() => app.close());

/** Renders a page and returns a weak reference to what its Relay network held. */
async function renderAndForget(url: string): Promise<WeakRef<object>> {
  const execute = inProcessExecutor(app.yoga);
  const perRender = { execute: (...args: Parameters<typeof execute>) => execute(...args) };
  const result = await renderer.render({
    url,
    origin: 'http://localhost',
    execute: (operation, variables) => perRender.execute(operation, variables, null),
  });
  expect(result.status).toBe(200);
  expect(result.html.length).toBeGreaterThan(1000);
  return new WeakRef(perRender);
}

it('keeps nothing of a rendered page once it is sent', async () => {
  const post = await app.prisma.blogPost.findFirstOrThrow({ where: { isPublished: true } });
  const urls = ['/', '/blog', `/blog/${post.slug}`, '/courses'];
  // A screen's module is loaded by the first render that needs it, and a
  // module stays loaded, with the async context it was first evaluated in.
  for (const url of urls) await renderAndForget(url);
  const references = [];
  for (const url of urls) references.push(await renderAndForget(url));
  // React keeps its last render's context until the next one begins.
  await renderAndForget('/about');
  await forceGc();
  expect(references.map((reference) => reference.deref() === undefined)).toEqual([true, true, true, true]);
});
