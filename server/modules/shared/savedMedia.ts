// What a save of anything that shows our images and videos (a post, a course, a
// survey's text_only questions, an author's avatar) does with them, in one
// step so that the next one cannot forget a part:
// 1. a size of one of our images pasted as its address is put as the image's
//    stable address (withStableImageAddresses, one look-up for all the
//    fields), so replacing the file breaks no page;
// 2. the stored files the fields then link (a body's in its attributes: an
//    address written in its text is the author's words) are checked, and those that remain
//    locked FOR KEY SHARE until the save ends, all at once in the order of
//    their ids (deletedMedia): a delete after the check waits for the
//    save and finds its row among the uses; a delete before it makes the save
//    refused, naming the file, in the field that links it (or, for a
//    revision's restore, which cannot choose other files, takes the file out
//    as the delete did from the post).
// A save calls it first in its transaction, before it locks or writes any
// other row (a term it links, its own row): a delete everywhere takes the file
// before the authors, posts, courses and surveys that show it, and a folder's
// delete takes its videos in the order of their ids, so a save taking them
// in another order could hold what the delete waits for, and PostgreSQL would
// fail one of the two with a deadlock error (the order of rowLocks).
import type { Context } from '../../context';
import type { Prisma } from '../../db';
import { type CheckedMedia, deletedMedia, deletedMediaMessage, withoutFiles } from './mediaLinks';
import { withStableImageAddresses } from './stableAddresses';

/**
 * A field of a save that shows our files: a featured image's address (`image`, refused in a
 * featured image's words), another address (`address`: an avatar, refused naming the file), or
 * HTML (`html`: a body, a survey question; refused naming the files).
 */
export type ShownMedia = { image: string | null | undefined } | { address: string } | { html: string };

/** The fields as they are saved: each as the save gave it, its addresses the stable ones. */
export type SavedValues<Fields> = {
  [Field in keyof Fields]: Fields[Field] extends { image: infer Url } ? Url : string;
};

export type SavedMedia<Fields> = {
  values: SavedValues<Fields>;
  /** The message of each field that links a file that was deleted; a save reports them with its own. */
  errors: Partial<Record<keyof Fields & string, string>>;
};

/**
 * `fields` (by the name of the field an error is reported on) as a save writes them, and the
 * messages of those that link a deleted file; the files they link stay until the save ends.
 * `deleted: 'removed'` (a revision's restore) takes the deleted files out instead, as a delete
 * everywhere would have: a featured image or another address is cleared, a body is left without
 * them (withoutFiles); nothing is then refused.
 */
export async function savedMedia<Fields extends Record<string, ShownMedia>>(
  context: Pick<Context, 'config' | 'services'>,
  tx: Prisma.TransactionClient,
  fields: Fields,
  deleted: 'refused' | 'removed' = 'refused',
): Promise<SavedMedia<Fields>> {
  const shown = Object.entries(fields);
  // Every field's pasted sizes looked up at once.
  const stable = await withStableImageAddresses(
    context,
    tx,
    shown.map(([, each]) =>
      'html' in each
        ? { imageUrl: null, body: each.html }
        : { imageUrl: 'image' in each ? each.image : each.address, body: '' },
    ),
  );
  const values: Record<string, string | null | undefined> = {};
  const checked: CheckedMedia[] = [];
  for (const [index, [field, each]] of shown.entries()) {
    const { imageUrl, body } = stable[index]!;
    values[field] = 'html' in each ? body : imageUrl;
    checked.push(
      'html' in each
        ? { field, html: body }
        : 'image' in each
          ? { field, image: imageUrl }
          : { field, address: imageUrl ?? '' },
    );
  }
  const errors: SavedMedia<Fields>['errors'] = {};
  for (const gone of await deletedMedia(context, tx, checked)) {
    const field = gone.field as keyof Fields & string;
    if (deleted === 'refused') errors[field] = deletedMediaMessage(gone);
    else if ('html' in fields[field]!)
      values[field] = withoutFiles(
        values[field]!,
        gone.links.map((link) => link.written),
      );
    else values[field] = 'image' in fields[field]! ? null : '';
  }
  return { values: values as SavedValues<Fields>, errors };
}

/**
 * `errors` (a save's own field messages) with the media's (see savedMedia) where a field has none:
 * a field keeps the first thing wrong with it.
 */
export function withMediaErrors(
  errors: Partial<Record<string, string>>,
  media: Pick<SavedMedia<unknown>, 'errors'>,
): Partial<Record<string, string>> {
  for (const [field, message] of Object.entries(media.errors as Partial<Record<string, string>>)) {
    errors[field] ??= message;
  }
  return errors;
}
