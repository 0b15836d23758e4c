// An image's details: name, alternative text and folder (moving it), and a
// new file in its place: the id and address stay, so every post and course
// showing it shows the new picture.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { IMAGE_ACCEPT, MEDIA, MEDIA_SCREENS } from '../../../../../domain/media';
import { CONTENT } from '../../../../../domain/shared/content';
import { formatMessage } from '../../../../../domain/shared/messages';
import type { AssetEditDialogReplaceMutation } from '../../../../__generated__/AssetEditDialogReplaceMutation.graphql';
import type { AssetEditDialogUpdateMutation } from '../../../../__generated__/AssetEditDialogUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Dialog, UNSAVED_CHANGES } from '../../../../components/Dialog';
import { watchUploadProgress } from '../../../../relay/uploadProgress';
import { useFailure } from '../../auth/useFailure';
import { DialogActions } from '../../kit/DialogActions';
import { type Option, SelectField, TextAreaField, TextField } from '../../kit/fields';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import { useFormValues } from '../../kit/useFormValues';
import { useNotice } from '../../kit/useNotice';
import { ReplaceFileButton } from '../shared/ReplaceFileButton';
import { SavedBy } from '../shared/SavedBy';
import { useImageFileProblem } from '../shared/useImageUploads';
import type { AssetRow } from './assets.resource';

const WORDS = MEDIA_SCREENS.editImage;

/** The preview is at most the dialog's width (max-w-xl). */
const PREVIEW_SIZES = '(min-width: 640px) 576px, 100vw';

export function AssetEditDialog({
  asset,
  folders,
  onClose,
  onSaved,
  onConflict,
}: {
  asset: AssetRow;
  folders: readonly Option[];
  onClose: () => void;
  /** `moved`: the folder changed (the list and counts reload). */
  onSaved: (moved: boolean) => void;
  /**
   * The image was saved since it was opened, by another admin or by this one in
   * another tab or window (the message says which): the list reloads, what was typed stays.
   */
  onConflict: () => void;
}) {
  const { values, field, setErrors, changed, form } = useFormValues({
    name: asset.name,
    altDescription: asset.altDescription ?? '',
    folder: asset.folder ?? '',
  });
  const [failed, setFailed] = useFailure<string>();
  // Said in a status region kept in the dialog, so it is read out each time (useNotice).
  const replacedNotice = useNotice();
  const [replaced, setReplaced] = useState(false);
  // A new file is a new version: a save after it is made from that one, not from the row as opened
  // (unless someone else saved in between, which the save must still be told of).
  const [version, setVersion] = useState(asset.version);
  // The new file's copies once replaced: its address stays the same, so the preview shows them by
  // their new names (the browser keeps what it loaded at the address, and would show the old file).
  const [srcset, setSrcset] = useState(asset.srcset);
  const [progress, setProgress] = useState<number | null>(null);
  const fileProblem = useImageFileProblem();

  const [update, saving] = useAsyncMutation<AssetEditDialogUpdateMutation>(graphql`
    mutation AssetEditDialogUpdateMutation($input: UpdateAssetInput!) {
      updateAsset(input: $input) {
        __typename
        ... on Asset {
          id
          version
          name
          altDescription
          folder
          savedBy {
            email
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [replace, replacing] = useAsyncMutation<AssetEditDialogReplaceMutation>(graphql`
    mutation AssetEditDialogReplaceMutation($input: ReplaceAssetFileInput!) {
      replaceAssetFile(input: $input) {
        __typename
        ... on Asset {
          id
          version
          url
          srcset
          width
          height
          size
          updatedAt
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
    const { name, altDescription, folder } = values;
    if (!name.trim()) {
      setErrors({ name: CONTENT.nameRequired });
      return;
    }
    setFailed(null);
    const failure = await settle(
      update({
        variables: {
          input: {
            id: asset.id,
            expectedVersion: version,
            name: name.trim(),
            altDescription: altDescription.trim(),
            folder,
          },
        },
      }),
      'Asset',
    );
    if (failure) {
      setErrors(failure.fields);
      setFailed(failure.message || WORDS.saveFailed);
      if (failure.conflict) onConflict();
      return;
    }
    onSaved((asset.folder ?? '') !== folder);
  };

  const replaceWith = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    setFailed(problem);
    replacedNotice.clear();
    if (problem) return;
    const stop = watchUploadProgress(file, setProgress);
    setProgress(0);
    const response = replace({
      variables: { input: { id: asset.id, expectedVersion: version, file: null } },
      uploadables: { 'input.file': file },
    });
    const failure = await settle(response, 'Asset');
    stop();
    setProgress(null);
    if (failure) {
      // Replaced or edited since it was opened: the server's conflict says by whom; the list reloads.
      setFailed(failure.message || MEDIA.imageUploadFailed);
      if (failure.conflict) onConflict();
      return;
    }
    const { version: replacedAt, srcset: replacedSrcset } = (await response).replaceAssetFile;
    // Made from `version`: the file is this one's, and a save after it starts from it.
    if (replacedAt) setVersion(replacedAt);
    setSrcset(replacedSrcset ?? '');
    setReplaced(true);
    replacedNotice.success(formatMessage(MEDIA.fileReplaced, { name: file.name }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={formatMessage(WORDS.title, { name: asset.name })}
      className="max-w-xl"
      askBeforeDismiss={changed ? UNSAVED_CHANGES : null}
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <img
          src={asset.url}
          srcSet={srcset || undefined}
          sizes={PREVIEW_SIZES}
          alt=""
          className="max-h-48 rounded-md object-contain ring-1 ring-slate-200"
        />
        <SavedBy item={asset} />
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        {replacedNotice.element}
        <TextField label={WORDS.name} required data-autofocus {...field('name')} />
        <TextAreaField
          label={MEDIA_SCREENS.altText}
          hint={MEDIA_SCREENS.altTextHint}
          rows={3}
          {...field('altDescription')}
        />
        <SelectField
          label={WORDS.folder}
          placeholder={WORDS.noFolder}
          options={folders}
          {...field('folder')}
        />
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">{WORDS.replaceHint}</p>
          <ReplaceFileButton
            label={WORDS.replace}
            busyLabel={WORDS.replacing}
            busy={{ sending: replacing }}
            accept={IMAGE_ACCEPT}
            progress={progress}
            progressLabel={MEDIA.replacingFile}
            onFile={(file) => void replaceWith(file)}
          />
        </div>
        <DialogActions
          label={WORDS.save}
          busy={saving}
          cancelLabel={replaced ? WORDS.close : WORDS.cancel}
          onCancel={onClose}
          saveShortcut
        />
      </form>
    </Dialog>
  );
}
