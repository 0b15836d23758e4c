// Videos: the library at /admin/videos (?folder= and ?q= in the URL), with
// folders, resumable uploads, processing progress and the video dialogs.
import { MEDIA_PAGE_SIZE, MEDIA_SCREENS } from '../../../../../domain/media';
import { searchFilter } from '../../kit/filters';
import { defineResource } from '../../kit/resource';
import { folderFilter } from '../shared/folderFilter';

export const videosResource = defineResource({
  path: 'videos',
  nav: { section: 'Media', label: MEDIA_SCREENS.videos.title },
  lead: MEDIA_SCREENS.videos.lead,
  noun: 'video',
  pageSize: MEDIA_PAGE_SIZE,
  filters: [searchFilter('videos'), folderFilter],
  empty: (filtered) => (filtered ? MEDIA_SCREENS.videos.emptyFiltered : MEDIA_SCREENS.videos.empty),
});
