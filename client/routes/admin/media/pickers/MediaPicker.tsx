// The media picker (SPEC §2 other modals) for images and videos: the stored
// items, searchable, at most 80vh high, and an upload without leaving the
// editor (the new item is then selected). Images: in 'featured' mode a pick
// becomes the featured image; in 'content' mode it is inserted with alt
// text and a width (25/50/75 %/full). Videos: inserted as a player with its
// poster, once the server has processed them.
import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import {
  DEFAULT_IMAGE_WIDTH,
  formatDuration,
  IMAGE_ACCEPT,
  imageFileProblem,
  PICKER_MAX_HEIGHT,
  VIDEO_ACCEPT,
  videoFileProblem,
} from '../../../../../domain/media';
import type { MediaPicker_images$key } from '../../../../__generated__/MediaPicker_images.graphql';
import type { MediaPicker_videos$key } from '../../../../__generated__/MediaPicker_videos.graphql';
import type { MediaPickerImagesQuery } from '../../../../__generated__/MediaPickerImagesQuery.graphql';
import type { MediaPickerVideosQuery } from '../../../../__generated__/MediaPickerVideosQuery.graphql';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { Spinner } from '../../../../components/Spinner';
import { DialogActions } from '../../kit/DialogActions';
import { DropZone } from '../shared/DropZone';
import { UploadList } from '../shared/UploadList';
import { useImageUploads } from '../shared/useImageUploads';
import { useVideoUploads } from '../shared/useVideoUploads';
import { VideoProcessing } from '../shared/VideoProcessing';
import { WidthChoice } from './WidthChoice';

export type ImagePickerMode = 'featured' | 'content';
export type PickedImage = {
  url: string;
  alt: string;
  width: string;
  srcset?: string | null;
  pixelWidth?: number | null;
  pixelHeight?: number | null;
};
export type PickedVideo = { url: string; posterUrl: string | null; width: string };

type ImageItem = {
  id: string;
  url: string;
  name: string;
  altDescription: string | null | undefined;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
};
type VideoItem = {
  id: string;
  url: string;
  title: string;
  thumbnailUrl: string | null | undefined;
  duration: number | null | undefined;
  status: string;
};

type Props =
  | { kind: 'image'; mode: ImagePickerMode; onClose: () => void; onPick: (image: PickedImage) => void }
  | { kind: 'video'; onClose: () => void; onPick: (video: PickedVideo) => void };

export function MediaPicker(props: Props) {
  const { kind, onClose } = props;
  const mode = kind === 'image' ? props.mode : 'content';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  /** Bumped after an upload: the grid reloads. */
  const [fetchKey, setFetchKey] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [image, setImage] = useState<ImageItem | null>(null);
  const [video, setVideo] = useState<VideoItem | null>(null);
  const [alt, setAlt] = useState('');
  const [width, setWidth] = useState<string>(kind === 'image' ? DEFAULT_IMAGE_WIDTH : '100%');
  const images = useImageUploads();
  const videos = useVideoUploads();
  const noun = kind === 'image' ? 'image' : 'video';

  const selectImage = (item: ImageItem) => {
    setSelectedId(item.id);
    setImage(item);
    setAlt(item.altDescription ?? '');
  };
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (kind === 'image') {
      const [stored] = await images.upload([file], null);
      if (stored) selectImage(stored);
    } else {
      const [id] = await videos.upload([file], null);
      if (id) setSelectedId(id);
    }
    setSearch('');
    setFetchKey((key) => key + 1);
  };
  const ready = kind === 'image' ? Boolean(image) : Boolean(video && video.status === 'READY' && video.url);
  const pick = () => {
    if (props.kind === 'image' && image)
      props.onPick({
        url: image.url,
        alt: alt.trim(),
        width,
        srcset: image.srcset,
        pixelWidth: image.width,
        pixelHeight: image.height,
      });
    else if (props.kind === 'video' && video)
      props.onPick({ url: video.url, posterUrl: video.thumbnailUrl ?? null, width });
    else return;
    onClose();
  };
  const title =
    kind === 'video' ? 'Insert a video' : mode === 'featured' ? 'Choose a featured image' : 'Insert an image';
  const pickLabel =
    kind === 'video' ? 'Insert video' : mode === 'featured' ? 'Use as featured image' : 'Insert image';

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      className="max-w-4xl"
      style={{ maxHeight: PICKER_MAX_HEIGHT }}
    >
      <div className="space-y-4">
        <details className="rounded-md ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-800">
            Upload a new {noun}
          </summary>
          <div className="space-y-3 p-4 pt-0">
            <DropZone
              label={kind === 'image' ? 'Choose an image' : 'Choose a video'}
              hint={
                kind === 'image'
                  ? 'Drop a JPEG, PNG, WebP, AVIF or GIF image here, or'
                  : 'Drop an MP4, WebM or Ogg video (up to 500MB) here, or'
              }
              accept={kind === 'image' ? IMAGE_ACCEPT : VIDEO_ACCEPT}
              problem={kind === 'image' ? imageFileProblem : videoFileProblem}
              multiple={false}
              disabled={images.busy || videos.busy}
              onFiles={upload}
            />
            <UploadList items={kind === 'image' ? images.items : videos.items} label={`${noun} upload`} />
          </div>
        </details>
        <TextField
          label={kind === 'image' ? 'Search images' : 'Search videos'}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
        <Suspense fallback={<Spinner className="py-10" label={`Loading ${noun}s…`} />}>
          {kind === 'image' ? (
            <ImageGrid
              search={deferredSearch}
              fetchKey={fetchKey}
              selectedId={selectedId}
              onSelect={selectImage}
            />
          ) : (
            <VideoGrid
              search={deferredSearch}
              fetchKey={fetchKey}
              selectedId={selectedId}
              onSelect={(item) => {
                setSelectedId(item.id);
                setVideo(item);
              }}
            />
          )}
        </Suspense>
        {kind === 'video' && video && video.status === 'PROCESSING' ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">
              “{video.title}” is being processed; it can be inserted when it is ready.
            </p>
            <VideoProcessing id={video.id} title={video.title} />
          </div>
        ) : null}
        {mode === 'content' ? (
          <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            {kind === 'image' ? (
              <TextField
                label="Alternative text"
                hint="Describes the image for people who cannot see it."
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
              />
            ) : null}
            <WidthChoice value={width} onChange={setWidth} />
          </div>
        ) : null}
        <DialogActions label={pickLabel} disabled={!ready} onClick={pick} onCancel={onClose} />
      </div>
    </Dialog>
  );
}

type GridProps<Item> = {
  search: string;
  fetchKey: number;
  selectedId: string | null;
  onSelect: (item: Item) => void;
};

function ImageGrid({ search, fetchKey, selectedId, onSelect }: GridProps<ImageItem>) {
  const query = useLazyLoadQuery<MediaPickerImagesQuery>(
    graphql`
      query MediaPickerImagesQuery($search: String) {
        ...MediaPicker_images @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network', fetchKey },
  );
  const { data, ...pagination } = usePaginationFragment<MediaPickerImagesQuery, MediaPicker_images$key>(
    graphql`
      fragment MediaPicker_images on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "MediaPickerImagesPaginationQuery") {
        assets(search: $search, first: $count, after: $cursor) @connection(key: "MediaPicker_assets", filters: ["search"]) {
          edges {
            node {
              id
              name
              url
              altDescription
              srcset
              width
              height
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PickerGrid
      noun="image"
      search={search}
      items={data.assets.edges.map(({ node }) => node)}
      selectedId={selectedId}
      onSelect={onSelect}
      pagination={pagination}
      thumbnail={(node) => (
        <img src={node.url} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      )}
      caption={(node) => <span className="truncate">{node.name}</span>}
    />
  );
}

function VideoGrid({ search, fetchKey, selectedId, onSelect }: GridProps<VideoItem>) {
  const query = useLazyLoadQuery<MediaPickerVideosQuery>(
    graphql`
      query MediaPickerVideosQuery($search: String) {
        ...MediaPicker_videos @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network', fetchKey },
  );
  const { data, ...pagination } = usePaginationFragment<MediaPickerVideosQuery, MediaPicker_videos$key>(
    graphql`
      fragment MediaPicker_videos on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "MediaPickerVideosPaginationQuery") {
        videos(search: $search, first: $count, after: $cursor) @connection(key: "MediaPicker_videos", filters: ["search"]) {
          edges {
            node {
              id
              title
              url
              thumbnailUrl
              duration
              status
            }
          }
        }
      }
    `,
    query,
  );
  const items = data.videos.edges.map(({ node }) => node);
  // The selected video as the store has it now (an upload turns READY while the picker is open).
  const current = items.find((item) => item.id === selectedId);
  useEffect(() => {
    if (current) onSelect(current);
  }, [current, onSelect]);
  return (
    <PickerGrid
      noun="video"
      search={search}
      items={items}
      selectedId={selectedId}
      onSelect={onSelect}
      pagination={pagination}
      thumbnail={(node) =>
        node.thumbnailUrl ? (
          <img src={node.thumbnailUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-video w-full items-center justify-center bg-slate-800 text-2xl text-white"
          >
            ▶
          </span>
        )
      }
      caption={(node) => (
        <>
          <span className="truncate">{node.title}</span>
          {node.status === 'PROCESSING' ? (
            <span>Processing</span>
          ) : node.duration != null ? (
            <span>{formatDuration(node.duration)}</span>
          ) : null}
        </>
      )}
    />
  );
}

function PickerGrid<Item extends { id: string }>({
  noun,
  search,
  items,
  selectedId,
  onSelect,
  pagination,
  thumbnail,
  caption,
}: {
  noun: string;
  search: string;
  items: readonly Item[];
  selectedId: string | null;
  onSelect: (item: Item) => void;
  pagination: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  thumbnail: (item: Item) => ReactNode;
  caption: (item: Item) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-600">
        {search ? `No ${noun} matches.` : `No ${noun}s yet. Upload one above.`}
      </p>
    );
  }
  return (
    <div>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
        aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={selectedId === item.id}
              onClick={() => onSelect(item)}
              className={`block w-full overflow-hidden rounded-lg bg-slate-50 text-left ring-2 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                selectedId === item.id ? 'ring-indigo-600' : 'ring-transparent hover:ring-slate-300'
              }`}
            >
              {thumbnail(item)}
              <span className="flex justify-between gap-2 px-2 py-1 text-xs text-slate-700">
                {caption(item)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pagination.hasNext ? (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            disabled={pagination.isLoadingNext}
            onClick={() => pagination.loadNext(24)}
          >
            {pagination.isLoadingNext ? 'Loading…' : `Show more ${noun}s`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
