import type { HTTPMethods } from 'fastify';
import type { Access } from '../../src/server/plugins/access';
import type { Role } from '../api/support/test-app';

/** The role matrix, shared by the API suite (inject) and the hardening suite (a real server). */
export const ROLES: Role[] = ['anonymous', 'user', 'admin', 'superuser'];

export type RouteAccess = { method: HTTPMethods; url: string; access: Access };

/** What a role must hear from a route with this access: an exact status, or "let through". */
export function expectation(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  if (access === 'signedIn') return 'allowed';
  if (role === 'user') return 403;
  if (access === 'admin') return 'allowed';
  return role === 'superuser' ? 'allowed' : 403;
}

/** Public documentation routes (Swagger UI and its assets) are left out. */
export const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

type OpenApi = { paths: Record<string, Record<string, { 'x-access'?: Access }>> };

/** The routes an OpenAPI description lists, with the access each declares (`x-access`). */
export function routesFromOpenApi(spec: OpenApi): RouteAccess[] {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as HTTPMethods,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      access: operation['x-access']!,
    })),
  );
}

/**
 * Calls every route as every role (`call` answers the status) and lists the answers that break
 * the route's declared access, or that are 5xx. DELETE /session would end the role's shared
 * session, so `call` is told to use a fresh client for it.
 */
export async function roleMismatches(
  routes: RouteAccess[],
  call: (route: RouteAccess, role: Role, fresh: boolean) => Promise<number>,
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const route of routes) {
    for (const role of ROLES) {
      const status = await call(route, role, route.method === 'DELETE' && route.url === '/session');
      const want = expectation(route.access, role);
      const ok = want === 'allowed' ? ![401, 403].includes(status) : status === want;
      if (!ok || status >= 500) {
        mismatches.push(
          `${route.method} ${route.url} (${route.access}) as ${role}: got ${status}, want ${want}`,
        );
      }
    }
  }
  return mismatches;
}
