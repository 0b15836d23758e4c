// Ids arriving from the browser: Relay global ids decoded by Pothos, checked
// for the expected type and shape before they reach a query, so a wrong type
// or a malformed id is "not found", never a database error.
export type GlobalId = { typename: string; id: string };

import { decodeGlobalID } from '@pothos/plugin-relay';
import { CONTENT } from '../../../domain/shared/content';
import { isUuid, typeWithArticle } from '../../../domain/shared/ids';
import { formatMessage } from '../../../domain/shared/messages';
import { NotFoundError } from '../../errors';

export { isUuid };

/** The row id behind a global id of `typename`, or null for any other id. */
export function rowIdOf(globalId: GlobalId | null | undefined, typename: string): string | null {
  return globalId?.typename === typename && isUuid(globalId.id) ? globalId.id : null;
}

/**
 * A global id sent as text (in an address, a header or a plain form's field, which Pothos does not
 * decode), decoded as the API decodes its arguments (Pothos's decodeGlobalID), or null for text
 * that is no global id.
 */
export function globalIdOfText(text: string): GlobalId | null {
  try {
    return decodeGlobalID(text);
  } catch {
    return null;
  }
}

/** The row id behind a global id sent as text (see globalIdOfText) of `typename`, or null. */
export function rowIdOfText(globalId: string, typename: string): string | null {
  return rowIdOf(globalIdOfText(globalId), typename);
}

/**
 * For a field's ValidationError: the message saying an id (or the first of a
 * list, named `field[index]`) is of another type than `typename`, or null.
 */
export function otherTypeMessage(
  ids: GlobalId | readonly GlobalId[] | null | undefined,
  typename: string,
  field: string,
): string | null {
  const list = ids === null || ids === undefined ? [] : Array.isArray(ids) ? ids : [ids as GlobalId];
  const index = list.findIndex((id) => id.typename !== typename);
  if (index < 0) return null;
  const which = Array.isArray(ids) ? `${field}[${index}]` : 'This';
  return formatMessage(CONTENT.idOfOtherType, {
    which,
    given: typeWithArticle(list[index]!.typename),
    expected: typeWithArticle(typename),
  });
}

/** The row id behind a global id of `typename`; any other id is not found, with `notFound` as the message. */
export function rowIdOrNotFound(globalId: GlobalId, typename: string, notFound: string): string {
  const id = rowIdOf(globalId, typename);
  if (!id) throw new NotFoundError(notFound);
  return id;
}
