// Ids arriving from the browser: Relay global ids decoded by Pothos, checked
// for the expected type and shape before they reach a query, so a wrong type
// or a malformed id is "not found", never a database error.
export type GlobalId = { typename: string; id: string };

import { isUuid } from '../../../domain/shared/ids';
import { NotFoundError } from '../../errors';

export { isUuid };

/** The row id behind a global id of `typename`, or null for any other id. */
export function rowIdOf(globalId: GlobalId | null | undefined, typename: string): string | null {
  return globalId?.typename === typename && isUuid(globalId.id) ? globalId.id : null;
}

/** The row id behind a global id of `typename`; any other id is not found, with `notFound` as the message. */
export function rowIdOrNotFound(globalId: GlobalId, typename: string, notFound: string): string {
  const id = rowIdOf(globalId, typename);
  if (!id) throw new NotFoundError(notFound);
  return id;
}
