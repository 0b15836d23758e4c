// Temporary folders of the tests (media folders, made videos). Each is removed
// by what made it when that is closed; all of them are in the run's own folder
// (made by the global setup, global-db.ts), removed when the run ends, so that
// what is never closed (an app made on another's database, a setup that failed
// half way, a video kept for a whole file) is not left behind either.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for temporary files, removed after the run. */
    testTempRoot: string;
  }
}

/** The run's temporary folder; outside a Vitest run with the global setup (a benchmark), the system's. */
function tempRoot(): string {
  try {
    return inject('testTempRoot') || os.tmpdir();
  } catch {
    return os.tmpdir(); // Not in a Vitest worker (npm run bench): inject has nothing to read.
  }
}

/** A new, empty folder in the run's temporary folder, its name starting with `prefix`. */
export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(tempRoot(), prefix));
}

/** Removes a folder made by makeTempDir, with what is in it. */
export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
