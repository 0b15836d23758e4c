// The GraphQL endpoint. Exported for tests, which call `yoga.fetch` without
// opening a port; main.ts only listens.
import { type ExecutionArgs, GraphQLError, getOperationAST } from 'graphql';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { IMPORT_MAX_BYTES } from '../domain/crm/import';
import { CSRF_HEADER } from '../domain/shared/constants';
import { CONTENT_LIMITS } from '../domain/shared/content';
import type { Config } from './config';
import {
  type Authenticator,
  type Context,
  createAuthenticator,
  createContext,
  type ServerContext,
} from './context';
import type { PrismaClient } from './db';
import { apiAccessPlugin } from './http/api-access';
import { controlCharacterPlugin } from './http/control-characters';
import { corsOptions, csrfProtection } from './http/cross-origin';
import { graphqlLimitsPlugin } from './http/graphql-limits';
import { idempotencyPlugin } from './http/idempotency';
import { malformedRequestPlugin } from './http/malformed-requests';
import {
  loadPersistedOperations,
  type PersistedOperations,
  persistedOperationsPlugin,
} from './http/persisted-operations';
import { requestBodyLimitPlugin, sizeOf } from './http/request-body-limit';
import { currentOperation, currentRequestId, noteOperation } from './http/request-id';
import {
  createPublicResponseCache,
  type PublicResponseCache,
  responseCachePlugins,
} from './http/response-cache';
import { streamAccessPlugin } from './http/stream-access';
import type { Logger } from './log';
import { schema } from './schema';
import type { Services } from './services';

/**
 * Yoga's messages through our logger (LOG_LEVEL, one line each; an Error
 * keeps its stack), naming the HTTP request they came from: an unexpected
 * error is logged here, and what a user reports ("request abc") meets it.
 * The line names the operation and, for an error a field raised, that
 * field's path from its root type (`Query.blogPosts`,
 * `Query.blogPost.author.name`): which of the fields failed, which the
 * client's answer, masked, no longer says; for another (a subscription's
 * stream that failed) the root type alone. An operation over a WebSocket
 * is named the same way, by the id ws.ts gives it.
 */
function yogaLogger(log: Logger) {
  const line = (args: unknown[]) => {
    const text = args
      .map((arg) => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : String(arg)))
      .join(' ');
    const id = currentRequestId();
    if (id === undefined) return text;
    const operation = currentOperation();
    const path = args.find((arg): arg is GraphQLError => arg instanceof GraphQLError)?.path;
    const where = [
      `request ${id}`,
      ...(operation ? [`operation ${operation.name ?? '(anonymous)'}`] : []),
      ...(operation
        ? [path?.length ? `path ${[operation.rootType, ...path].join('.')}` : `type ${operation.rootType}`]
        : []),
    ];
    return `${text} (${where.join(', ')})`;
  };
  const at =
    (write: (message: string, details?: unknown) => void) =>
    (...args: unknown[]) =>
      write(
        line(args),
        args.find((arg) => arg instanceof Error),
      );
  return { debug: at(log.debug), info: at(log.info), warn: at(log.warn), error: at(log.error) };
}

/** Notes the operation a request runs, for yogaLogger. */
function noteOperationOf({ args }: { args: ExecutionArgs }): void {
  const operation = getOperationAST(args.document, args.operationName);
  const rootType = operation && args.schema.getRootType(operation.operation)?.name;
  if (rootType) noteOperation({ name: operation.name?.value ?? null, rootType });
}

export type AppDeps = { prisma: PrismaClient; config: Config; services: Services };

export function createPersistedOperations({ config, services }: AppDeps): PersistedOperations {
  return loadPersistedOperations(services.log, { reload: config.env === 'development' });
}
export type Yoga = YogaServerInstance<ServerContext, Context>;

/**
 * Largest request body /graphql reads. Documents are small (the token limit
 * is 1000); the variables carry the longest field a form accepts, a post's or
 * a course's content (CONTENT_LIMITS.content characters), at up to 3 bytes a
 * character in JSON (UTF-8 below U+FFFF; an escaped quote or backslash takes
 * 2), plus room for the other fields.
 */
export const MAX_REQUEST_BODY_BYTES = 3 * CONTENT_LIMITS.content + 100_000;

export function createYogaServer(
  deps: AppDeps,
  persisted: PersistedOperations,
  responseCache: PublicResponseCache = createPublicResponseCache(),
  authenticator: Authenticator = createAuthenticator(deps),
): Yoga {
  // Cookies set by resolvers (sign-in, sign-out), added to the response.
  const cookiesByRequest = new WeakMap<Request, string[]>();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: deps.config.env === 'development' && { additionalHeaders: { [CSRF_HEADER]: '1' } },
    cors: corsOptions(deps.config),
    landingPage: false,
    logging: yogaLogger(deps.services.log),
    maskedErrors: {
      isDev: deps.config.env === 'development',
      // A masked error names its request id too, as the HTTP 500 page does.
      maskError: (error, message, isDev) => {
        const masked = maskError(error, message, isDev);
        const id = currentRequestId();
        if (masked === error || id === undefined || !(masked instanceof GraphQLError)) return masked;
        return new GraphQLError(masked.message, {
          nodes: masked.nodes,
          source: masked.source,
          positions: masked.positions,
          path: masked.path,
          extensions: { ...masked.extensions, requestId: id },
        });
      },
    },
    // Arrays of operations are refused (400): one operation per request.
    batching: false,
    // Checked by requestBodyLimitPlugin instead, without streaming every body.
    maxRequestBodySize: false,
    context: async ({ request, ...serverContext }) => {
      const context = await createContext(deps, request, serverContext, authenticator);
      cookiesByRequest.set(request, context.responseCookies);
      return context;
    },
    plugins: [
      // The operation, for the log line of an error it raises (yogaLogger).
      { onExecute: noteOperationOf, onSubscribe: noteOperationOf },
      csrfProtection(deps.config),
      malformedRequestPlugin(deps.services.log),
      persistedOperationsPlugin(persisted),
      apiAccessPlugin(deps, authenticator),
      streamAccessPlugin(deps),
      graphqlLimitsPlugin(deps.config),
      controlCharacterPlugin(),
      // Before the response cache's: a replayed answer changed nothing to invalidate.
      idempotencyPlugin(),
      ...responseCachePlugins(deps.config, responseCache, deps.services.events),
      // Last: it wraps whichever request parser the plugins above chose.
      requestBodyLimitPlugin(MAX_REQUEST_BODY_BYTES, {
        limit: Math.max(deps.config.media.imageMaxBytes, IMPORT_MAX_BYTES) + MAX_REQUEST_BODY_BYTES,
        what: `the most an administrator's upload may send: a file of up to ${sizeOf(Math.max(deps.config.media.imageMaxBytes, IMPORT_MAX_BYTES))} (the larger of IMAGE_MAX_MB and a contact import's ${IMPORT_MAX_BYTES / 1024 / 1024} MB) plus ${sizeOf(MAX_REQUEST_BODY_BYTES)}`,
        allowed: async (request, serverContext) => {
          const clientIp = (serverContext as ServerContext).clientIp ?? null;
          const authentication = await authenticator.authenticate(request, clientIp);
          return 'viewer' in authentication && Boolean(authentication.viewer?.isAdmin);
        },
      }),
      {
        onResponse: ({ request, response }) => {
          for (const cookie of cookiesByRequest.get(request) ?? [])
            response.headers.append('set-cookie', cookie);
        },
      },
    ],
  });
}
