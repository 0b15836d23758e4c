// `npm run generate` (also after every install): the Prisma client with its
// Pothos types, then the Relay artifacts. Both are build products, not
// committed. Works offline: `prisma generate` never runs the schema engine,
// but the CLI wants its binary to exist, so it is pointed at a harmless file
// when none is installed (see TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(bin('prisma'), ['generate'], {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.join(root, 'package.json'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
});
// The compiler adds to its persisted-operations map but will not create it.
const persisted = path.join(root, 'client/__generated__/persisted-queries.json');
fs.mkdirSync(path.dirname(persisted), { recursive: true });
if (!fs.existsSync(persisted)) fs.writeFileSync(persisted, '{}\n');
run(bin('relay-compiler'), []);
