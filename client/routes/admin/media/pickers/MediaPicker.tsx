// The media picker (SPEC §2 other modals) for images and videos: the stored
// items, searchable, at most 80vh high, and an upload without leaving the
// editor (the new item is then selected, and a screen reader is told so;
// the button that chose it keeps the focus meanwhile). Images: in 'featured'
// mode a pick becomes the featured image; in 'content' mode it is inserted
// with alt text and a width (25/50/75 %/full). Videos: inserted as a player
// with its poster, once the server has processed them.
import { Suspense, useDeferredValue, useState } from 'react';
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_ACCEPT,
  MEDIA,
  MEDIA_SCREENS,
  PICKER_MAX_HEIGHT,
  VIDEO_ACCEPT,
  videoFileProblem,
} from '../../../../../domain/media';
import { formatMessage, VIDEOS } from '../../../../../domain/shared/messages';
import { useAnnouncer } from '../../../../components/announce';
import { Dialog } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { Spinner } from '../../../../components/Spinner';
import { DialogActions } from '../../kit/DialogActions';
import { useBeforeUnload } from '../../kit/useUnsavedChanges';
import { DropZone } from '../shared/DropZone';
import { UploadList } from '../shared/UploadList';
import { useImageUploads } from '../shared/useImageUploads';
import { useVideoUploads } from '../shared/useVideoUploads';
import { VideoProcessing } from '../shared/VideoProcessing';
import { ImageGrid, type ImageItem, VideoGrid, type VideoItem } from './MediaGrids';
import { WidthChoice } from './WidthChoice';

const WORDS = MEDIA_SCREENS.picker;

export type ImagePickerMode = 'featured' | 'content';
export type PickedImage = {
  url: string;
  alt: string;
  width: string;
};
export type PickedVideo = { url: string; posterUrl: string | null; width: string };

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
  const { announce, region } = useAnnouncer();
  useBeforeUnload(images.busy || videos.busy);

  const selectImage = (item: ImageItem) => {
    setSelectedId(item.id);
    setImage(item);
    setAlt(item.altDescription ?? '');
  };
  const selectVideo = (item: VideoItem) => {
    setSelectedId(item.id);
    setVideo(item);
  };
  /** What either grid is shown with. */
  const grid = { search: deferredSearch, fetchKey, selectedId };
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (kind === 'image') {
      const [stored] = await images.upload([file], null);
      if (stored) {
        selectImage(stored);
        announce(formatMessage(MEDIA.uploadedAndSelected, { name: stored.name }));
      } else if (stored === null) announce(MEDIA.imageUploadFailed);
    } else {
      const [id] = await videos.upload([file], null);
      if (id) {
        setSelectedId(id);
        announce(formatMessage(MEDIA.uploadedAndSelected, { name: file.name }));
      } else if (id === null) announce(VIDEOS.uploadFailed);
    }
    setSearch('');
    setFetchKey((key) => key + 1);
  };
  const ready = kind === 'image' ? Boolean(image) : Boolean(video && video.status === 'READY' && video.url);
  const pick = () => {
    if (props.kind === 'image' && image) props.onPick({ url: image.url, alt: alt.trim(), width });
    else if (props.kind === 'video' && video)
      props.onPick({ url: video.address, posterUrl: video.thumbnailUrl ?? null, width });
    else return;
    onClose();
  };
  const title =
    kind === 'video' ? WORDS.videoTitle : mode === 'featured' ? WORDS.featuredImageTitle : WORDS.imageTitle;
  const pickLabel =
    kind === 'video' ? WORDS.insertVideo : mode === 'featured' ? WORDS.useAsFeatured : WORDS.insertImage;

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      className="max-w-4xl"
      style={{ maxHeight: PICKER_MAX_HEIGHT }}
    >
      <div className="space-y-4">
        {region}
        <details className="rounded-md ring-1 ring-slate-200">
          <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-800">
            {kind === 'image' ? WORDS.uploadImage : WORDS.uploadVideo}
          </summary>
          <div className="space-y-3 p-4 pt-0">
            <DropZone
              label={kind === 'image' ? WORDS.chooseImage : WORDS.chooseVideo}
              hint={kind === 'image' ? WORDS.imageDropHint : WORDS.videoDropHint}
              accept={kind === 'image' ? IMAGE_ACCEPT : VIDEO_ACCEPT}
              problem={kind === 'image' ? images.problem : videoFileProblem}
              multiple={false}
              busy={images.busy || videos.busy}
              onFiles={upload}
            />
            <UploadList
              items={kind === 'image' ? images.items : videos.items}
              label={kind === 'image' ? WORDS.imageUploads : WORDS.videoUploads}
            />
          </div>
        </details>
        <TextField
          label={kind === 'image' ? WORDS.searchImages : WORDS.searchVideos}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
        <Suspense
          fallback={
            <Spinner className="py-10" label={kind === 'image' ? WORDS.loadingImages : WORDS.loadingVideos} />
          }
        >
          {kind === 'image' ? (
            <ImageGrid {...grid} onSelect={selectImage} />
          ) : (
            <VideoGrid {...grid} onSelect={selectVideo} />
          )}
        </Suspense>
        {kind === 'video' && video && video.status === 'PROCESSING' ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">
              {formatMessage(WORDS.videoProcessing, { title: video.title })}
            </p>
            <VideoProcessing id={video.id} title={video.title} onEnd={({ text }) => announce(text)} />
          </div>
        ) : null}
        {/* Why Insert stays disabled, said as the choice is made (a status a screen reader reads). */}
        <p role="status" className="text-sm text-red-700 empty:hidden">
          {kind === 'video' && video && video.status === 'FAILED'
            ? formatMessage(MEDIA.pickedVideoFailed, { title: video.title })
            : null}
        </p>
        {mode === 'content' ? (
          <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            {kind === 'image' ? (
              <TextField
                label={MEDIA_SCREENS.altText}
                hint={MEDIA_SCREENS.altTextHint}
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
