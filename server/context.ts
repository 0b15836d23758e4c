// Per-request context: the database, the signed-in viewer, services and the
// cookies to set on the response.
import { parse as parseCookie, type SerializeOptions, serialize as serializeCookie } from 'cookie';
import type { Config } from './config';
import type { PrismaClient } from './db';
import { findViewer, SESSION_COOKIE, type Viewer } from './modules/auth/sessions';
import type { Services } from './services';

export type Context = {
  prisma: PrismaClient;
  config: Config;
  services: Services;
  request: Request;
  viewer: Viewer | null;
  /** The caller's address (X-Forwarded-For when TRUST_PROXY is set). */
  clientIp: string | null;
  /** Whether the request reached us over https, which decides the Secure cookie flag. */
  secure: boolean;
  /** Set-Cookie header values to add to the response. */
  responseCookies: string[];
  setCookie(name: string, value: string, options: SerializeOptions): void;
};

export type ServerContext = { clientIp?: string | null };

export function isSecureRequest(request: Request, config: Config): boolean {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-proto');
    if (forwarded) return forwarded.split(',')[0]!.trim() === 'https';
  }
  return new URL(request.url).protocol === 'https:' || config.publicUrl.startsWith('https:');
}

export function clientIpOf(request: Request, config: Config, socketAddress?: string | null): string | null {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  return socketAddress ?? null;
}

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
    secure: isSecureRequest(request, deps.config),
    responseCookies,
    setCookie: (name, value, options) => responseCookies.push(serializeCookie(name, value, options)),
  };
}
