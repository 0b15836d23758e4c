// The Pothos builder and nothing else: plugins, scalars, auth scopes.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { getNullableType, isListType } from 'graphql';
import { DEFAULT_CONNECTION_SIZE, MAX_PAGE_SIZE } from '../domain/shared/constants';
import type { Context } from './context';
import type PrismaTypes from './db/generated/pothos-types';
import { getDatamodel } from './db/generated/pothos-types';
import { ForbiddenError, InvalidIdError } from './errors';
import IdArgumentsPlugin from './id-arguments';
import { isUuid } from './modules/shared/ids';

/** What a plain list (not a connection) counts as in a document's cost: our lists are short. */
export const LIST_COST_MULTIPLIER = 5;

export type AuthScopes = {
  /** A signed-in user whose app metadata role is admin. */
  admin: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    /** An uploaded file (GraphQL multipart request); a literal in the query is refused by the resolver. */
    File: { Input: File | string; Output: never };
  };
}>({
  // IdArgumentsPlugin first: it wraps the argument mappers the others add.
  plugins: [IdArgumentsPlugin, ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  complexity: {
    // The cost of a document is checked before it runs (http/api-access.ts,
    // http/graphql-limits.ts); this only says what each field costs.
    disabled: true,
    fieldComplexity: (args, _context, field) => {
      if (field.args.some((arg) => arg.name === 'first')) {
        // The page as served: a larger `first` gets MAX_PAGE_SIZE rows, and costs no more.
        const size = args.first ?? args.last;
        return {
          field: 1,
          multiplier:
            typeof size === 'number' ? Math.min(Math.max(size, 0), MAX_PAGE_SIZE) : DEFAULT_CONNECTION_SIZE,
        };
      }
      // A connection's edges are already counted by its page size. (A bare
      // number would get Pothos' default multiplier of 10 on a list.)
      if (field.name === 'edges' || !isListType(getNullableType(field.type)))
        return { field: 1, multiplier: 1 };
      return { field: 1, multiplier: LIST_COST_MULTIPLIER };
    },
  },
  scopeAuth: {
    authScopes: (context) => ({ admin: context.viewer?.isAdmin === true }),
    // Type-level scopes run when an object is resolved (through isTypeOf), not
    // per field, so even a `{ node(id:) { __typename } }` selection of a
    // private object is refused. Private types therefore cannot use
    // skipTypeScopes; public types with private fields use field scopes.
    runScopesOnType: true,
    // Subscription fields are authorized when the subscription starts, before
    // their stream (e.g. a request to the AI provider) is created.
    authorizeOnSubscribe: true,
    unauthorizedError: (_parent, context) => new ForbiddenError(context.viewer !== null),
  },
  errors: {
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: DEFAULT_CONNECTION_SIZE,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // node(id:) and nodes(ids:) are public; each type's own scopes decide what a caller may see.
    nodeQueryOptions: { skipTypeScopes: true },
    nodesQueryOptions: { skipTypeScopes: true },
    decodeGlobalID: (globalID, context) => decodeIdOrRefuse(globalID, context),
  },
});

/**
 * Every model's id is a UUID: a global id that decodes to anything else is
 * refused as bad input before it reaches a query (PostgreSQL would fail the
 * query, which is masked as an unexpected error with a stack in the log).
 * The refusal is logged at debug, like a malformed request
 * (http/malformed-requests.ts): it is the caller's mistake, answered with
 * BAD_USER_INPUT that says so, and a scanner sends such ids by the thousand,
 * which at warn would bury the lines an operator must act on.
 */
function decodeIdOrRefuse(globalID: string, context: Context): { typename: string; id: string } {
  try {
    const decoded = decodeGlobalID(globalID);
    if (isUuid(decoded.id)) return decoded;
  } catch {
    // Not base64 'Type:id' at all: refused below like any other malformed id.
  }
  context.services.log.debug(`Refused a malformed global id: ${globalID.slice(0, 80)}`);
  throw new InvalidIdError(globalID);
}

/**
 * Spread into a root field that anonymous visitors may use. Query, Mutation
 * and Subscription require the admin scope on every field unless the field
 * opts out here, so a forgotten scope fails closed.
 */
export const PUBLIC = { skipTypeScopes: true } as const;

// Root types: admin-only by default.
builder.queryType({ authScopes: { admin: true } });
builder.mutationType({ authScopes: { admin: true } });
builder.subscriptionType({ authScopes: { admin: true } });
