// The app reads the time from its clock (services.clock, a TestClock in
// tests), never from the system or the database: a row dated by `new Date()`,
// `Date.now()` or SQL's now()/CURRENT_TIMESTAMP disagrees with what the clock
// says (see tests/api/server/bootstrap-dates.test.ts and the 2031 tests of
// each module). The few places that do read the system's time, for no row,
// are listed with why. A column's @default(now()) stays for test fixtures;
// the app's writes set the date themselves, which this file cannot see:
// tests/api/shared/clock-dated-rows.test.ts checks it of a set of mutations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SYSTEM_TIME = [
  /\bnew Date\(\)/,
  /\bDate\.now\(\)/,
  /\bCURRENT_TIMESTAMP\b/i,
  /(?<![.\w])now\(\)(?!\s*:)/i,
];

/** Where the system's time is read on purpose, and what for (never a row's date). */
const ALLOWED: Record<string, string> = {
  'server/services/clock.ts': 'the system clock itself, which production passes as services.clock',
  'server/log.ts': "a log line's time",
  'server/http/response-cache.ts': 'the default time of an in-memory cache entry',
  'server/services/ai/openai.ts': "how long a Retry-After date is from now, for the provider's wait",
  'prisma/migrate.ts': "a new migration folder's name, at development time",
};

/** The lines of a source that read the system's or the database's time (comments aside), as "line n". */
function systemTimeLines(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({
      code: line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/.*$/, ''),
      index,
    }))
    .filter(({ code }) => SYSTEM_TIME.some((pattern) => pattern.test(code)))
    .map(({ index }) => `line ${index + 1}`);
}

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.relative(root, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || file.includes('/generated/')) return [];
    return [file];
  });
}

describe('the time comes from the app clock', () => {
  it('finds the system’s and the database’s time in code, not in comments or the clock', () => {
    const source = [
      '// new Date() in a comment',
      'const at = new Date();',
      'const ms = Date.now();',
      'sql`UPDATE t SET created_at = CURRENT_TIMESTAMP`;',
      'sql`UPDATE t SET created_at = now()`;',
      'const fine = clock.now(); // Date.now()',
      'const given = new Date(text);',
      'type Clock = { now(): Date };',
    ].join('\n');
    expect(systemTimeLines(source)).toEqual(['line 2', 'line 3', 'line 4', 'line 5']);
  });

  it('no code of server/ or prisma/ reads it, but the places allowed', () => {
    const found = [
      ...sources('server'),
      ...sources('prisma').filter((file) => path.dirname(file) === 'prisma'),
    ]
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        systemTimeLines(fs.readFileSync(path.join(root, file), 'utf8')).map((line) => `${file} ${line}`),
      );
    expect(
      found,
      "Date rows and waits by the app's clock (context.services.clock.now(), or systemClock in a command), " +
        'not by new Date(), Date.now() or SQL now()/CURRENT_TIMESTAMP',
    ).toEqual([]);
  });
});
