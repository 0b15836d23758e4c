// The back-office's mutation helpers, on the app's one failure fragment
// (client/relay/mutationFailure.ts, re-exported here for admin screens).
import { useCallback } from 'react';
import { type GraphQLTaggedNode, type UseMutationConfig, useMutation } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { type Failure, failureOf, type ResultShape, resultOf } from '../../../relay/mutationFailure';

export { type Failure, failureOf, type ResultShape, resultOf } from '../../../relay/mutationFailure';

/** What a mutation that never answered counts as: a failure without a message of its own. */
const UNANSWERED: Failure = { message: '', fields: {}, conflict: false, notFound: false };

/**
 * Waits for a mutation: null when its result is the `expected` type,
 * otherwise the failure, also when the server could not be reached (then
 * without a message, so the caller's own text shows).
 */
export async function settle(
  response: Promise<{ readonly [rootField: string]: ResultShape }>,
  expected: string,
): Promise<Failure | null> {
  try {
    return failureOf(resultOf(await response), expected);
  } catch {
    return UNANSWERED;
  }
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

/** A save that created a row: its global id (the editor that stays open moves to the row's address). */
export type Created = { createdId: string };

/**
 * A save that updated a row: the version it made, when its result selects it
 * (`... on Type { version }`). The keys typed while it was on its way are kept
 * at that version when the editor goes back to the list.
 */
export type Updated = { savedVersion: number };

/**
 * What an editor's save resolves to: the failure to show, the new row when
 * created, the version made when updated, or null when saved (no version known).
 */
export type SaveOutcome = Failure | Created | Updated | null;

/** The new row's global id, read from a create mutation's result that selects `... on Type { id }`. */
export const createdOf = (result: object): Created | null => {
  const id = (result as { id?: unknown }).id;
  return typeof id === 'string' ? { createdId: id } : null;
};

/** The version an update made, read from a result that selects `... on Type { version }`. */
export const updatedOf = (result: object): Updated | null => {
  const version = (result as { version?: unknown }).version;
  return typeof version === 'number' ? { savedVersion: version } : null;
};

/**
 * Create-or-update for an editor: a new row is created (the create mutation
 * selects its id); an existing one is updated from the version the editor
 * loaded (a stale save comes back as a ConflictError; the update mutation
 * selects the version it made).
 */
export function useSaveMutation<Create extends MutationParameters, Update extends MutationParameters>(
  create: GraphQLTaggedNode,
  update: GraphQLTaggedNode,
  expected: string,
): [
  (
    input: Create['variables']['input'],
    existing: { id: string; version?: number } | null,
  ) => Promise<SaveOutcome>,
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
    const result = resultOf(response);
    return failureOf(result, expected) ?? (existing ? updatedOf(result) : createdOf(result));
  };
  return [save, creating || updating];
}
