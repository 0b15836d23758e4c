// Moving a video to another folder (or out of any), from the version the
// list showed: when another admin saved it since, the dialog stays open and
// says who and when, and the list reloads (as the edit dialogs do).
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { VideoMoveDialogMutation } from '../../../../__generated__/VideoMoveDialogMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Dialog } from '../../../../components/Dialog';
import { useFailure } from '../../auth/useFailure';
import { DialogActions } from '../../kit/DialogActions';
import { type Option, SelectField } from '../../kit/fields';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import type { VideoRow } from './VideoEditDialog';

const WORDS = MEDIA_SCREENS.moveVideo;

export function VideoMoveDialog({
  video,
  folders,
  onClose,
  onDone,
  onConflict,
}: {
  video: VideoRow;
  folders: readonly Option[];
  onClose: () => void;
  /** Moved, or failed for a reason the screen's banner says (the spec's 'Failed to move video'). */
  onDone: (failed: boolean) => void;
  /** Saved by another admin (or in another tab) since it was opened: the list reloads, the dialog stays. */
  onConflict: () => void;
}) {
  const [folder, setFolder] = useState(video.folder ?? '');
  const [failed, setFailed] = useFailure<string>();
  const [move, moving] = useAsyncMutation<VideoMoveDialogMutation>(graphql`
    mutation VideoMoveDialogMutation($input: MoveVideoInput!) {
      moveVideo(input: $input) {
        __typename
        ... on Video {
          id
          version
          folder
          url
          savedBy {
            email
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(null);
    const failure = await settle(
      move({ variables: { input: { id: video.id, folder, expectedVersion: video.version } } }),
      'Video',
    );
    if (failure?.conflict) {
      setFailed(failure.message || VIDEOS.moveFailed);
      onConflict();
    } else onDone(failure !== null);
  };
  return (
    <Dialog open onClose={onClose} title={formatMessage(WORDS.title, { title: video.title })}>
      <form onSubmit={submit} className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        <SelectField
          label={WORDS.folder}
          value={folder}
          placeholder={WORDS.noFolder}
          options={folders}
          data-autofocus
          onChange={(event) => setFolder(event.target.value)}
        />
        <DialogActions
          label={WORDS.move}
          busyLabel={WORDS.moving}
          busy={moving}
          disabled={folder === (video.folder ?? '')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
