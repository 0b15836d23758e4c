// Moving a video to another folder (or out of any): the server copies the
// file, removes the old one and updates the address.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { VideoMoveDialogMutation } from '../../../../__generated__/VideoMoveDialogMutation.graphql';
import { Dialog } from '../../../../components/Dialog';
import { DialogActions } from '../../kit/DialogActions';
import { type Option, SelectField } from '../../kit/fields';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import type { VideoRow } from './VideoEditDialog';

export function VideoMoveDialog({
  video,
  folders,
  onClose,
  onDone,
}: {
  video: VideoRow;
  folders: readonly Option[];
  onClose: () => void;
  onDone: (failed: boolean) => void;
}) {
  const [folder, setFolder] = useState(video.folder ?? '');
  const [move, moving] = useAsyncMutation<VideoMoveDialogMutation>(graphql`
    mutation VideoMoveDialogMutation($input: MoveVideoInput!) {
      moveVideo(input: $input) {
        __typename
        ... on Video {
          id
          version
          folder
          url
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDone((await settle(move({ variables: { input: { id: video.id, folder } } }), 'Video')) !== null);
  };
  return (
    <Dialog open onClose={onClose} title={`Move video “${video.title}”`}>
      <form onSubmit={submit} className="space-y-4">
        <SelectField
          label="Folder"
          value={folder}
          placeholder="No folder"
          options={folders}
          data-autofocus
          onChange={(event) => setFolder(event.target.value)}
        />
        <DialogActions
          label="Move video"
          busyLabel="Moving..."
          busy={moving}
          disabled={folder === (video.folder ?? '')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
