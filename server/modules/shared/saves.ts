// What every back-office save shares: unique-slug races, transaction limits,
// and how a conflict names the moment of the other save.
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
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

/**
 * Why an update of a row at an older version changed nothing: the row is
 * gone (`notFound`), or another admin saved it since (`what`: "This CTA").
 */
export function staleSaveRefusal(
  current: { updatedAt: Date } | null,
  what: string,
  notFound: string,
): NotFoundError | ConflictError {
  if (!current) return new NotFoundError(notFound);
  return new ConflictError(
    formatMessage(CONTENT.conflict, { what, who: 'another admin', when: formatWhen(current.updatedAt) }),
  );
}
