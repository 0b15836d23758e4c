// Password guessing: after five failed sign-ins in a row an email is locked
// for 10 minutes, then 20, 40...; the answers are the same whether or not an
// account has that email; every attempt is logged; an admin can unlock.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../../../domain/shared/messages';
import { applyMigrations } from '../../../prisma/migrate';
import { openDatabase } from '../../../server/db';
import { createLogger } from '../../../server/log';
import { databaseSignInThrottle } from '../../../server/modules/auth/lockout';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { ADMIN, createUser, SIGN_IN } from '../../helpers/users';

const clock = new TestClock();
/** The info lines of the server's log. */
const logged: string[] = [];
const log = { ...createLogger('silent'), info: (message: string) => void logged.push(message) };
let app: TestApp;
let address = 0;

beforeAll(async () => {
  // The per-address limit is off: guesses here come from many addresses.
  app = await createTestApp({ env: { RATE_LIMITS: 'signIn=0' }, services: { clock, log } });
  await createUser(app.prisma, { ...ADMIN, role: 'admin' });
});
afterAll(() => app.close());

type Answer = { __typename: string; message?: string };
async function attempt(email: string, password: string): Promise<Answer> {
  const result = await app.gql<{ signIn: Answer }>(
    SIGN_IN,
    { input: { email, password } },
    { clientIp: `203.0.113.${++address % 250}` },
  );
  return { __typename: result.data!.signIn.__typename, message: result.data!.signIn.message };
}

const locked = (minutes: number) => ({
  __typename: 'RateLimitError',
  message: `Too many failed sign-in attempts for this email. Try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or ask an administrator to unlock it.`,
});
const invalid = { __typename: 'AuthError', message: AUTH.invalidCredentials };

describe('the lockout', () => {
  it('locks an email after five failures, even for the right password, for 10 minutes, then 20', async () => {
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push(await attempt(ADMIN.email, `guess ${index}`));
    expect(answers).toEqual([invalid, invalid, invalid, invalid, locked(10)]);
    expect(await attempt(ADMIN.email, ADMIN.password)).toEqual(locked(10));
    clock.advance(9 * 60_000);
    expect(await attempt(ADMIN.email, ADMIN.password)).toEqual(locked(1));

    clock.advance(60_000);
    for (let index = 0; index < 4; index++) expect(await attempt(ADMIN.email, 'again')).toEqual(invalid);
    expect(await attempt(ADMIN.email, 'again')).toEqual(locked(20));
    clock.advance(20 * 60_000);
    expect((await attempt(ADMIN.email, ADMIN.password)).__typename).toBe('SignInPayload');
    // A success forgets it all: the next lock is 10 minutes again.
    for (let index = 0; index < 4; index++) await attempt(ADMIN.email, 'wrong');
    expect(await attempt(ADMIN.email, 'wrong')).toEqual(locked(10));
    clock.advance(10 * 60_000);
  });

  it('answers an email without an account exactly alike', async () => {
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await attempt('nobody@test.example', 'guess'));
    expect(answers).toEqual([invalid, invalid, invalid, invalid, locked(10), locked(10)]);
  });

  it('logs every attempt with the address and the time', async () => {
    const before = clock.now();
    clock.advance(60 * 60_000);
    await app.gql(SIGN_IN, { input: { email: ADMIN.email, password: 'nope' } }, { clientIp: '198.51.100.7' });
    await app.gql(SIGN_IN, { input: ADMIN }, { clientIp: '198.51.100.8' });
    const rows = await app.prisma.signInAttempt.findMany({
      where: { createdAt: { gt: before } },
      orderBy: { id: 'asc' },
      select: { email: true, address: true, outcome: true, createdAt: true },
    });
    expect(rows).toEqual([
      { email: ADMIN.email, address: '198.51.100.7', outcome: 'invalid_credentials', createdAt: clock.now() },
      { email: ADMIN.email, address: '198.51.100.8', outcome: 'signed_in', createdAt: clock.now() },
    ]);
  });

  it("names the email in the server's log by its first letter and domain only, the address by its /24", async () => {
    logged.length = 0;
    await app.gql(
      SIGN_IN,
      { input: { email: 'Jane.Doe@Test.example', password: 'nope' } },
      { clientIp: '198.51.100.9' },
    );
    expect(logged).toEqual(['Sign-in invalid_credentials for j…@test.example from 198.51.100.0/24']);
    // The full email and address stay in the database, for the lockout and an admin's review.
    const row = await app.prisma.signInAttempt.findFirst({ where: { address: '198.51.100.9' } });
    expect(row?.email).toBe('jane.doe@test.example');
  });
});

describe('npm run admin:unlock', () => {
  it('lifts a lock at once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unlock-'));
    const now = new Date();
    try {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      await applyMigrations(db.adapterFactory);
      const throttle = databaseSignInThrottle(db.prisma);
      for (let index = 0; index < 5; index++) await throttle.recordFailure('locked@test.example', now);
      expect(await throttle.lockedUntil('locked@test.example', now)).not.toBeNull();
      await db.close();

      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', 'server/cli/admin-unlock.ts', '--email', 'Locked@Test.example'],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      );
      expect(stdout).toContain('Unlocked locked@test.example');

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      expect(
        await databaseSignInThrottle(reopened.prisma).lockedUntil('locked@test.example', now),
      ).toBeNull();
      await reopened.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
