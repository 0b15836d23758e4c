// Mutation results are unions of what was saved and the typed errors of
// server/errors.ts. Every mutation selects
// `...mutationFailure_error @alias(as: "failure")` on its result (null unless
// the result is an error), and failureOf reads it: one selection and one
// reader for the whole app. It lives here, not in the admin kit, so public
// screens use it without loading admin code.
import { graphql, readInlineData } from 'react-relay/hooks';
import type { mutationFailure_error$key } from '../__generated__/mutationFailure_error.graphql';

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
  /** What it was about is gone (deleted meanwhile, or never was). */
  notFound: boolean;
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
    notFound: error?.__typename === 'NotFoundError',
  };
}

/** The first (only) root field of a mutation's response. */
export const resultOf = (response: object) => Object.values(response)[0] as ResultShape;
