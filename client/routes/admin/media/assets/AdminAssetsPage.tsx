// The image library: folders with counts, uploads (dropped or chosen, many
// at once, progress per file), a searchable grid filtered by folder (both in
// the URL), and the image's edit and delete dialogs.
import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { formatBytes, IMAGE_ACCEPT, MEDIA, MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage } from '../../../../../domain/shared/messages';
import type { AdminAssetsPage_query$key } from '../../../../__generated__/AdminAssetsPage_query.graphql';
import type { AdminAssetsPageQuery } from '../../../../__generated__/AdminAssetsPageQuery.graphql';
import { Button } from '../../../../components/Button';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { CardGrid } from '../../kit/CardGrid';
import { MediaDeleteDialog } from '../shared/MediaDeleteDialog';
import { MediaLibrary, useMediaLibrary } from '../shared/MediaLibrary';
import { useImageUploads } from '../shared/useImageUploads';
import { AssetEditDialog } from './AssetEditDialog';
import { type AssetRow, assetsResource } from './assets.resource';

const CARD = MEDIA_SCREENS.card;

export default function AdminAssetsPage({ queries }: ScreenProps<{ list: AdminAssetsPageQuery }>) {
  const query = usePreloadedQuery<AdminAssetsPageQuery>(
    graphql`
      query AdminAssetsPageQuery($search: String, $folder: String) @preloadable {
        ...AdminAssetsPage_query @arguments(search: $search, folder: $folder)
      }
    `,
    queries.list,
  );
  return <AssetLibrary query={query} />;
}

function AssetLibrary({ query }: { query: AdminAssetsPage_query$key }) {
  const { data, refetch, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminAssetsPage_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        folder: { type: "String" }
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminAssetsPagePaginationQuery") {
        mediaFolders(kind: image) {
          name
          ...FolderPanel_folders
        }
        mediaLibrary(kind: image) {
          rootCount
          totalCount
          imageMaxBytes
        }
        assets(search: $search, folder: $folder, first: $count, after: $cursor)
          @connection(key: "AdminAssetsPage_assets", filters: ["search", "folder"]) {
          __id
          totalCount
          edges {
            node {
              id
              version
              name
              url
              srcset
              altDescription
              folder
              width
              height
              size
              savedBy {
                email
              }
            }
          }
        }
      }
    `,
    query,
  );
  const uploads = useImageUploads();
  const library = useMediaLibrary('image', refetch, uploads, data.assets.edges.length);
  const { notice, reload } = library;
  const [editing, setEditing] = useState<AssetRow | null>(null);
  const [deleting, setDeleting] = useState<AssetRow | null>(null);
  const folderOptions = data.mediaFolders.map((folder) => ({ value: folder.name, label: folder.name }));

  return (
    <div className="space-y-6">
      <MediaLibrary
        kind="image"
        resource={assetsResource}
        library={library}
        data={data}
        upload={{
          things: 'images',
          hint: MEDIA_SCREENS.images.dropHint,
          accept: IMAGE_ACCEPT,
          problem: uploads.problem,
          items: uploads.items,
          busy: uploads.busy,
          cancel: uploads.cancel,
          cancelAll: uploads.cancelAll,
        }}
      >
        {(filtered) => (
          <CardGrid
            resource={assetsResource}
            connection={data.assets}
            pagination={pagination}
            filtered={filtered}
            card={(asset) => (
              <AssetCard asset={asset} onEdit={() => setEditing(asset)} onDelete={() => setDeleting(asset)} />
            )}
          />
        )}
      </MediaLibrary>
      {editing ? (
        <AssetEditDialog
          asset={editing}
          folders={folderOptions}
          onClose={() => setEditing(null)}
          onSaved={(moved) => {
            notice.success(MEDIA.imageSaved);
            setEditing(null);
            if (moved) reload();
          }}
          onConflict={reload}
        />
      ) : null}
      {deleting ? (
        <MediaDeleteDialog
          kind="image"
          id={deleting.id}
          connectionId={data.assets.__id}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            notice.success(MEDIA.imageDeleted);
            setDeleting(null);
            reload();
          }}
        >
          <p>{formatMessage(MEDIA_SCREENS.deleteImage, { name: deleting.name })}</p>
        </MediaDeleteDialog>
      ) : null}
    </div>
  );
}

function AssetCard({
  asset,
  onEdit,
  onDelete,
}: {
  asset: AssetRow;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <img
        src={asset.url}
        srcSet={asset.srcset || undefined}
        sizes="(min-width: 1280px) 20vw, (min-width: 640px) 45vw, 100vw"
        width={asset.width ?? undefined}
        height={asset.height ?? undefined}
        alt={asset.altDescription ?? ''}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="truncate font-medium text-slate-900">{asset.name}</p>
        <p className="text-xs text-slate-600">
          {asset.width && asset.height ? `${asset.width}×${asset.height}` : null}
          {asset.size ? ` · ${formatBytes(asset.size)}` : null}
          {asset.folder ? ` · ${asset.folder}` : null}
        </p>
        {asset.altDescription ? null : <p className="text-xs text-amber-800">{CARD.noAltText}</p>}
        <div className="mt-auto flex justify-end gap-1 pt-2">
          <Button variant="ghost" onClick={onEdit}>
            {CARD.edit}
            <span className="sr-only"> {asset.name}</span>
          </Button>
          <Button variant="ghost" onClick={onDelete}>
            {CARD.delete}
            <span className="sr-only"> {asset.name}</span>
          </Button>
        </div>
      </div>
    </>
  );
}
