// The import screen loads no data up front: the file comes from the admin.
import { screen } from '../../../../routing/entryPoints';

export const adminContactImportEntryPoint = screen(
  'AdminContactImportPage',
  () => import('./AdminContactImportPage'),
);
