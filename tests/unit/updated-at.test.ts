// No field of prisma/schema.prisma is Prisma's `@updatedAt`: it sets the
// system's time on every update that leaves updatedAt out, so a write that
// forgot the app's clock (App.clock, a TestClock in tests) would hide behind
// it, and a row's updatedAt would disagree with what the clock says (job
// leases, outbox retries, "updated" sort orders, conflict messages). Every
// write sets updatedAt itself, from the clock: the shared helpers of
// server/modules/shared/saves.ts (writtenAt, savedAt, nextVersion,
// newVersion, firstSave, firstVersion) or `updatedAt: now`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fields of a schema that carry `@updatedAt` (comments aside), as "Model.field (line n)". */
function updatedAtFields(schema: string): string[] {
  let model = '';
  const found: string[] = [];
  schema.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    const opened = /^\s*model\s+(\w+)/.exec(code);
    if (opened) model = opened[1]!;
    if (/@updatedAt\b/.test(code)) found.push(`${model}.${code.trim().split(/\s+/)[0]} (line ${index + 1})`);
  });
  return found;
}

describe('updatedAt comes from the app clock', () => {
  it('finds @updatedAt on a field, and not in a comment', () => {
    const schema = [
      'model Job {',
      '  /// Not @updatedAt: set from the app clock.',
      '  updatedAt DateTime @updatedAt @map("updated_at") // @updatedAt',
      '}',
    ].join('\n');
    expect(updatedAtFields(schema)).toEqual(['Job.updatedAt (line 3)']);
  });

  it('no field of prisma/schema.prisma is @updatedAt', () => {
    const fields = updatedAtFields(fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8'));
    expect(
      fields,
      `@updatedAt sets the system's time, not the app clock's: remove it from ${fields.join(', ')} ` +
        'and set updatedAt from the app clock in every write (writtenAt, savedAt or newVersion in ' +
        'server/modules/shared/saves.ts, or updatedAt: now from context.services.clock.now()); ' +
        'keep @default(now()) for inserts that set no date.',
    ).toEqual([]);
  });
});
