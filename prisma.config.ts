// Prisma CLI configuration: only `prisma generate` and `prisma format` are used
// through the CLI; migrations run through prisma/migrate.ts (wasm schema engine).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
