// Abuse protection shared by every public mutation: a per-address, per-form
// rate limit, and the honeypot that bots fill in.
import { CONTACT } from '../../../domain/messages';
import type { RateLimitedForm } from '../../config';
import type { Context } from '../../context';
import { RateLimitError } from '../../errors';

/** Throws RateLimitError ('Too many requests...') when the caller is over the form's limit. */
export function enforceRateLimit(context: Context, form: RateLimitedForm): void {
  if (context.services.rateLimiter.hit(form, context.clientIp)) return;
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
