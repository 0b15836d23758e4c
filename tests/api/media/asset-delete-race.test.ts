// An image deleted while another admin replaces its file, on PostgreSQL with
// the two transactions ordered by hand: the replace has written the row's new
// copies and not yet committed when the delete starts. The delete waits for it
// and deletes the copies the row names once it has the row (the replace's),
// never those it would have read before, so storage keeps no file that no row
// names. Needs two connections, so it runs on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { adminCookie, rowId } from '../../helpers/content';
import { createPostgresTestDatabase, inOrder } from '../../helpers/db';
import { makeJpeg, namedKeys, storedKeys, uploadImage, uploadMutation } from '../../helpers/media';

let app: TestApp;
let cookie: string;
/** The admin who replaces the file. */
const REPLACER = 'replacing.admin@test.example';
let replacer: string;

beforeAll(async () => {
  app = await createTestApp({ db: await createPostgresTestDatabase() });
  cookie = await adminCookie(app);
  replacer = await adminCookie(app, REPLACER);
});
afterAll(() => app?.close());

describe('an image deleted while its file is being replaced', () => {
  it('leaves no file in storage: the delete removes the copies the replace wrote, not only the older ones', async () => {
    const image = await uploadImage(app, cookie, 'swap.jpg', [600, 300]);
    const before = storedKeys(app);
    const bytes = await makeJpeg(500, 300);
    const { id: replacerId } = await app.prisma.user.findUniqueOrThrow({ where: { email: REPLACER } });

    const [replaced, deleted] = await inOrder(
      app.prisma,
      // The replace records its admin as the row's last author: the check of that reference
      // waits for this lock, after the replace wrote the row's new copies and before it commits.
      `SELECT id FROM users WHERE id = '${replacerId}'::uuid FOR UPDATE`,
      () =>
        uploadMutation<{ replaceAssetFile: { __typename: string } }>(
          app,
          `mutation ($input: ReplaceAssetFileInput!) { replaceAssetFile(input: $input) { __typename } }`,
          { input: { id: image.id, expectedVersion: 1, file: null } },
          { bytes, name: 'new.jpg', type: 'image/jpeg' },
          replacer,
        ),
      () =>
        app.gql<{ deleteAsset: { __typename: string } }>(
          `mutation ($id: ID!) { deleteAsset(input: { id: $id }) { __typename } }`,
          { id: image.id },
          { cookie },
        ),
    );

    // The replace committed first; its answer, read after, finds the image or (the delete
    // committed meanwhile) says it is gone: never an unexpected error.
    expect(replaced.errors).toBeUndefined();
    expect(['Asset', 'NotFoundError']).toContain(replaced.data!.replaceAssetFile.__typename);
    expect(deleted.data!.deleteAsset.__typename).toBe('MediaDeletedPayload');
    expect(await app.prisma.asset.findUnique({ where: { id: rowId(image.id) } })).toBeNull();
    // The replace's copies were new files, not the upload's under the same keys.
    expect(before.length).toBeGreaterThan(0);
    expect(await namedKeys(app)).toEqual([]);
    expect(storedKeys(app)).toEqual([]);
  });
});
