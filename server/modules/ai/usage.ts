// Usage of the AI provider: one row per run, and the daily token budget of
// each admin counted from today's rows (UTC day). A run's row is written as it
// starts, 'running' and charged the most it may use (its prompt and the task's
// max_tokens), under a lock on the admin's row: runs started together (two
// tabs, a script) each see the others, so they cannot each spend what is left.
// It is charged what it used once it ends (finishRun).
import type { AssistantTask } from '../../../domain/ai/tasks';
import type { Prisma, PrismaClient } from '../../db';
import type { TokenUsage } from '../../services/ai';

type Db = PrismaClient | Prisma.TransactionClient;

export type RunRecord = {
  status: 'completed' | 'stopped' | 'failed';
  usage: TokenUsage;
  tokensEstimated: boolean;
  durationMs: number;
};

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfNextUtcDay(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000);
}

/** Tokens `userId` used today; with `underWay`, runs not ended yet count at the most they may use. */
export async function tokensUsedToday(
  db: Db,
  userId: string,
  now: Date,
  { underWay = false }: { underWay?: boolean } = {},
): Promise<number> {
  const { _sum } = await db.aiRun.aggregate({
    where: {
      userId,
      createdAt: { gte: startOfUtcDay(now) },
      ...(underWay ? {} : { status: { not: 'running' } }),
    },
    _sum: { totalTokens: true },
  });
  return _sum.totalTokens ?? 0;
}

/**
 * Starts a run of `task` for `userId` charged `reserved` tokens, unless the admin's `budget`
 * (0: none) is spent, counting their runs under way: then what they used, and no run.
 */
export async function startRun(
  prisma: PrismaClient,
  run: { userId: string; task: AssistantTask; model: string; reserved: number; budget: number; at: Date },
): Promise<{ runId: string } | { spent: number }> {
  return prisma.$transaction(async (tx) => {
    // One admin's runs start one at a time, each seeing the ones before it.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${run.userId}::uuid FOR UPDATE`;
    if (run.budget > 0) {
      const used = await tokensUsedToday(tx, run.userId, run.at, { underWay: true });
      if (used >= run.budget) return { spent: used };
    }
    const { id } = await tx.aiRun.create({
      data: {
        userId: run.userId,
        task: run.task,
        model: run.model,
        status: 'running',
        promptTokens: 0,
        completionTokens: 0,
        totalTokens: run.reserved,
        tokensEstimated: true,
        durationMs: 0,
        createdAt: run.at,
      },
      select: { id: true },
    });
    return { runId: id };
  });
}

/** A run that ended: charged what it used instead of what it might have. */
export async function finishRun(prisma: PrismaClient, runId: string, run: RunRecord): Promise<void> {
  await prisma.aiRun.update({
    where: { id: runId },
    data: {
      status: run.status,
      promptTokens: run.usage.promptTokens,
      completionTokens: run.usage.completionTokens,
      totalTokens: run.usage.totalTokens,
      tokensEstimated: run.tokensEstimated,
      durationMs: Math.round(run.durationMs),
    },
  });
}

/** About four characters a token in English: what a run without the provider's count is charged. */
export function estimateUsage(sent: string, received: string): TokenUsage {
  const promptTokens = Math.ceil(sent.length / 4);
  const completionTokens = Math.ceil(received.length / 4);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}
