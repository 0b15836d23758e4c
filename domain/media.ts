// Images and videos (SPEC §9): accepted video formats and size, storage
// caching, thumbnails, compression, and the width choices of the pickers.
import { formatMessage, plural, tooLongMessage, VALIDATION } from './shared/messages';
export const VIDEO_FORMATS = ['mp4', 'webm', 'ogg'] as const;

/** Images or videos a page of a back-office library shows (its fragments' count). */
export const MEDIA_PAGE_SIZE = 24;

export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
export const STORAGE_LIST_LIMIT = 1000;
export const THUMBNAIL = { atSeconds: 1, jpegQuality: 0.85 } as const;
export const VIDEO_COMPRESSION = {
  maxWidth: 1280,
  fps: 30,
  bitsPerSecond: 2_500_000,
  mimeType: 'video/webm;codecs=vp9',
} as const;

export const IMAGE_WIDTH_OPTIONS = [
  { label: 'Small (25%)', value: '25%' },
  { label: 'Medium (50%)', value: '50%' },
  { label: 'Large (75%)', value: '75%' },
  { label: 'Full width', value: '100%' },
] as const;
export const DEFAULT_IMAGE_WIDTH = '50%';

/** The widest a post's body column shows an image, for `sizes`. */
export const BODY_COLUMN_PX = 768;

/** The `sizes` of an image shown at `width` (e.g. '50%', as the picker sets it) of a post's body column. */
export function bodyImageSizes(width: string | null | undefined): string {
  const fraction = Math.min(Math.max(Number.parseFloat(width ?? '') / 100 || 1, 0.01), 1);
  return `(min-width: ${BODY_COLUMN_PX}px) ${Math.round(BODY_COLUMN_PX * fraction)}px, ${Math.round(fraction * 100)}vw`;
}
export const PICKER_MAX_HEIGHT = '80vh';

/** Images the library accepts, by the type sniffed from their bytes (never by name). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
/** Widths of the responsive copies of an image; none is wider than the upload. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;
/** The most pixels an uploaded image may have (width × height): a larger one would hold a small server's memory. */
export const IMAGE_MAX_PIXELS = 100_000_000;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg,.mp4,.webm,.ogg,.ogv';
/** Files per drop (the spec's "too many files" rejection). */
export const MAX_FILES_PER_DROP = 20;
/** A file this small cannot be an image or a video (the spec's "too small" rejection). */
export const MIN_FILE_BYTES = 100;
/** Longest folder name, counted after the folder rule (folderName) made it. */
export const FOLDER_NAME_MAX = 100;

/** Messages the spec does not word (SPEC §8 has the video banners, in domain/shared/messages.ts). */
export const MEDIA = {
  imageTypeRefused: '{name} is not a JPEG, PNG, WebP, AVIF or GIF image',
  svgRefused: '{name} is an SVG drawing: SVG can carry scripts, so upload it as PNG or WebP',
  uploadedBy: 'Uploaded by {email}',
  lastSavedBy: 'Last saved by {email}',
  apngRefused:
    '{name} is an animated PNG, which would be kept as a still picture: upload it as GIF or WebP to keep it moving',
  /**
   * The spec's words for a video too large (VALIDATION.videoTooLarge), for an image: `{max}`,
   * IMAGE_MAX_MB as formatSizeLimit writes it ("20MB"; see imageTooLargeMessage).
   */
  imageTooLarge: 'File {name} exceeds maximum size of {max}',
  imageUnreadable: '{name} could not be read as an image',
  /** `{size}`: its width×height; `{max}`: IMAGE_MAX_PIXELS in megapixels. */
  imageTooManyPixels:
    '{name} is {size} pixels, more than the {max} megapixels an image may have: make it smaller, then upload it again',
  videoTypeRefused: 'File {name} is not an MP4, WebM or Ogg video',
  fileTooSmall: 'File {name} is too small to be a video',
  /** 0 bytes: a file not saved yet, or a cloud placeholder not downloaded; any other verdict would mislead. */
  fileEmpty: '{name} is empty (0 bytes): check that the file opens on your computer, then upload it again',
  /** `{count}`: the limit with its noun (tooManyFilesMessage). */
  tooManyFiles: 'Please drop at most {count} at a time',
  notAVideo: 'This file is not a playable video',
  ffmpegMissing:
    'Videos cannot be processed on this server: ffmpeg was not found (install ffmpeg or set FFMPEG_PATH). Images still work.',
  processingFailed: 'Video processing failed',
  /** A video still marked as being processed whose job ended or is gone (a server stopped for good). */
  processingStopped: 'Processing stopped before it finished',
  /** Process again (canProcessAgain): the button's notices and refusals. */
  processingAgain: 'The video is being processed again',
  processAgainFailed: 'The video could not be processed again. Please try again.',
  processedAlready:
    'This video was processed successfully: only a video whose processing failed is processed again',
  stillProcessing: 'This video is being processed: wait until it is done, or until it fails',
  /** The video picker, on a video chosen whose processing failed. `{title}`: the video's. */
  pickedVideoFailed:
    '“{title}” could not be processed, so it cannot be inserted: process it again on the videos screen, or choose another video',
  originalMissing:
    'This video cannot be processed again: the file it was uploaded as was not kept. Upload it again instead.',
  /** A video's details when it is served as uploaded (Video.originalKept); `{format}`: MP4, WebM. */
  originalKept: 'Original {format} kept: compressing made it larger',
  folderNotEmpty: 'This folder is not empty: move or delete its images first',
  /** The title of the delete dialog of a folder that is not empty (its Delete button disabled; folderNotEmpty says why). */
  folderCannotBeDeleted: "This folder can't be deleted yet",
  folderExists: 'A folder with this name already exists',
  folderNotFound: 'Folder not found',
  assetNotFound: 'Image not found',
  videoNotFound: 'Video not found',
  /** A replace upload (Upload-Metadata `replaces`) sent without the version its dialog shows. */
  replaceVersionRequired: 'Upload-Metadata expectedVersion is required to replace a video’s file',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  imageConflictSubject: 'This image',
  videoConflictSubject: 'This video',
  titleRequired: 'Title is required',
  /** `{count}`: "1 post", "2 posts and 1 course" (see `usesCount`). */
  assetInUse: 'This image is used by {count}; confirm to remove it from them too',
  videoInUse: 'This video is used by {count}; confirm to remove it from them too',
  /** `{count}`: as in videoInUse. */
  videoFolderInUse:
    'Videos in this folder are used by {count}: delete those videos one by one, or move them to another folder, first',
  /**
   * A save linking one of our stored files that was deleted (an editor opened before the delete):
   * refused, so no page shows a broken image. `{name}`: the file's address as the text holds it.
   */
  featuredImageDeleted: 'The featured image was deleted from the media library: choose another one',
  contentFileDeleted:
    'The {kind} "{name}" was deleted from the media library: remove it or choose another one',
  /** `{files}`: "2 images and 1 video"; `{names}`: their addresses. */
  contentFilesDeleted:
    '{files} were deleted from the media library ({names}): remove them or choose other ones',
  imagesUploaded: 'Images uploaded successfully',
  imageUploadFailed: 'Failed to upload images',
  /** The progress bar's name while an image's file is being replaced. */
  replacingFile: 'Replacing the file',
  /** The progress bar's name while a video's new file is being sent. */
  sendingNewFile: 'Sending the new file',
  /** A video's new file is sent: `{name}`, its name. */
  newVideoFileSent: '{name} is uploaded and being processed; the current file is played until it is done.',
  /** A video's new file could not be processed: `{reason}`, why (the video's error). */
  newVideoFileFailed: 'The new file could not be processed: {reason}. The current file is still played.',
  /** `{name}`: the new file's name. */
  fileReplaced: 'The file was replaced with {name}; the address stays the same.',
  /** Said by a picker once the file uploaded in it is selected: `{name}`, the new image's or video's. */
  uploadedAndSelected: '“{name}” is uploaded and selected.',
  /** Some of a batch failed: `{done}` of `{total}` `{things}` (images, videos). */
  partlyUploaded: '{done} of {total} {things} uploaded: the list below says why the others were not',
  imageSaved: 'Image saved',
  imageDeleted: 'Image deleted',
  folderRenamed: 'Folder renamed',
  /** The rename dialog's words when the server gave none of its own. */
  renameFolderFailed: 'The folder could not be renamed. Please try again.',
  /** The new-folder field's hint: `{name}`, what the folder rule makes of what was typed. */
  folderWillBeNamed: 'It will be named “{name}”.',
  /** The delete dialog of an empty image folder: `{name}`, the folder's. */
  emptyFolderDeleted: 'The empty folder “{name}” is deleted.',
  /** The delete dialog of a video folder: `{videos}`, "3 videos". */
  videoFolderDeleted:
    'The folder “{name}” and its {videos} are deleted for good: files, thumbnails and rows.',
} as const;

/**
 * A video's permanent address: what the picker and the editor's insert-video write. The server
 * redirects it to the file the video has now, so replacing the file breaks no post.
 */
export const videoAddress = (id: string) => `/media/videos/${id}`;

/**
 * The words of the media screens of the back-office: the image and video
 * libraries (their drop hints and empty lists), the image edit dialog, the
 * video metadata editor, the drop zone of both libraries and pickers, and the
 * image and video pickers (the spec's "other modals"). Their messages are MEDIA's.
 */
export const MEDIA_SCREENS = {
  /** An image's alternative text, in the edit dialog and as the image picker inserts it. */
  altText: 'Alternative text',
  altTextHint: 'Describes the image for people who cannot see it.',
  editImage: {
    /** `{name}`: the image's, as it was when the dialog opened. */
    title: 'Edit image “{name}”',
    name: 'Name',
    folder: 'Folder',
    noFolder: 'No folder',
    saveFailed: 'The image could not be saved. Please try again.',
    replaceHint: 'Replace the file: posts and courses using it show the new one.',
    replace: 'Replace file',
    replacing: 'Replacing...',
    save: 'Save image',
    cancel: 'Cancel',
    /** The cancel button once the file was replaced: that is kept, whatever the admin does next. */
    close: 'Close',
  },
  dropZone: {
    /** Above the list of the files of a drop or choice refused before sending, each with why. */
    refused: 'Some files were not uploaded',
    /** A library's zone, followed by its choose button: `{hint}`, the library's `dropHint`. */
    hint: '{hint}, or',
    /** The same while a folder is filtered on, which the files go to: `{folder}`, its name. */
    hintInFolder: '{hint} to add them to “{folder}”, or',
  },
  /**
   * The frame both libraries share (their upload section, its leave dialog and the filter bar):
   * `{things}`, 'images' or 'videos'.
   */
  library: {
    /** The upload section's heading. */
    upload: 'Upload {things}',
    /** The drop zone's button. */
    choose: 'Choose {things}',
    /** The filter bar's name, where the screen gives none. */
    filter: 'Filter {things}',
    /** The folder filter's choice of the items outside any folder. */
    noFolder: 'No folder',
    /** Leaving the page (the tab, or for another screen) while files are on their way. */
    leave: {
      title: 'Leave while {things} upload?',
      /** A kind whose files on their way can be stopped. */
      stopped: 'The {things} still uploading stop, and are not added to the library.',
      /** A kind whose files are sent one by one: those not sent yet. */
      unsent: 'The {things} not sent yet are not added to the library.',
    },
  },
  /** The folder panel of both libraries (FolderPanel); its No folder is `library.noFolder`. */
  folders: {
    heading: 'Folders',
    /** The entry of every image or video: `{things}`, 'images' or 'videos'. */
    all: 'All {things}',
    /** A folder's buttons, each followed by `named` for a screen reader. */
    rename: 'Rename',
    delete: 'Delete',
    /** `{name}`: the folder's. */
    named: 'folder {name}',
    newFolder: 'New folder',
    create: 'Create folder',
    creating: 'Creating...',
    /** The rename dialog: `{name}`, the folder's as it was when the dialog opened. */
    renameTitle: 'Rename folder “{name}”',
    name: 'Folder name',
    renameSubmit: 'Rename folder',
  },
  /** The folder filter of both libraries (the `?folder=` select). */
  folderFilter: { label: 'Folder', all: 'All folders' },
  /** A list of files on their way (UploadList), in a library or a picker. */
  uploads: {
    /** The list's name where its screen gives none. */
    list: 'Uploads',
    /** A file's state, beside it and in its progress bar's name (`progress`). */
    states: {
      waiting: 'Waiting',
      sending: 'Uploading',
      processing: 'Processing',
      done: 'Done',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
    /** `{name}`: the file's; `{state}`: one of `states`. */
    progress: '{name}: {state}',
    cancel: 'Cancel',
    /** The cancel button's name: `{name}`, the file's. */
    cancelName: 'Cancel {name}',
  },
  /** A video being processed on the server (VideoProcessing), by the stage its job reports. */
  processing: {
    stages: {
      queued: 'Waiting to be processed',
      probing: 'Reading the video',
      compressing: 'Compressing',
      thumbnail: 'Making the thumbnail',
      storing: 'Storing',
    },
    /** A stage not listed, and a picker's card of a video being processed. */
    processing: 'Processing',
    /** Its progress bar's name: `{title}`, the video's. */
    progress: 'Processing {title}',
  },
  /** Deleting an image or a video (MediaDeleteDialog); `{kind}`: image or video. */
  deleteMedia: {
    imageFailed: 'The image could not be deleted. Please try again.',
    /** The dialog once the server said what uses it. */
    inUseTitle: 'This {kind} is in use',
    /** `{count}`: as in MEDIA.assetInUse (see `usesCount`). */
    removeAndDelete: 'Remove from {count} and delete',
    inUseNote: 'Deleting it takes it out of each of them first. This cannot be undone.',
  },
  /** The image library (/admin/assets). */
  images: {
    /** Its heading and its entry in the admin navigation. */
    title: 'Images',
    lead: 'Upload images once and use them in posts and courses.',
    /** Its upload list, as a screen reader names it. */
    uploads: 'Image uploads',
    dropHint: 'Drop JPEG, PNG, WebP, AVIF or GIF images here',
    empty: 'No images yet. Drop some above or choose them from your device.',
    /** A search or folder filter is set. */
    emptyFiltered: 'No images match.',
  },
  /** The video library (/admin/videos). */
  videos: {
    /** Its heading and its entry in the admin navigation. */
    title: 'Videos',
    lead: 'Upload videos once: the server compresses them for the web and makes their thumbnails.',
    /** Its upload list, as a screen reader names it. */
    uploads: 'Video uploads',
    dropHint: 'Drop MP4, WebM or Ogg videos (up to 500MB each) here',
    empty: 'No videos yet. Drop some above or choose them from your device.',
    /** A search or folder filter is set. */
    emptyFiltered: 'No videos match.',
  },
  /** The video metadata editor (the spec's "video metadata editor"). */
  editVideo: {
    /** `{title}`: the video's, as it was when the dialog opened. */
    title: 'Edit video “{title}”',
    videoTitle: 'Title',
    description: 'Description',
    tags: 'Tags',
    tagsHint: 'Separate tags with commas.',
    category: 'Category',
    language: 'Language',
    customFields: 'Custom fields',
    customFieldsHint: 'Fields with an empty name or value are not kept.',
    /** `{number}`: the row's, from 1. */
    fieldName: 'Field {number} name',
    fieldValue: 'Field {number} value',
    removeField: 'Remove',
    /** After removeField, for a screen reader only. */
    removeFieldName: 'field {number}',
    addField: 'Add a field',
    save: 'Save video',
    replaceHint:
      'Replace the file with a better cut: posts and courses playing it play the new one once it is processed. Title, description and fields stay.',
    replace: 'Replace file',
    replacing: 'Uploading...',
    /** The cancel button once a new file was sent: that is kept, whatever the admin does next. */
    close: 'Close',
  },
  /** An image's or video's card in its library: its buttons (each followed by its name for a screen reader). */
  card: {
    edit: 'Edit',
    move: 'Move',
    delete: 'Delete',
    processAgain: 'Process again',
    /** `{tags}`: the video's, comma-separated. */
    tags: 'Tags: {tags}',
    noAltText: 'No alternative text',
  },
  /** What the first confirmation of a delete says goes. */
  deleteImage: '“{name}” and all its sizes will be deleted for good.',
  deleteVideo: '“{title}” will be deleted for good: its file, its thumbnail and its details.',
  /** Moving a video to another folder, or out of any. */
  moveVideo: {
    /** `{title}`: the video's. */
    title: 'Move video “{title}”',
    folder: 'Folder',
    noFolder: 'No folder',
    move: 'Move video',
    moving: 'Moving...',
  },
  picker: {
    featuredImageTitle: 'Choose a featured image',
    imageTitle: 'Insert an image',
    videoTitle: 'Insert a video',
    useAsFeatured: 'Use as featured image',
    insertImage: 'Insert image',
    insertVideo: 'Insert video',
    uploadImage: 'Upload a new image',
    uploadVideo: 'Upload a new video',
    chooseImage: 'Choose an image',
    chooseVideo: 'Choose a video',
    /** Followed by the choose button: "…here, or [Choose an image]". */
    imageDropHint: 'Drop a JPEG, PNG, WebP, AVIF or GIF image here, or',
    videoDropHint: 'Drop an MP4, WebM or Ogg video (up to 500MB) here, or',
    /** The list of the picker's upload, as a screen reader names it. */
    imageUploads: 'image upload',
    videoUploads: 'video upload',
    searchImages: 'Search images',
    searchVideos: 'Search videos',
    loadingImages: 'Loading images…',
    loadingVideos: 'Loading videos…',
    /** The picker's list without any, or with none matching its search. */
    noImages: 'No images yet. Upload one above.',
    noImagesMatch: 'No image matches.',
    noVideos: 'No videos yet. Upload one above.',
    noVideosMatch: 'No video matches.',
    /** The button under a picker's list that brings its next page: `{things}`, images or videos. */
    showMore: 'Show more {things}',
    /** The image picker's choice of the width an image is shown at (IMAGE_WIDTH_OPTIONS). */
    width: 'Width',
    /** A video chosen before its processing ended: `{title}`, the video's. */
    videoProcessing: '“{title}” is being processed; it can be inserted when it is ready.',
  },
} as const;

/**
 * What the browser says of a folder name before sending it, as the server
 * would (empty, or longer than FOLDER_NAME_MAX once the folder rule made it),
 * or null when it may be sent.
 */
export function folderNameProblem(input: string): string | null {
  const name = folderName(input);
  if (!name) return VALIDATION.folderNameEmpty;
  return name.length > FOLDER_NAME_MAX ? tooLongMessage(FOLDER_NAME_MAX) : null;
}

/** The spec's folder rule: lowercase, anything but a-z, 0-9 and '-' becomes '-', runs collapse. */
export function folderName(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export type VideoMetadata = {
  tags: string[];
  category: string;
  language: string;
  custom: Record<string, string>;
};

/** Tags comma-separated and trimmed; custom fields with an empty key or value dropped. */
export function normalizeVideoMetadata(input: {
  tags?: string | readonly string[] | null;
  category?: string | null;
  language?: string | null;
  custom?: { key: string; value: string }[] | Record<string, string> | null;
}): VideoMetadata {
  const tags = (typeof input.tags === 'string' ? input.tags.split(',') : (input.tags ?? []))
    .map((tag) => tag.trim())
    .filter(Boolean);
  const entries = Array.isArray(input.custom)
    ? input.custom.map(({ key, value }) => [key, value] as const)
    : Object.entries(input.custom ?? {});
  const custom: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key.trim() && value.trim()) custom[key.trim()] = value.trim();
  }
  return {
    tags: [...new Set(tags)],
    category: input.category?.trim() ?? '',
    language: input.language?.trim() ?? '',
    custom,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const s = String(whole % 60).padStart(2, '0');
  const m = Math.floor(whole / 60) % 60;
  const h = Math.floor(whole / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Whether a video may be processed again: its processing failed, or it is stuck, still marked as
 * being processed while its job has ended or is gone (the job runner gave up on a server that
 * stopped mid-way). The `job` is the video's processing job, with a job's status.
 */
export function canProcessAgain(video: {
  readonly status: string;
  readonly job?: { readonly status: string } | null;
}): boolean {
  if (video.status === 'FAILED') return true;
  return video.status === 'PROCESSING' && (!video.job || ['failed', 'succeeded'].includes(video.job.status));
}

/** The `?folder=` value of the items outside any folder (never a folder name: names cannot start with '-'). */
export const ROOT_FOLDER_PARAM = '-';

/** The `folder` argument of `assets`/`videos` for a `?folder=` value: null for all, '' for the root. */
export const folderVariable = (param: string) =>
  param === ROOT_FOLDER_PARAM ? '' : folderName(param) || null;

type PickedFile = { name: string; type: string; size: number };

/**
 * Who an image's or a video's details name: the admin who uploaded it while
 * it is at its first version, the admin whose save made the current one
 * after that; null when the row records nobody.
 */
export function savedByLine(item: {
  readonly version: number;
  readonly savedBy?: { readonly email: string } | null;
}): string | null {
  const email = item.savedBy?.email;
  if (!email) return null;
  return formatMessage(item.version === 1 ? MEDIA.uploadedBy : MEDIA.lastSavedBy, { email });
}

/** Types a browser gives a file whose name tells it nothing (`photo.jpg_large`, `IMG_0042`). */
const UNKNOWN_FILE_TYPES = ['', 'application/octet-stream'];

/**
 * Why the browser refuses an image before sending it (the server checks the bytes again), or null.
 * A file the browser has no type for is sent: the server judges it by its bytes.
 */
export function imageFileProblem(file: PickedFile, maxBytes: number): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))
    return MEDIA.svgRefused.replace('{name}', file.name);
  if (file.size > maxBytes) return imageTooLargeMessage(file, maxBytes);
  if (UNKNOWN_FILE_TYPES.includes(file.type)) return null;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return MEDIA.imageTypeRefused.replace('{name}', file.name);
  return null;
}

/** An image over the limit (`maxBytes`, IMAGE_MAX_MB), in the browser's words and the server's. */
export function imageTooLargeMessage(file: { name: string }, maxBytes: number): string {
  return formatMessage(MEDIA.imageTooLarge, { name: file.name, max: formatSizeLimit(maxBytes) });
}

/** A size limit as the spec writes the video one ("500MB"); under a megabyte, in kilobytes ("10KB"). */
export function formatSizeLimit(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))}MB`;
  return `${Math.round(bytes / 1024)}KB`;
}

/**
 * Whether a picked file says it is one of the spec's video formats, by its name (mp4, webm, ogg,
 * ogv) or by its type: the browser's check and the server's when an upload starts (the server
 * judges the bytes when it ends).
 */
export function saysVideoFormat(file: { name: string; type: string }): boolean {
  return (
    /\.(mp4|webm|ogg|ogv)$/i.test(file.name) || (VIDEO_MIME_TYPES as readonly string[]).includes(file.type)
  );
}

/** Why the browser refuses a video before sending it (type, too large, too small), or null. */
export function videoFileProblem(file: PickedFile): string | null {
  if (!saysVideoFormat(file)) return MEDIA.videoTypeRefused.replace('{name}', file.name);
  if (file.size > VIDEO_MAX_BYTES) return VALIDATION.videoTooLarge.replace('{name}', file.name);
  if (file.size < MIN_FILE_BYTES) return MEDIA.fileTooSmall.replace('{name}', file.name);
  return null;
}

/** What can show a library image or video, in the order its uses are listed and counted. */
export const MEDIA_USE_KINDS = ['post', 'course', 'survey', 'author'] as const;

/** How many posts, courses, surveys and authors use an image, as the in-use message and its confirm button say it: "2 posts and 1 course". */
export function usesCount(uses: readonly { kind: string }[]): string {
  return countsByKind(uses, MEDIA_USE_KINDS);
}

/**
 * "2 posts and 1 course", "1 post, 2 surveys and 1 author": how many of `items` are of each of
 * `kinds`, in that order, leaving out none-of.
 */
function countsByKind(items: readonly { kind: string }[], kinds: readonly string[]): string {
  const count = (kind: string) => items.filter((item) => item.kind === kind).length;
  const counts = kinds.filter((kind) => count(kind) > 0).map((kind) => plural(count(kind), kind));
  const last = counts.pop();
  return counts.length > 0 ? `${counts.join(', ')} and ${last}` : (last ?? '');
}

/** What a refused save names of the stored files its text links that were deleted (see MEDIA.contentFileDeleted). */
export function deletedFilesMessage(gone: readonly { kind: 'image' | 'video'; name: string }[]): string {
  if (gone.length === 1)
    return formatMessage(MEDIA.contentFileDeleted, { kind: gone[0]!.kind, name: gone[0]!.name });
  return formatMessage(MEDIA.contentFilesDeleted, {
    files: countsByKind(gone, ['image', 'video']),
    names: gone.map((file) => `"${file.name}"`).join(', '),
  });
}

/** MEDIA.tooManyFiles for a drop of at most `max` files. */
export const tooManyFilesMessage = (max: number) =>
  formatMessage(MEDIA.tooManyFiles, { count: plural(max, 'file') });
