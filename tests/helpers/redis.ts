// The local Redis (127.0.0.1:6379; TEST_REDIS_URL overrides it) for tests
// whose subject is Redis: each test file gets its own key prefix, and its
// keys are deleted afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const LOCAL_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function createRedisNamespace(): Promise<{
  url: string;
  prefix: string;
  destroy(): Promise<void>;
}> {
  const prefix = `lab-test:${randomBytes(6).toString('hex')}:`;
  const admin = new Redis(LOCAL_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await admin.connect();
    await admin.ping();
  } catch (error) {
    admin.disconnect();
    throw new Error(
      `Redis does not answer at ${LOCAL_REDIS_URL} (${(error as Error).message}): start it (.ci/run does) or set TEST_REDIS_URL`,
    );
  }
  return {
    url: LOCAL_REDIS_URL,
    prefix,
    destroy: async () => {
      const keys: string[] = [];
      for await (const batch of admin.scanStream({ match: `${prefix}*`, count: 100 }))
        keys.push(...(batch as string[]));
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    },
  };
}
