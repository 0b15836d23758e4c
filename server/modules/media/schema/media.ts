// Stored images and videos, read by the editors' pickers (admin only, also
// through node(id:)). Uploading and organising them come with the media screens.
import { builder } from '../../../builder';
import type { Prisma } from '../../../db';

builder.prismaNode('Asset', {
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
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaNode('Video', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    url: t.exposeString('url'),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    duration: t.exposeFloat('duration', { nullable: true, description: 'Seconds.' }),
    resolution: t.exposeString('resolution', { nullable: true }),
    format: t.exposeString('format', { nullable: true }),
    folder: t.exposeString('folder', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const text = (search: string | null | undefined) => search?.trim().slice(0, 200) || null;

function assetWhere(args: { search?: string | null; folder?: string | null }): Prisma.AssetWhereInput {
  const search = text(args.search);
  return {
    ...(args.folder != null ? { folder: args.folder || null } : {}),
    ...(search
      ? {
          OR: [
            { name: { contains: search, mode: 'insensitive' } },
            { altDescription: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

function videoWhere(args: { search?: string | null; folder?: string | null }): Prisma.VideoWhereInput {
  const search = text(args.search);
  return {
    deleted: false,
    ...(args.folder != null ? { folder: args.folder || null } : {}),
    ...(search
      ? {
          OR: [
            { title: { contains: search, mode: 'insensitive' } },
            { description: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}

builder.queryFields((t) => ({
  assets: t.prismaConnection({
    type: 'Asset',
    cursor: 'id',
    description: 'Stored images, newest first; `folder` "" is the root folder.',
    args: { search: t.arg.string(), folder: t.arg.string() },
    totalCount: (_parent, args, context) => context.prisma.asset.count({ where: assetWhere(args) }),
    resolve: (query, _root, args, context) =>
      context.prisma.asset.findMany({
        ...query,
        where: assetWhere(args),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
  videos: t.prismaConnection({
    type: 'Video',
    cursor: 'id',
    description: 'Videos that are not deleted, newest first; `folder` "" is the root folder.',
    args: { search: t.arg.string(), folder: t.arg.string() },
    totalCount: (_parent, args, context) => context.prisma.video.count({ where: videoWhere(args) }),
    resolve: (query, _root, args, context) =>
      context.prisma.video.findMany({
        ...query,
        where: videoWhere(args),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
}));
