// An import mutation as the CRM import tests send it: the import's status and counts, or the error.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PrismaClient } from '../../server/db';
import { CRM_IMPORT_JOB } from '../../server/modules/crm/import-job';
import { type JobHandler, JobRegistry, jobHandlers } from '../../server/modules/jobs/handlers';
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
 * Runs the due import jobs on `server` (a test app or browser-test server) as
 * the server's runner does: its handler, with the options it was registered
 * with (attempts, lease, retry waits); only `afterBatch` is added, called and
 * awaited once each batch is written and its progress sent.
 */
export function runImportJobs(
  server: { prisma: PrismaClient; services: Services },
  afterBatch: (batch: number) => Promise<void> = async () => {},
) {
  const { kind, handler: serverHandler, ...options } = jobHandlers.get(CRM_IMPORT_JOB)!;
  let batch = 0;
  const handler: JobHandler = (context) =>
    serverHandler({
      ...context,
      progress: async (value) => {
        await context.progress(value);
        batch += 1;
        await afterBatch(batch);
      },
    });
  const registry = new JobRegistry();
  registry.register(kind, handler, options);
  return createJobRunner({ prisma: server.prisma, services: server.services }, { registry }).runOnce();
}

/**
 * An import's result as a screen reader meets it: the keyboard's focus is on
 * its summary (the counts of what it wrote), inside the result's status box,
 * and the result's title ('Import finished', 'Import cancelled') describes it,
 * so the counts are read first, then the title.
 */
export async function expectFocusOnResult(page: Page, summary: string, title: string) {
  const line = page.getByRole('status').getByText(summary, { exact: true });
  await expect.poll(() => line.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(
    await line.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim())
        .join(' '),
    ),
  ).toBe(title);
}
