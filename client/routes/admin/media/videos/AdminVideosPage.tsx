// The video library (SPEC §2): folders with video counts and the New Folder
// form, a drop zone with resumable uploads (tus) and progress per file, the
// grid of video cards with processing progress pushed by the server (and a
// Process again button on a video whose processing failed or stopped), and
// the metadata, move and delete dialogs, with the spec's banners (§8).
import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import {
  canProcessAgain,
  formatBytes,
  formatDuration,
  MEDIA,
  MEDIA_SCREENS,
  VIDEO_ACCEPT,
  videoFileProblem,
} from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import type { AdminVideosPage_query$key } from '../../../../__generated__/AdminVideosPage_query.graphql';
import type { AdminVideosPageProcessAgainMutation } from '../../../../__generated__/AdminVideosPageProcessAgainMutation.graphql';
import type { AdminVideosPageQuery } from '../../../../__generated__/AdminVideosPageQuery.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { keepFocusNear } from '../../../../components/focus';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { CardGrid } from '../../kit/CardGrid';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { MediaDeleteDialog } from '../shared/MediaDeleteDialog';
import { MediaLibrary, useMediaLibrary } from '../shared/MediaLibrary';
import { useVideoUploads } from '../shared/useVideoUploads';
import { VideoProcessing } from '../shared/VideoProcessing';
import { VideoEditDialog, type VideoRow } from './VideoEditDialog';
import { VideoMoveDialog } from './VideoMoveDialog';
import { videosResource } from './videos.resource';

const CARD = MEDIA_SCREENS.card;

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
              ...VideoEditDialog_video @relay(mask: false)
              ...VideoProcessing_video @relay(mask: false)
              folder
            }
          }
        }
      }
    `,
    query,
  );
  const uploads = useVideoUploads();
  const library = useMediaLibrary('video', refetch, uploads, data.videos.edges.length);
  const { notice, reload } = library;
  const [editing, setEditing] = useState<VideoRow | null>(null);
  const [moving, setMoving] = useState<VideoRow | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const folderOptions = data.mediaFolders.map((folder) => ({ value: folder.name, label: folder.name }));
  // The video's new status and job land in the store: its card follows the processing again.
  const [processAgain] = useAsyncMutation<AdminVideosPageProcessAgainMutation>(graphql`
    mutation AdminVideosPageProcessAgainMutation($input: ProcessVideoAgainInput!) {
      processVideoAgain(input: $input) {
        __typename
        ...VideoProcessing_video @alias(as: "queued")
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [queueing, setQueueing] = useState<string | null>(null);
  const runAgain = async (video: VideoRow, opener: HTMLElement) => {
    // The button goes once the video is queued: focus stays on its card.
    const keep = keepFocusNear(opener);
    setQueueing(video.id);
    await notice.report(processAgain({ variables: { input: { id: video.id } } }), 'Video', {
      done: MEDIA.processingAgain,
      failed: MEDIA.processAgainFailed,
    });
    setQueueing(null);
    // Still on the button, which goes as the card redraws, or already fallen to the page's body.
    const active = document.activeElement;
    if (!active || active === document.body || active === opener) keep();
  };

  return (
    <div className="space-y-6">
      <MediaLibrary
        kind="video"
        resource={videosResource}
        library={library}
        data={data}
        banner={
          data.mediaLibrary.videoProcessingMissing ? (
            <Alert tone="warning">{data.mediaLibrary.videoProcessingMissing}</Alert>
          ) : null
        }
        upload={{
          things: 'videos',
          hint: MEDIA_SCREENS.videos.dropHint,
          accept: VIDEO_ACCEPT,
          problem: videoFileProblem,
          items: uploads.items,
          busy: uploads.busy,
          cancel: uploads.cancel,
          cancelAll: uploads.cancelAll,
        }}
      >
        {(filtered) => (
          <CardGrid
            resource={videosResource}
            connection={data.videos}
            pagination={pagination}
            filtered={filtered}
            card={(video) => (
              <VideoCard
                video={video}
                onEdit={() => setEditing(video)}
                onMove={() => setMoving(video)}
                onDelete={() => setDeleting(video)}
                onProcessAgain={(opener) => runAgain(video, opener)}
                onProcessed={({ ready, text }) => (ready ? notice.success : notice.error)(text)}
                queueing={queueing === video.id}
              />
            )}
          />
        )}
      </MediaLibrary>
      {editing ? (
        <VideoEditDialog
          video={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            notice.success(VIDEOS.metadataUpdated);
            setEditing(null);
          }}
          onConflict={reload}
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
          onConflict={reload}
        />
      ) : null}
      {deleting ? (
        <MediaDeleteDialog
          kind="video"
          id={deleting.id}
          connectionId={data.videos.__id}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            notice.success(VIDEOS.deleted);
            setDeleting(null);
            reload();
          }}
        >
          <p>{formatMessage(MEDIA_SCREENS.deleteVideo, { title: deleting.title })}</p>
        </MediaDeleteDialog>
      ) : null}
    </div>
  );
}

function VideoCard({
  video,
  onEdit,
  onMove,
  onDelete,
  onProcessAgain,
  onProcessed,
  queueing,
}: {
  video: VideoRow;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
  onProcessAgain: (opener: HTMLElement) => void;
  /** Its processing, followed on the card, ended: the screen's notice says so. */
  onProcessed: Parameters<typeof VideoProcessing>[0]['onEnd'];
  /** Its processing is being queued again. */
  queueing: boolean;
}) {
  const again = canProcessAgain(video);
  const facts = [
    video.duration != null ? formatDuration(video.duration) : null,
    video.size != null ? formatBytes(video.size) : null,
    // Stored as ffprobe writes it (320x240); shown as images' sizes are (320×240).
    video.resolution?.replace('x', '×'),
    video.originalKept
      ? formatMessage(MEDIA.originalKept, { format: (video.format ?? 'video').toUpperCase() })
      : null,
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
        {video.status === 'PROCESSING' && !again ? (
          <VideoProcessing id={video.id} title={video.title} onEnd={onProcessed} />
        ) : null}
        {again ? (
          <p className="text-xs text-red-700">
            {video.status === 'FAILED' ? (video.error ?? MEDIA.processingFailed) : MEDIA.processingStopped}
          </p>
        ) : null}
        {video.metadata.tags.length > 0 ? (
          <p className="text-xs text-slate-600">
            {formatMessage(CARD.tags, { tags: video.metadata.tags.join(', ') })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap justify-end gap-1 pt-1">
          {again ? (
            <Button variant="ghost" busy={queueing} onClick={(event) => onProcessAgain(event.currentTarget)}>
              {CARD.processAgain}
              <span className="sr-only"> {video.title}</span>
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onEdit}>
            {CARD.edit}
            <span className="sr-only"> {video.title}</span>
          </Button>
          <Button variant="ghost" onClick={onMove}>
            {CARD.move}
            <span className="sr-only"> {video.title}</span>
          </Button>
          <Button variant="ghost" onClick={onDelete}>
            {CARD.delete}
            <span className="sr-only"> {video.title}</span>
          </Button>
        </div>
      </div>
    </>
  );
}
