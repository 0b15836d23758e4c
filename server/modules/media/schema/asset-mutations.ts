// Changing images: uploads (GraphQL multipart requests), edits, replacement
// of the file, and deletion (refused with the list of uses while a post or
// course shows the image).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { MEDIA, MEDIA_USE_KINDS } from '../../../../domain/media';
import { CONTENT } from '../../../../domain/shared/content';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { type GlobalId, rowIdOrNotFound } from '../../shared/ids';
import { reload, reloaded } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { ErrorInterface } from '../../shared/schema/errors';
import { AssetInUseError, deleteAsset, replaceAssetFile, updateAsset, uploadAsset } from '../assets';
import type { MediaUse } from '../uses';
import { DeletedPayload } from './library';
import { AssetNode } from './media';

const fileOf = (value: File | string): File => {
  if (typeof value !== 'string') return value;
  throw new ValidationError([{ field: 'file', message: CONTENT.fileMissing }]);
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
    id: t.globalID({ required: true, for: AssetNode }),
    expectedVersion: t.int({ required: true, description: 'The version the edit started from.' }),
    name: t.string(),
    altDescription: t.string(),
    folder: t.string({ description: 'Moves the image; empty for the root.' }),
  }),
});
const ReplaceAssetFileInput = builder.inputType('ReplaceAssetFileInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: AssetNode }),
    expectedVersion: t.int({ required: true, description: 'The version the replace started from.' }),
    file: t.field({ type: 'File', required: true }),
  }),
});
const DeleteAssetInput = builder.inputType('DeleteAssetInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: AssetNode }),
    removeEverywhere: t.boolean({
      description:
        'Take the image out of the posts, courses and surveys showing it (and clear it as an avatar), then delete it.',
    }),
  }),
});
/** The node type of each kind of use, which its global id names. */
const USE_TYPENAMES: Record<MediaUse['kind'], string> = {
  post: 'BlogPost',
  course: 'Course',
  survey: 'Survey',
  author: 'BlogAuthor',
};
/**
 * A post, course, survey (a text_only question) or author (the avatar) showing an image or a
 * video (the name is older than videos' use of it).
 */
export const AssetUseType = builder.objectRef<MediaUse>('AssetUse').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: MEDIA_USE_KINDS.join(', ') }),
    id: t.id({ resolve: (use) => encodeGlobalID(USE_TYPENAMES[use.kind], use.id) }),
    title: t.exposeString('title', {
      description: "The post's, course's or survey's title; the author's name.",
    }),
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

const assetId = (id: GlobalId) => rowIdOrNotFound(id, 'Asset', MEDIA.assetNotFound);
builder.mutationFields((t) => ({
  uploadAsset: t.prismaField({
    type: AssetNode,
    description:
      'Stores an image sent as a multipart upload: type sniffed from its bytes, size-checked, processed.',
    args: { input: t.arg({ type: UploadAssetInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.asset.findUnique(
          reload(query, await uploadAsset(context, { ...input, file: fileOf(input.file) })),
        ),
        MEDIA.assetNotFound,
      ),
  }),
  updateAsset: t.prismaField({
    type: AssetNode,
    description: `Refused with a ConflictError when the image changed since expectedVersion. ${LEFT_OUT_KEPT}`,
    args: { input: t.arg({ type: UpdateAssetInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input: { id, expectedVersion, ...fields } }, context) => {
      const row = assetId(id);
      await updateAsset(context, row, expectedVersion, fields);
      return reloaded(context.prisma.asset.findUnique(reload(query, row)), MEDIA.assetNotFound);
    },
  }),
  replaceAssetFile: t.prismaField({
    type: AssetNode,
    description:
      'New bytes for an image, keeping its id and URL. Refused with a ConflictError when the image changed since expectedVersion; the file sent is then not kept.',
    args: { input: t.arg({ type: ReplaceAssetFileInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const row = assetId(input.id);
      await replaceAssetFile(context, row, input.expectedVersion, fileOf(input.file));
      return reloaded(context.prisma.asset.findUnique(reload(query, row)), MEDIA.assetNotFound);
    },
  }),
  deleteAsset: t.field({
    type: DeletedPayload,
    description:
      'Refused with the list of uses while a post, course or survey shows the image or an author has it as avatar, unless removeEverywhere.',
    args: { input: t.arg({ type: DeleteAssetInput, required: true }) },
    errors: { types: [NotFoundError, AssetInUseError] },
    resolve: async (_root, { input }, context) => {
      const row = assetId(input.id);
      await deleteAsset(context, row, input.removeEverywhere ?? false);
      return { deletedId: encodeGlobalID('Asset', row) };
    },
  }),
}));
