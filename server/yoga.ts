// The GraphQL endpoint. Exported for tests, which call `yoga.fetch` without
// opening a port; main.ts only listens.
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { CSRF_HEADER } from '../domain/constants';
import type { Config } from './config';
import { type Context, createContext, type ServerContext } from './context';
import type { PrismaClient } from './db';
import { controlCharacterPlugin } from './http/control-characters';
import { corsOptions, csrfProtection } from './http/cross-origin';
import { graphqlLimitsPlugin } from './http/graphql-limits';
import {
  loadPersistedOperations,
  type PersistedOperations,
  persistedOperationsPlugin,
} from './http/persisted-operations';
import {
  createPublicResponseCache,
  type PublicResponseCache,
  responseCachePlugins,
} from './http/response-cache';
import { schema } from './schema';
import type { Services } from './services';

export type AppDeps = { prisma: PrismaClient; config: Config; services: Services };

export function createPersistedOperations({ config, services }: AppDeps): PersistedOperations {
  return loadPersistedOperations(services.log, { reload: config.env === 'development' });
}
export type Yoga = YogaServerInstance<ServerContext, Context>;

export function createYogaServer(
  deps: AppDeps,
  persisted: PersistedOperations,
  responseCache: PublicResponseCache = createPublicResponseCache(),
): Yoga {
  // Cookies set by resolvers (sign-in, sign-out), added to the response.
  const cookiesByRequest = new WeakMap<Request, string[]>();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: deps.config.env === 'development' && { additionalHeaders: { [CSRF_HEADER]: '1' } },
    cors: corsOptions(deps.config),
    landingPage: false,
    logging: deps.config.logLevel === 'silent' ? false : deps.config.logLevel,
    maskedErrors: { isDev: deps.config.env === 'development' },
    context: async ({ request, ...serverContext }) => {
      const context = await createContext(deps, request, serverContext);
      cookiesByRequest.set(request, context.responseCookies);
      return context;
    },
    plugins: [
      csrfProtection(deps.config),
      persistedOperationsPlugin(deps.config, persisted),
      graphqlLimitsPlugin(),
      controlCharacterPlugin(),
      ...responseCachePlugins(deps.config, responseCache),
      {
        onResponse: ({ request, response }) => {
          for (const cookie of cookiesByRequest.get(request) ?? [])
            response.headers.append('set-cookie', cookie);
        },
      },
    ],
  });
}
