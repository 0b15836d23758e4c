// The address the server announces ("Site on …") is the one it listens on:
// HOST and the port it got, not localhost whatever HOST says.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpServer, listen, listeningUrl } from '../../../server/http/server';
import { createTestApp, type TestApp } from '../../helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

it('names the host and port it listens on', async () => {
  const running = await listen(createHttpServer(), app, app.config, { port: 0, host: '127.0.0.1' });
  try {
    expect(running.url).toBe(`http://127.0.0.1:${running.port}/`);
    expect((await fetch(`${running.url}healthz`)).status).toBe(200);
  } finally {
    await running.close();
  }
});

it('writes an IPv6 address in brackets', () => {
  expect(listeningUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::]:3000/');
  expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://0.0.0.0:3000/');
});
