// Every row's id is a UUID, on the server and in admin addresses.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** A GraphQL type's name as idOfOtherType says it: 'a BlogPost', 'an Asset', 'a User'. */
export const typeWithArticle = (typename: string) => `${/^[AEIO]/.test(typename) ? 'an' : 'a'} ${typename}`;
