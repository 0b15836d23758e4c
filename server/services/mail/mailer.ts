// Sends one email over SMTP (nodemailer). The outbox worker is its only
// caller: everything else queues messages in the outbox instead.
import type { Transporter } from 'nodemailer';

/** A rendered message, ready to send. */
export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation, sent as text/calendar with its method and as invite.ics. */
  calendar?: { method: string; content: string };
};

export type Mailer = {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

export function createSmtpMailer(smtpUrl: string): Mailer {
  // nodemailer is loaded with the first message, not at start.
  let transport: Promise<Transporter> | undefined;
  const connect = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // A pool reuses connections when a batch is delivered.
        pool: true,
        maxConnections: 3,
        // Fail fast: the outbox retries later, and a hung server must not hold a claimed message.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return transport;
  };
  return {
    async send(email) {
      await (await connect()).sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.calendar
          ? {
              icalEvent: {
                method: email.calendar.method,
                content: email.calendar.content,
                filename: 'invite.ics',
              },
            }
          : {}),
      });
    },
    close: () =>
      void transport?.then(
        (open) => open.close(),
        () => {},
      ),
  };
}
