// The image library's use cases: upload (sniffed, size-checked, processed),
// edit, replace the file under the same id and URL, and delete, which is
// refused while a post or course shows the image unless the admin confirms
// removing it from them.
import { imageTooLargeMessage, MEDIA } from '../../../domain/media';
import { CONTENT } from '../../../domain/shared/content';
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import type { StorageAdapter } from '../../services/storage';
import { fileAddresses } from '../shared/mediaLinks';
import { lockRows } from '../shared/rowLocks';
import {
  LAST_SAVE,
  newVersion,
  refuseUnlessAtVersion,
  saveAtVersion,
  savedBy,
  TX_OPTIONS,
  type VersionedRow,
} from '../shared/saves';
import { resolveFolder } from './folders';
import { deleteImageFiles, type ImageVariant, type ProcessedImage, processImage } from './images';
import { MediaInUseError, type MediaUse, mediaUses, removeFromUses } from './uses';

export const assetUrl = (id: string) => `/media/assets/${id}`;

const variantsOf = (value: unknown) => (Array.isArray(value) ? (value as ImageVariant[]) : []);

async function readUpload(context: Context, file: File): Promise<Buffer> {
  const max = context.config.media.imageMaxBytes;
  if (file.size > max)
    throw new ValidationError([{ field: 'file', message: imageTooLargeMessage(file, max) }]);
  return Buffer.from(await file.arrayBuffer());
}

const cleanName = (name: string) => name.trim().slice(0, 200);

/** The columns a processed file fills: written by an upload, and all overwritten by a replacement. */
function fileColumns(processed: ProcessedImage) {
  const { mimeType, size, width, height, originalKey, variants, placeholder } = processed;
  return { mimeType, size, width, height, originalKey, variants, placeholder };
}

export async function uploadAsset(
  context: Context,
  input: { file: File; folder?: string | null; altDescription?: string | null; name?: string | null },
): Promise<string> {
  const folder = await resolveFolder(context.prisma, 'image', input.folder);
  const bytes = await readUpload(context, input.file);
  return storeAsset(context.prisma, context.services.storage, bytes, {
    fileName: input.file.name,
    name: input.name,
    folder,
    altDescription: input.altDescription,
    createdAt: context.services.clock.now(),
    ...savedBy(context),
  });
}

/** Processes the bytes into the store and records the image (the demo seed uses it too); resolves with its id. */
export async function storeAsset(
  db: Context['prisma'],
  storage: StorageAdapter,
  bytes: Buffer,
  input: {
    fileName: string;
    name?: string | null;
    folder: string | null;
    altDescription?: string | null;
    createdAt: Date;
    /** The admin who uploaded it; none for an import. */
    savedById?: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const processed = await processImage(storage, bytes, input.fileName, id);
  try {
    await db.$transaction(async (tx) =>
      tx.asset.create({
        data: {
          id,
          name: cleanName(input.name || input.fileName.replace(/\.[^.]+$/, '')) || 'image',
          url: assetUrl(id),
          altDescription: input.altDescription?.trim() || null,
          // Held until the row is written: a folder deleted meanwhile refuses the upload (resolveFolder).
          folder: await resolveFolder(tx, 'image', input.folder),
          ...fileColumns(processed),
          createdAt: input.createdAt,
          updatedAt: input.createdAt,
          savedById: input.savedById ?? null,
        },
      }),
    );
  } catch (error) {
    await deleteImageFiles(storage, processed);
    throw error;
  }
  return id;
}

export async function updateAsset(
  context: Context,
  id: string,
  expectedVersion: number,
  input: { name?: string | null; altDescription?: string | null; folder?: string | null },
): Promise<void> {
  await context.prisma.$transaction(async (tx) => {
    const row: VersionedRow = {
      what: MEDIA.imageConflictSubject,
      notFound: MEDIA.assetNotFound,
      lastSave: () => tx.asset.findUnique({ where: { id }, select: LAST_SAVE }),
    };
    // A stale save is told so before its folder is resolved: a folder renamed since is the conflict's doing.
    const check = async () => {
      const data: Prisma.AssetUncheckedUpdateManyInput = {};
      if (input.name != null) {
        const name = cleanName(input.name);
        if (!name) throw new ValidationError([{ field: 'name', message: CONTENT.nameRequired }]);
        data.name = name;
      }
      if (input.altDescription !== undefined) data.altDescription = input.altDescription?.trim() || null;
      if (input.folder !== undefined) data.folder = await resolveFolder(tx, 'image', input.folder);
      return data;
    };
    await saveAtVersion(context, row, expectedVersion, check, (data) =>
      tx.asset.updateMany({
        where: { id, version: expectedVersion },
        data: { ...data, ...newVersion(context) },
      }),
    );
  });
}

/**
 * New bytes under the same id and URL, made from `expectedVersion` as every admin save is (see
 * saveAtVersion): a replace or edit committed since refuses it, and the copies it processed are
 * deleted, so a lost race leaves no file that no row names. The old copies are deleted once the
 * row points at the new ones: those of the version it replaced, read in the same transaction.
 * A new version, so an edit dialog opened before is told of the new file.
 */
export async function replaceAssetFile(
  context: Context,
  id: string,
  expectedVersion: number,
  file: File,
): Promise<void> {
  const storage = context.services.storage;
  const row = (tx: Prisma.TransactionClient): VersionedRow => ({
    what: MEDIA.imageConflictSubject,
    notFound: MEDIA.assetNotFound,
    lastSave: () => tx.asset.findUnique({ where: { id }, select: LAST_SAVE }),
  });
  // Told before the file is read and processed: a stale dialog's upload costs nothing.
  await refuseUnlessAtVersion(context, row(context.prisma), expectedVersion);
  const bytes = await readUpload(context, file);
  const processed = await processImage(storage, bytes, file.name, id);
  let old: { originalKey: string | null; variants: unknown } | null;
  try {
    old = await context.prisma.$transaction((tx) =>
      saveAtVersion(
        context,
        row(tx),
        expectedVersion,
        // Every write gives the row a new version: the copies of this one are those replaced.
        () =>
          tx.asset.findFirst({
            where: { id, version: expectedVersion },
            select: { originalKey: true, variants: true },
          }),
        () =>
          tx.asset.updateMany({
            where: { id, version: expectedVersion },
            data: {
              ...fileColumns(processed),
              ...newVersion(context),
            },
          }),
      ),
    );
  } catch (error) {
    await deleteImageFiles(storage, processed);
    throw error;
  }
  if (old)
    await deleteImageFiles(storage, { originalKey: old.originalKey, variants: variantsOf(old.variants) });
}

export class AssetInUseError extends MediaInUseError {
  override name = 'AssetInUseError';
  constructor(uses: MediaUse[]) {
    super(MEDIA.assetInUse, uses);
  }
}

/**
 * Deletes the image; while something uses it, only when `removeEverywhere` says to take it out of
 * them. Its copies are read once its row is locked, so a replace committed before the lock has its
 * new copies deleted (not left in storage unnamed), and one after it is told the image is gone; they
 * are deleted once the row's delete is committed, so a delete refused keeps them.
 */
export async function deleteAsset(context: Context, id: string, removeEverywhere: boolean): Promise<void> {
  // A save's room (TX_OPTIONS): it may wait for saves that link the file (see lockRows).
  const files = await context.prisma.$transaction(async (tx) => {
    if ((await lockRows(tx, 'assets', [id])).size === 0) throw new NotFoundError(MEDIA.assetNotFound);
    const asset = await tx.asset.findUniqueOrThrow({
      where: { id },
      select: { url: true, originalKey: true, variants: true },
    });
    const variants = variantsOf(asset.variants);
    // Its sizes too: a page stored before saves wrote the stable address in their place shows one.
    const addresses = fileAddresses(context, [
      asset.url,
      ...variants.map((variant) => context.services.storage.publicUrl(variant.key)),
    ]);
    const uses = await mediaUses(context, tx, addresses);
    if (uses.length > 0 && !removeEverywhere) throw new AssetInUseError(uses);
    await removeFromUses(context, tx, uses, addresses);
    await tx.asset.delete({ where: { id } });
    return { originalKey: asset.originalKey, variants };
  }, TX_OPTIONS);
  await deleteImageFiles(context.services.storage, files);
}
