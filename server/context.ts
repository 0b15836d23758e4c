// Per-request context: the database, the signed-in viewer, services and the
// cookies to set on the response.
import { parse as parseCookie, type SerializeOptions, serialize as serializeCookie } from 'cookie';
import type { Config } from './config';
import type { PrismaClient } from './db';
import { isSecureRequest } from './http/proxy';
import { findViewer, SESSION_COOKIE, type Viewer } from './modules/auth/sessions';
import type { Services } from './services';

export type Context = {
  prisma: PrismaClient;
  config: Config;
  services: Services;
  request: Request;
  viewer: Viewer | null;
  /** The caller's address (read through trusted proxies, see http/proxy.ts). */
  clientIp: string | null;
  /** How the operation arrived: over HTTP, or over the GraphQL WebSocket. */
  transport: 'http' | 'websocket';
  /** Whether the request reached us over https, which decides the Secure cookie flag. */
  secure: boolean;
  /** Set-Cookie header values to add to the response. */
  responseCookies: string[];
  setCookie(name: string, value: string, options: SerializeOptions): void;
};

export type ServerContext = { clientIp?: string | null; transport?: 'http' | 'websocket' };

export function sessionTokenOf(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

export async function createContext(
  deps: { prisma: PrismaClient; config: Config; services: Services },
  request: Request,
  serverContext: ServerContext = {},
): Promise<Context> {
  const token = sessionTokenOf(request);
  const viewer = token ? await findViewer(deps.prisma, token, deps.services.clock.now()) : null;
  const responseCookies: string[] = [];
  return {
    ...deps,
    request,
    viewer,
    clientIp: serverContext.clientIp ?? null,
    transport: serverContext.transport ?? 'http',
    secure: isSecureRequest(request, deps.config),
    responseCookies,
    setCookie: (name, value, options) => responseCookies.push(serializeCookie(name, value, options)),
  };
}
