// schema.graphql is committed (the Relay compiler reads it): it must match
// the Pothos schema, or `npm run schema:print` was forgotten.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFilePath } from '../../../server/cli/schema-file';

describe('schema.graphql', () => {
  it('is up to date with the Pothos schema (run `npm run schema:print`)', () => {
    expect(fs.readFileSync(schemaFilePath, 'utf8')).toBe(printedSchema());
  });
});
