// Where the project's files are at run time. The server runs from its
// sources (tsx, tests) or bundled into dist/node/main.js (`npm run build`),
// so paths are taken from the project root, the nearest folder above this
// module with a package.json, never from one module's own folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) return from;
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `fromRoot('dist', 'client')`. */
export const fromRoot = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
