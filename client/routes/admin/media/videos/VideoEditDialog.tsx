// The video metadata editor (SPEC §2, §5): title required, description,
// tags comma-separated and trimmed, category, language, and custom key/value
// fields (empty ones are dropped).
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { MEDIA, MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { AdminVideosPage_query$data } from '../../../../__generated__/AdminVideosPage_query.graphql';
import type { VideoEditDialogMutation } from '../../../../__generated__/VideoEditDialogMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Dialog, UNSAVED_CHANGES } from '../../../../components/Dialog';
import { useFailure } from '../../auth/useFailure';
import { DialogActions } from '../../kit/DialogActions';
import { TextAreaField, TextField } from '../../kit/fields';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import { useFormValues } from '../../kit/useFormValues';
import { SavedBy } from '../shared/SavedBy';

const WORDS = MEDIA_SCREENS.editVideo;

export type VideoRow = AdminVideosPage_query$data['videos']['edges'][number]['node'];

type Pair = { key: string; value: string };

/** What the dialog edits: selected (unmasked) by the video list, and refreshed by the save. */
export const VIDEO_EDIT_FIELDS = graphql`
  fragment VideoEditDialog_video on Video {
    id
    version
    savedBy {
      email
    }
    title
    description
    metadata {
      tags
      category
      language
      custom {
        key
        value
      }
    }
  }
`;

export function VideoEditDialog({
  video,
  onClose,
  onSaved,
  onConflict,
}: {
  video: VideoRow;
  onClose: () => void;
  onSaved: () => void;
  /**
   * The video was saved since it was opened, by another admin or by this one in
   * another tab or window (the message says which): the list reloads, what was typed stays.
   */
  onConflict: () => void;
}) {
  const { values, field, setErrors, changed, form } = useFormValues({
    title: video.title,
    description: video.description ?? '',
    tags: video.metadata.tags.join(', '),
    category: video.metadata.category,
    language: video.metadata.language,
  });
  const savedCustom: Pair[] = video.metadata.custom.map(({ key, value }) => ({ key, value }));
  const [custom, setCustom] = useState<Pair[]>(savedCustom);
  const unsaved = changed || JSON.stringify(custom) !== JSON.stringify(savedCustom);
  const [failed, setFailed] = useFailure<string>();
  const [save, saving] = useAsyncMutation<VideoEditDialogMutation>(graphql`
    mutation VideoEditDialogMutation($input: UpdateVideoInput!) {
      updateVideo(input: $input) {
        __typename
        # Refreshes the stored video the list shows.
        ...VideoEditDialog_video @alias(as: "saved")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const setPair = (index: number, change: Partial<Pair>) =>
    setCustom((pairs) => pairs.map((pair, i) => (i === index ? { ...pair, ...change } : pair)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { title } = values;
    if (!title.trim()) {
      setErrors({ title: MEDIA.titleRequired });
      return;
    }
    setErrors({});
    setFailed(null);
    const failure = await settle(
      save({
        variables: {
          input: { id: video.id, expectedVersion: video.version, ...values, title: title.trim(), custom },
        },
      }),
      'Video',
    );
    if (failure) {
      setErrors(failure.fields);
      setFailed(failure.conflict ? failure.message : VIDEOS.updateMetadataFailed);
      if (failure.conflict) onConflict();
    } else onSaved();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={formatMessage(WORDS.title, { title: video.title })}
      className="max-w-xl"
      askBeforeDismiss={unsaved ? UNSAVED_CHANGES : null}
    >
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <SavedBy item={video} />
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        <TextField label={WORDS.videoTitle} required data-autofocus {...field('title')} />
        <TextAreaField label={WORDS.description} rows={3} {...field('description')} />
        <TextField label={WORDS.tags} hint={WORDS.tagsHint} {...field('tags')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={WORDS.category} {...field('category')} />
          <TextField label={WORDS.language} {...field('language')} />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{WORDS.customFields}</legend>
          <p className="text-xs text-slate-600">{WORDS.customFieldsHint}</p>
          {custom.map((pair, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <div key={index} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField
                  label={formatMessage(WORDS.fieldName, { number: String(index + 1) })}
                  value={pair.key}
                  onChange={(event) => setPair(index, { key: event.target.value })}
                />
              </div>
              <div className="flex-1">
                <TextField
                  label={formatMessage(WORDS.fieldValue, { number: String(index + 1) })}
                  value={pair.value}
                  onChange={(event) => setPair(index, { value: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                onClick={() => setCustom((pairs) => pairs.filter((_, i) => i !== index))}
              >
                {WORDS.removeField}
                <span className="sr-only">
                  {' '}
                  {formatMessage(WORDS.removeFieldName, { number: String(index + 1) })}
                </span>
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() => setCustom((pairs) => [...pairs, { key: '', value: '' }])}
          >
            {WORDS.addField}
          </Button>
        </fieldset>
        <DialogActions label={WORDS.save} busy={saving} onCancel={onClose} saveShortcut />
      </form>
    </Dialog>
  );
}
