// An import mutation as the CRM import tests send it: the import's status and counts, or the error.
import { expect } from 'vitest';
import type { PrismaClient } from '../../server/db';
import { CRM_IMPORT_JOB, importContacts } from '../../server/modules/crm/import-job';
import { type JobHandler, JobRegistry } from '../../server/modules/jobs/handlers';
import { createJobRunner } from '../../server/modules/jobs/runner';
import type { Services } from '../../server/services';
import type { TestApp } from './app';
import type { GqlError } from './content';

export type ImportResult = GqlError & { id: string; status: string; counts: Record<string, number> | null };

export function importMutations(app: () => TestApp, cookie: () => string) {
  return async (name: string, inputType: string, input: Record<string, unknown>): Promise<ImportResult> => {
    const result = await app().gql<Record<string, ImportResult>>(
      `mutation M($input: ${inputType}!) { ${name}(input: $input) {
      __typename ... on CrmImport { id status counts { created updated restored skipped errors } } ... on Error { message } } }`,
      { input },
      { cookie: cookie() },
    );
    expect(result.errors).toBeUndefined();
    return result.data![name]!;
  };
}

/**
 * Runs the due import jobs on `server` (a test app or browser-test server);
 * `afterBatch` is called, and awaited, once each batch is written and its progress sent.
 */
export function runImportJobs(
  server: { prisma: PrismaClient; services: Services },
  afterBatch: (batch: number) => Promise<void> = async () => {},
) {
  let batch = 0;
  const handler: JobHandler<{ importId: string }> = (context) =>
    importContacts({
      ...context,
      progress: async (value) => {
        await context.progress(value);
        batch += 1;
        await afterBatch(batch);
      },
    });
  const registry = new JobRegistry();
  registry.register(CRM_IMPORT_JOB, handler, { maxAttempts: 1 });
  return createJobRunner({ prisma: server.prisma, services: server.services }, { registry }).runOnce();
}
