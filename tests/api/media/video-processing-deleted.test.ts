// A video deleted while an admin follows its processing (the videoProcessing
// subscription): when its job ends, the stream ends with the video's
// not-found message, as it does for a video already gone when it opens (a
// FAILED event), not with an unexpected error.
import { describe, expect, it } from 'vitest';
import { MEDIA } from '../../../domain/media';
import { rowId } from '../../helpers/content';
import { socketAppForFile, socketClient, subscribe } from '../../helpers/graphql-ws';
import { processingVideo } from '../../helpers/video-streams';

const PROCESSING = /* GraphQL */ `
  subscription ($id: ID!) { videoProcessing(id: $id) { status progress error } }
`;

const file = socketAppForFile();

describe('following a video deleted while it is processed', () => {
  it("ends, once its job does, with the video's not-found message", async () => {
    const { app, running, adminCookie } = file;
    const video = await processingVideo(app);
    const client = socketClient(running, { cookie: adminCookie });
    try {
      const subscription = subscribe(client, PROCESSING, { id: video.id });
      await subscription.waitFor(1);
      const deleted = await app.gql<{ deleteVideo: { __typename: string } }>(
        `mutation ($id: ID!) { deleteVideo(input: { id: $id }) { __typename } }`,
        { id: video.id },
        { cookie: adminCookie },
      );
      expect(deleted.data!.deleteVideo.__typename).toBe('MediaDeletedPayload');
      expect(await app.prisma.video.findUnique({ where: { id: rowId(video.id) } })).toBeNull();
      video.finish();
      const events = await subscription.done;
      expect(events).toEqual([
        { data: { videoProcessing: { status: 'PROCESSING', progress: 0, error: null } } },
        { data: { videoProcessing: { status: 'FAILED', progress: null, error: MEDIA.videoNotFound } } },
      ]);
    } finally {
      await client.dispose();
    }
  });
});
