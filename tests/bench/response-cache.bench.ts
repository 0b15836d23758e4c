// `npm run bench -- response-cache`: the two ways to share the public
// response cache across instances, on the local Redis (TEST_REDIS_URL or
// 127.0.0.1:6379). (a) What runs: each instance keeps its cache in memory and
// an admin's mutation publishes a clear (PUBLISH + PING). (b) The cache kept
// in Redis: every read is a GET and a JSON parse, a clear bumps a generation
// key. Reads are what visitors do; clears happen once per admin edit.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createPublicResponseCache } from '../../server/http/response-cache';
import { LOCAL_REDIS_URL } from '../helpers/redis';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile } from './stats';

const READS = 5000;
const CLEARS = 500;

/** A blog index answer of 10 posts, about the size of the real one. */
const RESULT = {
  data: {
    blogPosts: {
      totalCount: 42,
      edges: Array.from({ length: 10 }, (_, index) => ({
        node: {
          id: randomBytes(16).toString('base64'),
          slug: `post-${index}`,
          title: `A post about training product managers, number ${index}`,
          excerpt: 'x'.repeat(300),
          publishedAt: new Date().toISOString(),
          author: { name: 'Ada Lovelace', slug: 'ada' },
          categories: [{ name: 'Training', slug: 'training' }],
        },
      })),
    },
  },
};

async function time(count: number, run: () => Promise<unknown> | unknown): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return durations;
}

export const benchmark: Benchmark = {
  name: 'response-cache',
  description: 'shared response cache: in memory with a clear published on Redis, against the cache in Redis',
  async run() {
    const prefix = `lab-bench:${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(LOCAL_REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
    try {
      await redis.ping();
    } catch (error) {
      console.log(`(Redis at ${LOCAL_REDIS_URL} is not available: ${(error as Error).message})`);
      redis.disconnect();
      return;
    }
    try {
      const memory = createPublicResponseCache();
      memory.set('blog', RESULT, [], 60_000);
      const memoryReads = await time(READS, () => memory.get('blog'));
      await redis.set('generation', '0');
      await redis.set('cache:0:blog', JSON.stringify(RESULT), 'PX', 60_000);
      const redisReads = await time(READS, async () => {
        const generation = await redis.get('generation');
        const text = await redis.get(`cache:${generation}:blog`);
        return text ? JSON.parse(text) : undefined;
      });
      const publishClears = await time(CLEARS, async () => {
        memory.clear();
        await redis.publish(`${prefix}responseCache:clear`, '');
        await redis.ping();
      });
      const redisClears = await time(CLEARS, () => redis.incr('generation'));
      const row = (name: string, reads: number[], clears: number[]) => ({
        design: name,
        'read p50': formatMs(percentile(reads, 50)),
        'read p99': formatMs(percentile(reads, 99)),
        'clear p50': formatMs(percentile(clears, 50)),
      });
      console.table([
        row('(a) memory + published clear (runs)', memoryReads, publishClears),
        row('(b) cache in Redis', redisReads, redisClears),
      ]);
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      console.log(
        `A cached read costs ${formatRatio(mean(redisReads), mean(memoryReads))} as much with the cache in Redis; a clear costs ${formatRatio(mean(publishClears), mean(redisClears))} as much with a published clear.`,
      );
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
      await redis.quit();
    }
  },
};
