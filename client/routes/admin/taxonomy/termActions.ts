// Save and delete for a terms screen: run the kind's mutation, read its
// result, and reload the list (order by name and usage counts change).
import { startTransition } from 'react';
import { failureOf, type ResultShape } from '../shared/results';
import type { TermValues } from './termTypes';

/** A mutation runner from useAsyncMutation; its input is the kind's own (checked by the server). */
type Run = (config: never) => Promise<object>;

export function termActions({
  typename,
  create,
  update,
  remove,
  reload,
}: {
  typename: string;
  create: Run;
  update: Run;
  remove: Run;
  reload: () => void;
}) {
  const run = async (mutation: Run, input: object, expected: string) => {
    const response = await mutation({ variables: { input } } as never);
    const failure = failureOf(Object.values(response)[0] as ResultShape, expected);
    if (!failure) startTransition(reload);
    return failure;
  };
  return {
    onSave: (id: string | null, values: TermValues) =>
      id ? run(update, { id, ...values }, typename) : run(create, values, typename),
    onDelete: (id: string, reassignTo: string | null) =>
      run(remove, { id, reassignTo }, `Delete${typename}Payload`),
  };
}
