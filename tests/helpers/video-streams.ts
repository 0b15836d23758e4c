// A stream to follow in subscription tests: a video being processed, whose
// job makes progress only when the test says so (as the job runner would).
import { encodeGlobalID } from '@pothos/plugin-relay';
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
