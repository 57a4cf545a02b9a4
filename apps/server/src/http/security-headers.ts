import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the web app: its own scripts only; inline styles (antd writes them at run time);
 * images, video and PDF (pdf.js and its worker) from this origin, data: and blob:; no plugins; framed only by
 * itself. No upgrade-insecure-requests: schools reach the platform over plain HTTP on their own network. The API
 * docs (Swagger UI at /api/docs) work under the same policy.
 */
export const webCspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every response (pages, API, uploaded files): CSP, X-Content-Type-Options nosniff,
 * Referrer-Policy, X-Frame-Options and the other helmet defaults. Registered before every route.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: webCspDirectives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HTTPS is terminated by the school's proxy, if any: HSTS only for this host, when served over HTTPS
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  });
}
