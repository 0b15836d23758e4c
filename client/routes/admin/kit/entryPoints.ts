// Entry points of admin screens: one query started with the screen's code.
// A list's query takes the URL's filters; an editor's, the row named in the
// URL (none for /new).
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { isUuid } from '../../../../domain/shared/ids';
import { type RouteEntryPoint, type RouteParams, screenModule } from '../../../routing/entryPoints';
import { toGlobalId } from '../shared/globalId';
import { type FilterSpec, filterVariables } from './filters';

/** No row has it: sent for a new row, and for an address whose id is no UUID (then "not found"). */
const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

type Screen = Parameters<typeof screenModule>[1];
type Query = PreloadableConcreteRequest<OperationType>;

/** A screen whose one query, named `name` in its props, takes variables from the URL. */
export function queryEntryPoint(
  moduleId: string,
  load: Screen,
  name: string,
  parameters: Query,
  variables: (route: RouteParams) => Record<string, unknown> = () => ({}),
  fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network',
): RouteEntryPoint {
  return {
    root: screenModule(moduleId, load),
    getPreloadProps: (route) => ({
      queries: { [name]: { parameters, variables: variables(route), options: { fetchPolicy } } },
    }),
  };
}

/**
 * The global id of the row an address names (`/admin/crm/contacts/{id}`, and
 * the pages under it): the server refuses a malformed id as bad input, which
 * a screen would retry and then show as the API's words; a well-formed id of
 * no row instead, so `/admin/crm/contacts/1/notes` says "not found" at once.
 */
export const rowGlobalId = (typename: string, id: string | undefined) =>
  toGlobalId(typename, id && isUuid(id) ? id : NO_ROW_ID);

/** A list screen whose query `list` takes the declared filters. */
export const listEntryPoint = (
  moduleId: string,
  load: Screen,
  parameters: Query,
  filters: readonly FilterSpec[] = [],
) =>
  queryEntryPoint(moduleId, load, 'list', parameters, ({ searchParams }) =>
    filterVariables(filters, searchParams),
  );

/**
 * An editor whose query `editor` takes `$id` (the row's global id) and
 * `$isNew`; always the latest version, since a save names the version it
 * starts from.
 */
export const editorEntryPoint = (moduleId: string, load: Screen, parameters: Query, typename: string) =>
  queryEntryPoint(
    moduleId,
    load,
    'editor',
    parameters,
    // A new row's query skips the node, but its `$id` is still read as an id.
    ({ params }) => ({ id: rowGlobalId(typename, params.id), isNew: !params.id }),
    'network-only',
  );
