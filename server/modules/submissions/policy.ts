// What every public submission goes through: a per-address, per-form rate
// limit, the honeypot that bots fill in, and tidied input.
import { CONTACT } from '../../../domain/shared/messages';
import type { RateLimitedForm } from '../../config';
import type { Context } from '../../context';
import { RateLimitError } from '../../errors';

/** Throws RateLimitError ('Too many requests...') when the caller is over the form's limit. */
export async function enforceRateLimit(context: Context, form: RateLimitedForm): Promise<void> {
  if (await context.services.rateLimiter.hit(form, context.clientIp)) return;
  context.services.log.warn(
    `Rate limit: too many ${form} submissions from ${context.clientIp ?? 'an unknown address'}`,
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
    `Dropped a ${form} submission from ${context.clientIp ?? 'an unknown address'}: honeypot filled`,
  );
  return true;
}

/** Trims every string of an input (the rules then see what will be stored). */
export function trimValues<T extends Record<string, string>>(input: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key !== 'honeypot')
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : (value ?? '')]),
  ) as T;
}
