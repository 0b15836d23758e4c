// The folder filter of both media libraries (?folder= in the URL); its
// options are the folders, read from the server by the screen.
import { folderVariable, MEDIA_SCREENS } from '../../../../../domain/media';
import type { FilterSpec } from '../../kit/filters';

export const folderFilter: FilterSpec = {
  param: 'folder',
  label: MEDIA_SCREENS.folderFilter.label,
  type: 'select',
  placeholder: MEDIA_SCREENS.folderFilter.all,
  toVariable: folderVariable,
};
