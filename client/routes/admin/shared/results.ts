// Mutation results are unions of the saved object and typed errors
// (server/errors.ts). These helpers turn them into what a form shows.

import { useCallback } from 'react';
import type { UseMutationConfig } from 'react-relay/hooks';
import { type GraphQLTaggedNode, useMutation } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';

export type ResultShape = {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
};

export type Failure = { message: string; fields: Record<string, string> };

/** null when the result is the expected type; otherwise its message and field messages. */
export function failureOf(result: ResultShape, expected: string): Failure | null {
  if (result.__typename === expected) return null;
  return {
    message: result.message ?? '',
    fields: Object.fromEntries((result.fieldErrors ?? []).map((error) => [error.field, error.message])),
  };
}

/** useMutation, as a function that returns the response (or rejects on a network or server error). */
export function useAsyncMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight];
}
