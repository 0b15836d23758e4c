// The video picker: the stored videos (not deleted), searchable; a pick is
// inserted into the body as a player with its poster, at the chosen width.
// At most 80vh high. Uploading comes with the media library.
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { PICKER_MAX_HEIGHT } from '../../../../../domain/media';
import type { VideoPicker_query$key } from '../../../../__generated__/VideoPicker_query.graphql';
import type { VideoPickerQuery } from '../../../../__generated__/VideoPickerQuery.graphql';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { Spinner } from '../../../../components/Spinner';
import { WidthChoice } from './WidthChoice';

export type PickedVideo = { url: string; posterUrl: string | null; width: string };
type Selected = { id: string; url: string; thumbnailUrl: string | null | undefined };

const duration = (seconds: number | null | undefined) =>
  seconds == null ? null : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export function VideoPicker({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (video: PickedVideo) => void;
}) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<Selected | null>(null);
  const [width, setWidth] = useState('100%');
  const pick = () => {
    if (!selected) return;
    onPick({ url: selected.url, posterUrl: selected.thumbnailUrl ?? null, width });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Insert a video"
      className="max-w-4xl"
      style={{ maxHeight: PICKER_MAX_HEIGHT }}
    >
      <div className="space-y-4">
        <TextField
          label="Search videos"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
        <Suspense fallback={<Spinner className="py-10" label="Loading videos…" />}>
          <VideoGrid search={deferredSearch} selectedId={selected?.id ?? null} onSelect={setSelected} />
        </Suspense>
        <div className="border-t border-slate-200 pt-4">
          <WidthChoice value={width} onChange={setWidth} />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={pick} disabled={!selected}>
            Insert video
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function VideoGrid({
  search,
  selectedId,
  onSelect,
}: {
  search: string;
  selectedId: string | null;
  onSelect: (video: Selected) => void;
}) {
  const query = useLazyLoadQuery<VideoPickerQuery>(
    graphql`
      query VideoPickerQuery($search: String) {
        ...VideoPicker_query @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    VideoPickerQuery,
    VideoPicker_query$key
  >(
    graphql`
      fragment VideoPicker_query on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "VideoPickerPaginationQuery") {
        videos(search: $search, first: $count, after: $cursor) @connection(key: "VideoPicker_videos", filters: ["search"]) {
          edges {
            node {
              id
              title
              url
              thumbnailUrl
              duration
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.videos.edges;
  if (edges.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-600">
        {search ? 'No video matches.' : 'No videos yet. Videos uploaded in the media library appear here.'}
      </p>
    );
  }
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Videos">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <button
              type="button"
              aria-pressed={selectedId === node.id}
              onClick={() => onSelect(node)}
              className={`block w-full overflow-hidden rounded-lg bg-slate-50 text-left ring-2 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                selectedId === node.id ? 'ring-indigo-600' : 'ring-transparent hover:ring-slate-300'
              }`}
            >
              {node.thumbnailUrl ? (
                <img
                  src={node.thumbnailUrl}
                  alt=""
                  className="aspect-video w-full object-cover"
                  loading="lazy"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex aspect-video w-full items-center justify-center bg-slate-800 text-2xl text-white"
                >
                  ▶
                </span>
              )}
              <span className="flex justify-between gap-2 px-2 py-1 text-xs text-slate-700">
                <span className="truncate">{node.title}</span>
                {duration(node.duration) ? <span>{duration(node.duration)}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(24)}>
            {isLoadingNext ? 'Loading…' : 'Show more videos'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
