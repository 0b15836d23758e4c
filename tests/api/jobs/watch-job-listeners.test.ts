// Following a job that publishes nothing: the stream lets go of its listener
// on the job's topic the moment it is ended (a return while it waits), not at
// the job's next event, which may never come.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../../domain/tokens';
import type { RunningServer } from '../../../server/http/server';
import { watchJob } from '../../../server/modules/jobs/watch';
import { createEventBus } from '../../../server/services/events';
import type { TestApp } from '../../helpers/app';
import { countingTarget } from '../../helpers/counting-events';
import { socketAppForFile, socketClient, subscribe } from '../../helpers/graphql-ws';
import { createToken, revokeToken } from '../../helpers/tokens';
import { PROCESSING, processingVideo } from '../../helpers/video-streams';

const target = countingTarget((type) => type.startsWith('job:'));
const file = socketAppForFile({ events: createEventBus(target.events) });
let app: TestApp;
let running: RunningServer;
let adminCookie: string;
beforeAll(() => {
  ({ app, running, adminCookie } = file);
});

it('watchJob lets go of its listener when returned while it waits for an event', async () => {
  const job = await app.prisma.job.create({ data: { kind: 'video', status: 'running' } });
  const events = watchJob(app, job.id);
  expect((await events.next()).value).toMatchObject({ jobId: job.id, status: 'running' });
  const waiting = events.next();
  expect(target.listeners).toBe(1);
  await events.return(undefined);
  expect(target.listeners).toBe(0);
  expect(await waiting).toEqual({ done: true, value: undefined });
});

describe('a quiet video processing stream lets go of its job listener', () => {
  async function quietStream() {
    const { token, apiToken } = await createToken(app, adminCookie, { scope: 'ADMIN' });
    const client = socketClient(running, { authorization: `Bearer ${token}` });
    const subscription = subscribe(client, PROCESSING, { id: (await processingVideo(app)).id });
    await subscription.waitFor(1);
    expect(target.listeners).toBe(1);
    return { subscription, apiToken, dispose: () => client.dispose() };
  }

  it('when the client unsubscribes', async () => {
    const { subscription, dispose } = await quietStream();
    try {
      subscription.unsubscribe();
      await target.drained();
      expect(target.listeners).toBe(0);
    } finally {
      await dispose();
    }
  });

  it('when the token that opened it is revoked', async () => {
    const { subscription, apiToken, dispose } = await quietStream();
    try {
      await revokeToken(app, adminCookie, apiToken.id);
      expect(await subscription.done).toMatchObject([
        {},
        { errors: [{ message: API_TOKEN_MESSAGES.invalid }] },
      ]);
      await target.drained();
      expect(target.listeners).toBe(0);
    } finally {
      await dispose();
    }
  });
});

it('a quiet CRM import progress stream lets go of its job listener when the client unsubscribes', async () => {
  const job = await app.prisma.job.create({ data: { kind: 'crm-import', status: 'running' } });
  const draft = await app.prisma.crmImport.create({
    data: { fileName: 'a.csv', csv: Buffer.from(''), mapping: [], status: 'running', jobId: job.id },
  });
  const client = socketClient(running, { cookie: adminCookie });
  try {
    const subscription = subscribe(
      client,
      'subscription ($id: ID!) { crmImportProgress(id: $id) { status } }',
      { id: encodeGlobalID('CrmImport', draft.id) },
    );
    await subscription.waitFor(1);
    expect(target.listeners).toBe(1);
    subscription.unsubscribe();
    await target.drained();
    expect(target.listeners).toBe(0);
  } finally {
    await client.dispose();
  }
});
