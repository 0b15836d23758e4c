// Usage of the AI provider: one row per run, and the daily token budget of
// each admin counted from today's rows (UTC day). A run's row is written as it
// starts, 'running' and charged the most it may use (reservedTokens: its
// prompt and the task's max_tokens), under a lock on the admin's row, and only
// when that fits in what is left: runs started together (two tabs, a script,
// two servers) each see the others, so together they cannot spend more than
// the budget. It is charged what it used once it ends (finishRun). A run's request to the
// provider is given up after MAX_REPLY_MS, so a row still 'running' well past
// that is one whose server stopped mid-way (a crash, a deploy): it is settled
// as failed (settleAbandonedRuns), by whichever server looks first.
import type { AssistantTask } from '../../../domain/ai/tasks';
import type { Prisma, PrismaClient } from '../../db';
import { MAX_REPLY_MS, type TokenUsage } from '../../services/ai';

/**
 * A run still 'running' this long after it started has no server any more:
 * MAX_REPLY_MS and a margin for recording its end and for clocks of servers
 * that differ a little. No server can tell another's live run from a dead
 * one otherwise; a run's own server always ends it well before.
 */
export const ABANDONED_RUN_MS = MAX_REPLY_MS + 5 * 60 * 1000;

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

const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_RUN_MS);

/**
 * Tokens `userId` used today; with `underWay`, runs not ended yet count at the most they may use.
 * A run whose server stopped counts as ended, as settleAbandonedRuns records it, even before it does.
 */
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
      ...(underWay
        ? {}
        : { OR: [{ status: { not: 'running' } }, { createdAt: { lt: abandonedBefore(now) } }] }),
    },
    _sum: { totalTokens: true },
  });
  return _sum.totalTokens ?? 0;
}

/**
 * Records the runs (of `userId`, or everyone's) whose server stopped mid-way as failed. Nothing
 * says what the provider spent on them before it did, so they stay charged the most they may
 * have used. Resolves with how many there were.
 */
export async function settleAbandonedRuns(db: Db, now: Date, userId?: string): Promise<number> {
  const { count } = await db.aiRun.updateMany({
    where: { status: 'running', createdAt: { lt: abandonedBefore(now) }, ...(userId ? { userId } : {}) },
    data: { status: 'failed' },
  });
  return count;
}

/**
 * Starts a run of `task` for `userId` charged `reserved` tokens, unless that is more than what
 * is left of the admin's `budget` (0: none), counting their runs under way: then what they
 * used, and no run.
 */
export async function startRun(
  prisma: PrismaClient,
  run: { userId: string; task: AssistantTask; model: string; reserved: number; budget: number; at: Date },
): Promise<{ runId: string } | { spent: number }> {
  return prisma.$transaction(async (tx) => {
    // One admin's runs start one at a time, each seeing the ones before it.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${run.userId}::uuid FOR UPDATE`;
    await settleAbandonedRuns(tx, run.at, run.userId);
    if (run.budget > 0) {
      const used = await tokensUsedToday(tx, run.userId, run.at, { underWay: true });
      if (used + run.reserved > run.budget) return { spent: used };
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

/**
 * Characters of ASCII text a token is counted at. Measured on English posts (the seed posts,
 * HTML) with OpenAI's tokenizers, o200k and cl100k: 4.4 to 4.55 characters a token; on this
 * project's README (prose, code and tables) 4.3, on CONTRIBUTING 3.9. SentencePiece tokenizers
 * of 32k words (Llama 2, Mistral) use about a fifth more tokens for English. At 3 a post is
 * counted about 1.5 times what OpenAI's tokenizers make of it, and still more than a smaller
 * vocabulary does, so the budget holds for the text a writer sends. A tokenizer library would
 * count exactly for one family of models only, and weighs tens of megabytes.
 */
export const CHARS_PER_TOKEN = 3;

/**
 * The tokens `text` is counted at, an estimate above what tokenizers make of real text: its
 * ASCII characters at CHARS_PER_TOKEN, every other character at a token a byte of UTF-8 (what a
 * byte-level tokenizer never exceeds: accents, other scripts and emojis cost more than ASCII).
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let otherBytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) ascii++;
    else if (code < 0x800) otherBytes += 2;
    // A surrogate pair is one character of 4 bytes: 2 for each half.
    else otherBytes += code >= 0xd800 && code < 0xe000 ? 2 : 3;
  }
  return Math.ceil(ascii / CHARS_PER_TOKEN) + otherBytes;
}

/** Tokens a chat format adds around each message, and to prime the reply (OpenAI: 3 and 3; more for safety). */
const MESSAGE_OVERHEAD_TOKENS = 4;
const REPLY_PRIMING_TOKENS = 3;

/** The tokens a prompt of `messages` is counted at (estimateTokens), with the chat format's overhead. */
export function promptTokens(messages: readonly { content: string }[]): number {
  return messages.reduce(
    (sum, message) => sum + estimateTokens(message.content) + MESSAGE_OVERHEAD_TOKENS,
    REPLY_PRIMING_TOKENS,
  );
}

/**
 * What a run sending `messages` reserves of the budget as it starts: its prompt as
 * promptTokens counts it, and the task's `maxTokens` of reply. No run is charged more
 * (estimateUsage, and a reply past `maxTokens` is stopped: passedMaxTokens), so the budget holds.
 */
export function reservedTokens(messages: readonly { content: string }[], maxTokens: number): number {
  return promptTokens(messages) + maxTokens;
}

/**
 * What a run the provider did not report usage for is charged (stopped, broken off, or
 * stopped past its `maxTokens`): its prompt and what arrived, counted as its reservation
 * counted them, the reply at most `maxTokens`, so never more than it reserved.
 */
export function estimateUsage(
  messages: readonly { content: string }[],
  received: string,
  maxTokens: number,
): TokenUsage {
  const prompt = promptTokens(messages);
  const completion = Math.min(estimateTokens(received), maxTokens);
  return { promptTokens: prompt, completionTokens: completion, totalTokens: prompt + completion };
}

/**
 * What a run whose reply the provider stopped at `maxTokens` is charged of the `usage` the
 * provider reported: never more than it reserved (reservedTokens), its reply at most
 * `maxTokens` and its prompt at most as promptTokens counts it, so the budget holds even when a
 * provider counts more than it was allowed to write or a prompt longer than the estimate.
 */
export function withinReservation(
  usage: TokenUsage,
  messages: readonly { content: string }[],
  maxTokens: number,
): TokenUsage {
  const prompt = Math.min(usage.promptTokens, promptTokens(messages));
  const completion = Math.min(usage.completionTokens, maxTokens);
  return { promptTokens: prompt, completionTokens: completion, totalTokens: prompt + completion };
}

/**
 * The most characters a token of a reply carries on average: English text measured at 4.55
 * at most (see CHARS_PER_TOKEN), so a reply longer than this many a token is longer than any
 * tokenizer makes `maxTokens` tokens.
 */
const MOST_CHARS_PER_TOKEN = 6;

/**
 * Whether a reply of `pieces` pieces of text making `received` has provably passed
 * `maxTokens`: a provider that ignores max_tokens would otherwise write on past what its
 * run reserved. `pieces` counts only pieces with text: one holds a token or more (OpenAI,
 * vLLM, Ollama send one each), an empty one (a keep-alive, a role-only chunk) none,
 * and no token of real text averages more than MOST_CHARS_PER_TOKEN characters: either count
 * is at most the tokens used, so a reply that stops at `maxTokens` is never taken for one past it.
 */
export function passedMaxTokens(pieces: number, received: string, maxTokens: number): boolean {
  return Math.max(pieces, Math.ceil(received.length / MOST_CHARS_PER_TOKEN)) > maxTokens;
}
