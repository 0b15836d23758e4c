// Deleting a row of a connection: the mutation's `deletedId @deleteEdge`
// takes the edge out, and the connection's totalCount (when it has one)
// goes down by one, so 'Showing n of m' stays true without a refetch.
import type { GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { type Failure, failureOf, resultOf, useAsyncMutation } from './mutationFailure';

export function useDeleteEdge<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  /** The payload's __typename when the row was deleted. */
  expected: string,
): [(connectionId: string, input: T['variables']['input']) => Promise<Failure | null>, boolean] {
  const [remove, removing] = useAsyncMutation<T>(mutation);
  const run = async (connectionId: string, input: T['variables']['input']) => {
    const response = await remove({
      variables: { input, connections: [connectionId] } as T['variables'],
      updater: (store, data) => {
        if (!data || resultOf(data).__typename !== expected) return;
        const connection = store.get(connectionId);
        const total = connection?.getValue('totalCount');
        if (connection && typeof total === 'number') connection.setValue(total - 1, 'totalCount');
      },
    });
    return failureOf(resultOf(response), expected);
  };
  return [run, removing];
}
