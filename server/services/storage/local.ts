// The default store: files under MEDIA_DIR/files on this machine's disk,
// written to a temporary name and renamed, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { VIDEOS } from '../../../domain/shared/messages';
import { checkStorageKey, InvalidStorageKeyError, isStorageKey, STORAGE_AREAS } from './keys';
import type { StorageAdapter } from './types';

export function createLocalStorage(root: string, publicPrefix = '/media'): StorageAdapter {
  const base = path.resolve(root);

  const fileOf = (key: string) => {
    checkStorageKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: checked keys cannot leave the root, and this proves it.
    if (!file.startsWith(`${base}${path.sep}`)) throw new InvalidStorageKeyError(VIDEOS.invalidPath);
    return file;
  };

  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'local',
    async put(key, body, _options) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await fs.promises.writeFile(temporary, body);
        else if (body.move) {
          try {
            await fs.promises.rename(body.path, file);
            return;
          } catch (error) {
            // Another file system: copied below.
            if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
            await fs.promises.copyFile(body.path, temporary);
          }
        } else await fs.promises.copyFile(body.path, temporary);
        await fs.promises.rename(temporary, file);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      if (!range) return { body: fs.createReadStream(file), size };
      const end = Math.min(range.end ?? size - 1, size - 1);
      return {
        body: fs.createReadStream(file, { start: range.start, end }),
        size,
        range: { start: range.start, end },
      };
    },
    async stat(key) {
      try {
        return { size: (await fs.promises.stat(fileOf(key))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list() {
      for (const area of STORAGE_AREAS) {
        let names: string[];
        try {
          names = await fs.promises.readdir(path.join(base, area));
        } catch (error) {
          if (missing(error)) continue;
          throw error;
        }
        for (const name of names) {
          const key = `${area}/${name}`;
          if (!isStorageKey(key)) continue;
          const stat = await fs.promises.stat(fileOf(key)).catch((error: unknown) => {
            if (missing(error)) return null;
            throw error;
          });
          if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
        }
      }
    },
    async localCopy(key) {
      const file = fileOf(key);
      await fs.promises.access(file);
      return { path: file, done: async () => {} };
    },
    publicUrl: (key) => `${publicPrefix}/${key}`,
  };
}
