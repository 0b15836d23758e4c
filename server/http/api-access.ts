// Who may run what, decided before an operation runs, for every caller:
// - an API token (`Authorization: Bearer`) that is malformed, unknown,
//   expired, revoked, or whose owner is no longer an admin: 401;
// - per token and minute, a number of requests and a budget of document
//   cost (API_TOKEN_REQUESTS_PER_MINUTE, API_TOKEN_COST_PER_MINUTE): 429
//   with Retry-After;
// - a READ token runs queries only: 403 on mutations and subscriptions;
// - introspection for admins (session or token) only, unless
//   GRAPHQL_INTROSPECTION says otherwise;
// - the cost limit of every document (graphql-limits.ts), whoever sends it.
// HTTP requests are authenticated in onRequest; graphql-ws operations call
// `admitRequest` before validating (ws.ts).
import {
  type ASTVisitor,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isIntrospectionType,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { formatMessage } from '../../domain/shared/messages';
import { API_TOKEN_MESSAGES, rateLimitedMessage } from '../../domain/tokens';
import type { Config } from '../config';
import { type Authenticator, type Context, unauthenticatedError } from '../context';
import type { Services } from '../services';
import { errorResponse } from './error-response';
import { cachedDocumentCost, costLimitError, GRAPHQL_LIMITS, withoutSuggestions } from './graphql-limits';

type Deps = { config: Config; services: Services };

/**
 * graphql-js's NoSchemaIntrospectionCustomRule, in words that say how to be
 * allowed (GRAPHQL_INTROSPECTION=admins): "has been disabled" sent a script
 * away that only lacked its token. With `off`, graphql-js's words are true.
 */
function IntrospectionForAdminsRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const type = getNamedType(context.getType());
      if (type && isIntrospectionType(type))
        context.reportError(
          new GraphQLError(
            formatMessage(API_TOKEN_MESSAGES.introspectionForAdmins, { field: node.name.value }),
            { nodes: node },
          ),
        );
    },
  };
}

const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new GraphQLError(rateLimitedMessage(message, retryAfterSeconds), {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
    },
  });

const readOnlyError = () =>
  new GraphQLError(API_TOKEN_MESSAGES.readOnly, {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });

/**
 * Authenticates the request and counts it against its token's request limit;
 * the error to answer with, or null when it may go on.
 */
export async function admitRequest(
  { config, services }: Deps,
  authenticator: Authenticator,
  request: Request,
  clientIp: string | null,
): Promise<GraphQLError | null> {
  const authentication = await authenticator.authenticate(request, clientIp);
  if ('refused' in authentication) return unauthenticatedError(authentication.refused);
  const token = authentication.viewer?.apiToken;
  if (!token) return null;
  const counted = await services.rateLimiter.consume(
    `apiToken|${token.id}`,
    1,
    config.apiTokens.requestsPerMinute,
  );
  return counted.allowed ? null : tooManyRequests(API_TOKEN_MESSAGES.rateLimited, counted.retryAfterSeconds);
}

/**
 * An argument refused before anything ran (a malformed id, a variable of the
 * wrong type or missing) as the request error it is: 400 for a caller asking
 * for application/graphql-response+json, 200 for plain JSON (`spec`), as
 * Yoga answers an invalid document.
 */
const asRequestError = (error: GraphQLError, config: Config) =>
  new GraphQLError(withoutSuggestions(error.message, config), {
    nodes: error.nodes,
    extensions: { ...error.extensions, http: { status: 400, spec: true } },
  });

/**
 * The rules that depend on the caller and the variables, checked once the
 * context exists and before anything runs (never in validation, whose
 * results Yoga caches per document): a READ token's scope, the cost limit
 * and the token's cost budget.
 */
async function refusalBeforeRunning(
  { config, services }: Deps,
  args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: unknown;
    contextValue: unknown;
  },
): Promise<GraphQLError | null> {
  const context = args.contextValue as Context;
  const token = context.viewer?.apiToken;
  const operation = getOperationAST(args.document, args.operationName);
  if (token?.scope === 'READ' && operation && operation.operation !== 'query') return readOnlyError();
  const cost = cachedDocumentCost(args.schema, args.document, {
    variables: args.variableValues,
    operationName: args.operationName,
    context,
  });
  if (cost instanceof GraphQLError) return asRequestError(cost, config);
  if (cost > GRAPHQL_LIMITS.cost) return costLimitError(cost);
  if (!token) return null;
  const budget = await services.rateLimiter.consume(
    `apiTokenCost|${token.id}`,
    cost,
    config.apiTokens.costPerMinute,
  );
  return budget.allowed
    ? null
    : tooManyRequests(API_TOKEN_MESSAGES.costBudgetExceeded, budget.retryAfterSeconds);
}

export function apiAccessPlugin(deps: Deps, authenticator: Authenticator): Plugin<Context> {
  const { config } = deps;
  const stopIfRefused = async ({
    args,
    setResultAndStopExecution,
  }: {
    args: Parameters<typeof refusalBeforeRunning>[1];
    setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
  }) => {
    const refusal = await refusalBeforeRunning(deps, args);
    if (refusal) setResultAndStopExecution({ errors: [refusal] });
  };
  return {
    onRequest: async ({ request, serverContext, endResponse, fetchAPI }) => {
      if (request.method === 'OPTIONS') return;
      const clientIp = (serverContext as { clientIp?: string | null }).clientIp ?? null;
      const refusal = await admitRequest(deps, authenticator, request, clientIp);
      if (refusal) endResponse(errorResponse(request, refusal, fetchAPI));
    },
    // A validation rule's name is part of Yoga's validation cache key, so
    // documents validated with and without it are cached apart.
    onValidate: ({ context, addValidationRule }) => {
      const authentication = authenticator.peek((context as unknown as { request: Request }).request);
      // Not authenticated (yet) counts as anonymous: fail closed.
      const viewer = authentication && 'viewer' in authentication ? authentication.viewer : null;
      const mayIntrospect =
        config.introspection === 'everyone' ||
        (config.introspection === 'admins' && viewer?.isAdmin === true);
      if (!mayIntrospect)
        addValidationRule(
          config.introspection === 'admins' ? IntrospectionForAdminsRule : NoSchemaIntrospectionCustomRule,
        );
    },
    onExecute: stopIfRefused,
    onSubscribe: stopIfRefused,
  };
}
