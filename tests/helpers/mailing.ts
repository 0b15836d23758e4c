// An app whose email goes to a real SMTP server started for the test: the
// peer that receives it, the outbox worker the test runs by hand
// (runOnce), and one close for all three.
import { createOutboxWorker, type OutboxWorker } from '../../server/modules/outbox/worker';
import type { Services } from '../../server/services';
import { createTestApp, type TestApp } from './app';
import type { TestDatabase } from './db';
import { type SmtpPeer, startSmtpPeer } from './smtp';

/** The sender and the company inbox of every mailing test. */
const MAIL_ENV = { MAIL_FROM: 'Meridian Lab <no-reply@lab.test>', CONTACT_INBOX: 'inbox@lab.test' };

export type MailingApp = { app: TestApp; peer: SmtpPeer; worker: OutboxWorker; close(): Promise<void> };

export async function startMailingApp(
  options: { services?: Partial<Services>; db?: TestDatabase } = {},
): Promise<MailingApp> {
  const peer = await startSmtpPeer();
  const app = await createTestApp({
    env: { SMTP_URL: peer.url, ...MAIL_ENV },
    services: options.services,
    db: options.db,
  });
  const worker = createOutboxWorker(app, app.services.mailer!);
  return {
    app,
    peer,
    worker,
    async close() {
      await worker.stop();
      await peer.stop();
      await app.close();
    },
  };
}
