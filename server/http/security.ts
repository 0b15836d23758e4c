// Security headers for every response, with a Content-Security-Policy in
// production (Vite's development server needs inline scripts).
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { FORGET_VISIT_SCRIPT } from '../../domain/surveys/forgetVisitScript';
import type { Config } from '../config';
import { EARLY_ESCAPE_SCRIPT } from './earlyEscape';

/**
 * The inline scripts allowed, as CSP source expressions ('sha256-…'): the
 * early-Escape script of every page, and the one the page saying a survey is
 * gone renders to forget its visit before its app runs.
 */
const INLINE_SCRIPT_HASHES = [EARLY_ESCAPE_SCRIPT, FORGET_VISIT_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

export function securityHeaders(config: Config) {
  return secureHeaders({
    contentSecurityPolicy:
      config.env === 'production'
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            mediaSrc: ["'self'", 'https:'],
            connectSrc: ["'self'", 'ws:', 'wss:'],
            frameSrc: ["'self'", 'https:'],
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          }
        : undefined,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
