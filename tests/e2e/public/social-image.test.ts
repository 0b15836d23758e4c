// A page shared on a social network shows a picture: a post its own, every
// other public page the site's card, drawn at build from the site's icon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startTestServer, type TestServer } from '../../helpers/browser';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => closeAll(server));

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe("the site's social card", () => {
  it('is the Open Graph image of a public page without one of its own, and is served as a PNG', async () => {
    for (const path of ['/', '/about', '/courses', '/blog']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(new URL(meta(html, 'og:image') ?? '', server.url).pathname, path).toBe('/og-image.png');
      expect(meta(html, 'og:image:width'), path).toBe('1200');
      expect(meta(html, 'og:image:height'), path).toBe('630');
    }
    const image = await fetch(`${server.url}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
