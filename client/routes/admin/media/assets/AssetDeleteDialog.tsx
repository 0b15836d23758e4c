// Deleting an image (MediaDeleteDialog: refused while posts or courses show it,
// unless the admin confirms taking it out of them).
import { graphql } from 'react-relay/hooks';
import type { AssetDeleteDialogMutation } from '../../../../__generated__/AssetDeleteDialogMutation.graphql';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import { MediaDeleteDialog } from '../shared/MediaDeleteDialog';
import type { AssetRow } from './assets.resource';

export function AssetDeleteDialog({
  asset,
  connectionId,
  onClose,
  onDeleted,
}: {
  asset: AssetRow;
  connectionId: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [remove, removing] = useAsyncMutation<AssetDeleteDialogMutation>(graphql`
    mutation AssetDeleteDialogMutation($input: DeleteAssetInput!, $connections: [ID!]!) {
      deleteAsset(input: $input) {
        __typename
        ... on MediaDeletedPayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on AssetInUseError {
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
      noun="image"
      busy={removing}
      failedMessage="The image could not be deleted. Please try again."
      onClose={onClose}
      onDeleted={onDeleted}
      remove={async (removeEverywhere) => {
        const { deleteAsset: result } = await remove({
          variables: { input: { id: asset.id, removeEverywhere }, connections: [connectionId] },
        });
        if (result.__typename === 'AssetInUseError')
          return { inUse: { message: result.message ?? '', uses: result.uses ?? [] } };
        const failure = failureOf(result, 'MediaDeletedPayload');
        return failure ? { failed: failure.message } : { deleted: true };
      }}
    >
      <p>“{asset.name}” and all its sizes will be deleted for good.</p>
    </MediaDeleteDialog>
  );
}
