// Renders an email as plain text and simple, inline-styled HTML: a heading,
// an optional paragraph (a message to a visitor), a table of labelled
// fields, an optional long-text block, a link to where the team follows
// it up (the sender's contact in the CRM), and a calendar invitation.
import { SITE } from '../../../domain/shared/site';
import type { CalendarInvite } from './calendar';

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A calendar invitation to send along, written out when the message is delivered. */
  calendar?: CalendarInvite;
};

export type EmailLayout = {
  subject: string;
  /** Where a reply goes: the visitor, for a notification; the company inbox, for a message to a visitor. */
  replyTo?: string;
  heading: string;
  /** A paragraph under the heading, for a message to a visitor ("Hello Ada, ..."). */
  intro?: string;
  fields: readonly (readonly [label: string, value: string])[];
  /** A long free-text value shown under the fields, keeping its line breaks. */
  body?: { label: string; value: string };
  /** Where to follow it up: what the link says ("Open this contact in the CRM") and its absolute address. */
  link?: { label: string; url: string };
  /** A calendar invitation to send along. */
  calendar?: CalendarInvite;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** Header values must stay on one line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function renderLayout(layout: EmailLayout): RenderedEmail {
  const text = [
    layout.heading,
    '',
    ...(layout.intro ? [layout.intro, ''] : []),
    ...layout.fields.map(([label, value]) => `${label}: ${value}`),
    ...(layout.body ? ['', `${layout.body.label}:`, layout.body.value] : []),
    ...(layout.link ? ['', `${layout.link.label}: ${layout.link.url}`] : []),
    '',
    `-- ${SITE.name}`,
  ].join('\n');

  const rows = layout.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:#0f172a">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = layout.body
    ? `<h2 style="font-size:15px;margin:20px 0 6px;color:#475569">${escapeHtml(layout.body.label)}</h2><p style="white-space:pre-wrap;margin:0;color:#0f172a">${escapeHtml(layout.body.value)}</p>`
    : '';
  const intro = layout.intro
    ? `<p style="margin:0 0 12px;color:#0f172a">${escapeHtml(layout.intro)}</p>`
    : '';
  const link = layout.link
    ? `<p style="margin:20px 0 0"><a href="${escapeHtml(layout.link.url)}" style="color:#4338ca;font-weight:600">${escapeHtml(layout.link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5"><h1 style="font-size:18px;color:#0f172a">${escapeHtml(layout.heading)}</h1>${intro}<table role="presentation" style="border-collapse:collapse">${rows}</table>${body}${link}<p style="margin-top:24px;color:#64748b">${escapeHtml(SITE.name)}</p></body></html>`;

  return {
    subject: oneLine(layout.subject),
    text,
    html,
    replyTo: layout.replyTo,
    calendar: layout.calendar,
  };
}
