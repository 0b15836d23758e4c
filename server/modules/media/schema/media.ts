// Stored images and videos as the back-office reads them (admin only, also
// through node(id:)): the media screens and the editors' pickers.

import { normalizeVideoMetadata, type VideoMetadata, videoAddress } from '../../../../domain/media';
import { builder } from '../../../builder';
import type { Context } from '../../../context';
import type { Prisma } from '../../../db';
import { VideoStatus } from '../../../db/generated/prisma/enums';
import { JobNode } from '../../jobs/schema/job';
import { countedConnectionTypes, keysetConnection, newestFirst } from '../../shared/keyset';
import { searchWhere } from '../../shared/text-search';
import type { ImageVariant } from '../images';
import { srcsetOf } from '../images';

export const VideoStatusEnum = builder.enumType(VideoStatus, { name: 'VideoStatus' });

const SAVED_BY =
  'The admin whose save made this version: at version 1, who uploaded it. Null when unknown (an import, a save from before authors were recorded, an admin since removed).';

const variantsOf = (value: unknown) => (Array.isArray(value) ? (value as ImageVariant[]) : []);

export const ImageVariantType = builder.objectRef<ImageVariant & { url: string }>('ImageVariant').implement({
  description: 'A processed copy of an image (metadata removed), for srcset.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    format: t.exposeString('format', { description: 'webp, jpeg, png, or gif (an animated GIF).' }),
  }),
});

export const AssetNode = builder.prismaNode('Asset', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    altDescription: t.exposeString('altDescription', { nullable: true }),
    folder: t.exposeString('folder', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    size: t.exposeInt('size', { nullable: true, description: 'Bytes of the upload.' }),
    placeholder: t.exposeString('placeholder', { nullable: true, description: 'A tiny blurred data: URL.' }),
    variants: t.field({
      type: [ImageVariantType],
      select: { variants: true },
      resolve: (asset, _args, context) =>
        variantsOf(asset.variants)
          .map((variant) => ({ ...variant, url: context.services.storage.publicUrl(variant.key) }))
          .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
    }),
    srcset: t.string({
      description: 'The WebP copies as a srcset attribute.',
      select: { variants: true },
      resolve: (asset, _args, context) =>
        srcsetOf(context.services.storage, variantsOf(asset.variants), 'webp'),
    }),
    originalUrl: t.string({
      description: 'The file as uploaded (EXIF included): admins only, downloaded with the session.',
      select: { id: true },
      resolve: (asset) => `/media/original/asset/${asset.id}`,
    }),
    version: t.exposeInt('version', {
      description:
        'Incremented by every save of the details, a new file and a rename of its folder; an update names the version it was made from.',
    }),
    savedBy: t.relation('savedBy', {
      nullable: true,
      description: SAVED_BY,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const VideoNode = builder.prismaNode('Video', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    url: t.exposeString('url', {
      description:
        'The processed file, a new address whenever it changes (Replace file); what a page embeds is `address`.',
    }),
    address: t.string({
      description:
        'The permanent address (/media/videos/<id>): redirects to the current file, also after its file is replaced; 404 until the first is processed, and once the video is deleted.',
      resolve: (video) => videoAddress(video.id),
    }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    duration: t.exposeFloat('duration', { nullable: true, description: 'Seconds.' }),
    resolution: t.exposeString('resolution', { nullable: true }),
    format: t.exposeString('format', { nullable: true }),
    folder: t.exposeString('folder', { nullable: true }),
    size: t.exposeInt('size', { nullable: true, description: 'Bytes.' }),
    originalKept: t.exposeBoolean('originalKept', {
      description:
        'Served as uploaded: its compressed copy came out larger, and browsers play it as it is (MP4 H.264/AAC, WebM VP8/VP9).',
    }),
    status: t.expose('status', { type: VideoStatusEnum }),
    error: t.exposeString('error', { nullable: true, description: 'Why processing failed.' }),
    metadata: t.field({
      type: VideoMetadataType,
      select: { metadata: true },
      resolve: (video) => normalizeVideoMetadata((video.metadata ?? {}) as Record<string, never>),
    }),
    job: t.field({
      type: JobNode,
      nullable: true,
      description: 'The processing job: its status and last progress.',
      select: { jobId: true },
      resolve: (video, _args, context) =>
        video.jobId ? context.prisma.job.findUnique({ where: { id: video.jobId } }) : null,
    }),
    originalUrl: t.string({
      nullable: true,
      description: 'The file as uploaded: admins only, downloaded with the session.',
      select: { id: true, originalKey: true },
      resolve: (video) => (video.originalKey ? `/media/original/video/${video.id}` : null),
    }),
    version: t.exposeInt('version', {
      description:
        'Incremented by every save of the details, a move and a rename of its folder; an update names the version it was made from.',
    }),
    savedBy: t.relation('savedBy', {
      nullable: true,
      description: SAVED_BY,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CustomFieldType = builder.objectRef<{ key: string; value: string }>('VideoCustomField').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

export const VideoMetadataType = builder.objectRef<VideoMetadata>('VideoMetadata').implement({
  fields: (t) => ({
    tags: t.exposeStringList('tags'),
    category: t.exposeString('category'),
    language: t.exposeString('language'),
    custom: t.field({
      type: [CustomFieldType],
      resolve: (metadata) => Object.entries(metadata.custom).map(([key, value]) => ({ key, value })),
    }),
  }),
});

type MediaArgs = { search?: string | null; folder?: string | null };

async function assetWhere(context: Context, args: MediaArgs): Promise<Prisma.AssetWhereInput> {
  return {
    ...(args.folder != null ? { folder: args.folder || null } : {}),
    ...(await searchWhere(context, args.search)),
  };
}

async function videoWhere(context: Context, args: MediaArgs): Promise<Prisma.VideoWhereInput> {
  return {
    deleted: false,
    ...(args.folder != null ? { folder: args.folder || null } : {}),
    ...(await searchWhere(context, args.search)),
  };
}

builder.queryFields((t) => ({
  assets: t.connection(
    {
      type: AssetNode,
      description: 'Stored images, newest first; `folder` "" is the root folder.',
      args: { search: t.arg.string(), folder: t.arg.string() },
      resolve: async (_root, args, context, info) => {
        const where = await assetWhere(context, args);
        return keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'Asset',
            order: newestFirst,
            where,
            count: () => context.prisma.asset.count({ where }),
          },
          (page) => context.prisma.asset.findMany(page),
        );
      },
    },
    ...countedConnectionTypes('assets'),
  ),
  videos: t.connection(
    {
      type: VideoNode,
      description: 'Videos that are not deleted, newest first; `folder` "" is the root folder.',
      args: { search: t.arg.string(), folder: t.arg.string() },
      resolve: async (_root, args, context, info) => {
        const where = await videoWhere(context, args);
        return keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'Video',
            order: newestFirst,
            where,
            count: () => context.prisma.video.count({ where }),
          },
          (page) => context.prisma.video.findMany(page),
        );
      },
    },
    ...countedConnectionTypes('videos'),
  ),
}));
