// The frame both media libraries (images, videos) share: the heading and
// notices, the folder panel, the upload section (drop zone and per-file
// progress), the filter bar with the folders, and the card grid the screen
// passes in. The screen keeps its Relay documents, its cards and its dialogs.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MEDIA, MEDIA_PAGE_SIZE, MEDIA_SCREENS, ROOT_FOLDER_PARAM } from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { FolderPanel_folders$key } from '../../../../__generated__/FolderPanel_folders.graphql';
import { FilterBar } from '../../kit/FilterBar';
import { isFiltered } from '../../kit/filters';
import { ResourceHeading } from '../../kit/ResourceHeading';
import type { ResourceDeclaration } from '../../kit/resource';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';
import { useUnsavedChanges } from '../../kit/useUnsavedChanges';
import { DropZone } from './DropZone';
import { FolderPanel } from './FolderPanel';
import type { UploadItem } from './UploadList';
import { UploadList } from './UploadList';

type Kind = 'image' | 'video';

const UPLOAD_NOTICES: Record<Kind, { uploaded: string; uploadFailed: string }> = {
  image: { uploaded: MEDIA.imagesUploaded, uploadFailed: MEDIA.imageUploadFailed },
  video: { uploaded: VIDEOS.uploaded, uploadFailed: VIDEOS.uploadFailed },
};

/**
 * What both libraries do around their list: notices, a reload after a change
 * (refetching the list and the folder counts), the folder an upload goes to
 * (the one filtered on) and an upload that says how it went.
 */
export function useMediaLibrary(
  kind: Kind,
  refetch: Parameters<typeof useReload>[0],
  uploads: { upload: (files: File[], folder: string | null) => Promise<unknown[]> },
  /** How many rows the list shows: a reload brings as many back. */
  shown: number,
) {
  const { uploaded, uploadFailed } = UPLOAD_NOTICES[kind];
  const [searchParams] = useSearchParams();
  const notice = useNotice();
  const reload = useReload(refetch, shown, MEDIA_PAGE_SIZE);
  const folderParam = searchParams.get('folder') ?? '';
  const uploadFolder = folderParam && folderParam !== ROOT_FOLDER_PARAM ? folderParam : null;
  /** `refused`: files of the same choice the drop zone refused (its list says why): not all went up. */
  const upload = async (files: File[], refused = 0) => {
    notice.clear();
    // Cancelled files (undefined) are the admin's doing: the notice is about the others.
    const results = (await uploads.upload(files, uploadFolder)).filter((result) => result !== undefined);
    const done = results.filter((result) => result !== null).length;
    const total = results.length + refused;
    if (results.length === 0) notice.clear();
    else if (done === total) notice.success(uploaded);
    else if (done === 0) notice.error(uploadFailed);
    else
      notice.error(
        formatMessage(MEDIA.partlyUploaded, {
          done: String(done),
          total: String(total),
          things: `${kind}s`,
        }),
      );
    reload();
  };
  return { searchParams, notice, reload, uploadFolder, upload };
}

export function MediaLibrary({
  kind,
  resource,
  library,
  data,
  upload,
  banner,
  children,
}: {
  kind: Kind;
  resource: Pick<
    ResourceDeclaration,
    'path' | 'title' | 'lead' | 'noun' | 'create' | 'filters' | 'filterLabel'
  >;
  library: ReturnType<typeof useMediaLibrary>;
  data: {
    mediaFolders: readonly ({ readonly name: string } & FolderPanel_folders$key[number])[];
    mediaLibrary: { rootCount: number; totalCount: number };
  };
  upload: {
    /** 'images' or 'videos', as the section and its button say it. */
    things: string;
    /** What may be dropped, before the folder it goes to. */
    hint: string;
    accept: string;
    problem: (file: File) => string | null;
    items: readonly UploadItem[];
    /** Files are still being sent: closing or reloading the tab would stop them. */
    busy: boolean;
    /** Stops one file on its way, where the kind allows it. */
    cancel: ((key: string) => void) | null;
    /** Stops every file on its way (the admin chose to leave the page). */
    cancelAll: () => void;
  };
  /** Shown under the notices, e.g. a missing video tool. */
  banner?: ReactNode;
  /** The card grid; it is told whether a filter is set. */
  children: (filtered: boolean) => ReactNode;
}) {
  const { notice, reload, uploadFolder, searchParams } = library;
  const folderOptions = data.mediaFolders.map((folder) => ({ value: folder.name, label: folder.name }));
  const filters = resource.filters ?? [];
  const words = MEDIA_SCREENS.library;
  const things = { things: upload.things };
  // Leaving the page (the tab, or for another screen) while files are on their way asks first.
  const leaving = useUnsavedChanges(upload.busy, upload.cancelAll, {
    title: formatMessage(words.leave.title, things),
    message: formatMessage(upload.cancel ? words.leave.stopped : words.leave.unsent, things),
  });
  return (
    <>
      {leaving.dialog}
      <ResourceHeading resource={resource} />
      {notice.element}
      {banner}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Not an <aside>: a second unnamed one beside the menu's would be two landmarks a screen
            reader cannot tell apart; the panel is a region named by its heading, Folders. */}
        <div>
          <FolderPanel
            kind={kind}
            folders={data.mediaFolders}
            rootCount={data.mediaLibrary.rootCount}
            totalCount={data.mediaLibrary.totalCount}
            notice={notice}
            onChanged={reload}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby={`upload-${upload.things}-heading`} className="space-y-3">
            <h2 id={`upload-${upload.things}-heading`} className="text-base font-semibold text-slate-900">
              {formatMessage(words.upload, things)}
            </h2>
            <DropZone
              label={formatMessage(words.choose, things)}
              hint={
                uploadFolder
                  ? formatMessage(MEDIA_SCREENS.dropZone.hintInFolder, {
                      hint: upload.hint,
                      folder: uploadFolder,
                    })
                  : formatMessage(MEDIA_SCREENS.dropZone.hint, { hint: upload.hint })
              }
              accept={upload.accept}
              problem={upload.problem}
              onFiles={library.upload}
            />
            <UploadList
              items={upload.items}
              label={MEDIA_SCREENS[`${kind}s`].uploads}
              onCancel={upload.cancel}
            />
          </section>
          <FilterBar
            label={resource.filterLabel ?? formatMessage(words.filter, things)}
            filters={filters}
            options={{ folder: [{ value: ROOT_FOLDER_PARAM, label: words.noFolder }, ...folderOptions] }}
          />
          {children(isFiltered(filters, searchParams))}
        </div>
      </div>
    </>
  );
}
