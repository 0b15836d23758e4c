// The media library's folders and counts: folders of images and of videos
// (create, rename, delete), and what each library holds. Changing images:
// asset-mutations.ts; videos and their processing: video-mutations.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MEDIA } from '../../../../domain/media';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import { MediaKind } from '../../../db/generated/prisma/enums';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { type GlobalId, rowIdOrNotFound } from '../../shared/ids';
import { countLoader } from '../../shared/loaders';
import { reload, reloaded } from '../../shared/reread';
import { createFolder, deleteFolder, renameFolder } from '../folders';
import { deleteVideoFiles } from '../videos';

/** What a media delete answers: the global id of what is gone. */
export const DeletedPayload = builder.objectRef<{ deletedId: string }>('MediaDeletedPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const MediaKindEnum = builder.enumType(MediaKind, { name: 'MediaKind' });

/** The images, or videos that are not deleted, in each of these folders. */
async function filesPerFolder(context: Context, kind: MediaKind, names: string[]) {
  const inFolders = { folder: { in: names } };
  const groups =
    kind === 'image'
      ? await context.prisma.asset.groupBy({ by: ['folder'], where: inFolders, _count: { _all: true } })
      : await context.prisma.video.groupBy({
          by: ['folder'],
          where: { ...inFolders, deleted: false },
          _count: { _all: true },
        });
  return new Map(groups.map((group) => [group.folder as string, group._count._all]));
}

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
      // Counted for every folder of the list at once.
      resolve: (folder, _args, context) =>
        countLoader(context, `mediaFolderCount ${folder.kind}`, (names) =>
          filesPerFolder(context, folder.kind, names),
        ).load(folder.name),
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
    imageMaxBytes: t.int({
      description:
        'The largest image an upload may be, in bytes (IMAGE_MAX_MB): the browser refuses a larger one before sending it.',
      resolve: (_parent, _args, context) => context.config.media.imageMaxBytes,
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

const folderId = (id: GlobalId) => rowIdOrNotFound(id, 'MediaFolder', MEDIA.folderNotFound);

const CreateMediaFolderInput = builder.inputType('CreateMediaFolderInput', {
  fields: (t) => ({
    kind: t.field({ type: MediaKindEnum, required: true }),
    name: t.string({ required: true }),
  }),
});
const RenameMediaFolderInput = builder.inputType('RenameMediaFolderInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: MediaFolderType }),
    name: t.string({ required: true }),
  }),
});
const DeleteMediaFolderInput = builder.inputType('DeleteMediaFolderInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: MediaFolderType }) }),
});

builder.mutationFields((t) => ({
  createMediaFolder: t.prismaField({
    type: MediaFolderType,
    args: { input: t.arg({ type: CreateMediaFolderInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.mediaFolder.findUnique(
          reload(query, await createFolder(context, input.kind, input.name)),
        ),
        MEDIA.folderNotFound,
      ),
  }),
  renameMediaFolder: t.prismaField({
    type: MediaFolderType,
    description: 'Renames the folder and moves what it holds along.',
    args: { input: t.arg({ type: RenameMediaFolderInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.mediaFolder.findUnique(
          reload(query, await renameFolder(context, folderId(input.id), input.name)),
        ),
        MEDIA.folderNotFound,
      ),
  }),
  deleteMediaFolder: t.field({
    type: DeletedPayload,
    description:
      'An image folder only when empty; a video folder with its videos, unless a post or course plays one of them.',
    args: { input: t.arg({ type: DeleteMediaFolderInput, required: true }) },
    errors: { types: [NotFoundError, ConflictError] },
    resolve: async (_root, { input }, context) => {
      const row = folderId(input.id);
      const folder = await deleteFolder(context, row);
      await deleteVideoFiles(context.services, folder.videoFiles);
      return { deletedId: encodeGlobalID('MediaFolder', row) };
    },
  }),
}));
