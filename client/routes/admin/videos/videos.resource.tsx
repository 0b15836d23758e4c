// Videos: the library at /admin/videos (?folder= and ?q= in the URL), with
// folders, resumable uploads, processing progress and the video dialogs.
import { folderVariable } from '../../../../domain/media';
import { searchFilter } from '../kit/filters';
import { defineResource } from '../kit/resource';

export const videosResource = defineResource({
  path: 'videos',
  nav: { section: 'Media', label: 'Videos' },
  lead: 'Upload videos once: the server compresses them for the web and makes their thumbnails.',
  noun: 'video',
  pageSize: 24,
  filters: [
    searchFilter('videos'),
    // Options are the folders, read from the server.
    {
      param: 'folder',
      label: 'Folder',
      type: 'select',
      placeholder: 'All folders',
      toVariable: folderVariable,
    },
  ],
  empty: (filtered) =>
    filtered ? 'No videos match.' : 'No videos yet. Drop some above or choose them from your device.',
});
