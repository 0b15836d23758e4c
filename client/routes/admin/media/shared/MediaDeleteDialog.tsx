// Deleting an image or a video, confirmed. While posts, courses, surveys or
// authors show it the server refuses and names them (AssetInUseError,
// VideoInUseError), each linked to where it is edited; the admin may then have
// it taken out of all of them and deleted, in one confirmation.
import { type ReactNode, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { MEDIA_SCREENS, type MEDIA_USE_KINDS, usesCount } from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import { TERMS } from '../../../../../domain/taxonomy';
import type { MediaDeleteDialogAssetMutation } from '../../../../__generated__/MediaDeleteDialogAssetMutation.graphql';
import type { MediaDeleteDialogVideoMutation } from '../../../../__generated__/MediaDeleteDialogVideoMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { useFailure } from '../../auth/useFailure';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { failureOf, type ResultShape, useAsyncMutation } from '../../kit/mutationFailure';
import { rowIdOf } from '../../shared/globalId';

type Use = { readonly kind: string; readonly id: string; readonly title: string };
type InUse = { message: string; uses: readonly Use[] };
/** Either mutation's answer: deleted, in use (with the uses), or another error. */
type DeleteResult = ResultShape & { readonly message?: string | null; readonly uses?: readonly Use[] | null };

/** Where each kind of use is edited: a post's editor, a course's, a survey's builder, the authors. */
const EDITOR_PATHS: Record<(typeof MEDIA_USE_KINDS)[number], (rowId: string) => string> = {
  post: (id) => `/admin/posts/${id}`,
  course: (id) => `/admin/courses/${id}`,
  survey: (id) => `/admin/surveys/${id}`,
  author: () => TERMS.blogAuthor.adminPath,
};
const editorPath = (use: Use) =>
  EDITOR_PATHS[use.kind as keyof typeof EDITOR_PATHS]?.(rowIdOf(use.id)) ?? null;

const WORDS = MEDIA_SCREENS.deleteMedia;

const KINDS = {
  image: { inUseType: 'AssetInUseError', failed: MEDIA_SCREENS.deleteMedia.imageFailed },
  video: { inUseType: 'VideoInUseError', failed: VIDEOS.deleteFailed },
} as const;

export function MediaDeleteDialog({
  kind,
  id,
  connectionId,
  children,
  onClose,
  onDeleted,
}: {
  kind: 'image' | 'video';
  /** The image's or video's global id. */
  id: string;
  /** The list it leaves once deleted. */
  connectionId: string;
  /** What the first confirmation says is deleted. */
  children: ReactNode;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [inUse, setInUse] = useState<InUse | null>(null);
  const [failed, setFailed] = useFailure<string>();
  const [removeImage, removingImage] = useAsyncMutation<MediaDeleteDialogAssetMutation>(graphql`
    mutation MediaDeleteDialogAssetMutation($input: DeleteAssetInput!, $connections: [ID!]!) {
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
  const [removeVideo, removingVideo] = useAsyncMutation<MediaDeleteDialogVideoMutation>(graphql`
    mutation MediaDeleteDialogVideoMutation($input: DeleteVideoInput!, $connections: [ID!]!) {
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
  const { inUseType, failed: failedMessage } = KINDS[kind];

  const confirm = async () => {
    setFailed(null);
    const variables = { input: { id, removeEverywhere: inUse !== null }, connections: [connectionId] };
    try {
      const result: DeleteResult =
        kind === 'image'
          ? (await removeImage({ variables })).deleteAsset
          : (await removeVideo({ variables })).deleteVideo;
      if (result.__typename === inUseType) {
        setInUse({ message: result.message ?? '', uses: result.uses ?? [] });
        return;
      }
      const failure = failureOf(result, 'MediaDeletedPayload');
      if (failure) setFailed(failure.message || failedMessage);
      else onDeleted();
    } catch {
      setFailed(failedMessage);
    }
  };

  return (
    <DeleteDialog
      noun={kind}
      open
      title={inUse ? formatMessage(WORDS.inUseTitle, { kind }) : undefined}
      confirmLabel={
        inUse ? formatMessage(WORDS.removeAndDelete, { count: usesCount(inUse.uses) }) : undefined
      }
      busy={removingImage || removingVideo}
      onConfirm={confirm}
      onClose={onClose}
    >
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      {inUse ? (
        <>
          <p>{inUse.message}:</p>
          <ul className="list-disc pl-5">
            {inUse.uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                <UseName use={use} />
              </li>
            ))}
          </ul>
          <p>{WORDS.inUseNote}</p>
        </>
      ) : (
        children
      )}
    </DeleteDialog>
  );
}

/** A use as the list names it, "Title (kind)", a link to where it is edited when there is one. */
function UseName({ use }: { use: Use }) {
  const name = (
    <>
      {use.title} <span className="text-slate-500">({use.kind})</span>
    </>
  );
  const path = editorPath(use);
  return path ? (
    <Link to={path} className="underline underline-offset-2 hover:text-slate-900">
      {name}
    </Link>
  ) : (
    name
  );
}
