// Password hashing with argon2id at (or above) OWASP's minimum parameters:
// 19 MiB of memory, 2 iterations, 1 lane. The native module is loaded with
// the first password to hash or check (about 3 MB resident a server that
// nobody signs in to does not keep).
const argon2 = () => import('@node-rs/argon2');

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the email is unknown, so a response time does not
// reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (passwordHash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  return Number(match[1]) < ARGON2_OPTIONS.memoryCost || Number(match[2]) < ARGON2_OPTIONS.timeCost;
}
