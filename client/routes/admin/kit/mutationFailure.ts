// Mutation results are unions of what was saved and the typed errors of
// server/errors.ts. Every mutation selects
// `...mutationFailure_error @alias(as: "failure")` on its result (null unless
// the result is an error), and failureOf reads it: one selection and one
// reader for the whole back-office.
import { useCallback } from 'react';
import {
  type GraphQLTaggedNode,
  graphql,
  readInlineData,
  type UseMutationConfig,
  useMutation,
} from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import type { mutationFailure_error$key } from '../../../__generated__/mutationFailure_error.graphql';

const FAILURE = graphql`
  fragment mutationFailure_error on Error @inline {
    __typename
    message
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
  }
`;

export type Failure = {
  message: string;
  /** Field messages by input field name. */
  fields: Record<string, string>;
  /** Someone else saved first (a stale expectedVersion). */
  conflict: boolean;
};

/** A mutation result: its __typename, and the failure fragment when it is an error. */
export type ResultShape = {
  readonly __typename: string;
  readonly failure?: mutationFailure_error$key | null;
};

/** null when the result is the expected type; otherwise its message and field messages. */
export function failureOf(result: ResultShape, expected: string): Failure | null {
  if (result.__typename === expected) return null;
  const error = result.failure ? readInlineData(FAILURE, result.failure) : null;
  return {
    message: error?.message ?? '',
    fields: Object.fromEntries((error?.fieldErrors ?? []).map((field) => [field.field, field.message])),
    conflict: error?.__typename === 'ConflictError',
  };
}

/** The first (only) root field of a mutation's response. */
export const resultOf = (response: object) => Object.values(response)[0] as ResultShape;

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

/**
 * Create-or-update for an editor: a new row is created; an existing one is
 * updated from the version the editor loaded (a stale save comes back as a
 * ConflictError). Resolves to null when saved, or the failure to show.
 */
export function useSaveMutation<Create extends MutationParameters, Update extends MutationParameters>(
  create: GraphQLTaggedNode,
  update: GraphQLTaggedNode,
  expected: string,
): [
  (
    input: Create['variables']['input'],
    existing: { id: string; version?: number } | null,
  ) => Promise<Failure | null>,
  boolean,
] {
  const [runCreate, creating] = useAsyncMutation<Create>(create);
  const [runUpdate, updating] = useAsyncMutation<Update>(update);
  const save = async (
    input: Create['variables']['input'],
    existing: { id: string; version?: number } | null,
  ) => {
    const response = existing
      ? await runUpdate({
          variables: {
            input: {
              ...(input as object),
              id: existing.id,
              ...(existing.version === undefined ? {} : { expectedVersion: existing.version }),
            },
          } as Update['variables'],
        })
      : await runCreate({ variables: { input } as Create['variables'] });
    return failureOf(resultOf(response), expected);
  };
  return [save, creating || updating];
}
