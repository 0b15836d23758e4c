// The video library (SPEC §2): folders with video counts and the New Folder
// form, a drop zone with resumable uploads (tus) and progress per file, the
// grid of video cards with processing progress pushed by the server, and the
// metadata, move and delete dialogs, with the spec's banners (§8).
import { useCallback, useState, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import {
  formatBytes,
  formatDuration,
  MEDIA,
  ROOT_FOLDER_PARAM,
  VIDEO_ACCEPT,
  videoFileProblem,
} from '../../../../domain/media';
import { VIDEOS } from '../../../../domain/shared/messages';
import type { AdminVideosPage_query$key } from '../../../__generated__/AdminVideosPage_query.graphql';
import type { AdminVideosPageDeleteMutation } from '../../../__generated__/AdminVideosPageDeleteMutation.graphql';
import type { AdminVideosPageQuery } from '../../../__generated__/AdminVideosPageQuery.graphql';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import type { ScreenProps } from '../../../routing/entryPoints';
import { CardGrid } from '../kit/CardGrid';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FilterBar } from '../kit/FilterBar';
import { isFiltered } from '../kit/filters';
import { ResourceHeading } from '../kit/ResourceHeading';
import { useDeleteEdge } from '../kit/useDeleteEdge';
import { useNotice } from '../kit/useNotice';
import { DropZone } from '../shared/media/DropZone';
import { FolderPanel } from '../shared/media/FolderPanel';
import { UploadList } from '../shared/media/UploadList';
import { useVideoUploads } from '../shared/media/useVideoUploads';
import { VideoEditDialog, type VideoRow } from './VideoEditDialog';
import { VideoMoveDialog } from './VideoMoveDialog';
import { VideoProcessing } from './VideoProcessing';
import { videosResource } from './videos.resource';

export default function AdminVideosPage({ queries }: ScreenProps<{ list: AdminVideosPageQuery }>) {
  const query = usePreloadedQuery<AdminVideosPageQuery>(
    graphql`
      query AdminVideosPageQuery($search: String, $folder: String) @preloadable {
        ...AdminVideosPage_query @arguments(search: $search, folder: $folder)
      }
    `,
    queries.list,
  );
  return <VideoLibrary query={query} />;
}

function VideoLibrary({ query }: { query: AdminVideosPage_query$key }) {
  const { data, refetch, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminVideosPage_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        folder: { type: "String" }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminVideosPagePaginationQuery") {
        mediaFolders(kind: video) {
          name
          ...FolderPanel_folders
        }
        mediaLibrary(kind: video) {
          rootCount
          totalCount
          videoProcessingMissing
        }
        videos(search: $search, folder: $folder, first: $count, after: $cursor)
          @connection(key: "AdminVideosPage_videos", filters: ["search", "folder"]) {
          __id
          totalCount
          edges {
            node {
              id
              title
              description
              url
              thumbnailUrl
              duration
              resolution
              size
              format
              status
              error
              folder
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
          }
        }
      }
    `,
    query,
  );
  const [searchParams] = useSearchParams();
  const notice = useNotice();
  const [, startTransition] = useTransition();
  const uploads = useVideoUploads();
  const [editing, setEditing] = useState<VideoRow | null>(null);
  const [moving, setMoving] = useState<VideoRow | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  const [remove, removing] = useDeleteEdge<AdminVideosPageDeleteMutation>(
    graphql`
      mutation AdminVideosPageDeleteMutation($input: DeleteVideoInput!, $connections: [ID!]!) {
        deleteVideo(input: $input) {
          __typename
          ... on MediaDeletedPayload {
            deletedId @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'MediaDeletedPayload',
  );

  const folderParam = searchParams.get('folder') ?? '';
  const uploadFolder = folderParam && folderParam !== ROOT_FOLDER_PARAM ? folderParam : null;
  const folderOptions = data.mediaFolders.map((folder) => ({ value: folder.name, label: folder.name }));
  const filters = videosResource.filters ?? [];

  const upload = async (files: File[]) => {
    notice.clear();
    const results = await uploads.upload(files, uploadFolder);
    if (results.every((id) => id !== null)) notice.success(VIDEOS.uploaded);
    else notice.error(VIDEOS.uploadFailed);
    reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const failure = await remove(data.videos.__id, { id: deleting.id });
      if (failure) notice.error(VIDEOS.deleteFailed);
      else notice.success(VIDEOS.deleted);
      reload();
    } catch {
      notice.error(VIDEOS.deleteFailed);
    }
    setDeleting(null);
  };

  return (
    <div className="space-y-6">
      <ResourceHeading resource={videosResource} />
      {notice.element}
      {data.mediaLibrary.videoProcessingMissing ? (
        <Alert tone="warning">{data.mediaLibrary.videoProcessingMissing}</Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside>
          <FolderPanel
            kind="video"
            folders={data.mediaFolders}
            rootCount={data.mediaLibrary.rootCount}
            totalCount={data.mediaLibrary.totalCount}
            notice={notice}
            onChanged={reload}
          />
        </aside>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="upload-videos-heading" className="space-y-3">
            <h2 id="upload-videos-heading" className="text-base font-semibold text-slate-900">
              Upload videos
            </h2>
            <DropZone
              label="Choose videos"
              hint={`Drop MP4, WebM or Ogg videos (up to 500MB each) here${uploadFolder ? ` to add them to “${uploadFolder}”` : ''}, or`}
              accept={VIDEO_ACCEPT}
              problem={videoFileProblem}
              onFiles={upload}
            />
            <UploadList items={uploads.items} label="Video uploads" />
          </section>
          <FilterBar
            label={videosResource.filterLabel ?? 'Filter videos'}
            filters={filters}
            options={{ folder: [{ value: ROOT_FOLDER_PARAM, label: 'No folder' }, ...folderOptions] }}
          />
          <CardGrid
            resource={videosResource}
            connection={data.videos}
            pagination={pagination}
            filtered={isFiltered(filters, searchParams)}
            card={(video) => (
              <VideoCard
                video={video}
                onEdit={() => setEditing(video)}
                onMove={() => setMoving(video)}
                onDelete={() => setDeleting(video)}
              />
            )}
          />
        </div>
      </div>
      {editing ? (
        <VideoEditDialog
          video={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notice.success(VIDEOS.metadataUpdated);
            setEditing(null);
          }}
        />
      ) : null}
      {moving ? (
        <VideoMoveDialog
          video={moving}
          folders={folderOptions}
          onClose={() => setMoving(null)}
          onDone={(failed) => {
            if (failed) notice.error(VIDEOS.moveFailed);
            else notice.success(VIDEOS.moved);
            setMoving(null);
            reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this video?"
        confirmLabel="Delete video"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>“{deleting?.title}” is deleted for good: its file, its thumbnail and its details.</p>
      </ConfirmDialog>
    </div>
  );
}

function VideoCard({
  video,
  onEdit,
  onMove,
  onDelete,
}: {
  video: VideoRow;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const facts = [
    video.duration != null ? formatDuration(video.duration) : null,
    video.size != null ? formatBytes(video.size) : null,
    video.resolution,
    video.folder,
  ].filter(Boolean);
  return (
    <>
      {video.thumbnailUrl ? (
        <img
          src={video.thumbnailUrl}
          alt=""
          loading="lazy"
          className="aspect-video w-full bg-slate-800 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-slate-800 text-3xl text-white"
        >
          ▶
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium text-slate-900">{video.title}</p>
        {facts.length > 0 ? <p className="text-xs text-slate-600">{facts.join(' · ')}</p> : null}
        {video.status === 'PROCESSING' ? <VideoProcessing id={video.id} title={video.title} /> : null}
        {video.status === 'FAILED' ? (
          <p className="text-xs text-red-700">{video.error ?? MEDIA.processingFailed}</p>
        ) : null}
        {video.metadata.tags.length > 0 ? (
          <p className="text-xs text-slate-600">Tags: {video.metadata.tags.join(', ')}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap justify-end gap-1 pt-1">
          <Button variant="ghost" onClick={onEdit}>
            Edit<span className="sr-only"> {video.title}</span>
          </Button>
          <Button variant="ghost" onClick={onMove}>
            Move<span className="sr-only"> {video.title}</span>
          </Button>
          <Button variant="ghost" onClick={onDelete}>
            Delete<span className="sr-only"> {video.title}</span>
          </Button>
        </div>
      </div>
    </>
  );
}
