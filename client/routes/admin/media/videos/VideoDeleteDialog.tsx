// Deleting a video (MediaDeleteDialog: refused while posts or courses play it,
// unless the admin confirms taking it out of them). The list's count follows.
import { graphql } from 'react-relay/hooks';
import { VIDEOS } from '../../../../../domain/shared/messages';
import type { VideoDeleteDialogMutation } from '../../../../__generated__/VideoDeleteDialogMutation.graphql';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { MediaDeleteDialog } from '../shared/MediaDeleteDialog';
import type { VideoRow } from './VideoEditDialog';

export function VideoDeleteDialog({
  video,
  connectionId,
  onClose,
  onDeleted,
}: {
  video: VideoRow;
  connectionId: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [remove, removing] = useAsyncMutation<VideoDeleteDialogMutation>(graphql`
    mutation VideoDeleteDialogMutation($input: DeleteVideoInput!, $connections: [ID!]!) {
      deleteVideo(input: $input) {
        __typename
        ... on MediaDeletedPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on VideoInUseError {
          message
          uses {
            kind
            id
            title
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  return (
    <MediaDeleteDialog
      noun="video"
      busy={removing}
      failedMessage={VIDEOS.deleteFailed}
      onClose={onClose}
      onDeleted={onDeleted}
      remove={async (removeEverywhere) => {
        const { deleteVideo: result } = await remove({
          variables: { input: { id: video.id, removeEverywhere }, connections: [connectionId] },
        });
        if (result.__typename === 'VideoInUseError')
          return { inUse: { message: result.message ?? '', uses: result.uses ?? [] } };
        const failure = failureOf(result, 'MediaDeletedPayload');
        return failure ? { failed: failure.message } : { deleted: true };
      }}
    >
      <p>“{video.title}” will be deleted for good: its file, its thumbnail and its details.</p>
    </MediaDeleteDialog>
  );
}
