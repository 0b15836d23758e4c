// The development server as `npm run dev` runs it (Vite in middleware mode
// on our HTTP server): it serves the browser's sources, and nothing else of
// the repository through /@fs/.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevClient } from '../../../server/http/dev-client';

const repository = path.resolve(import.meta.dirname, '../../..');
const dataFile = path.join(repository, 'data', `dev-server-test-${process.pid}.txt`);
let server: http.Server;
let close: () => Promise<void>;
let origin: string;

beforeAll(async () => {
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  fs.writeFileSync(dataFile, 'not for the network');
  server = http.createServer();
  const dev = await createDevClient(server);
  server.on('request', (request, response) =>
    dev.middleware(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await dev.vite.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}, 60_000);
afterAll(async () => {
  fs.rmSync(dataFile, { force: true });
  await close?.();
});

const get = async (file: string) => (await fetch(`${origin}/@fs${file}`)).status;

describe('Vite file serving in development', () => {
  it('serves the client sources and the shared domain rules', async () => {
    expect(await get(path.join(repository, 'client/main.tsx'))).toBe(200);
    expect(await get(path.join(repository, 'domain/shared/slug.ts'))).toBe(200);
  });

  it('refuses the data folder, environment files, the server and the repository root', async () => {
    for (const file of [
      dataFile,
      path.join(repository, '.env.example'),
      path.join(repository, 'server/config.ts'),
      path.join(repository, 'package.json'),
      path.join(repository, 'prisma/schema.prisma'),
    ]) {
      expect(await get(file), file).toBe(403);
    }
  });
});
