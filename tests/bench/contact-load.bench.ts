// Load on the contact form: 500 submissions from 50 concurrent clients, each
// from its own test address, through the real HTTP stack; then checks that
// 500 contacts, 500 notes and 500 outbox messages exist, and delivers the
// outbox to a local SMTP server. Baseline: the same load of a public read
// (the random CTA query), measured in the same run on the same database.
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db';
import { createHttpServer, listen } from '../../server/http/server';
import { createOutboxWorker } from '../../server/modules/outbox/worker';
import { createServices } from '../../server/services';
import { contactInput, SEND_CONTACT } from '../helpers/conversion';
import { startSmtpPeer } from '../helpers/smtp';
import { benchDatabases } from './databases';
import type { Benchmark } from './run';
import { formatMs, formatRatio, percentile, runConcurrently } from './stats';

const TOTAL = 500;
const CLIENTS = 50;
const RANDOM_CTA = '{ randomCta { id header } }';

async function measure(label: string, db: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const services = await createServices(config);
  const app = createApp({ prisma: db.prisma, config, services });
  const running = await listen(createHttpServer(), app, config, { port: 0, host: '127.0.0.1' });
  const endpoint = `http://127.0.0.1:${running.port}/graphql`;
  const post = async (query: string, variables: unknown, address: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, { __typename?: string } | null>;
      errors?: unknown;
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  // Every request from its own test address, so no rate limit applies.
  const address = (index: number, block: number) => `10.${block}.${Math.floor(index / 250)}.${index % 250}`;

  await db.prisma.cta.create({
    data: { type: 'ai_training', header: 'Bench', description: 'Bench', buttonText: 'Go', icon: 'rocket' },
  });
  await runConcurrently(50, 10, (index) => post(RANDOM_CTA, {}, address(index, 9)).then(() => {})); // warm-up
  let started = performance.now();
  const baseline = await runConcurrently(TOTAL, CLIENTS, (index) =>
    post(RANDOM_CTA, {}, address(index, 1)).then(() => {}),
  );
  const baselineTotal = performance.now() - started;

  let refused = 0;
  started = performance.now();
  const submissions = await runConcurrently(TOTAL, CLIENTS, async (index) => {
    const data = await post(
      SEND_CONTACT,
      { input: contactInput({ email: `lead${index}@bench.example`, message: `Bench message ${index}` }) },
      address(index, 2),
    );
    if (data?.sendContactMessage?.__typename !== 'SubmissionReceived') refused++;
  });
  const submissionTotal = performance.now() - started;

  const [contacts, notes, outbox] = await Promise.all([
    db.prisma.crmContact.count(),
    db.prisma.crmContactNote.count(),
    db.prisma.emailOutbox.count({ where: { status: 'pending' } }),
  ]);

  // Delivery of the 500 queued messages to a local SMTP server.
  const peer = await startSmtpPeer();
  const mailConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: peer.url });
  const mailServices = await createServices(mailConfig);
  const worker = createOutboxWorker(
    { prisma: db.prisma, config: mailConfig, services: mailServices },
    mailServices.mailer!,
  );
  started = performance.now();
  const delivered = await worker.runOnce();
  await peer.waitFor(TOTAL, 60_000).catch(() => {});
  const deliveryTotal = performance.now() - started;
  await worker.stop();
  await peer.stop();
  await running.close();

  const ok =
    contacts === TOTAL &&
    notes === TOTAL &&
    outbox === TOTAL &&
    refused === 0 &&
    peer.received.length === TOTAL;
  console.log(`### ${label}`);
  console.log(
    `baseline (random CTA read): ${TOTAL} requests in ${formatMs(baselineTotal)}, p50 ${formatMs(percentile(baseline, 50))}, p95 ${formatMs(percentile(baseline, 95))}`,
  );
  console.log(
    `contact submissions:        ${TOTAL} in ${formatMs(submissionTotal)} (${((TOTAL / submissionTotal) * 1000).toFixed(0)}/s), p50 ${formatMs(percentile(submissions, 50))} (${formatRatio(percentile(submissions, 50), percentile(baseline, 50))}), p95 ${formatMs(percentile(submissions, 95))} (${formatRatio(percentile(submissions, 95), percentile(baseline, 95))}), total ${formatRatio(submissionTotal, baselineTotal)} of baseline`,
  );
  console.log(
    `check: ${contacts} contacts, ${notes} notes, ${outbox} outbox messages queued, ${refused} refused`,
  );
  console.log(
    `delivery: ${delivered.sent} sent, ${delivered.failed} failed, ${peer.received.length} received by SMTP in ${formatMs(deliveryTotal)} (${((peer.received.length / deliveryTotal) * 1000).toFixed(0)}/s)`,
  );
  console.log(
    ok ? `OK: ${TOTAL} of ${TOTAL} stored and delivered, 0 lost\n` : 'MISMATCH: see the counts above\n',
  );
}

export const benchmark: Benchmark = {
  name: 'contact-load',
  description: `${TOTAL} contact submissions from ${CLIENTS} concurrent clients, then outbox delivery over SMTP`,
  async run() {
    for (const target of await benchDatabases()) {
      try {
        await measure(target.label, target.db);
      } finally {
        await target.drop();
      }
    }
  },
};
