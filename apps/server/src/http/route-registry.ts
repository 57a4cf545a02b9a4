import type { TRole } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './envelope';

export interface TRegisteredRoute {
  method: string;
  url: string;
  roles: readonly TRole[];
  isPublic: boolean;
  /** false for routes that work while the college's licence is inactive (config.licence === false) */
  requiresLicence: boolean;
  /** true for the few routes a user whose password must be changed may still call (config.beforePasswordChange) */
  beforePasswordChange: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** roles allowed to call the route; every API route must declare it or be public */
    roles?: readonly TRole[];
    /** a route anyone may call (sign-in) */
    public?: boolean;
    /** false: callable while the college's licence is inactive (profile, licence pages) */
    licence?: boolean;
    /** true: callable while the user must still change a password someone else set (mod_pwd, getinfo, logout) */
    beforePasswordChange?: boolean;
  }
}

/** Paths that are not API routes: the web app's static files, uploaded files and the API docs. */
function isExempt(url: string): boolean {
  return !isApiPath(url) || url.startsWith('/api/docs');
}

/**
 * Records every API route with its roles, and refuses to start when a route declares none:
 * authorization is enforced by machine, and the test over this table proves it.
 */
export function installRouteRegistry(app: FastifyInstance): TRegisteredRoute[] {
  const table: TRegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (isExempt(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config ?? {};
    const isPublic = config.public === true;
    if (!isPublic && (!config.roles || config.roles.length === 0)) {
      throw new Error(`route ${methods.join(',')} ${route.url} declares no roles`);
    }
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        roles: config.roles ?? [],
        isPublic,
        requiresLicence: config.licence !== false,
        beforePasswordChange: config.beforePasswordChange === true,
      });
    }
  });
  return table;
}
