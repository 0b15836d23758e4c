// Runs Prisma's own schema engine, compiled to WebAssembly, over a driver
// adapter. The native engine binary cannot be downloaded on our machines, and
// this keeps the standard `_prisma_migrations` table, so `prisma migrate
// deploy` stays compatible wherever the native engine exists.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

import { fromRoot } from '../server/paths';

export const schemaPath = fromRoot('prisma', 'schema.prisma');
export const migrationsDir = fromRoot('prisma', 'migrations');
const filters = { externalTables: [], externalEnums: [] };

// The wasm bindings module holds one instance for the whole process, so the
// instance (and the promise that makes it) lives on globalThis: a second copy
// of this file (test runners load modules more than once) must not replace it
// under an engine that is running.
type EngineGlobals = {
  PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void };
  __labSchemaEngineWasm?: Promise<typeof bg>;
  __labSchemaEnginePanic?: string | null;
};
const engineGlobals = globalThis as EngineGlobals;

// The engine reports a Rust panic through this registry before it throws;
// without it the panic itself crashes on an undefined registry.
engineGlobals.PRISMA_WASM_PANIC_REGISTRY ??= {
  set_message: (message) => {
    engineGlobals.__labSchemaEnginePanic = message;
  },
};

// Node 20 cannot import a .wasm module, so the bindings are wired by hand.
// Loaded only when a migration is pending or made (a restart compares the
// migrations in plain SQL), so a running server does not keep the bindings.
function loadWasm(): Promise<typeof bg> {
  engineGlobals.__labSchemaEngineWasm ??= (async () => {
    const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(
      path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    bindings.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return bindings;
  })();
  return engineGlobals.__labSchemaEngineWasm;
}

type EngineLog = (message: string) => void;

async function withEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: bg.SchemaEngine) => Promise<T>,
  log: EngineLog = () => {},
): Promise<T> {
  const bindings = await loadWasm();
  const engine = await bindings.SchemaEngine.new(
    { datamodels: [[schemaPath, fs.readFileSync(schemaPath, 'utf8')]] },
    (entry: string) => log(entry),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  try {
    return await run(engine);
  } catch (error) {
    const panic = engineGlobals.__labSchemaEnginePanic;
    if (panic) {
      engineGlobals.__labSchemaEnginePanic = null;
      throw new Error(`The schema engine panicked: ${panic}`, { cause: error });
    }
    throw error;
  } finally {
    engine.free();
  }
}

/** The committed migrations, in the shape the engine expects. */
export function readMigrations(dir = migrationsDir): bg.MigrationList {
  const lockPath = path.join(dir, 'migration_lock.toml');
  const directories = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((name) => {
      const file = path.join(dir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: fs.existsSync(file)
            ? { tag: 'ok', value: fs.readFileSync(file, 'utf8') }
            : { tag: 'error', value: `${file} is missing` },
        },
      };
    }),
  };
}

/** Applies pending migrations; returns the names of those applied now. */
export async function applyMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  dir = migrationsDir,
): Promise<string[]> {
  return withEngine(adapterFactory, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: readMigrations(dir), filters });
    return result.appliedMigrationNames;
  });
}

/**
 * The SQL that takes a database from the committed migrations to the current
 * schema, computed by replaying the migrations on a shadow database of the
 * given adapter (use PGlite: see TOOLCHAIN.md). Empty when nothing changed.
 */
export async function diffSchemaFromMigrations(
  shadowFactory: SqlMigrationAwareDriverAdapterFactory,
  dir = migrationsDir,
): Promise<string> {
  return withEngine(shadowFactory, async (engine) => {
    const result = await engine.diff({
      from: { tag: 'migrations', ...readMigrations(dir) },
      to: {
        tag: 'schemaDatamodel',
        files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }],
      },
      script: true,
      exitCode: null,
      filters,
    } as bg.DiffParams);
    const sql = result.stdout ?? '';
    return /^\s*(-- This is an empty migration\.)?\s*$/.test(sql) ? '' : sql;
  });
}

/** Writes the next migration folder (`<timestamp>_<name>`); returns its path, or null if the schema is unchanged. */
export async function createMigration(
  name: string,
  shadowFactory: SqlMigrationAwareDriverAdapterFactory,
  dir = migrationsDir,
  now = new Date(),
): Promise<string | null> {
  const lockPath = path.join(dir, 'migration_lock.toml');
  if (!fs.existsSync(lockPath)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  const sql = await diffSchemaFromMigrations(shadowFactory, dir);
  if (sql === '') return null;
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const safeName = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const folder = path.join(dir, `${stamp}_${safeName || 'migration'}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'migration.sql'), sql);
  return folder;
}

type RawQuery = { $queryRawUnsafe<T = unknown>(sql: string): Promise<T> };

/**
 * The committed migrations a database has not applied yet, read with plain
 * SQL. An up-to-date database (every restart) never loads the schema engine,
 * whose WebAssembly code and memory would stay in the process for good
 * (measured: 50 to 70 MB of resident memory). A migration recorded with
 * another checksum, or one that failed, counts as pending, so the engine
 * runs and reports it.
 */
export async function pendingMigrations(db: RawQuery, dir = migrationsDir): Promise<string[]> {
  const committed = readMigrations(dir).migrationDirectories.map((entry) => {
    const content = entry.migrationFile.content;
    return {
      name: entry.path,
      checksum: content.tag === 'ok' ? createHash('sha256').update(content.value).digest('hex') : null,
    };
  });
  const [table] = await db.$queryRawUnsafe<{ exists: boolean }[]>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`,
  );
  if (!table?.exists) return committed.map((migration) => migration.name);
  const rows = await db.$queryRawUnsafe<{ migration_name: string; checksum: string; finished: boolean }[]>(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished
       FROM _prisma_migrations`,
  );
  if (rows.some((row) => !row.finished)) return committed.map((migration) => migration.name);
  const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
  return committed
    .filter((migration) => migration.checksum === null || applied.get(migration.name) !== migration.checksum)
    .map((migration) => migration.name);
}
