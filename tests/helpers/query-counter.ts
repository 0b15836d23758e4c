// Counts the SQL statements the application sends: a second PrismaClient over
// the same driver adapter, with Prisma's query events, handed to the app.
import { PrismaClient } from '../../server/db';
import type { TestDatabase } from './db';

export type QueryCounter = {
  prisma: PrismaClient;
  /** Statements since the last reset (transaction control excluded). */
  readonly statements: string[];
  reset(): void;
};

export function countQueries(db: TestDatabase): QueryCounter {
  const prisma = new PrismaClient({ adapter: db.adapterFactory, log: [{ emit: 'event', level: 'query' }] });
  const statements: string[] = [];
  prisma.$on('query', (event) => {
    if (!/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(event.query)) statements.push(event.query);
  });
  return {
    prisma,
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}
