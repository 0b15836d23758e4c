// `npm run bench [-- name ...]`: runs every tests/bench/*.bench.ts (or the
// named ones) in turn. Each benchmark prints its figures next to a baseline
// measured in the same run, as ratios; none of them is a pass/fail test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Benchmark = {
  /** Short name, also what `npm run bench -- <name>` selects. */
  name: string;
  /** What it measures, printed as its heading. */
  description: string;
  run(): Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

let ran = 0;
for (const file of files) {
  const { benchmark } = (await import(path.join(here, file))) as { benchmark: Benchmark };
  if (wanted.length > 0 && !wanted.includes(benchmark.name)) continue;
  console.log(`\n## ${benchmark.name}: ${benchmark.description}\n`);
  await benchmark.run();
  ran++;
}
if (ran === 0) {
  console.log(wanted.length > 0 ? `No benchmark named ${wanted.join(', ')}.` : 'No benchmarks yet.');
}
process.exit(0);
