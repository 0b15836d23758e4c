// Security headers for every response, with a Content-Security-Policy in
// production (Vite's development server needs inline scripts).
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { EARLY_TAPS_SCRIPT_HASH } from './earlyTaps';

export function securityHeaders(config: Config) {
  return secureHeaders({
    contentSecurityPolicy:
      config.env === 'production'
        ? {
            defaultSrc: ["'self'"],
            // The early-taps script is the one inline script allowed.
            scriptSrc: ["'self'", EARLY_TAPS_SCRIPT_HASH],
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
