// What every public submission goes through: a per-address, per-form rate
// limit, the honeypot that bots fill in, and tidied input.

import { isUuid } from '../../../domain/shared/ids';
import { CONTACT } from '../../../domain/shared/messages';
import type { RateLimitedForm } from '../../config';
import type { Context } from '../../context';
import { RateLimitError, ValidationError } from '../../errors';
import { addressForLog } from '../../log';
import type { SubmissionKey } from './store';

/** Throws RateLimitError ('Too many requests...') when the caller is over the form's limit. */
export async function enforceRateLimit(context: Context, form: RateLimitedForm): Promise<void> {
  if (await context.services.rateLimiter.hit(form, context.clientIp)) return;
  context.services.log.warn(
    `Rate limit: too many ${form} submissions from ${addressForLog(context.clientIp, context.config.logClientAddresses)}`,
  );
  throw new RateLimitError(CONTACT.tooManyRequests);
}

/**
 * Whether the hidden honeypot field was filled in. Such a submission is
 * answered exactly like a real one and dropped, so a bot learns nothing.
 */
export function isHoneypotFilled(
  context: Context,
  form: RateLimitedForm,
  honeypot: string | null | undefined,
): boolean {
  if (!honeypot?.trim()) return false;
  context.services.log.info(
    `Dropped a ${form} submission from ${addressForLog(context.clientIp, context.config.logClientAddresses)}: honeypot filled`,
  );
  return true;
}

/** Trims every string of an input (the rules then see what will be stored). */
export function trimValues<T extends Record<string, string>>(input: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key !== 'honeypot' && key !== 'submissionKey')
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : (value ?? '')]),
  ) as T;
}

/**
 * The submission's key as sent (see storeSubmission): a UUID, or none, received
 * at `now` (the submission's own moment, so its rows agree). A script may leave
 * it out; a key that is not a UUID is refused as bad input.
 */
export function submissionKeyOf(
  form: SubmissionKey['form'],
  value: string | null | undefined,
  now: Date,
): SubmissionKey | null {
  const key = value?.trim();
  if (!key) return null;
  if (!isUuid(key)) throw new ValidationError([{ field: 'submissionKey', message: SUBMISSION_KEY_INVALID }]);
  return { key: key.toLowerCase(), form, receivedAt: now };
}

export const SUBMISSION_KEY_INVALID =
  'A submission key is a UUID, the same for each retry of one submission.';
