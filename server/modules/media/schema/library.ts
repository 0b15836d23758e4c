// Changing the media library: image uploads (GraphQL multipart requests),
// edits, replacement and deletion; folders of images and of videos; video
// metadata, moves and deletion; and the progress of a video's processing.
// Videos themselves arrive through resumable uploads at /api/uploads.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MEDIA } from '../../../../domain/media';
import { builder } from '../../../builder';
import { MediaKind } from '../../../db/generated/prisma/enums';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { watchJob } from '../../jobs/watch';
import { rowIdOf } from '../../shared/ids';
import { ErrorInterface } from '../../shared/schema/errors';
import { AssetInUseError, deleteAsset, replaceAssetFile, updateAsset, uploadAsset } from '../assets';
import { createFolder, deleteFolder, renameFolder } from '../folders';
import { deleteVideo, deleteVideosInFolder, moveVideo, updateVideo } from '../videos';
import { AssetNode, VideoNode, VideoStatusEnum } from './media';

const MediaKindEnum = builder.enumType(MediaKind, { name: 'MediaKind' });

const MediaFolderType = builder.prismaNode('MediaFolder', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.expose('kind', { type: MediaKindEnum }),
    name: t.exposeString('name'),
    count: t.int({
      description: 'Images, or videos, in the folder.',
      select: { kind: true, name: true },
      resolve: (folder, _args, context) =>
        folder.kind === 'image'
          ? context.prisma.asset.count({ where: { folder: folder.name } })
          : context.prisma.video.count({ where: { folder: folder.name, deleted: false } }),
    }),
  }),
});

const MediaLibraryType = builder.objectRef<{ kind: 'image' | 'video' }>('MediaLibrary').implement({
  fields: (t) => ({
    rootCount: t.int({
      description: 'Items outside any folder.',
      resolve: ({ kind }, _args, context) =>
        kind === 'image'
          ? context.prisma.asset.count({ where: { folder: null } })
          : context.prisma.video.count({ where: { folder: null, deleted: false } }),
    }),
    totalCount: t.int({
      resolve: ({ kind }, _args, context) =>
        kind === 'image'
          ? context.prisma.asset.count()
          : context.prisma.video.count({ where: { deleted: false } }),
    }),
    videoProcessing: t.string({
      nullable: true,
      description: 'Which ffmpeg processes videos (configured, system or npm), or null when none was found.',
      resolve: (_parent, _args, context) => {
        const tools = context.services.video;
        return tools ? `${tools.ffmpeg.source}: ${tools.ffmpeg.path}` : null;
      },
    }),
    videoProcessingMissing: t.string({
      nullable: true,
      description: 'The message shown when videos cannot be processed here.',
      resolve: (_parent, _args, context) => (context.services.video ? null : MEDIA.ffmpegMissing),
    }),
  }),
});

builder.queryFields((t) => ({
  mediaFolders: t.prismaField({
    type: [MediaFolderType],
    description: 'Folders of images or of videos, by name (at most 1000).',
    args: { kind: t.arg({ type: MediaKindEnum, required: true }) },
    resolve: (query, _root, { kind }, context) =>
      context.prisma.mediaFolder.findMany({
        ...query,
        where: { kind },
        orderBy: { name: 'asc' },
        take: 1000,
      }),
  }),
  mediaLibrary: t.field({
    type: MediaLibraryType,
    args: { kind: t.arg({ type: MediaKindEnum, required: true }) },
    resolve: (_root, { kind }) => ({ kind }),
  }),
}));

const fileOf = (value: File | string): File => {
  if (typeof value !== 'string') return value;
  throw new ValidationError([{ field: 'file', message: 'Please attach a file' }]);
};

const UploadAssetInput = builder.inputType('UploadAssetInput', {
  fields: (t) => ({
    file: t.field({ type: 'File', required: true }),
    folder: t.string({ description: 'A folder name; empty or null for the root.' }),
    altDescription: t.string(),
    name: t.string({ description: "The file's name without its extension by default." }),
  }),
});
const UpdateAssetInput = builder.inputType('UpdateAssetInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    name: t.string(),
    altDescription: t.string(),
    folder: t.string({ description: 'Moves the image; empty for the root.' }),
  }),
});
const ReplaceAssetFileInput = builder.inputType('ReplaceAssetFileInput', {
  fields: (t) => ({ id: t.globalID({ required: true }), file: t.field({ type: 'File', required: true }) }),
});
const DeleteAssetInput = builder.inputType('DeleteAssetInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    removeEverywhere: t.boolean({
      description: 'Take the image out of the posts and courses using it, then delete it.',
    }),
  }),
});
const DeletedPayload = builder.objectRef<{ deletedId: string }>('MediaDeletedPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const AssetUseType = builder.objectRef<{ kind: string; id: string; title: string }>('AssetUse').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'post or course' }),
    id: t.id({ resolve: (use) => encodeGlobalID(use.kind === 'post' ? 'BlogPost' : 'Course', use.id) }),
    title: t.exposeString('title'),
  }),
});
builder.objectType(AssetInUseError, {
  name: 'AssetInUseError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AssetInUseError,
  fields: (t) => ({
    message: t.exposeString('message'),
    uses: t.field({ type: [AssetUseType], resolve: (error) => error.uses }),
  }),
});

const assetId = (id: { typename: string; id: string }) => {
  const row = rowIdOf(id, 'Asset');
  if (!row) throw new NotFoundError(MEDIA.assetNotFound);
  return row;
};
const videoId = (id: { typename: string; id: string }) => {
  const row = rowIdOf(id, 'Video');
  if (!row) throw new NotFoundError(MEDIA.videoNotFound);
  return row;
};
const folderId = (id: { typename: string; id: string }) => {
  const row = rowIdOf(id, 'MediaFolder');
  if (!row) throw new NotFoundError(MEDIA.folderNotFound);
  return row;
};

const CreateMediaFolderInput = builder.inputType('CreateMediaFolderInput', {
  fields: (t) => ({
    kind: t.field({ type: MediaKindEnum, required: true }),
    name: t.string({ required: true }),
  }),
});
const RenameMediaFolderInput = builder.inputType('RenameMediaFolderInput', {
  fields: (t) => ({ id: t.globalID({ required: true }), name: t.string({ required: true }) }),
});
const DeleteMediaFolderInput = builder.inputType('DeleteMediaFolderInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

const CustomFieldInput = builder.inputType('VideoCustomFieldInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});
const UpdateVideoInput = builder.inputType('UpdateVideoInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    title: t.string({ required: true }),
    description: t.string(),
    tags: t.string({ description: 'Comma-separated; trimmed.' }),
    category: t.string(),
    language: t.string(),
    custom: t.field({
      type: [CustomFieldInput],
      description: 'Pairs with an empty key or value are dropped.',
    }),
  }),
});
const MoveVideoInput = builder.inputType('MoveVideoInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    folder: t.string({ description: 'Empty for the root.' }),
  }),
});
const DeleteVideoInput = builder.inputType('DeleteVideoInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

const reload = (query: object, id: string) => ({ ...query, where: { id } });

builder.mutationFields((t) => ({
  uploadAsset: t.prismaField({
    type: AssetNode,
    description:
      'Stores an image sent as a multipart upload: type sniffed from its bytes, size-checked, processed.',
    args: { input: t.arg({ type: UploadAssetInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.asset.findUniqueOrThrow(
        reload(query, await uploadAsset(context, { ...input, file: fileOf(input.file) })),
      ),
  }),
  updateAsset: t.prismaField({
    type: AssetNode,
    args: { input: t.arg({ type: UpdateAssetInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input: { id, ...fields } }, context) => {
      const row = assetId(id);
      await updateAsset(context, row, fields);
      return context.prisma.asset.findUniqueOrThrow(reload(query, row));
    },
  }),
  replaceAssetFile: t.prismaField({
    type: AssetNode,
    description: 'New bytes for an image, keeping its id and URL.',
    args: { input: t.arg({ type: ReplaceAssetFileInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) => {
      const row = assetId(input.id);
      await replaceAssetFile(context, row, fileOf(input.file));
      return context.prisma.asset.findUniqueOrThrow(reload(query, row));
    },
  }),
  deleteAsset: t.field({
    type: DeletedPayload,
    description:
      'Refused with the list of uses while a post or course shows the image, unless removeEverywhere.',
    args: { input: t.arg({ type: DeleteAssetInput, required: true }) },
    errors: { types: [NotFoundError, AssetInUseError] },
    resolve: async (_root, { input }, context) => {
      const row = assetId(input.id);
      await deleteAsset(context, row, input.removeEverywhere ?? false);
      return { deletedId: encodeGlobalID('Asset', row) };
    },
  }),
  createMediaFolder: t.prismaField({
    type: MediaFolderType,
    args: { input: t.arg({ type: CreateMediaFolderInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.mediaFolder.findUniqueOrThrow(
        reload(query, await createFolder(context, input.kind, input.name)),
      ),
  }),
  renameMediaFolder: t.prismaField({
    type: MediaFolderType,
    description: 'Renames the folder and moves what it holds along.',
    args: { input: t.arg({ type: RenameMediaFolderInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.mediaFolder.findUniqueOrThrow(
        reload(query, await renameFolder(context, folderId(input.id), input.name)),
      ),
  }),
  deleteMediaFolder: t.field({
    type: DeletedPayload,
    description: 'An image folder only when empty; a video folder with its videos.',
    args: { input: t.arg({ type: DeleteMediaFolderInput, required: true }) },
    errors: { types: [NotFoundError, ConflictError] },
    resolve: async (_root, { input }, context) => {
      const row = folderId(input.id);
      const folder = await deleteFolder(context, row);
      if (folder.kind === 'video') await deleteVideosInFolder(context, folder.name);
      return { deletedId: encodeGlobalID('MediaFolder', row) };
    },
  }),
  updateVideo: t.prismaField({
    type: VideoNode,
    description:
      'The metadata editor: title (required), description, tags, category, language, custom fields.',
    args: { input: t.arg({ type: UpdateVideoInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input: { id, ...fields } }, context) => {
      const row = videoId(id);
      await updateVideo(context, row, fields);
      return context.prisma.video.findUniqueOrThrow(reload(query, row));
    },
  }),
  moveVideo: t.prismaField({
    type: VideoNode,
    args: { input: t.arg({ type: MoveVideoInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) => {
      const row = videoId(input.id);
      await moveVideo(context, row, input.folder);
      return context.prisma.video.findUniqueOrThrow(reload(query, row));
    },
  }),
  deleteVideo: t.field({
    type: DeletedPayload,
    description: 'Deletes the file, the thumbnail and the row.',
    args: { input: t.arg({ type: DeleteVideoInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => {
      const row = videoId(input.id);
      await deleteVideo(context, row);
      return { deletedId: encodeGlobalID('Video', row) };
    },
  }),
}));

type ProgressEvent = {
  videoId: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
  progress: number | null;
  stage: string | null;
  error: string | null;
};

const VideoProcessingEvent = builder.objectRef<ProgressEvent>('VideoProcessingEvent').implement({
  fields: (t) => ({
    videoId: t.id({ resolve: (event) => encodeGlobalID('Video', event.videoId) }),
    status: t.field({ type: VideoStatusEnum, resolve: (event) => event.status }),
    progress: t.exposeFloat('progress', { nullable: true, description: 'From 0 to 1.' }),
    stage: t.exposeString('stage', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    video: t.prismaField({
      type: VideoNode,
      nullable: true,
      resolve: (query, event, _args, context) =>
        context.prisma.video.findUnique({ ...query, where: { id: event.videoId } }),
    }),
  }),
});

async function* followVideo(
  context: Parameters<typeof watchJob>[0],
  globalId: { typename: string; id: string },
) {
  const id = rowIdOf(globalId, 'Video');
  const video = id ? await context.prisma.video.findUnique({ where: { id } }) : null;
  if (!video) {
    yield {
      videoId: id ?? '00000000-0000-7000-8000-000000000000',
      status: 'FAILED',
      progress: null,
      stage: null,
      error: MEDIA.videoNotFound,
    } satisfies ProgressEvent;
    return;
  }
  const current = (row: typeof video): ProgressEvent => ({
    videoId: row.id,
    status: row.status,
    progress: row.status === 'READY' ? 1 : null,
    stage: null,
    error: row.error,
  });
  if (video.status !== 'PROCESSING' || !video.jobId) {
    yield current(video);
    return;
  }
  for await (const event of watchJob(context, video.jobId)) {
    const progress = event.progress as { fraction?: number; stage?: string } | null;
    if (event.status === 'succeeded' || event.status === 'failed') {
      const row = await context.prisma.video.findUniqueOrThrow({ where: { id: video.id } });
      yield current(row);
      return;
    }
    yield {
      videoId: video.id,
      status: 'PROCESSING',
      progress: progress?.fraction ?? 0,
      stage: progress?.stage ?? (event.status === 'queued' ? 'queued' : null),
      error: null,
    } satisfies ProgressEvent;
  }
}

builder.subscriptionField('videoProcessing', (t) =>
  t.field({
    type: VideoProcessingEvent,
    description:
      "A video's processing as it goes: where it stands now, then each step, until READY or FAILED.",
    args: { id: t.arg.globalID({ required: true }) },
    subscribe: (_root, { id }, context) => followVideo(context, id),
    resolve: (event) => event,
  }),
);
