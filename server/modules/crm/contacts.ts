// Creating or updating the CRM contact behind a public submission (contact
// form, booking request, survey). One person is one contact: the same email,
// compared case-insensitively, updates the existing contact, even when two
// submissions with that email arrive at the same moment.
import { CRM_DEFAULT_STATUS } from '../../../domain/crm';
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

/** Must run inside a transaction (see lockContactEmail). */
export async function upsertCrmContact(
  tx: Tx,
  input: SubmissionContact,
): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  await lockContactEmail(tx, email);
  // Emails are stored lower-cased and trimmed (see the CrmContact model), so equality is case-insensitive.
  const existing = await tx.crmContact.findFirst({
    where: { email, deleted: false },
    orderBy: { createdAt: 'asc' },
    select: { id: true, companyUrl: true },
  });
  const phone = input.phone?.trim() || null;
  // The domain only, as the admin contact form keeps it.
  const companyUrl = input.companyUrl ? cleanWebsite(input.companyUrl).split(/[/?#]/)[0] || null : null;
  if (existing) {
    await tx.crmContact.update({
      where: { id: existing.id },
      // The status an admin set (e.g. customer), the names, the source and a
      // known website stay as they are.
      data: {
        lastContactDate: input.now,
        ...(phone ? { phone } : {}),
        ...(companyUrl && !existing.companyUrl ? { companyUrl } : {}),
      },
    });
    return { id: existing.id, created: false };
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
    },
    select: { id: true },
  });
  return { id: created.id, created: true };
}
