// An account's row is dated by the app's clock (a TestClock here, far from
// the system's time), not by Prisma's @updatedAt: created or given a new
// password by the admin command, and its hash made stronger at sign-in.
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../../server/modules/auth/users';
import { createTestApp, type TestApp, TestClock } from '../../helpers/app';
import { signIn } from '../../helpers/users';

const clock = new TestClock(new Date('2031-03-04T05:06:00Z'));
let app: TestApp;
const HOUR = 3_600_000;
const credentials = { email: 'dated@test.example', password: 'a dated admin password' };

beforeAll(async () => {
  app = await createTestApp({ services: { clock } });
});
afterAll(() => app.close());

const user = () => app.prisma.user.findUniqueOrThrow({ where: { email: credentials.email } });

describe('an account, dated by the app clock', () => {
  it('when the admin command creates it, resets its password, and sign-in rehashes it', async () => {
    await upsertAdmin(app.prisma, credentials, clock.now());
    expect(await user()).toMatchObject({ createdAt: clock.now(), updatedAt: clock.now() });

    clock.advance(HOUR);
    await upsertAdmin(app.prisma, { ...credentials, password: 'another admin password' }, clock.now());
    expect((await user()).updatedAt).toEqual(clock.now());

    // A hash made with weaker parameters than today's is replaced at the next sign-in.
    const weak = await hash(credentials.password, {
      algorithm: 2,
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    await app.prisma.user.update({ where: { email: credentials.email }, data: { passwordHash: weak } });
    clock.advance(HOUR);
    await signIn(app, credentials);
    const rehashed = await user();
    expect(rehashed.passwordHash).not.toBe(weak);
    expect(rehashed.updatedAt).toEqual(clock.now());
  });
});
