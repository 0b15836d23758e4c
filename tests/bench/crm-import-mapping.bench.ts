// What one change of an import's column mapping costs on a 20,000-row file:
// the update, then the preview the page reads again (every row planned and
// matched), and how much of it is reading and parsing the stored file.
import { IMPORT_BATCH_SIZE } from '../../domain/crm/import';
import { loadConfig } from '../../server/config';
import type { Context } from '../../server/context';
import { createImport, previewImports, updateImport } from '../../server/modules/crm/import';
import { batches, readRows } from '../../server/modules/crm/import-csv';
import { createServices } from '../../server/services';
import { benchDatabases } from './databases';
import type { Benchmark } from './run';
import { formatMs, percentile } from './stats';

const ROWS = Number(process.env.CRM_MAPPING_BENCH_ROWS ?? 20_000);
const SAMPLES = 7;

const csvOf = (rows: number) =>
  `First name,Last name,Email,Company,Notes\n${Array.from(
    { length: rows },
    (_, index) =>
      `First${index},Last${index},person${index}@bench.example,Acme ${index % 97},"note ${index}"`,
  ).join('\n')}\n`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const p50 = (values: number[]) => percentile(values, 50);

export const benchmark: Benchmark = {
  name: 'crm-import-mapping',
  description: `changing the column mapping of a ${ROWS.toLocaleString('en')}-row import`,
  async run() {
    const services = await createServices(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
    for (const target of await benchDatabases()) {
      const { prisma } = target.db;
      try {
        console.log(`### ${target.label}\n`);
        const context = { prisma, services } as unknown as Context;
        const csv = csvOf(ROWS);
        const draft = await createImport(context, { fileName: 'bench.csv', csv });
        const id = { typename: 'CrmImport', id: draft.id };
        const bytes = Buffer.from(csv);
        const parse = [];
        const change = [];
        for (let sample = 0; sample < SAMPLES; sample++) {
          parse.push(
            await timed(async () => {
              for await (const _ of batches(readRows(bytes), IMPORT_BATCH_SIZE));
            }),
          );
          const notes = sample % 2 === 0 ? { custom: 'Notes' } : { field: null, custom: null };
          change.push(
            await timed(async () => {
              await updateImport(context, id, {
                columns: [
                  { field: 'firstName' },
                  { field: 'lastName' },
                  { field: 'email' },
                  { field: 'company' },
                  notes,
                ],
              });
              const [preview] = await previewImports(prisma, [draft.id]);
              if (preview instanceof Error) throw preview;
            }),
          );
        }
        console.log('| step | p50 |');
        console.log('|---|---|');
        console.log(`| mapping change: update + preview | ${formatMs(p50(change))} |`);
        console.log(`| of which parsing the file once | ${formatMs(p50(parse))} |`);
      } finally {
        await target.drop();
      }
    }
  },
};
