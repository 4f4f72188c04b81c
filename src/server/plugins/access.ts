import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

/**
 * Who may call a route. Every route declares one in its own `config.access`; the server refuses
 * to start when one does not, so a new route cannot be left open by accident.
 * - public: anyone; signedIn: any signed-in user; admin: admins and superusers; superuser: superusers.
 */
export type Access = 'public' | 'signedIn' | 'admin' | 'superuser';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route the server serves, with its declared access: the role matrix test walks it. */
    routeTable: { method: HTTPMethods; url: string; access: Access }[];
  }
}

/** Routes registered by third-party plugins (static files, API docs) are public; mark them so. */
export function markPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

export default fp(async function access(app: FastifyInstance) {
  const seen: RouteOptions[] = [];
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => void seen.push(route));

  app.addHook('onReady', async () => {
    for (const route of seen) {
      const access = route.config?.access;
      if (!access)
        throw new Error(
          `Route ${String(route.method)} ${route.url} does not declare config.access`,
        );
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access });
      }
    }
  });

  // Callback style: a public route passes without a promise (see the xsrf plugin).
  app.addHook('onRequest', (request, _reply, done) => {
    const required = request.routeOptions.config.access;
    if (!required || required === 'public') return done();
    request.currentUser().then((user) => {
      if (!user) return done(new HttpError(401, 'You need to sign in'));
      const allowed =
        required === 'signedIn' ||
        (required === 'admin' && isStaff(user)) ||
        (required === 'superuser' && user.superuser);
      done(allowed ? undefined : new HttpError(403, 'You do not have permission to do that'));
    }, done);
  });
});

/** Staff: an admin or a superuser, who may do what `access: 'admin'` allows (and see drafts). */
export const isStaff = (user: { admin: boolean; superuser: boolean } | null | undefined) =>
  Boolean(user && (user.admin || user.superuser));
