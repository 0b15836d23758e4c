// A SIGTERM sent as soon as the server says it listens (a process manager, a
// rolling deploy that gives up on a new instance) is a graceful shutdown, not
// a kill: the handlers are in place before the "Site on" line is written.
// Needs `npm run build`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../../server/paths';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Loaded with --import: as the "Site on" line is written, says how many SIGTERM listeners there are. */
const PROBE = `data:text/javascript,const write=process.stdout.write.bind(process.stdout);process.stdout.write=(chunk,...rest)=>{if(String(chunk).includes('Site on'))process.stderr.write('SIGTERM listeners: '+process.listenerCount('SIGTERM')+'\\n');return write(chunk,...rest)}`;

describe('SIGTERM right after start', () => {
  it('finds the shutdown handler in place when the server announces itself, and shuts down cleanly', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-shutdown-'));
    dirs.push(dir);
    const server = spawn('node', ['--import', PROBE, fromRoot('dist', 'node', 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: path.join(dir, 'data'),
        MEDIA_DIR: path.join(dir, 'media'),
        SEED_DEMO_CONTENT: 'false',
        ADMIN_PASSWORD: 'a long enough password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = once(server, 'exit');
    const announced = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/INFO Site on /.test(output)) resolve();
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
    });
    await announced;
    server.kill('SIGTERM');
    const [code, signal] = await exited;
    expect(output).toMatch(/SIGTERM listeners: [1-9]/);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('Shut down cleanly');
  });
});
