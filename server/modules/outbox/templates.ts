// The email templates: the notifications of SPEC §7, each taking the fields
// the spec names and rendering a message for the company inbox, and the
// answers to a booking request, which go to the visitor. The outbox stores
// the template name and its data, so a message can be rendered again when
// it is retried.
import { adminContactPath } from '../../../domain/shared/paths';
import { SITE } from '../../../domain/shared/site';
import type { CalendarEventData, CalendarInvite } from './calendar';
import { type EmailLayout, type RenderedEmail, renderLayout } from './render';

export const NOT_PROVIDED = 'Not provided';
export const NOT_SPECIFIED = 'Not specified';

export type ContactEmailData = {
  from_name: string;
  from_email: string;
  phone_number: string;
  inquiry_type: string;
  message_content: string;
  /** The course asked about from its page: its title and address (absent from messages about none). */
  course?: string;
};

export type BookingEmailData = {
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  alternate_date: string;
  alternate_time: string;
  /** The visitor's time zone, which the times are in (absent from messages queued before it was kept). */
  time_zone?: string;
  message: string;
};

/** A booking request confirmed, to the visitor: `when` is the slot written out in their time zone. */
export type BookingConfirmedEmailData = {
  /** Whom the greeting names (the visitor's first name). */
  name: string;
  when: string;
  /** The confirmation moves a confirmed consultation to the request's other slot. */
  moved?: boolean;
  /** What the admin added; empty for none. */
  message: string;
  /** The company inbox, so the visitor's reply reaches the team. */
  reply_to: string;
  /** The event to add to the visitor's calendar (absent when the slot's zone is unknown). */
  calendar?: CalendarEventData;
};

/** A booking request declined, to the visitor: the slots they asked for, written out. */
export type BookingDeclinedEmailData = {
  name: string;
  preferred: string;
  /** Empty when the request had no alternate. */
  alternate: string;
  message: string;
  reply_to: string;
  /** The event to remove from the visitor's calendar, when the request had been confirmed with one. */
  calendar?: CalendarEventData;
};

export type FractionalPmSurveyEmailData = {
  to_email: string;
  subject: string;
  from_name: string;
  from_email: string;
  phone: string;
  website: string;
  message: string;
};

export type AiAuditEmailData = {
  from_name: string;
  from_email: string;
  website: string;
  phone: string;
  business_type: string;
  team_size: string;
  time_spenders: string;
  pain_points: string;
  daily_tools: string;
  ai_tools_used: string;
  ai_comfort_level: string;
  ai_goal: string;
  additional_info: string;
};

export type EmailTemplates = {
  contact_notification: ContactEmailData;
  booking_request: BookingEmailData;
  booking_confirmed: BookingConfirmedEmailData;
  booking_declined: BookingDeclinedEmailData;
  fractional_pm_survey: FractionalPmSurveyEmailData;
  ai_audit: AiAuditEmailData;
};
export type EmailTemplateName = keyof EmailTemplates;

/** The consultation as an event in the visitor's calendar, organised by the company inbox. */
const consultation = (
  method: CalendarInvite['method'],
  event: CalendarEventData | undefined,
  inbox: string,
): CalendarInvite | undefined =>
  event && {
    ...event,
    method,
    title: `Consultation with ${SITE.name}`,
    organizer: { name: SITE.name, email: inbox },
  };

const LAYOUTS: { [T in EmailTemplateName]: (data: EmailTemplates[T]) => EmailLayout } = {
  contact_notification: (d) => ({
    subject: `New contact message: ${d.inquiry_type} from ${d.from_name}`,
    replyTo: d.from_email,
    heading: 'New message from the website contact form',
    fields: [
      ['Name', d.from_name],
      ['Email', d.from_email],
      ['Phone', d.phone_number || NOT_PROVIDED],
      ['Inquiry type', d.inquiry_type],
      ...(d.course ? [['Course', d.course] as [string, string]] : []),
    ],
    body: { label: 'Message', value: d.message_content },
  }),
  booking_request: (d) => {
    const zone = d.time_zone ? ` (${d.time_zone})` : '';
    const preferred = `${d.preferred_date} at ${d.preferred_time}${zone}`;
    return {
      subject: `Consultation request from ${d.name}: ${preferred}`,
      replyTo: d.email,
      heading: 'New consultation request',
      fields: [
        ['Name', d.name],
        ['Email', d.email],
        ['Phone', d.phone || NOT_PROVIDED],
        ['Preferred date', preferred],
        [
          'Alternate date',
          d.alternate_date
            ? `${d.alternate_date}${d.alternate_time ? ` at ${d.alternate_time}${zone}` : ''}`
            : NOT_SPECIFIED,
        ],
      ],
      body: { label: 'Notes', value: d.message || NOT_PROVIDED },
    };
  },
  booking_confirmed: (d) => ({
    subject: d.moved
      ? `Your consultation with ${SITE.name} has moved to ${d.when}`
      : `Your consultation with ${SITE.name} is confirmed: ${d.when}`,
    replyTo: d.reply_to,
    heading: d.moved ? 'Your consultation has moved' : 'Your consultation is confirmed',
    intro: [
      d.moved
        ? `Hello ${d.name}, your consultation is now at the time below. We look forward to speaking with you. If it does not suit you, reply to this email.`
        : `Hello ${d.name}, thank you for your request. We look forward to speaking with you at the time below. If it no longer suits you, reply to this email.`,
      ...(d.calendar ? ['The invitation attached adds it to your calendar.'] : []),
    ].join(' '),
    fields: [['When', d.when]],
    body: d.message ? { label: 'Our note', value: d.message } : undefined,
    calendar: consultation('REQUEST', d.calendar, d.reply_to),
  }),
  booking_declined: (d) => ({
    subject: `Your consultation request to ${SITE.name}: we need another time`,
    replyTo: d.reply_to,
    heading: 'We cannot meet at the time you asked for',
    intro: [
      `Hello ${d.name}, thank you for your request. Unfortunately we are not available then. Reply to this email with a few other times that suit you, or send a new request on our website.`,
      ...(d.calendar ? ['The invitation attached removes it from your calendar.'] : []),
    ].join(' '),
    fields: d.alternate
      ? [
          ['You asked for', d.preferred],
          ['Or', d.alternate],
        ]
      : [['You asked for', d.preferred]],
    body: d.message ? { label: 'Our note', value: d.message } : undefined,
    calendar: consultation('CANCEL', d.calendar, d.reply_to),
  }),
  fractional_pm_survey: (d) => ({
    subject: d.subject,
    replyTo: d.from_email,
    heading: 'New Fractional PM survey response',
    fields: [
      ['Name', d.from_name],
      ['Email', d.from_email],
      ['Phone', d.phone],
      ['Website', d.website],
    ],
    body: { label: 'Answers', value: d.message },
  }),
  ai_audit: (d) => ({
    subject: `AI Audit request from ${d.from_name}`,
    replyTo: d.from_email,
    heading: 'New AI Audit request',
    fields: [
      ['Name', d.from_name],
      ['Email', d.from_email],
      ['Website', d.website],
      ['Phone', d.phone],
      ['Business type', d.business_type],
      ['Team size', d.team_size],
      ['Biggest time spenders', d.time_spenders],
      ['Pain points', d.pain_points],
      ['Daily tools', d.daily_tools],
      ['AI tools used', d.ai_tools_used],
      ['AI comfort level', d.ai_comfort_level],
      ['Goal with AI', d.ai_goal],
    ],
    body: { label: 'Additional information', value: d.additional_info },
  }),
};

export const isEmailTemplate = (name: string): name is EmailTemplateName => name in LAYOUTS;

/** The templates written to a visitor: they never carry the link into the back-office. */
const TO_VISITOR: ReadonlySet<string> = new Set<EmailTemplateName>(['booking_confirmed', 'booking_declined']);

export function renderEmail<T extends EmailTemplateName>(
  template: T,
  data: EmailTemplates[T],
): RenderedEmail {
  return renderLayout(LAYOUTS[template](data));
}

/**
 * What a stored message says, for an admin to read in the outbox: its
 * heading, labelled fields and long text. Null when the template is unknown
 * or the data is not an object; a value missing from the data reads as empty.
 */
export function storedEmailLayout(template: string, data: unknown): EmailLayout | null {
  if (!isEmailTemplate(template) || typeof data !== 'object' || data === null || Array.isArray(data))
    return null;
  const layout = (LAYOUTS[template] as (data: unknown) => EmailLayout)(data);
  const value = (raw: unknown) => (typeof raw === 'string' ? raw : raw == null ? '' : String(raw));
  return {
    ...layout,
    replyTo: layout.replyTo ? value(layout.replyTo) : undefined,
    intro: layout.intro ? value(layout.intro) : undefined,
    fields: layout.fields.map(([label, raw]) => [label, value(raw)] as const),
    body: layout.body ? { label: layout.body.label, value: value(layout.body.value) } : undefined,
  };
}

/**
 * A stored message: its template name and data as read back from the
 * outbox, with `link` (the sender's contact in the CRM) when it has one and
 * the message is for the team.
 */
export function renderStoredEmail(
  template: string,
  data: unknown,
  link?: EmailLayout['link'],
): RenderedEmail {
  if (!isEmailTemplate(template)) throw new Error(`Unknown email template '${template}'`);
  const layout = (LAYOUTS[template] as (data: unknown) => EmailLayout)(data);
  return renderLayout(TO_VISITOR.has(template) ? layout : { ...layout, link });
}

/** The link of a notification about a CRM contact: their page in the back-office. */
export const crmContactLink = (publicUrl: string, contactId: string) => ({
  label: 'Open this contact in the CRM',
  url: `${publicUrl}${adminContactPath(contactId)}`,
});

const text = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;
const list = (values: readonly string[] | null | undefined) =>
  values
    ?.map((value) => value.trim())
    .filter(Boolean)
    .join(', ') || NOT_SPECIFIED;

/** The fractional-PM survey email, with 'Not provided' for what the visitor left out. */
export function fractionalPmSurveyEmail(input: {
  toEmail: string;
  subject?: string | null;
  name: string;
  email: string;
  phone?: string | null;
  website?: string | null;
  message?: string | null;
}): FractionalPmSurveyEmailData {
  return {
    to_email: input.toEmail,
    subject: text(input.subject, `Fractional PM survey response from ${input.name}`),
    from_name: input.name,
    from_email: input.email,
    phone: text(input.phone, NOT_PROVIDED),
    website: text(input.website, NOT_PROVIDED),
    message: text(input.message, NOT_PROVIDED),
  };
}

/** The AI audit payload of SPEC §3. */
export type AiAuditPayload = {
  name: string;
  email: string;
  website?: string | null;
  phone?: string | null;
  businessType?: string[] | null;
  teamSize?: string | null;
  timeSpenders?: string[] | null;
  painPoints?: string | null;
  dailyTools?: string | null;
  aiToolsUsed?: string[] | null;
  aiComfortLevel?: string | null;
  aiGoal?: string | null;
  additionalInfo?: string | null;
};

/**
 * The AI audit email: choices the visitor skipped read 'Not specified',
 * free text they left empty reads 'Not provided'.
 */
export function aiAuditEmail(payload: AiAuditPayload): AiAuditEmailData {
  return {
    from_name: payload.name,
    from_email: payload.email,
    website: text(payload.website, NOT_PROVIDED),
    phone: text(payload.phone, NOT_PROVIDED),
    business_type: list(payload.businessType),
    team_size: text(payload.teamSize, NOT_SPECIFIED),
    time_spenders: list(payload.timeSpenders),
    pain_points: text(payload.painPoints, NOT_PROVIDED),
    daily_tools: text(payload.dailyTools, NOT_PROVIDED),
    ai_tools_used: list(payload.aiToolsUsed),
    ai_comfort_level: text(payload.aiComfortLevel, NOT_SPECIFIED),
    ai_goal: text(payload.aiGoal, NOT_PROVIDED),
    additional_info: text(payload.additionalInfo, NOT_PROVIDED),
  };
}
