// The folder filter of both media libraries (?folder= in the URL); its
// options are the folders, read from the server by the screen.
import { folderVariable } from '../../../../../domain/media';
import type { FilterSpec } from '../../kit/filters';

export const folderFilter: FilterSpec = {
  param: 'folder',
  label: 'Folder',
  type: 'select',
  placeholder: 'All folders',
  toVariable: folderVariable,
};
