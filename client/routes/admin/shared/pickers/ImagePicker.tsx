// The image picker (SPEC §2 other modals): the stored images, searchable; in
// 'featured' mode a pick becomes the post's featured image, in 'content' mode
// it is inserted into the body with alt text and a width (25/50/75 %/full).
// At most 80vh high. Uploading comes with the media library.
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { DEFAULT_IMAGE_WIDTH, PICKER_MAX_HEIGHT } from '../../../../../domain/media';
import type { ImagePicker_query$key } from '../../../../__generated__/ImagePicker_query.graphql';
import type { ImagePickerQuery } from '../../../../__generated__/ImagePickerQuery.graphql';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { TextField } from '../../../../components/Field';
import { Spinner } from '../../../../components/Spinner';
import { WidthChoice } from './WidthChoice';

export type ImagePickerMode = 'featured' | 'content';
export type PickedImage = { url: string; alt: string; width: string };
type Selected = { id: string; url: string; name: string; altDescription: string | null | undefined };

export function ImagePicker({
  mode,
  onClose,
  onPick,
}: {
  mode: ImagePickerMode;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
}) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<Selected | null>(null);
  const [alt, setAlt] = useState('');
  const [width, setWidth] = useState<string>(DEFAULT_IMAGE_WIDTH);

  const select = (image: Selected) => {
    setSelected(image);
    setAlt(image.altDescription ?? '');
  };
  const pick = () => {
    if (!selected) return;
    onPick({ url: selected.url, alt: alt.trim(), width });
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={mode === 'featured' ? 'Choose a featured image' : 'Insert an image'}
      className="max-w-4xl"
      style={{ maxHeight: PICKER_MAX_HEIGHT }}
    >
      <div className="space-y-4">
        <TextField
          label="Search images"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
        <Suspense fallback={<Spinner className="py-10" label="Loading images…" />}>
          <ImageGrid search={deferredSearch} selectedId={selected?.id ?? null} onSelect={select} />
        </Suspense>
        {mode === 'content' ? (
          <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            <TextField
              label="Alternative text"
              hint="Describes the image for people who cannot see it."
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
            />
            <WidthChoice value={width} onChange={setWidth} />
          </div>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={pick} disabled={!selected}>
            {mode === 'featured' ? 'Use as featured image' : 'Insert image'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function ImageGrid({
  search,
  selectedId,
  onSelect,
}: {
  search: string;
  selectedId: string | null;
  onSelect: (image: Selected) => void;
}) {
  const query = useLazyLoadQuery<ImagePickerQuery>(
    graphql`
      query ImagePickerQuery($search: String) {
        ...ImagePicker_query @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ImagePickerQuery,
    ImagePicker_query$key
  >(
    graphql`
      fragment ImagePicker_query on Query
      @argumentDefinitions(search: { type: "String" }, count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "ImagePickerPaginationQuery") {
        assets(search: $search, first: $count, after: $cursor) @connection(key: "ImagePicker_assets", filters: ["search"]) {
          edges {
            node {
              id
              name
              url
              altDescription
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.assets.edges;
  if (edges.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-600">
        {search ? 'No image matches.' : 'No images yet. Images uploaded in the media library appear here.'}
      </p>
    );
  }
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Images">
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
              <img src={node.url} alt="" className="aspect-video w-full object-cover" loading="lazy" />
              <span className="block truncate px-2 py-1 text-xs text-slate-700">{node.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(24)}>
            {isLoadingNext ? 'Loading…' : 'Show more images'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
