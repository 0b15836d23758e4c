// A stream to follow in subscription tests: a video being processed, whose
// job makes progress only when the test says so (as the job runner would).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect } from 'vitest';
import type { RunningServer } from '../../server/http/server';
import type { TestApp } from './app';

export const PROCESSING = /* GraphQL */ `
  subscription ($id: ID!) { videoProcessing(id: $id) { status progress } }
`;

/**
 * A video being processed: its global id, `step` to announce its job's
 * progress, and `finish` to announce that the job succeeded.
 */
export async function processingVideo(app: TestApp) {
  const job = await app.prisma.job.create({ data: { kind: 'video', status: 'running' } });
  const video = await app.prisma.video.create({
    data: { title: 'Clip', url: '', status: 'PROCESSING', jobId: job.id },
  });
  const announce = (status: 'running' | 'succeeded', fraction: number) =>
    app.services.events.publish('job', job.id, {
      jobId: job.id,
      kind: 'video',
      status,
      attempts: 1,
      progress: { fraction },
      error: null,
    });
  return {
    id: encodeGlobalID('Video', video.id),
    step: (fraction: number) => announce('running', fraction),
    finish: () => announce('succeeded', 1),
  };
}

/**
 * A stream over server-sent events (`headers` name its credential) that
 * follows a video of `app` whose processing makes no progress: from the app
 * itself, or from a server listening (`server`).
 */
export async function videoEventStream(
  app: TestApp,
  headers: Record<string, string>,
  server?: RunningServer,
) {
  const send = (init: RequestInit) =>
    server ? fetch(`${server.url}graphql`, init) : app.app.request('http://localhost/graphql', init);
  const response = await send({
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query: PROCESSING, variables: { id: (await processingVideo(app)).id } }),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  /** The events of the lines received whole. */
  const events = () =>
    text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: ')
      .map((line) => JSON.parse(line.slice('data: '.length)));
  const readUntil = async (enough: () => boolean) => {
    while (!ended && !enough()) {
      const chunk = await reader.read();
      if (chunk.done) ended = true;
      else text += chunk.value;
    }
    return events();
  };
  return {
    /** Resolves with the events once `count` have come (or the stream has ended). */
    waitFor: (count: number) => readUntil(() => events().length >= count),
    /** Resolves with the events once the server has ended the stream. */
    done: () => readUntil(() => false),
    /** Stops reading, as a client that goes away does. */
    cancel: () => reader.cancel(),
  };
}
