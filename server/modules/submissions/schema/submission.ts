// What public submissions answer, and how their input is tidied.
import { builder } from '../../../builder';

/** A public submission was stored (or, for a bot, looked as if it was). */
export const SubmissionReceived = builder.objectRef<{ received: boolean }>('SubmissionReceived').implement({
  fields: (t) => ({ received: t.exposeBoolean('received') }),
});

/** Trims every string of an input (the rules then see what will be stored). */
export function trimValues<T extends Record<string, string>>(input: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key !== 'honeypot')
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : (value ?? '')]),
  ) as T;
}
