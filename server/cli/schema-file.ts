// The SDL of the schema, as committed in schema.graphql (read by the Relay compiler).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema';

export const schemaFilePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schema.graphql',
);

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
