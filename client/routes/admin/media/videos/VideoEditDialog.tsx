// The video metadata editor (SPEC §2, §5): title required, description,
// tags comma-separated and trimmed, category, language, and custom key/value
// fields (empty ones are dropped); and a new file in its place (a better
// cut), sent as an upload and processed as one, while the current file plays
// on at the video's permanent address.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import {
  canProcessAgain,
  MEDIA,
  MEDIA_SCREENS,
  VIDEO_ACCEPT,
  videoFileProblem,
} from '../../../../../domain/media';
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
import { useNotice } from '../../kit/useNotice';
import { ReplaceFileButton } from '../shared/ReplaceFileButton';
import { SavedBy } from '../shared/SavedBy';
import { replaceVideoFile } from '../shared/useVideoUploads';
import { VideoProcessing } from '../shared/VideoProcessing';

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
  // A new file is a new version (the server's, made from this one): a save after it starts from it.
  const [version, setVersion] = useState(video.version);
  const [sending, setSending] = useState<number | null>(null);
  // Being processed (opened while it was, or a new file sent): its progress, followed on the
  // videoProcessing subscription; a new file waits for it to end, as the server would refuse it.
  const [processing, setProcessing] = useState(video.status === 'PROCESSING' && !canProcessAgain(video));
  const [replaced, setReplaced] = useState(false);
  const replacedNotice = useNotice();
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
          input: { id: video.id, expectedVersion: version, ...values, title: title.trim(), custom },
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

  const replaceWith = async (file: File | undefined) => {
    if (!file) return;
    const problem = videoFileProblem(file);
    setFailed(problem);
    replacedNotice.clear();
    if (problem) return;
    setSending(0);
    const { error, conflict } = await replaceVideoFile(
      file,
      { id: video.id, expectedVersion: version },
      setSending,
    );
    setSending(null);
    if (error) {
      // Saved or replaced since it was opened: the server's conflict says by whom; the list reloads.
      setFailed(error);
      if (conflict) onConflict();
      return;
    }
    setVersion((made) => made + 1);
    setReplaced(true);
    setProcessing(true);
    replacedNotice.success(formatMessage(MEDIA.newVideoFileSent, { name: file.name }));
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
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">{WORDS.replaceHint}</p>
          {replacedNotice.element}
          <ReplaceFileButton
            label={WORDS.replace}
            busyLabel={WORDS.replacing}
            busy={{ sending: sending !== null, other: processing }}
            accept={VIDEO_ACCEPT}
            progress={sending}
            progressLabel={MEDIA.sendingNewFile}
            onFile={(file) => void replaceWith(file)}
          />
          {processing ? (
            <VideoProcessing
              id={video.id}
              title={video.title}
              onEnd={({ ready, text, error }) => {
                setProcessing(false);
                if (ready) replacedNotice.success(text);
                else {
                  replacedNotice.clear();
                  setFailed(
                    replaced
                      ? formatMessage(MEDIA.newVideoFileFailed, { reason: error ?? MEDIA.processingFailed })
                      : text,
                  );
                }
              }}
            />
          ) : null}
        </div>
        <DialogActions
          label={WORDS.save}
          busy={saving}
          cancelLabel={replaced ? WORDS.close : undefined}
          onCancel={onClose}
          saveShortcut
        />
      </form>
    </Dialog>
  );
}
