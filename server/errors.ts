// Expected failures, returned as typed GraphQL errors (plugin-errors) with the
// spec's exact messages. Anything else thrown is masked by Yoga.
import { GraphQLError } from 'graphql';
import { CONTENT } from '../domain/shared/content';
import { typeWithArticle } from '../domain/shared/ids';
import { AUTH, formatMessage } from '../domain/shared/messages';

/**
 * A field that failed validation, with its message; `existingId`: the global id of the record
 * that already has the value (a contact's taken email), for a link to it.
 */
export type FieldMessage = { field: string; message: string; existingId?: string };

export class ValidationError extends Error {
  readonly fieldErrors: FieldMessage[];
  constructor(fieldErrors: FieldMessage[] | string) {
    const list = typeof fieldErrors === 'string' ? [{ field: '', message: fieldErrors }] : fieldErrors;
    super(list[0]?.message ?? 'Invalid input');
    this.name = 'ValidationError';
    this.fieldErrors = list;
  }

  /** Throws when the record of field messages is not empty. */
  static throwIf(errors: Partial<Record<string, string>>): void {
    const list = Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => ({ field, message }));
    if (list.length > 0) throw new ValidationError(list);
  }
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/**
 * The save a stale one lost to: when it was made and by whom (email, and the
 * admin's account id while the row still names one; null when unknown).
 */
export type LaterSave = { at: Date; by: string | null; userId: string | null };

/** Someone else changed the record since it was read. */
export class ConflictError extends Error {
  override name = 'ConflictError';
  /** The record's version now, for a stale `expectedVersion`; null where the conflict is not one of versions. */
  constructor(
    message: string,
    readonly currentVersion: number | null = null,
    readonly laterSave: LaterSave | null = null,
  ) {
    super(message);
  }
}

/** Sign-in refused: wrong credentials, or not an admin. */
export class AuthError extends Error {
  override name = 'AuthError';
}

/** Too many submissions from one address. */
export class RateLimitError extends Error {
  override name = 'RateLimitError';
}

/**
 * Raised by the scope-auth plugin: a GraphQL error (not masked) with a code the
 * client can act on.
 */
export class ForbiddenError extends GraphQLError {
  /** `message`: why this signed-in caller may not, where the generic denial would not say. */
  constructor(signedIn: boolean, message?: string) {
    super(signedIn ? (message ?? AUTH.accessDenied) : AUTH.notSignedIn, {
      extensions: { code: signedIn ? 'FORBIDDEN' : 'UNAUTHENTICATED' },
    });
  }
}

/**
 * A global id that does not name any possible record: bad input, not a server
 * failure. `argument` says where it was (`input.tagIds[1]`), once the field
 * that refused it found it among its arguments (id-arguments.ts).
 */
export class InvalidIdError extends GraphQLError {
  constructor(
    readonly globalId: string,
    readonly argument: string | null = null,
  ) {
    super(
      `Invalid id${argument === null ? '' : ` in \`${argument}\``}: use an \`id\` the API gave (an opaque global id), not a database id.`,
      { extensions: { code: 'BAD_USER_INPUT', ...(argument === null ? {} : { argument }) } },
    );
  }
}

/** `A`, `A or B`, `A, B or C`. */
const oneOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * A well-formed global id of another type than its argument takes (a post's
 * id given to updateCrmContact): bad input like a malformed id, not a row
 * that is gone. Raised by id-arguments.ts from the argument's `for` types.
 */
export class IdOfOtherTypeError extends GraphQLError {
  constructor(
    readonly globalId: string,
    readonly given: string,
    readonly expected: readonly string[],
    readonly argument: string | null = null,
  ) {
    super(
      formatMessage(CONTENT.idOfOtherType, {
        which: argument ?? 'This',
        given: typeWithArticle(given),
        expected: oneOf(expected.map(typeWithArticle)),
      }),
      {
        extensions: { code: 'BAD_USER_INPUT', ...(argument === null ? {} : { argument }), expected },
      },
    );
  }
}
