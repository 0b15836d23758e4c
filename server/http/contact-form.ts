// POST /contact: the contact page's plain form, for a browser without
// JavaScript (or before the app has loaded). It runs the very use case the
// sendContactMessage mutation runs (rules, rate limit, honeypot, CRM record,
// queued emails: modules/conversion/contact.ts); only the answer differs.
//
// Cross-site: a visitor's form carries no session, but a page on another site
// could still make its visitors' browsers post messages (spam under their
// addresses, spending their rate limit). So it is refused as a cookie-carrying
// API request from another site is (cross-origin.ts): an Origin that is not
// ours or a listed one, or else a Sec-Fetch-Site other than same-origin or
// none. A request with neither (curl, an old browser) is let through, as the
// API lets through any client that is not a browser on another site.
//
// Posted twice (a double click before the answer came): the form carries the
// key it was rendered with (SUBMISSION_KEY_FIELD, a new UUID each render), and
// the message is stored once under it, as the dialog's retries are
// (modules/submissions). The key stored is one derived from that key and the
// words posted: the same form sent again after Back with other words (the page
// may come back from the browser's cache, key and all) is another message, and
// is stored. A form without a key, or with one the server would not have
// rendered, is stored as it always was, without one.
import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from '../../domain/conversion';
import { isUuid } from '../../domain/shared/ids';
import type { Config } from '../config';
import { createContext } from '../context';
import { RateLimitError, ValidationError } from '../errors';
import { type ContactMessageInput, sendContactMessage } from '../modules/conversion/contact';
import { globalIdOfText } from '../modules/shared/ids';
import type { Services } from '../services';
import type { ContactFormHandler } from './client';
import { crossSiteRefusal } from './cross-origin';
import { clientIpOf } from './proxy';

/** The form's fields, as its inputs name them (the mutation's input fields). */
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'courseId'] as const;

/**
 * The submission key of a form posted with `rendered`, its words included (a UUID, as the
 * dialog's are), or none for a key the server would not have rendered.
 */
function submissionKeyOfForm(rendered: string | undefined, values: Record<string, string>): string | null {
  const key = rendered?.trim().toLowerCase();
  if (!key || !isUuid(key)) return null;
  const hex = createHash('sha256')
    .update(JSON.stringify([key, ...FIELDS.map((name) => values[name] ?? '')]))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

type Deps = Parameters<typeof createContext>[0] & { config: Config; services: Services };

export function contactFormHandler(deps: Deps): ContactFormHandler {
  return async (request, form, socketAddress) => {
    const refusal = crossSiteRefusal(request, deps.config);
    if (refusal) return { refused: refusal };
    const values = Object.fromEntries(FIELDS.map((name) => [name, form[name] ?? '']));
    // A visitor's form: no session is used (nor refused) whatever cookie rides along.
    const headers = new Headers(request.headers);
    headers.delete('cookie');
    headers.delete('authorization');
    const context = await createContext(deps, new Request(request.url, { method: 'POST', headers }), {
      clientIp: clientIpOf(request, deps.config, socketAddress),
    });
    const input: ContactMessageInput = {
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: values.phone || null,
      subject: values.subject ?? '',
      message: values.message ?? '',
      honeypot: form[HONEYPOT_FIELD] || null,
      submissionKey: submissionKeyOfForm(form[SUBMISSION_KEY_FIELD], values),
      // The course asked about, from the form's hidden field: none for what is not a global id.
      courseId: values.courseId ? globalIdOfText(values.courseId) : null,
    };
    try {
      await sendContactMessage(context, input);
      return { sent: true };
    } catch (error) {
      if (error instanceof ValidationError) {
        const errors = Object.fromEntries(error.fieldErrors.map(({ field, message }) => [field, message]));
        return { status: 400, form: { values, errors } };
      }
      if (error instanceof RateLimitError)
        return { status: 429, form: { values, errors: {}, failure: error.message } };
      throw error;
    }
  };
}
