// With SMTP set (a real SMTP peer), Retry on a failed email in /admin/outbox
// says 'The email is queued for delivery.' (not the words for a server
// without SMTP, which outbox-reading.test.ts covers), and the email is then
// delivered to the peer and the outbox records it as sent.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../../domain/shared/messages';
import { openAdminPage } from '../../helpers/admin-browser';
import { closeAll, startServerAndBrowser, type TestServer } from '../../helpers/browser';
import { type SmtpPeer, startSmtpPeer } from '../../helpers/smtp';

const SUBJECT = 'New contact message: Training Information from Grace Hopper';
let server: TestServer;
let browser: Browser;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ({ server, browser } = await startServerAndBrowser({
    admin: true,
    env: { SMTP_URL: peer.url, CONTACT_INBOX: 'inbox@lab.test' },
  }));
});
afterAll(async () => {
  await closeAll(browser, server);
  await peer?.stop();
});

describe('with SMTP configured', () => {
  it('says a retried email is queued for delivery, and it is delivered', async () => {
    // Failed earlier (the peer was down): the worker leaves a failed email alone until an admin retries it.
    const stuck = await server.prisma.emailOutbox.create({
      data: {
        template: 'contact_notification',
        toEmail: 'inbox@lab.test',
        subject: SUBJECT,
        data: {
          from_name: 'Grace Hopper',
          from_email: 'grace@navy.example',
          phone_number: '+1 555 0100',
          inquiry_type: 'Training Information',
          message_content: 'Could you train 30 analysts in March?',
        },
        status: 'failed',
        attempts: 10,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      },
    });
    const page = await openAdminPage(browser, server, { width: 1280, height: 900 });
    await page.goto(`${server.url}/admin/outbox`);
    const row = page.getByRole('row', { name: new RegExp(SUBJECT) });
    await row.getByRole('button', { name: `Retry ${SUBJECT}` }).click();
    const said = page.getByRole('status').filter({ hasText: /queued/ });
    await said.waitFor();
    expect(await said.textContent()).toBe(OUTBOX.retried);

    await peer.waitFor(1);
    const [delivered, ...more] = peer.received;
    expect(more).toEqual([]);
    expect(delivered).toMatchObject({ to: ['inbox@lab.test'], subject: SUBJECT });
    expect(delivered?.text).toContain('Could you train 30 analysts in March?');
    await expect
      .poll(
        async () => (await server.prisma.emailOutbox.findUniqueOrThrow({ where: { id: stuck.id } })).status,
      )
      .toBe('sent');
    await page.context().close();
  });
});
