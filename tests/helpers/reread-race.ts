// A hard delete that commits between a mutation's write and the read of its
// answer, every time, on PGlite as on PostgreSQL: the test file's database
// with a hook (a Prisma query extension over the real client, nothing mocked)
// that, once armed for a row, runs the test's delete through the API at the
// first read of that row outside a transaction after a write to its table:
// the mutation's write has committed by then and its answer is not read yet.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PrismaClient } from '../../server/db';
import type { TestDatabase } from './db';

const READS = new Set(['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow']);
const WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'upsert']);

type Race = { model: string; id?: string; written: boolean; remove: (id: string) => Promise<unknown> };

export type RereadRace = {
  /** The database to give createTestApp. */
  db: TestDatabase;
  /**
   * Runs `mutation` with `remove` (the other admin's delete of the row `id` of `model`, named
   * as Prisma names it: 'Course'; without `id`, of the row the mutation created, whose id it is
   * given) run between its write and its answer's read; throws when that moment never came, so
   * a case that no longer races fails rather than passes untested.
   */
  deletedBeforeReread<T>(
    race: { model: string; id?: string; remove: (id: string) => Promise<unknown> },
    mutation: () => Promise<T>,
  ): Promise<T>;
};

export function rereadRace(database: TestDatabase): RereadRace {
  const inTransaction = new AsyncLocalStorage<true>();
  let armed: Race | null = null;
  let ran = false;
  const extended = database.prisma.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          const race = armed;
          if (race && model === race.model) {
            const id = (args as { where?: { id?: unknown } }).where?.id;
            if (WRITES.has(operation)) race.written = true;
            else if (
              READS.has(operation) &&
              race.written &&
              !inTransaction.getStore() &&
              typeof id === 'string' &&
              (race.id ?? id) === id
            ) {
              armed = null;
              await race.remove(id);
              ran = true;
            }
          }
          return query(args);
        },
      },
    },
  });
  // A transaction's queries, its callback's or a batch's, are inside it: the hook leaves them.
  const prisma = new Proxy(extended, {
    get(target, property) {
      if (property !== '$transaction') return Reflect.get(target, property);
      return (...args: Parameters<typeof target.$transaction>) =>
        inTransaction.run(true, () => target.$transaction(...args));
    },
  }) as unknown as PrismaClient;
  return {
    db: { ...database, prisma },
    async deletedBeforeReread(race, mutation) {
      armed = { ...race, written: false };
      ran = false;
      try {
        const result = await mutation();
        if (!ran)
          throw new Error(
            `deletedBeforeReread: ${race.model} ${race.id ?? '(created)'} was not read again after its write`,
          );
        return result;
      } finally {
        armed = null;
      }
    },
  };
}
