import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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

/** The helmet options of every response. */
const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: webCspDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  // HTTPS is terminated by the school's proxy, if any: HSTS only for this host, when served over HTTPS
  strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
};

/**
 * The headers helmet sets with these options, computed once: helmet's middleware is run against a recorder at
 * start. (@fastify/helmet builds helmet anew on every request, parsing every option and directive again: a tenth
 * of a hot call's time.) No header depends on the request: there are no CSP nonces.
 */
export function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response (pages, API, uploaded files): CSP, X-Content-Type-Options nosniff,
 * Referrer-Policy, X-Frame-Options and the other helmet defaults. Registered before every route.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
