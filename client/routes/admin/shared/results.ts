// Mutation results are unions of the saved object and typed errors
// (server/errors.ts). These helpers turn them into what a form shows.

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

// One useAsyncMutation for every admin screen: the kit's.
export { useAsyncMutation } from '../kit/mutationFailure';
