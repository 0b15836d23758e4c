// The embedded database's files hold the admins' password hashes: they are
// the server's user's alone, 0600 files in a 0700 folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function modes(folder: string): Set<string> {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
    found.add(`${entry.isDirectory() ? 'folder' : 'file'} ${mode.toString(8)}`);
  }
  return found;
}

describe('the embedded database folder', () => {
  it('is 0700 with 0600 files, also when it existed open to everyone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-modes-'));
    folders.push(dataDir);
    fs.chmodSync(dataDir, 0o777);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    await db.prisma.$executeRawUnsafe('CREATE TABLE notes (body text)');
    await db.prisma.$executeRawUnsafe("INSERT INTO notes VALUES ('kept')");
    await db.close();
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect([...modes(dataDir)].sort()).toEqual(['file 600', 'folder 700']);
  });
});
