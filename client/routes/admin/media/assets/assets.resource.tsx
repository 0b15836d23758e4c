// Images: the library at /admin/assets, searchable and filtered by folder
// (both in the URL), with folders, uploads and the image dialogs.
import { MEDIA_PAGE_SIZE, MEDIA_SCREENS } from '../../../../../domain/media';
import { searchFilter } from '../../kit/filters';
import { defineResource } from '../../kit/resource';
import { folderFilter } from '../shared/folderFilter';

export type AssetRow = {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly url: string;
  readonly srcset: string;
  readonly altDescription: string | null | undefined;
  readonly folder: string | null | undefined;
  readonly width: number | null | undefined;
  readonly height: number | null | undefined;
  readonly size: number | null | undefined;
  readonly savedBy: { readonly email: string } | null | undefined;
};

export const assetsResource = defineResource<AssetRow>({
  path: 'assets',
  nav: { section: 'Media', label: MEDIA_SCREENS.images.title },
  lead: MEDIA_SCREENS.images.lead,
  noun: 'image',
  label: (asset) => asset.name,
  pageSize: MEDIA_PAGE_SIZE,
  filters: [searchFilter('images'), folderFilter],
  empty: (filtered) => (filtered ? MEDIA_SCREENS.images.emptyFiltered : MEDIA_SCREENS.images.empty),
});
