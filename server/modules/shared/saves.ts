// What every back-office save shares: unique-slug races, transaction limits,
// and how a conflict names the moment of the other save.
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';

/** Room for the checks a save makes before it writes. */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** Whether a database error is a unique-constraint violation (a race two checks could not see). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** How a conflict message names the moment of the other save. */
export const formatWhen = (date: Date) => `${WHEN.format(date)} UTC`;

/** Who made the save a stale one lost to, when the row's history records it. */
export type SavedBy = { userId: string | null; email: string };

/**
 * The one conflict message of every back-office editor: what changed, when,
 * and who, as far as it is known. The same admin in another tab is "you";
 * an admin the history names is named; a row that keeps no author says
 * both ways it could have happened rather than blame another admin.
 */
export function conflictMessage(
  context: Pick<Context, 'viewer'>,
  what: string,
  at: Date,
  savedBy: SavedBy | null = null,
): string {
  const when = formatWhen(at);
  const viewer = context.viewer;
  const byViewer =
    savedBy !== null &&
    viewer != null &&
    (savedBy.userId !== null ? savedBy.userId === viewer.id : savedBy.email === viewer.email);
  if (byViewer) return formatMessage(CONTENT.conflictByYou, { what, when });
  if (savedBy && savedBy.email !== UNKNOWN_AUTHOR)
    return formatMessage(CONTENT.conflict, { what, who: savedBy.email, when });
  return formatMessage(CONTENT.conflictByUnknown, { what, when });
}

/** The author a history row records for a save made without a signed-in admin. */
export const UNKNOWN_AUTHOR = 'unknown';

/**
 * What every admin write of a row that records its last author (`savedBy`:
 * contacts, CTAs, courses, taxonomy terms, images, videos) adds to its data:
 * the next version, and who made it (null without a signed-in admin).
 */
export function newVersion(context: Pick<Context, 'viewer'>) {
  return { version: { increment: 1 }, ...savedBy(context) };
}

/** Who a create (or any write of such a row) records as having saved it. */
export const savedBy = (context: Pick<Context, 'viewer'>) => ({ savedById: context.viewer?.id ?? null });

/** What a refusal reads of such a row: when it was saved, at which version, and by whom. */
export const LAST_SAVE = {
  updatedAt: true,
  version: true,
  savedBy: { select: { id: true, email: true } },
} as const;

/** A row as `LAST_SAVE` reads it. */
export type LastSave = { updatedAt: Date; version: number; savedBy: { id: string; email: string } | null };

/**
 * Why an update of a row at an older version changed nothing: the row is
 * gone (`notFound`), or it was saved since (`what`: "This CTA"), by the
 * admin the row records (see `newVersion`), when it records one.
 */
export function staleSaveRefusal(
  context: Pick<Context, 'viewer'>,
  current: LastSave | null,
  what: string,
  notFound: string,
): NotFoundError | ConflictError {
  if (!current) return new NotFoundError(notFound);
  const savedBy = current.savedBy && { userId: current.savedBy.id, email: current.savedBy.email };
  return new ConflictError(conflictMessage(context, what, current.updatedAt, savedBy), current.version);
}

/** How every update mutation documents keepingLeftOut. */
export const LEFT_OUT_KEPT =
  'An optional field left out keeps its stored value; null (or an empty string) clears it.';

/**
 * An update's input with each optional field in `keys` that it left out taken from the row as
 * stored (read by `stored` only when one was left out; null when the row is gone, and the update
 * then refuses it). As GraphQL clients expect, a field left out keeps its value and null (or "")
 * clears it: the back-office forms send every field, but a script that renames a contact or
 * retitles a course sends only what it changes, and must not erase a phone or a whole outline.
 */
export async function keepingLeftOut<Input extends object, Key extends keyof Input>(
  input: Input,
  keys: readonly Key[],
  stored: () => Promise<Pick<Input, Key> | null>,
): Promise<Input> {
  const leftOut = keys.filter((key) => input[key] === undefined);
  if (leftOut.length === 0) return input;
  const row = await stored();
  if (!row) return input;
  const filled = { ...input };
  for (const key of leftOut) filled[key] = row[key];
  return filled;
}
