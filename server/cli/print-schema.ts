// `npm run schema:print`: writes schema.graphql from the Pothos schema. The
// file is committed; tests/api/server/schema.test.ts fails when it is stale.
import fs from 'node:fs';
import { printedSchema, schemaFilePath } from './schema-file';

fs.writeFileSync(schemaFilePath, printedSchema());
console.log(`Wrote ${schemaFilePath}`);
