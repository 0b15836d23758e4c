// Idempotency-Key (the IETF httpapi draft's header, as Stripe's API has it):
// a signed-in caller's mutation sent with a key is run once. The back-office
// sends one with every mutation (client/relay/idempotency.ts) and again with
// a retry of the same request, so a save whose answer was lost on the way
// back (a weak connection, a proxy timing out) and is sent again is not
// stored twice: a new call to action or contact note is not duplicated, a
// new post's retry is not refused for its own slug, and an edit's retry does
// not conflict with itself. Scripts may send one too (README).
//
// The first request claims the key (a row with no answer yet); its answer is
// stored before it is sent, and a retry gets it back unchanged. An answer
// with top-level errors (refused, failed) is not kept, so a retry runs again.
// Public forms, sent by visitors who are not signed in, have their own
// submission keys (modules/submissions).
import { createHash } from 'node:crypto';
import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { Context } from '../context';
import type { PrismaClient } from '../db';
import { isUniqueViolation } from '../modules/shared/saves';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long an answer is kept for a retry: far longer than any retry of it. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * A claimed key whose request has not answered after this long was left by a
 * process that stopped mid-request: a retry may run it again.
 */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  empty:
    'The Idempotency-Key header is empty: send a key of 1 to 255 visible ASCII characters (a new UUID for each request), or leave the header out.',
  inProgress: 'The request first sent with this Idempotency-Key is still running: try again in a moment.',
  reused: 'This Idempotency-Key was already used for a different request: send a new key with each request.',
} as const;

/** Printable ASCII without spaces, as keys are (a UUID from the back-office). */
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;

type Claim =
  | { kind: 'run' }
  | { kind: 'replay'; response: string }
  | { kind: 'refused'; error: GraphQLError };

const refusal = (message: string, status: number, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

/** The first request with the key has not answered yet. */
const stillRunning = (): Claim => ({
  kind: 'refused',
  error: refusal(IDEMPOTENCY_MESSAGES.inProgress, 409, 'IDEMPOTENCY_KEY_IN_USE'),
});

/** The same for the same operation and variables (a file counts by its name, type and size). */
function fingerprintOf(query: string | undefined, operationName: string | undefined, variables: unknown) {
  const json = JSON.stringify([query ?? '', operationName ?? '', variables ?? {}], (_key, value) =>
    value instanceof Blob
      ? { name: value instanceof File ? value.name : '', type: value.type, size: value.size }
      : value,
  );
  return createHash('sha256').update(json).digest('hex');
}

async function claim(
  prisma: PrismaClient,
  request: { userId: string; key: string; fingerprint: string; now: Date },
): Promise<Claim> {
  const { userId, key, fingerprint, now } = request;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await prisma.idempotentRequest.create({ data: { userId, key, fingerprint, createdAt: now } });
      return { kind: 'run' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await prisma.idempotentRequest.findUnique({ where: { userId_key: { userId, key } } });
    // Released between the two statements (the first request failed): claim it again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint)
      return { kind: 'refused', error: refusal(IDEMPOTENCY_MESSAGES.reused, 422, 'IDEMPOTENCY_KEY_REUSED') };
    if (row.response !== null) return { kind: 'replay', response: row.response };
    if (now.getTime() - row.createdAt.getTime() > IDEMPOTENCY_ABANDONED_MS) {
      const { count } = await prisma.idempotentRequest.updateMany({
        where: { userId, key, response: null, createdAt: row.createdAt },
        data: { createdAt: now },
      });
      if (count === 1) return { kind: 'run' };
    }
    return stillRunning();
  }
  return stillRunning();
}

export function idempotencyPlugin(): Plugin<Context & YogaInitialContext> {
  return {
    // Synchronous for every request without a key (all public traffic): no promise to wait on.
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Context & YogaInitialContext;
      const key = context.request.headers.get(IDEMPOTENCY_HEADER);
      const userId = context.viewer?.id;
      if (key === null || !userId) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      if (!VALID_KEY.test(key)) {
        // A blank key is most often a script's unset variable: say so rather than "1 to 255 characters".
        const message = key.trim() === '' ? IDEMPOTENCY_MESSAGES.empty : IDEMPOTENCY_MESSAGES.invalid;
        setResultAndStopExecution({ errors: [refusal(message, 400, 'BAD_REQUEST')] });
        return;
      }
      const { prisma } = context;
      const where = { userId_key: { userId, key } };
      const fingerprint = fingerprintOf(
        context.params.query,
        args.operationName ?? undefined,
        args.variableValues,
      );
      return claim(prisma, { userId, key, fingerprint, now: context.services.clock.now() }).then(
        (claimed) => {
          if (claimed.kind === 'replay') return setResultAndStopExecution(JSON.parse(claimed.response));
          if (claimed.kind === 'refused') return setResultAndStopExecution({ errors: [claimed.error] });
          return {
            async onExecuteDone({ result }) {
              if (Symbol.asyncIterator in result) return;
              try {
                // Refused or failed: nothing to answer again, and a retry may do better.
                if (result.errors?.length) await prisma.idempotentRequest.delete({ where });
                else
                  await prisma.idempotentRequest.update({
                    where,
                    data: { response: JSON.stringify({ data: result.data, extensions: result.extensions }) },
                  });
              } catch (error) {
                // The mutation's own answer still goes out; a retry finds the key
                // claimed and runs again once IDEMPOTENCY_ABANDONED_MS have passed.
                context.services.log.warn('Could not keep the answer of an Idempotency-Key request', error);
              }
            },
          };
        },
      );
    },
  };
}

/** Forgets answers past their retry window; returns how many. */
export async function deleteOldIdempotentRequests(prisma: PrismaClient, now: Date): Promise<number> {
  const { count } = await prisma.idempotentRequest.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000) } },
  });
  return count;
}
