// Deleting an image, confirmed; while posts or courses use it the server
// refuses and names them, and the admin may then remove it from all of them
// and delete it.
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { usesCount } from '../../../../../domain/media';
import type { AssetDeleteDialogMutation } from '../../../../__generated__/AssetDeleteDialogMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { useFailure } from '../../auth/useFailure';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { failureOf, useAsyncMutation } from '../../kit/mutationFailure';
import type { AssetRow } from './assets.resource';

type Use = { readonly kind: string; readonly id: string; readonly title: string };

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
  const [uses, setUses] = useState<readonly Use[] | null>(null);
  const [inUse, setInUse] = useState('');
  const [failed, setFailed] = useFailure<string>();
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

  const confirm = async () => {
    setFailed(null);
    try {
      const response = await remove({
        variables: { input: { id: asset.id, removeEverywhere: uses !== null }, connections: [connectionId] },
      });
      const result = response.deleteAsset;
      if (result.__typename === 'AssetInUseError') {
        setUses(result.uses ?? []);
        setInUse(result.message ?? '');
        return;
      }
      const failure = failureOf(result, 'MediaDeletedPayload');
      if (failure) setFailed(failure.message || 'The image could not be deleted. Please try again.');
      else onDeleted();
    } catch {
      setFailed('The image could not be deleted. Please try again.');
    }
  };

  return (
    <DeleteDialog
      noun="image"
      open
      title={uses ? 'This image is in use' : undefined}
      confirmLabel={uses ? `Remove from ${usesCount(uses)} and delete` : undefined}
      busy={removing}
      onConfirm={confirm}
      onClose={onClose}
    >
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      {uses ? (
        <>
          <p>{inUse}:</p>
          <ul className="list-disc pl-5">
            {uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.title} <span className="text-slate-500">({use.kind})</span>
              </li>
            ))}
          </ul>
          <p>Deleting it takes it out of each of them first. This cannot be undone.</p>
        </>
      ) : (
        <p>“{asset.name}” and all its sizes will be deleted for good.</p>
      )}
    </DeleteDialog>
  );
}
