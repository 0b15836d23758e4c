// CRM at scale (issue 14): the contact list's first page, a deep page and a
// search at 100,000 contacts next to the same at 1,000 (the large figures
// should stay within 1.5× of the small ones); importing 100,000 CSV rows as
// the job does (time, peak RSS growth) next to a baseline of one multi-row
// INSERT per batch of the same rows in the same run; and exporting them
// (time, peak RSS growth). PGlite always; PostgreSQL too with
// TEST_DATABASE_URL. CRM_BENCH_ROWS changes the large size; CRM_BENCH_LIST_ONLY=1
// stops after the list figures.
import { CONTACTS_PAGE_SIZE } from '../../domain/crm/contacts';
import { IMPORT_BATCH_SIZE } from '../../domain/crm/import';
import { loadConfig } from '../../server/config';
import type { Context } from '../../server/context';
import { Prisma, type PrismaClient } from '../../server/db';
import { contactsCsv } from '../../server/modules/crm/export';
import { createImport, runImport } from '../../server/modules/crm/import';
import { importContacts } from '../../server/modules/crm/import-job';
import {
  type ContactCursor,
  type ContactFilter,
  contactPage,
  countContacts,
} from '../../server/modules/crm/list';
import { JobRegistry } from '../../server/modules/jobs/handlers';
import { createJobRunner } from '../../server/modules/jobs/runner';
import { createServices } from '../../server/services';
import { benchDatabases } from './databases';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile } from './stats';

const LARGE = Number(process.env.CRM_BENCH_ROWS ?? 100_000);
const SMALL = 1_000;
const SAMPLES = 100;
const MB = 1024 * 1024;

const WORDS = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark',
  'Wayne',
  'Wonka',
  'Tyrell',
  'Cyberdyne',
];
const row = (index: number) => ({
  firstName: `First${index}`,
  lastName: `Last${String(index).padStart(6, '0')}`,
  email: `person${index}@bench.example`,
  company: `${WORDS[index % WORDS.length]} ${index % 97}`,
});

async function seed(prisma: PrismaClient, from: number, to: number) {
  for (let start = from; start < to; start += 5_000) {
    const data = Array.from({ length: Math.min(5_000, to - start) }, (_, offset) => row(start + offset));
    await prisma.crmContact.createMany({ data });
  }
}

/**
 * The searches. The first two find one contact at any size, so they show what
 * the index costs as the list grows; the last one's hits grow with the list
 * (every Globex contact whose row holds "42" anywhere), so its time does too.
 */
const SEARCHES = [
  { key: 'search by name', search: 'last000042' },
  { key: 'search by email', search: 'person42@bench' },
  { key: 'broad search', search: 'globex 42' },
] as const;
type ReadKey = 'first page' | 'deep page' | (typeof SEARCHES)[number]['key'];
const TARGETED: readonly ReadKey[] = ['first page', 'deep page', 'search by name', 'search by email'];

/** The list's reads on one database: first page (with its count), a page deep in the list, the searches. */
async function listReads(prisma: PrismaClient, size: number) {
  const page = async (filter: ContactFilter, after: ContactCursor | null) => {
    // As crmContacts with totalCount does: a search counts its hits with the page.
    const { total } = await contactPage(prisma, filter, 'name', CONTACTS_PAGE_SIZE + 1, after);
    if (total === null) await countContacts(prisma, filter);
  };
  // The cursor of the row at 90% of the list, found once.
  const deepAt = Math.floor(size * 0.9);
  let deep: ContactCursor | null = null;
  let after: ContactCursor | null = null;
  for (let seen = 0; seen < deepAt; ) {
    const { rows } = await contactPage(prisma, {}, 'name', Math.min(1000, deepAt - seen), after);
    if (rows.length === 0) break;
    seen += rows.length;
    after = rows.at(-1)!.cursor;
    deep = after;
  }
  const reads = new Map<ReadKey, { run: () => Promise<void>; hits: number }>();
  reads.set('first page', { run: () => page({}, null), hits: size });
  reads.set('deep page', { run: () => page({}, deep), hits: size });
  for (const { key, search } of SEARCHES)
    reads.set(key, { run: () => page({ search }, null), hits: await countContacts(prisma, { search }) });
  return reads;
}

/**
 * Times each read on the small and the large database in alternation, so a
 * busy moment of the machine weighs on both sides of a ratio alike.
 */
async function interleaved(
  small: Awaited<ReturnType<typeof listReads>>,
  large: Awaited<ReturnType<typeof listReads>>,
) {
  const figures = new Map<ReadKey, { small: number[]; large: number[] }>();
  const time = async (run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  for (const [key, a] of small) {
    const b = large.get(key)!;
    await a.run();
    await b.run();
    const durations = { small: [] as number[], large: [] as number[] };
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      if (sample % 2 === 0) {
        durations.small.push(await time(a.run));
        durations.large.push(await time(b.run));
      } else {
        durations.large.push(await time(b.run));
        durations.small.push(await time(a.run));
      }
    }
    figures.set(key, durations);
  }
  return figures;
}

const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

/** Runs `task` while sampling RSS; resolves with its duration and the peak growth. */
async function withMemory(task: () => Promise<void>): Promise<{ ms: number; peakMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    await task();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms: performance.now() - started, peakMb: (peak - before) / MB };
}

function csvOf(from: number, to: number): string {
  const lines = ['First name,Last name,Email,Company'];
  for (let index = from; index < to; index += 1) {
    const { firstName, lastName, email, company } = row(index);
    lines.push(`${firstName},${lastName},${email},${company}`);
  }
  return lines.join('\n');
}

export const benchmark: Benchmark = {
  name: 'crm',
  description: `contact list, import and export at ${LARGE.toLocaleString('en')} contacts`,
  async run() {
    const services = await createServices(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
    // The 1,000 contacts live in a database of their own beside the large
    // one, so the two are timed in alternation.
    const smalls = await benchDatabases();
    for (const [index, target] of (await benchDatabases()).entries()) {
      const { prisma } = target.db;
      const smallTarget = smalls[index]!;
      try {
        console.log(`### ${target.label}\n`);
        await seed(smallTarget.db.prisma, 0, SMALL);
        await seed(prisma, 0, LARGE);
        for (const db of [smallTarget.db.prisma, prisma]) await db.$executeRawUnsafe('ANALYZE crm_contacts');
        const small = await listReads(smallTarget.db.prisma, SMALL);
        const large = await listReads(prisma, LARGE);
        const figures = await interleaved(small, large);
        console.log(
          `| read (contacts it selects at ${SMALL} / ${LARGE}) | p50 at ${SMALL} | p95 at ${SMALL} | p50 at ${LARGE} | p95 at ${LARGE} | p50 ratio | p95 ratio |`,
        );
        console.log('|---|---|---|---|---|---|---|');
        for (const [key, durations] of figures) {
          const [x, y] = [stats(durations.small), stats(durations.large)];
          const hits = key.includes('search') ? ` (${small.get(key)!.hits} / ${large.get(key)!.hits})` : '';
          const target = TARGETED.includes(key) ? ' (target ≤ 1.5×)' : ' (hits grow with the list)';
          console.log(
            `| ${key}${hits} | ${formatMs(x.p50)} | ${formatMs(x.p95)} | ${formatMs(y.p50)} | ${formatMs(y.p95)} | ${formatRatio(y.p50, x.p50)} | ${formatRatio(y.p95, x.p95)}${target} |`,
          );
        }
        if (process.env.CRM_BENCH_LIST_ONLY === '1') continue;

        // Import: new rows (none of them exist yet), then the baseline on the same rows.
        const context = { prisma, services } as unknown as Context;
        const csv = csvOf(LARGE, LARGE * 2);
        const registry = new JobRegistry();
        registry.register('crm.import', importContacts, { leaseMs: 30 * 60_000 });
        const imported = await withMemory(async () => {
          const draft = await createImport(context, { fileName: 'bench.csv', csv });
          await runImport(context, { typename: 'CrmImport', id: draft.id });
          await createJobRunner({ prisma, services }, { registry }).runOnce();
        });
        const importedRows = await prisma.crmContact.count({ where: { source: 'Import' } });
        await prisma.crmContact.deleteMany({ where: { source: 'Import' } });
        const baseline = await withMemory(async () => {
          for (let start = LARGE; start < LARGE * 2; start += IMPORT_BATCH_SIZE) {
            const rows = Array.from({ length: Math.min(IMPORT_BATCH_SIZE, LARGE * 2 - start) }, (_, offset) =>
              row(start + offset),
            );
            await prisma.$executeRaw`INSERT INTO crm_contacts (id, first_name, last_name, email, company, updated_at)
              VALUES ${Prisma.join(
                rows.map(
                  (r) =>
                    Prisma.sql`(gen_random_uuid(), ${r.firstName}, ${r.lastName}, ${r.email}, ${r.company}, now())`,
                ),
              )}`;
          }
        });
        console.log(`\n| import of ${LARGE} rows | time | peak RSS growth |`);
        console.log('|---|---|---|');
        console.log(
          `| import job (${importedRows} created) | ${formatMs(imported.ms)} | ${imported.peakMb.toFixed(0)} MB |`,
        );
        console.log(
          `| baseline: one INSERT per ${IMPORT_BATCH_SIZE} rows | ${formatMs(baseline.ms)} | ${baseline.peakMb.toFixed(0)} MB |`,
        );
        console.log(`| ratio | ${formatRatio(imported.ms, baseline.ms)} | |`);

        let bytes = 0;
        const exported = await withMemory(async () => {
          for await (const chunk of contactsCsv(prisma, {})) bytes += chunk.length;
        });
        console.log(
          `\nExport of ${(await countContacts(prisma, {})).toLocaleString('en')} contacts: ${formatMs(exported.ms)}, ${(bytes / MB).toFixed(1)} MB of CSV, peak RSS growth ${exported.peakMb.toFixed(0)} MB\n`,
        );
      } finally {
        await target.drop();
        await smallTarget.drop();
      }
    }
  },
};
