// The configuration module against what an operator reads: every variable it
// parses is documented, and a malformed value is refused naming its variable.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const repository = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(repository, file), 'utf8');

/** The variables server/config.ts parses: the keys of its environment schema. */
function parsedVariables(): string[] {
  const source = read('server/config.ts');
  const schema = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('\n});'));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
}

describe('the documentation of the configuration', () => {
  const variables = parsedVariables();

  it('finds the variables the config module parses', () => {
    expect(variables).toContain('DATABASE_URL');
    expect(variables).toContain('S3_SECRET_ACCESS_KEY');
    expect(variables.length).toBeGreaterThan(40);
  });

  it('lists every one of them in .env.example', () => {
    const example = read('.env.example');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(variables.filter((variable) => !listed.has(variable))).toEqual([]);
  });

  it("lists every one of them in README's configuration table", () => {
    const readme = read('README.md');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]));
    expect(variables.filter((variable) => !rows.has(variable))).toEqual([]);
  });
});

describe('DATABASE_URL', () => {
  it('is a PostgreSQL connection string or empty', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/lab' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/lab',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db/lab' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each(['notaurl', 'mysql://app@db/lab', 'http://db:5432/lab'])(
    'refuses %s naming the variable',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /Invalid environment:\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    },
  );
});
