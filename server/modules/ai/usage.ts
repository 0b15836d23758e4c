// Usage of the AI provider: one row per run, and the daily token budget of
// each admin counted from today's rows (UTC day).
import type { AssistantTask } from '../../../domain/ai/tasks';
import type { PrismaClient } from '../../db';
import type { TokenUsage } from '../../services/ai';

export type RunRecord = {
  userId: string;
  task: AssistantTask;
  model: string;
  status: 'completed' | 'stopped' | 'failed';
  usage: TokenUsage;
  tokensEstimated: boolean;
  durationMs: number;
  at: Date;
};

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfNextUtcDay(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000);
}

export async function tokensUsedToday(prisma: PrismaClient, userId: string, now: Date): Promise<number> {
  const { _sum } = await prisma.aiRun.aggregate({
    where: { userId, createdAt: { gte: startOfUtcDay(now) } },
    _sum: { totalTokens: true },
  });
  return _sum.totalTokens ?? 0;
}

export async function recordRun(prisma: PrismaClient, run: RunRecord): Promise<void> {
  await prisma.aiRun.create({
    data: {
      userId: run.userId,
      task: run.task,
      model: run.model,
      status: run.status,
      promptTokens: run.usage.promptTokens,
      completionTokens: run.usage.completionTokens,
      totalTokens: run.usage.totalTokens,
      tokensEstimated: run.tokensEstimated,
      durationMs: Math.round(run.durationMs),
      createdAt: run.at,
    },
  });
}

/** About four characters a token in English: what a run without the provider's count is charged. */
export function estimateUsage(sent: string, received: string): TokenUsage {
  const promptTokens = Math.ceil(sent.length / 4);
  const completionTokens = Math.ceil(received.length / 4);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}
