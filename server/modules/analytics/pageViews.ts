// Recording page views without identifying anyone: the visitor hash mixes
// the address and user agent with a random salt that changes every UTC day
// and is then deleted, so views can be counted per day but never linked to
// a person or across days.
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export type PageViewRecorder = {
  record(view: {
    path: string;
    referrer: string | null;
    address: string;
    userAgent: string;
    now: Date;
  }): Promise<void>;
};

export function createPageViewRecorder(prisma: PrismaClient): PageViewRecorder {
  let cached: { day: string; salt: string } | null = null;

  async function saltFor(now: Date): Promise<string> {
    const day = dayOf(now);
    if (cached?.day === day) return cached.salt;
    const date = new Date(`${day}T00:00:00Z`);
    // Every app server must hash with the same salt: the first to need it stores it.
    await prisma.analyticsSalt.createMany({
      data: [{ day: date, salt: randomBytes(32).toString('base64') }],
      skipDuplicates: true,
    });
    await prisma.analyticsSalt.deleteMany({ where: { day: { lt: date } } });
    const { salt } = await prisma.analyticsSalt.findUniqueOrThrow({ where: { day: date } });
    cached = { day, salt };
    return salt;
  }

  return {
    async record({ path, referrer, address, userAgent, now }) {
      const salt = await saltFor(now);
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${address}\n${userAgent}`)
        .digest('base64url');
      await prisma.pageView.create({ data: { path, referrer, visitorHash, viewedAt: now } });
    },
  };
}
