// GraphQL operations run in-process for server rendering: the same Yoga
// pipeline (persisted operations, auth scopes, masking) as a browser request,
// with the visitor's cookie so an admin session can preview a draft.
import type { GraphQLResponse } from 'relay-runtime';
import { CSRF_HEADER } from '../../domain/shared/constants';
import type { Yoga } from '../yoga';
import type { Execute } from './ssr';

export function inProcessExecutor(yoga: Yoga): Execute {
  return async (operation, variables, cookie) => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        [CSRF_HEADER]: '1',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({
        operationName: operation.name,
        variables,
        ...(operation.id
          ? { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }
          : { query: operation.text }),
      }),
    });
    const json = (await response.json()) as GraphQLResponse & {
      errors?: { message: string }[];
      data?: unknown;
    };
    if (json.errors?.length && !json.data) throw new Error(json.errors[0]!.message);
    return json;
  };
}
