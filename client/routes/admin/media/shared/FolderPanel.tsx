// Folders of the media library (images or videos): each with its count and a
// link that filters the list (?folder=), a New Folder form with the spec's
// name rule, and rename (which asks before Escape loses a typed name) and
// delete behind dialogs. A name is shown whole,
// wrapping, and a folder's buttons go under it when the column is narrow
// (the sidebar of a laptop), rather than cutting the name to a letter.
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import {
  FOLDER_NAME_MAX,
  folderName,
  folderNameProblem,
  MEDIA,
  MEDIA_SCREENS,
  ROOT_FOLDER_PARAM,
} from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { FolderPanel_folders$key } from '../../../../__generated__/FolderPanel_folders.graphql';
import type { FolderPanelCreateMutation } from '../../../../__generated__/FolderPanelCreateMutation.graphql';
import type { FolderPanelDeleteMutation } from '../../../../__generated__/FolderPanelDeleteMutation.graphql';
import type { FolderPanelRenameMutation } from '../../../../__generated__/FolderPanelRenameMutation.graphql';
import { Button } from '../../../../components/Button';
import { Dialog, UNSAVED_CHANGES } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { plural } from '../../../../components/format';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { DialogActions } from '../../kit/DialogActions';
import { failureOf, settle, useAsyncMutation } from '../../kit/mutationFailure';
import { useFormValues } from '../../kit/useFormValues';
import type { useNotice } from '../../kit/useNotice';

type Kind = 'image' | 'video';
type Folder = { id: string; name: string; count: number };

const WORDS = MEDIA_SCREENS.folders;

/**
 * A folder name field's limit, counted on the name the folder rule makes of what was typed (the
 * name stored, which the limit is about), and that name as a hint when it differs.
 */
const storedNameCount = (typed: string) => {
  const stored = folderName(typed);
  return {
    limit: FOLDER_NAME_MAX,
    counts: folderName,
    hint: stored && stored !== typed ? formatMessage(MEDIA.folderWillBeNamed, { name: stored }) : undefined,
  };
};

export function FolderPanel({
  kind,
  folders: foldersKey,
  rootCount,
  totalCount,
  notice,
  onChanged,
}: {
  kind: Kind;
  folders: FolderPanel_folders$key;
  rootCount: number;
  totalCount: number;
  notice: ReturnType<typeof useNotice>;
  /** After a change: the screen reloads its list and counts. */
  onChanged: () => void;
}) {
  const folders = useFragment(
    graphql`
      fragment FolderPanel_folders on MediaFolder @relay(plural: true) {
        id
        name
        count
      }
    `,
    foldersKey,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.get('folder') ?? '';
  /** The folder shown was renamed or deleted: the address follows (to all of them when it is gone). */
  const showFolder = (folder: string | null) =>
    setSearchParams(
      (params) => {
        if (folder) params.set('folder', folder);
        else params.delete('folder');
        return params;
      },
      { replace: true },
    );
  // The form's values and messages as other forms keep them: a refused name takes the keyboard.
  const newFolder = useFormValues({ name: '' });
  const { name } = newFolder.values;
  const setNameError = (message?: string) => newFolder.setErrors(message ? { name: message } : {});
  const [renaming, setRenaming] = useState<Folder | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const noun = kind === 'image' ? 'images' : 'videos';

  const [create, creating] = useAsyncMutation<FolderPanelCreateMutation>(graphql`
    mutation FolderPanelCreateMutation($input: CreateMediaFolderInput!) {
      createMediaFolder(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [remove, removing] = useAsyncMutation<FolderPanelDeleteMutation>(graphql`
    mutation FolderPanelDeleteMutation($input: DeleteMediaFolderInput!) {
      deleteMediaFolder(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's message is the news now: what the last change said (created, renamed) goes.
    const refuse = (message: string) => {
      notice.clear();
      setNameError(message);
    };
    const problem = folderNameProblem(name);
    if (problem) return refuse(problem);
    try {
      const response = await create({ variables: { input: { kind, name } } });
      const failure = failureOf(response.createMediaFolder, 'MediaFolder');
      if (failure) return refuse(failure.fields.name ?? failure.message ?? VIDEOS.createFolderFailed);
      newFolder.setValues({ name: '' });
      setNameError();
      notice.success(VIDEOS.folderCreated);
      onChanged();
    } catch {
      setNameError();
      notice.error(VIDEOS.createFolderFailed);
    }
  };

  /** An image folder with images in it is not deleted (its images would be left without one). */
  const notEmpty = kind === 'image' && (deleting?.count ?? 0) > 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await notice.report(
      remove({ variables: { input: { id: deleting.id } } }),
      'MediaDeletedPayload',
      { done: VIDEOS.folderDeleted, failed: VIDEOS.deleteFolderFailed },
    );
    if (deleted && deleting.name === current) showFolder(null);
    onChanged();
    setDeleting(null);
  };

  const entry = (param: string, label: string, count: number) => {
    const selected = current === param;
    return (
      <Link
        to={param ? `?folder=${encodeURIComponent(param)}` : '?'}
        aria-current={selected ? 'page' : undefined}
        className={`flex min-w-0 flex-[1_1_10rem] justify-between gap-2 rounded-md px-3 py-2 text-sm ${
          selected ? 'bg-indigo-50 font-semibold text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <span className="min-w-0 wrap-anywhere">{label}</span>
        <span className="shrink-0 text-slate-600">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only"> {plural(count, kind)}</span>
        </span>
      </Link>
    );
  };

  return (
    <section aria-labelledby={`${kind}-folders-heading`} className="space-y-4">
      <h2 id={`${kind}-folders-heading`} className="text-base font-semibold text-slate-900">
        {WORDS.heading}
      </h2>
      <ul className="space-y-1">
        <li className="flex">{entry('', formatMessage(WORDS.all, { things: noun }), totalCount)}</li>
        <li className="flex">{entry(ROOT_FOLDER_PARAM, MEDIA_SCREENS.library.noFolder, rootCount)}</li>
        {folders.map((folder) => (
          <li key={folder.id} className="flex flex-wrap items-center justify-end gap-1">
            {entry(folder.name, folder.name, folder.count)}
            <div className="flex shrink-0 gap-1">
              <Button variant="ghost" className="px-2" onClick={() => setRenaming(folder)}>
                {WORDS.rename}
                <span className="sr-only"> {formatMessage(WORDS.named, { name: folder.name })}</span>
              </Button>
              <Button variant="ghost" className="px-2" onClick={() => setDeleting(folder)}>
                {WORDS.delete}
                <span className="sr-only"> {formatMessage(WORDS.named, { name: folder.name })}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <form ref={newFolder.form} onSubmit={submit} className="space-y-2" noValidate>
        <TextField
          label={WORDS.newFolder}
          {...newFolder.field('name')}
          {...storedNameCount(name)}
          announceError
        />
        <Button type="submit" variant="secondary" busy={creating}>
          {creating ? WORDS.creating : WORDS.create}
        </Button>
      </form>
      {renaming ? (
        <RenameDialog
          folder={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(name) => {
            notice.success(MEDIA.folderRenamed);
            if (renaming.name === current) showFolder(name);
            setRenaming(null);
            onChanged();
          }}
        />
      ) : null}
      <DeleteDialog
        noun="folder"
        open={deleting !== null}
        busy={removing}
        disabled={notEmpty}
        // A folder that cannot be deleted is not asked about: the title says so, the text says why.
        title={notEmpty ? MEDIA.folderCannotBeDeleted : undefined}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {kind === 'image' ? (
          notEmpty ? (
            <p>{MEDIA.folderNotEmpty}</p>
          ) : (
            <p>{formatMessage(MEDIA.emptyFolderDeleted, { name: deleting?.name ?? '' })}</p>
          )
        ) : (
          <p>
            {formatMessage(MEDIA.videoFolderDeleted, {
              name: deleting?.name ?? '',
              videos: plural(deleting?.count ?? 0, 'video'),
            })}
          </p>
        )}
      </DeleteDialog>
    </section>
  );
}

function RenameDialog({
  folder,
  onClose,
  onRenamed,
}: {
  folder: Folder;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  // As the New folder form: a refused name (here or by the server) takes the keyboard back to the field.
  const renamed = useFormValues({ name: folder.name });
  const { name } = renamed.values;
  const setError = (message: string) => renamed.setErrors({ name: message });
  const [rename, renaming] = useAsyncMutation<FolderPanelRenameMutation>(graphql`
    mutation FolderPanelRenameMutation($input: RenameMediaFolderInput!) {
      renameMediaFolder(input: $input) {
        __typename
        ... on MediaFolder {
          id
          name
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    const response = rename({ variables: { input: { id: folder.id, name } } });
    const failure = await settle(response, 'MediaFolder');
    if (failure) setError(failure.fields.name ?? (failure.message || MEDIA.renameFolderFailed));
    else {
      const renamed = (await response).renameMediaFolder;
      onRenamed((renamed.__typename === 'MediaFolder' && renamed.name) || folderName(name));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={formatMessage(WORDS.renameTitle, { name: folder.name })}
      askBeforeDismiss={renamed.changed ? UNSAVED_CHANGES : null}
    >
      <form ref={renamed.form} onSubmit={submit} noValidate className="space-y-4">
        <TextField label={WORDS.name} {...renamed.field('name')} {...storedNameCount(name)} data-autofocus />
        <DialogActions label={WORDS.renameSubmit} busy={renaming} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
