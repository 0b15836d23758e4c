// The contact list's query starts with the URL's filters (?q=, status, source, order, view).
import AdminContactsPageQuery from '../../../../__generated__/AdminContactsPageQuery$parameters';
import { type RouteEntryPoint, screenModule } from '../../../../routing/entryPoints';
import { filterVariables } from '../../kit/filters';
import { contactsResource } from '../contacts.resource';

export const adminContactsEntryPoint: RouteEntryPoint = {
  root: screenModule('AdminContactsPage', () => import('./AdminContactsPage')),
  getPreloadProps: ({ searchParams }) => ({
    queries: {
      list: {
        parameters: AdminContactsPageQuery,
        variables: filterVariables(contactsResource.filters ?? [], searchParams),
        options: { fetchPolicy: 'store-and-network' },
      },
    },
  }),
};
