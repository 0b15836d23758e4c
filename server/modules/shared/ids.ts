// Ids arriving from the browser: Relay global ids decoded by Pothos, checked
// for the expected type and shape before they reach a query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The database id inside a decoded global id of `typename`, or null for any other id. */
export function idOfType(globalId: { typename: string; id: string } | null | undefined, typename: string) {
  return globalId && globalId.typename === typename && isUuid(globalId.id) ? globalId.id : null;
}
