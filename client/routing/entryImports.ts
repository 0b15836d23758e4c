// What both browser entries (client/main.tsx, client/islands.tsx) start the
// page with: a pause of a task, and an import that survives a dropped
// connection on a phone.

/** Resolves `ms` milliseconds later, in a task of its own (`wait(0)`: the next task). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An import, tried again 1 s and then 3 s later when it fails (a dropped
 * connection on a phone): the browser fetches a failed module anew.
 */
export const retriedImport = <T>(module: () => Promise<T>): Promise<T> =>
  module()
    .catch(() => wait(1000).then(module))
    .catch(() => wait(3000).then(module));
