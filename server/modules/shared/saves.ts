// What every back-office save shares: the version a save is made from
// (saveAtVersion), unique-slug races, transaction limits, and how a conflict
// names the moment of the other save.
import { CONTENT } from '../../../domain/shared/content';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../services/clock';

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
  words: ConflictWords = SAVE_CONFLICT,
): string {
  const when = formatWhen(at);
  const viewer = context.viewer;
  const byViewer =
    savedBy !== null &&
    viewer != null &&
    (savedBy.userId !== null ? savedBy.userId === viewer.id : savedBy.email === viewer.email);
  if (byViewer) return formatMessage(words.byYou, { what, when });
  if (savedBy && savedBy.email !== UNKNOWN_AUTHOR)
    return formatMessage(words.byOther, { what, who: savedBy.email, when });
  return formatMessage(words.byUnknown, { what, when });
}

/**
 * The words of a refusal as its caller can act on it: a script (an API
 * token) has no page to reload or screen to look at, so it gets `script`;
 * the back-office's session keeps `page`, its screens' words.
 */
export const forCaller = (context: Pick<Context, 'viewer'>, words: { page: string; script: string }) =>
  context.viewer?.apiToken ? words.script : words.page;

/**
 * The words of a stale write's conflict (see conflictMessage): by another
 * admin, by the same one elsewhere, by someone the row does not record, and
 * for a script. A save and a delete each have their own: a delete refused
 * says it deleted nothing, not that "your changes" were lost.
 */
type ConflictWords = { byOther: string; byYou: string; byUnknown: string; forScripts: string };

const SAVE_CONFLICT: ConflictWords = {
  byOther: CONTENT.conflict,
  byYou: CONTENT.conflictByYou,
  byUnknown: CONTENT.conflictByUnknown,
  forScripts: CONTENT.conflictForScripts,
};

const DELETE_CONFLICT: ConflictWords = {
  byOther: CONTENT.deleteConflict,
  byYou: CONTENT.deleteConflictByYou,
  byUnknown: CONTENT.deleteConflictByUnknown,
  forScripts: CONTENT.deleteConflictForScripts,
};

/** The author a history row records for a save made without a signed-in admin. */
export const UNKNOWN_AUTHOR = 'unknown';

/**
 * When a row is written, by the app's clock (App.clock): what every write of
 * a row that has an updatedAt adds to its data. The schema has no Prisma
 * `@updatedAt` (it would set the system's time; tests/unit/updated-at.test.ts
 * keeps it out), so a write that leaves this out leaves updatedAt as it was.
 * For a row that keeps no version (a booking request, an email, a job, an
 * account); a versioned row's save adds `savedAt` or `nextVersion`.
 */
export const writtenAt = (clock: Pick<Clock, 'now'>) => ({ updatedAt: clock.now() });

/**
 * The moment of one save, read once from the app's clock: every row the save
 * writes (the row, its former slug, its revision, the rows it changed with it)
 * is dated by it, so they agree to the millisecond. Pass it to the helpers
 * below; one left without it reads the clock again.
 */
export const saveTime = (context: Pick<Context, 'services'>): Date => context.services.clock.now();

/**
 * When a write of a versioned row is made (see writtenAt), at `now` (the
 * save's saveTime). `updatedAt` is in the API and is the "when" of a stale
 * save's refusal (LAST_SAVE).
 */
export const savedAt = (context: Pick<Context, 'services'>, now = saveTime(context)) => ({ updatedAt: now });

/**
 * The next version of a row and when it was made (see savedAt): what every
 * admin save of a versioned row adds to its data (by `newVersion`, or alone for
 * a row whose history records its author: a post's revisions).
 */
export function nextVersion(context: Pick<Context, 'services'>, now = saveTime(context)) {
  return { version: { increment: 1 }, ...savedAt(context, now) };
}

/**
 * What every admin write of a row that records its last author (`savedBy`:
 * contacts, CTAs, courses, surveys, taxonomy terms, images, videos) adds to its data:
 * the next version, when (the app's clock) and who made it (null without a signed-in admin).
 */
export function newVersion(context: Pick<Context, 'viewer' | 'services'>, now = saveTime(context)) {
  return { ...nextVersion(context, now), ...savedBy(context) };
}

/** Who a write of such a row records as having saved it. */
export const savedBy = (context: Pick<Context, 'viewer'>) => ({ savedById: context.viewer?.id ?? null });

/**
 * When a versioned row is created, by the app's clock (its first save: createdAt and updatedAt
 * the same moment), for a row that records no author (a post).
 */
export function firstSave(context: Pick<Context, 'services'>, now = saveTime(context)) {
  return { createdAt: now, updatedAt: now };
}

/** What an admin create of a row that records its last author adds to its data: when, and by whom. */
export function firstVersion(context: Pick<Context, 'viewer' | 'services'>, now = saveTime(context)) {
  return { ...firstSave(context, now), ...savedBy(context) };
}

/** What a refusal reads of such a row: when it was saved, at which version, and by whom. */
export const LAST_SAVE = {
  updatedAt: true,
  version: true,
  savedBy: { select: { id: true, email: true } },
} as const;

/** A row as `LAST_SAVE` reads it (a post's history may name an author without an account: id null). */
export type LastSave = {
  updatedAt: Date;
  version: number;
  savedBy: { id: string | null; email: string } | null;
};

/**
 * A row an admin save names the version of: how to read its last save
 * (`LAST_SAVE`, or what its history says), null when it is gone or
 * soft-deleted, and the words of its refusals.
 */
export type VersionedRow = {
  lastSave: () => Promise<LastSave | null>;
  /** The NotFoundError's message, for a row that is gone. */
  notFound: string;
  /** What the conflict names: its module's conflictSubject in domain/ ("This CTA"). */
  what: string;
  /**
   * The conflict's own words in the back-office, for an editor that has its
   * own (the survey builder's SURVEY_BUILDER.changedElsewhere).
   */
  conflict?: string;
  /**
   * The words (`byUnknown`) of its save's and delete's conflict when no admin
   * is recorded for the other change, for a row others change too (a CRM
   * contact: a visitor's request, an import); other rows say it was an admin.
   */
  byNoAdmin?: { save: string; delete: string };
  /**
   * A script's words of its delete's conflict, for a delete whose version is not sent as
   * `expectedVersion` (a CRM bulk delete's `expectedVersions`); `{what}`, `{when}`, `{version}`
   * as in CONTENT.deleteConflictForScripts.
   */
  deleteForScripts?: string;
  /**
   * The words of an `expectedVersion` newer than the row's, for one whose version is not sent as
   * `expectedVersion` (a CRM bulk delete's `expectedVersions`, naming its place); `{what}`,
   * `{when}`, `{version}`, `{expected}` as in CONTENT.versionNeverSaved.
   */
  versionNeverSaved?: string;
};

/**
 * Why a save made from an older version is refused, from the row's last save
 * (`current`): the row is gone, or it was saved since, by the admin it records
 * (see `newVersion`) when it records one; the conflict gives the version the
 * row has now, when and by whom. An `expectedVersion` newer than the row's
 * (a script's mistake) gets the same conflict in words that say the row never
 * had it (CONTENT.versionNeverSaved). A script (an API token) has no page to
 * reload: its message says what to send instead; the back-office's screens
 * keep their words.
 */
function refusal(
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  current: LastSave | null,
  words: ConflictWords,
  expectedVersion: number,
): NotFoundError | ConflictError {
  if (!current) return new NotFoundError(row.notFound);
  const savedBy = current.savedBy && { userId: current.savedBy.id, email: current.savedBy.email };
  const by = savedBy && savedBy.email !== UNKNOWN_AUTHOR ? savedBy.email : null;
  const laterSave = { at: current.updatedAt, by, userId: savedBy?.userId ?? null };
  // A version the row never had was not made stale by a later save: saying so would send a
  // script looking for a change that never happened. Still a conflict, with the version to send.
  if (expectedVersion > current.version)
    return new ConflictError(
      formatMessage(row.versionNeverSaved ?? CONTENT.versionNeverSaved, {
        what: row.what,
        when: formatWhen(current.updatedAt),
        version: String(current.version),
        expected: String(expectedVersion),
      }),
      current.version,
      laterSave,
    );
  const byNoAdmin = words === SAVE_CONFLICT ? row.byNoAdmin?.save : row.byNoAdmin?.delete;
  const message = forCaller(context, {
    script: formatMessage((words === DELETE_CONFLICT && row.deleteForScripts) || words.forScripts, {
      what: row.what,
      when: formatWhen(current.updatedAt),
      version: String(current.version),
    }),
    // An editor's own words (row.conflict) are a save's.
    page:
      (words === SAVE_CONFLICT ? row.conflict : undefined) ??
      conflictMessage(context, row.what, current.updatedAt, savedBy, {
        ...words,
        byUnknown: byNoAdmin ?? words.byUnknown,
      }),
  });
  return new ConflictError(message, current.version, laterSave);
}

/**
 * Refuses an `expectedVersion` that no record can have (0 or below: a record starts at version
 * 1), as the ValidationError on the field it is, not as a stale save's conflict: every save,
 * delete or move made from a version checks it first, before it looks for the record.
 */
export function refuseUnlessVersion(expectedVersion: number): void {
  if (!isVersion(expectedVersion))
    throw new ValidationError([{ field: 'expectedVersion', message: CONTENT.expectedVersionInvalid }]);
}

/** The same of a bulk change's `expectedVersions`, naming the position (from 1) of the first that is not one. */
export function refuseUnlessVersions(expectedVersions: readonly number[]): void {
  const index = expectedVersions.findIndex((version) => !isVersion(version));
  if (index === -1) return;
  throw new ValidationError([
    {
      field: 'expectedVersions',
      message: formatMessage(CONTENT.expectedVersionsInvalid, {
        position: String(index + 1),
        version: String(expectedVersions[index]),
      }),
    },
  ]);
}

const isVersion = (version: number) => Number.isInteger(version) && version >= 1;

/**
 * The one rule of every admin save made from a version: a save whose row is
 * no longer at `expectedVersion` is refused (see `refusal`) before its
 * fields are checked, and changes nothing. Its fields were chosen from that
 * version: a tag merged or deleted since is gone, a folder renamed, and the
 * save is stale, not wrong. `check` (inside the save's transaction) checks
 * the fields and returns what to write; when it refuses them, the version is
 * read again, since a check may have waited for another transaction to end
 * (a term's delete or merge, which gave this row a new version): a stale save
 * gets the conflict, never a field's message.
 */
async function checkedAtVersion<T>(
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  expectedVersion: number,
  check: () => Promise<T> | T,
  words: ConflictWords,
): Promise<T> {
  refuseUnlessVersion(expectedVersion);
  const refuseUnlessCurrent = async () => {
    const current = await row.lastSave();
    if (current?.version !== expectedVersion) throw refusal(context, row, current, words, expectedVersion);
  };
  await refuseUnlessCurrent();
  try {
    return await check();
  } catch (error) {
    if (error instanceof ValidationError) await refuseUnlessCurrent();
    throw error;
  }
}

/**
 * Refuses, as saveAtVersion would, a write whose row is no longer at `expectedVersion`, before
 * work it would do outside the save's transaction (processing an uploaded file) is done for it.
 */
export async function refuseUnlessAtVersion(
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  expectedVersion: number,
): Promise<void> {
  await checkedAtVersion(context, row, expectedVersion, () => undefined, SAVE_CONFLICT);
}

/**
 * An admin save made from a version, whole: the fields are checked at that
 * version (see checkedAtVersion), then `write` updates the row only where it
 * is still at it (`where: { id, version: expectedVersion }`, the next version
 * in its data: `newVersion`, or a post's increment) and resolves with how
 * many rows it changed, as `updateMany` does. A save committed in between
 * makes it change none: the save is then refused as stale, with the conflict
 * naming the admin who made it when the row records one, and the version the
 * row has now (or as not found, when the row is gone). Resolves with what
 * `check` returned, for what the save writes after the row (relations, former
 * slugs, a revision).
 */
export function saveAtVersion<T>(
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  expectedVersion: number,
  check: () => Promise<T> | T,
  write: (checked: T) => Promise<{ count: number }>,
): Promise<T> {
  return writeAtVersion(SAVE_CONFLICT, context, row, expectedVersion, check, write);
}

/**
 * A soft delete made from a version, by the rule of saveAtVersion: `write`
 * marks the row deleted only where it is still at `expectedVersion`. A row
 * changed since is refused in a delete's words (CONTENT.deleteConflict...):
 * it was not deleted, and nothing else was lost.
 */
export async function deleteAtVersion(
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  expectedVersion: number,
  write: () => Promise<{ count: number }>,
): Promise<void> {
  await writeAtVersion(DELETE_CONFLICT, context, row, expectedVersion, () => undefined, write);
}

async function writeAtVersion<T>(
  words: ConflictWords,
  context: Pick<Context, 'viewer'>,
  row: VersionedRow,
  expectedVersion: number,
  check: () => Promise<T> | T,
  write: (checked: T) => Promise<{ count: number }>,
): Promise<T> {
  const checked = await checkedAtVersion(context, row, expectedVersion, check, words);
  const { count } = await write(checked);
  if (count === 0) throw refusal(context, row, await row.lastSave(), words, expectedVersion);
  return checked;
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

/** An update's input: the fields in `Required`, which a save needs, may be left out (kept) or null (refused). */
export type PartialUpdate<Input, Required extends keyof Input> = Omit<Input, Required> & {
  [Field in Required]?: Input[Field] | null;
};

/**
 * keepingLeftOut for an update that may also leave out the fields a row cannot be without (a
 * contact's names and email, a post's title, slug and content): each key of `required` (its
 * field's required message) left out keeps its stored value too, and null for one, which would
 * clear it, is refused as a ValidationError: its message and CONTENT.leaveOutToKeep. An empty
 * string is what a back-office form sends for an emptied field: the save's own rules refuse it.
 * `notNull` names, with their required messages, fields of `keys` a save needs but a stored row
 * may lack (a post's author and category): left out they keep what is stored, even nothing (the
 * save's own rules then ask for one), and null for one is refused in the same words.
 */
export async function keepingRequired<
  Update extends object,
  Required extends keyof Update,
  Key extends keyof Update,
>(
  input: Update,
  required: Record<Required, string>,
  keys: readonly Key[],
  stored: () => Promise<NoInfer<Kept<Update, Required> & Pick<Update, Key>> | null>,
  notNull: Partial<Record<Key, string>> = {},
): Promise<Update & Kept<Update, Required>> {
  const messages = { ...required, ...notNull } as Partial<Record<keyof Update, string>>;
  ValidationError.throwIf(
    Object.fromEntries(
      (Object.keys(messages) as (keyof Update)[])
        .filter((field) => input[field] === null)
        .map((field) => [field, `${messages[field]}${CONTENT.leaveOutToKeep}`]),
    ),
  );
  // None of them is null now, and each left out is taken from the row (which a save found).
  const fields = Object.keys(required) as Required[];
  const filled = await keepingLeftOut(input, [...fields, ...keys], stored as () => Promise<Update | null>);
  return filled as Update & Kept<Update, Required>;
}

/** The fields `Required` of an update as a save has them: given, or kept. */
type Kept<Update, Required extends keyof Update> = { [Field in Required]-?: NonNullable<Update[Field]> };
