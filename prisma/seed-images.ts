// Featured images for the demo posts, drawn here (gradients and shapes, no
// text, so no fonts are needed) and stored through the image pipeline like
// an upload, so the public pages show them with all their copies. Like the
// rest of the seed it is idempotent and changes nothing an admin has set: a
// post that already has a featured image keeps it. What it writes is dated
// `now` (the app's clock at a first start, the system's from npm run db:seed).
import type { PrismaClient } from '../server/db';
import { assetUrl, storeAsset } from '../server/modules/media/assets';
import { loadSharp } from '../server/modules/media/libraries';
import { systemClock } from '../server/services/clock';
import type { StorageAdapter } from '../server/services/storage';
import { blogPosts } from './seed-data/blog';

export const DEMO_IMAGE_FOLDER = 'demo';
const WIDTH = 1600;
const HEIGHT = 900;

/** Two colours per picture, from the site's indigo-to-teal range. */
const PALETTE = [
  ['#4338ca', '#0d9488'],
  ['#7c3aed', '#db2777'],
  ['#0f766e', '#65a30d'],
  ['#1d4ed8', '#7c3aed'],
  ['#be123c', '#f59e0b'],
  ['#0369a1', '#14b8a6'],
  ['#4d7c0f', '#0891b2'],
  ['#6d28d9', '#2563eb'],
] as const;

/** An abstract picture, different for each post: a diagonal gradient with soft circles. */
function demoSvg(index: number): string {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const seed = (index + 1) * (i + 3);
    const cx = (seed * 397) % WIDTH;
    const cy = (seed * 211) % HEIGHT;
    const r = 120 + ((seed * 53) % 260);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.08 + (i % 3) * 0.05}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  </svg>`;
}

/** Gives each demo post without a featured image one; resolves with how many it drew. */
export async function seedDemoImages(
  prisma: PrismaClient,
  storage: StorageAdapter,
  now: Date = systemClock.now(),
): Promise<number> {
  const sharp = await loadSharp();
  await prisma.mediaFolder.upsert({
    where: { kind_name: { kind: 'image', name: DEMO_IMAGE_FOLDER } },
    create: { kind: 'image', name: DEMO_IMAGE_FOLDER, createdAt: now },
    update: {},
  });
  let drawn = 0;
  for (const [index, seed] of blogPosts.entries()) {
    const post = await prisma.blogPost.findUnique({
      where: { slug: seed.slug },
      select: { id: true, imageUrl: true },
    });
    if (!post || post.imageUrl) continue;
    const bytes = await sharp(Buffer.from(demoSvg(index)))
      .jpeg({ quality: 85 })
      .toBuffer();
    const id = await storeAsset(prisma, storage, bytes, {
      fileName: `${seed.slug}.jpg`,
      folder: DEMO_IMAGE_FOLDER,
      altDescription: '',
      createdAt: now,
    });
    // A change of the post like an admin's: dated `now`, with a new version, so an editor opened
    // on it before is refused as stale rather than saving the post back without its image.
    await prisma.blogPost.update({
      where: { id: post.id },
      data: { imageUrl: assetUrl(id), version: { increment: 1 }, updatedAt: now },
    });
    drawn++;
  }
  return drawn;
}
