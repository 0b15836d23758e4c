// The picker's grids: stored images or videos, searchable, a page at a time
// (the kit's LoadMore: the keyboard goes on from the first item it brought),
// one of them selected.
import { type ReactNode, useEffect } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { formatDuration, MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage } from '../../../../../domain/shared/messages';
import type { MediaGrids_images$key } from '../../../../__generated__/MediaGrids_images.graphql';
import type { MediaGrids_videos$key } from '../../../../__generated__/MediaGrids_videos.graphql';
import type { MediaGridsImagesQuery } from '../../../../__generated__/MediaGridsImagesQuery.graphql';
import type { MediaGridsVideosQuery } from '../../../../__generated__/MediaGridsVideosQuery.graphql';
import { LoadMore, type Pagination } from '../../kit/ResourceList';

export type ImageItem = {
  id: string;
  url: string;
  name: string;
  altDescription: string | null | undefined;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
};
export type VideoItem = {
  id: string;
  url: string;
  /** Its permanent address (what is inserted): it follows the file when the file is replaced. */
  address: string;
  title: string;
  thumbnailUrl: string | null | undefined;
  duration: number | null | undefined;
  status: string;
};

type GridProps<Item> = {
  search: string;
  fetchKey: number;
  selectedId: string | null;
  onSelect: (item: Item) => void;
};

/** The store's copy at first, then the server's once an upload bumped `fetchKey`. */
const loadOptions = (fetchKey: number) =>
  ({ fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-and-network', fetchKey }) as const;

export function ImageGrid({ search, fetchKey, selectedId, onSelect }: GridProps<ImageItem>) {
  const query = useLazyLoadQuery<MediaGridsImagesQuery>(
    graphql`
      query MediaGridsImagesQuery($search: String) {
        ...MediaGrids_images @arguments(search: $search)
      }
    `,
    { search: search || null },
    loadOptions(fetchKey),
  );
  const { data, ...pagination } = usePaginationFragment<MediaGridsImagesQuery, MediaGrids_images$key>(
    graphql`
      fragment MediaGrids_images on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "MediaGridsImagesPaginationQuery") {
        assets(search: $search, first: $count, after: $cursor) @connection(key: "MediaGrids_assets", filters: ["search"]) {
          edges {
            node {
              id
              name
              url
              altDescription
              srcset
              width
              height
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PickerGrid
      noun="image"
      empty={[MEDIA_SCREENS.picker.noImages, MEDIA_SCREENS.picker.noImagesMatch]}
      search={search}
      items={data.assets.edges.map(({ node }) => node)}
      selectedId={selectedId}
      onSelect={onSelect}
      pagination={pagination}
      thumbnail={(node) => (
        <img src={node.url} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      )}
      caption={(node) => <span className="truncate">{node.name}</span>}
    />
  );
}

export function VideoGrid({ search, fetchKey, selectedId, onSelect }: GridProps<VideoItem>) {
  const query = useLazyLoadQuery<MediaGridsVideosQuery>(
    graphql`
      query MediaGridsVideosQuery($search: String) {
        ...MediaGrids_videos @arguments(search: $search)
      }
    `,
    { search: search || null },
    loadOptions(fetchKey),
  );
  const { data, ...pagination } = usePaginationFragment<MediaGridsVideosQuery, MediaGrids_videos$key>(
    graphql`
      fragment MediaGrids_videos on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "MediaGridsVideosPaginationQuery") {
        videos(search: $search, first: $count, after: $cursor) @connection(key: "MediaGrids_videos", filters: ["search"]) {
          edges {
            node {
              id
              title
              url
              address
              thumbnailUrl
              duration
              status
            }
          }
        }
      }
    `,
    query,
  );
  const items = data.videos.edges.map(({ node }) => node);
  // The selected video as the store has it now (an upload turns READY while the picker is open).
  const current = items.find((item) => item.id === selectedId);
  useEffect(() => {
    if (current) onSelect(current);
  }, [current, onSelect]);
  return (
    <PickerGrid
      noun="video"
      empty={[MEDIA_SCREENS.picker.noVideos, MEDIA_SCREENS.picker.noVideosMatch]}
      search={search}
      items={items}
      selectedId={selectedId}
      onSelect={onSelect}
      pagination={pagination}
      thumbnail={(node) =>
        node.thumbnailUrl ? (
          <img src={node.thumbnailUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="flex aspect-video w-full items-center justify-center bg-slate-800 text-2xl text-white"
          >
            ▶
          </span>
        )
      }
      caption={(node) => (
        <>
          <span className="truncate">{node.title}</span>
          {node.status === 'PROCESSING' ? (
            <span>{MEDIA_SCREENS.processing.processing}</span>
          ) : node.duration != null ? (
            <span>{formatDuration(node.duration)}</span>
          ) : null}
        </>
      )}
    />
  );
}

function PickerGrid<Item extends { id: string }>({
  noun,
  empty: [none, noneMatch],
  search,
  items,
  selectedId,
  onSelect,
  pagination,
  thumbnail,
  caption,
}: {
  noun: string;
  /** What the list says without any item, and with none matching the search. */
  empty: readonly [string, string];
  search: string;
  items: readonly Item[];
  selectedId: string | null;
  onSelect: (item: Item) => void;
  pagination: Pagination;
  thumbnail: (item: Item) => ReactNode;
  caption: (item: Item) => ReactNode;
}) {
  if (items.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600">{search ? noneMatch : none}</p>;
  }
  return (
    <div>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
        aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`}
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={selectedId === item.id}
              onClick={() => onSelect(item)}
              className={`block w-full overflow-hidden rounded-lg bg-slate-50 text-left ring-2 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                selectedId === item.id ? 'ring-indigo-600' : 'ring-transparent hover:ring-slate-300'
              }`}
            >
              {thumbnail(item)}
              <span className="flex justify-between gap-2 px-2 py-1 text-xs text-slate-700">
                {caption(item)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pagination.hasNext ? (
        <div className="mt-3 flex justify-center">
          <LoadMore
            pagination={pagination}
            count={24}
            label={formatMessage(MEDIA_SCREENS.picker.showMore, { things: `${noun}s` })}
          />
        </div>
      ) : null}
    </div>
  );
}
