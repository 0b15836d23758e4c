// Creating or updating the CRM contact behind a public submission (contact
// form, booking request, survey). One person is one contact: the same email,
// compared case-insensitively, updates the existing contact, even when two
// submissions with that email arrive at the same moment.
import { CRM_DEFAULT_STATUS } from '../../../domain/crm/contacts';
import { cleanWebsite, normalizeEmail } from '../../../domain/shared/validation';
import type { Prisma } from '../../db';

type Tx = Prisma.TransactionClient;

export type SubmissionContact = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  /** The company's website (a survey asks for it), stored as a bare domain. */
  companyUrl?: string | null;
  /** 'Website', or 'Survey: <title>' for survey answers. */
  source: string;
  now: Date;
};

/** Advisory-lock namespace of CRM contact emails (any constant int4 unused elsewhere). */
const CONTACT_EMAIL_LOCK = 7_300_001;

/**
 * Serializes, until the transaction ends, every write that could give an
 * email to a contact that is not deleted (public submissions, admin saves,
 * restores, imports): the unique index on lower(email) would otherwise turn
 * the loser of a race into a database error instead of an update or a clear
 * message.
 */
export async function lockContactEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CONTACT_EMAIL_LOCK}::int, hashtext(${normalizeEmail(email)}))`;
}

/**
 * lockContactEmail for many emails in one round trip (an import batch). The
 * locks are taken in the order of their keys, so two imports sharing emails
 * cannot deadlock, and a single-email writer holds one lock only.
 */
export async function lockContactEmails(tx: Tx, emails: readonly string[]): Promise<void> {
  const keys = [...new Set(emails.map(normalizeEmail).filter(Boolean))];
  if (keys.length === 0) return;
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(${CONTACT_EMAIL_LOCK}::int, key)
    FROM (SELECT DISTINCT hashtext(email) AS key FROM unnest(${keys}::text[]) AS email ORDER BY 1) AS keys`;
}

/** Whether two phones are one number, however written: their digits and a leading plus. */
export const samePhone = (a: string, b: string) => {
  const dial = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');
  return dial(a.trim()) === dial(b.trim());
};

/**
 * Must run inside a transaction (see lockContactEmail). Resolves with the
 * contact's phone after it, which a submission's phone may differ from.
 */
export async function upsertCrmContact(
  tx: Tx,
  input: SubmissionContact,
): Promise<{ id: string; created: boolean; phone: string | null }> {
  const email = normalizeEmail(input.email);
  await lockContactEmail(tx, email);
  // Emails are stored lower-cased and trimmed (see the CrmContact model), so equality is case-insensitive.
  const existing = await tx.crmContact.findFirst({
    where: { email, deleted: false },
    orderBy: { createdAt: 'asc' },
    select: { id: true, phone: true, companyUrl: true },
  });
  const phone = input.phone?.trim() || null;
  // The domain only, as the admin contact form keeps it.
  const companyUrl = input.companyUrl ? cleanWebsite(input.companyUrl).split(/[/?#]/)[0] || null : null;
  if (existing) {
    // What the contact has stays: the status an admin set (e.g. customer),
    // the names, the source, and a known phone or website, whether an admin
    // entered it or an earlier submission gave it. A submission fills only
    // what is empty; a different phone it gives stays in its own record
    // (the message's note, the booking request, the survey's answers).
    const fills = {
      ...(phone && !existing.phone ? { phone } : {}),
      ...(companyUrl && !existing.companyUrl ? { companyUrl } : {}),
    };
    // A filled field is a change an editor opened before cannot know of: a
    // new version, so its stale save is refused rather than put the field
    // back to empty (no admin made it: savedBy null). The last contact date
    // alone is not, as when the outbox moves it: the editor leaves it out.
    const changed = Object.keys(fills).length > 0;
    await tx.crmContact.update({
      where: { id: existing.id },
      data: {
        lastContactDate: input.now,
        ...fills,
        // Unchanged, it keeps its updatedAt (what a conflict names): only a new version sets it.
        ...(changed ? { version: { increment: 1 }, savedById: null, updatedAt: input.now } : {}),
      },
    });
    return { id: existing.id, created: false, phone: existing.phone ?? phone };
  }
  const created = await tx.crmContact.create({
    data: {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      phone,
      companyUrl,
      source: input.source,
      status: CRM_DEFAULT_STATUS,
      lastContactDate: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    },
    select: { id: true },
  });
  return { id: created.id, created: true, phone };
}
