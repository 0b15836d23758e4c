// What every back-office save shares: global ids checked before they reach
// the database (a wrong type or a malformed id is "not found", never a
// database error), unique-slug races, transaction limits, and how a
// conflict names the moment of the other save.
/** Room for the checks a save makes before it writes. */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

export type GlobalId = { typename: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row id behind a global id of `typename`, or null. */
export function rowIdOf(globalId: GlobalId | null | undefined, typename: string): string | null {
  return globalId?.typename === typename && UUID.test(globalId.id) ? globalId.id : null;
}

/** Whether a database error is a unique-constraint violation (a race two checks could not see). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** How a conflict message names the moment of the other save. */
export const formatWhen = (date: Date) => `${WHEN.format(date)} UTC`;
