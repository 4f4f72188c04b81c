import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/server/plugins/access';
import { COMMENTED } from '../../src/shared/resources/comments';
import { startTestApp, type Role, type TestApp } from './support/test-app';
import { API, type ApiClient, concreteUrl, letGo, seedOneOfEach, walkOptions } from './support/api';
import {
  ROLES,
  isDocs,
  roleMismatches,
  routesFromOpenApi,
  type RouteAccess,
} from '../support/role-matrix';

/**
 * Who may call each route, written down here rather than read from the routes: a route that
 * declares looser access than this table says fails the matrix. Every /api/v1 route not listed
 * is for admins; every other route must be listed.
 */
const DECLARED: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /feed.xml': 'public',
  'GET /favicon.ico': 'public',
  'GET /session': 'public',
  'POST /session': 'public',
  'DELETE /session': 'public',
  'POST /session/two-step': 'public',
  'GET /api/v1/pages': 'public',
  'GET /api/v1/pages/:id': 'public',
  // The web app's /{slug}: a published page by its address, as GET /pages/:id shows it.
  'GET /api/v1/pages-by-slug/:slug': 'public',
  // A page's cover, for its social card: by the hash in its URL, which only a published page's
  // public answer gives.
  'GET /api/v1/pages/:id/image': 'public',
  // The CSV of a list has the list's access: the public pages' too.
  'GET /api/v1/pages.csv': 'public',
  // A preview link's page, for whoever has it (a token of 32 random bytes).
  'GET /api/v1/previews/:token': 'public',
  'POST /api/v1/waitlist': 'public',
  // The contact form: anyone may send an enquiry; staff read and answer them (not listed: admin).
  'POST /api/v1/enquiries': 'public',
  // Removing an address when its owner asks (/privacy): admins, like reading the list.
  'DELETE /api/v1/waitlist/:id': 'admin',
  'GET /api/v1/registration': 'public',
  'POST /api/v1/registration': 'public',
  // My account and My projects: every signed-in user, each about their own account only.
  'PUT /api/v1/account/password': 'signedIn',
  'GET /api/v1/my-projects': 'signedIn',
  // Who a task can be assigned to, and a comment mention: every staff member may read it.
  'GET /api/v1/staff': 'admin',
  // The superuser route group (product.md §6): the Users screen.
  'GET /api/v1/users': 'superuser',
  'GET /api/v1/users/:id': 'superuser',
  'POST /api/v1/users': 'superuser',
  'PUT /api/v1/users/:id/role': 'superuser',
  'PUT /api/v1/users/:id/disabled': 'superuser',
  'POST /api/v1/users/:id/password': 'superuser',
  'PUT /api/v1/users/:id/client': 'superuser',
  // Two-step sign-in: each user manages their own; a superuser resets anyone's.
  'GET /api/v1/account/two-step': 'signedIn',
  'POST /api/v1/account/two-step': 'signedIn',
  'POST /api/v1/account/two-step/setup': 'signedIn',
  'POST /api/v1/account/two-step/turn-off': 'signedIn',
  'DELETE /api/v1/users/:id/two-step': 'superuser',
  // An account's history (sign-ins, role and password changes), and erasing from the trash.
  'GET /api/v1/users/:id/history': 'superuser',
  'GET /api/v1/users.csv': 'superuser',
  'DELETE /api/v1/trash/:resource/:id': 'superuser',
  // One search over the dashboard's records: admins (accounts among the hits for superusers only).
  'GET /api/v1/search': 'admin',
  // Mail (docs/product.md, "Mail"): asking for a reset link and following a mail's link are for
  // whoever has the mail (its token is 32 random bytes); inviting and the outbox are superusers'.
  'POST /api/v1/password-resets': 'public',
  'GET /api/v1/password-resets/:token': 'public',
  'POST /api/v1/password-resets/:token': 'public',
  'POST /api/v1/invitations': 'superuser',
  'GET /api/v1/invitations': 'superuser',
  'POST /api/v1/invitations/:id/resend': 'superuser',
  'DELETE /api/v1/invitations/:invitation': 'superuser',
  'GET /api/v1/invitations/:invitation': 'public',
  'POST /api/v1/invitations/:invitation': 'public',
  'POST /api/v1/waitlist/confirm/:token': 'public',
  'POST /api/v1/waitlist/leave/:token': 'public',
  'PUT /api/v1/account/email': 'signedIn',
  'POST /api/v1/email-changes/:token': 'public',
  'GET /api/v1/outbox': 'superuser',
  'POST /api/v1/outbox/:id/resend': 'superuser',
  // Personal API tokens: staff's own (superusers: anyone's, by user_id and in DELETE).
  'GET /api/v1/tokens': 'admin',
  'POST /api/v1/tokens': 'admin',
  'DELETE /api/v1/tokens/:id': 'admin',
  // Webhooks: superusers add them and read their deliveries (ADR 0026).
  'POST /api/v1/webhooks': 'superuser',
  'GET /api/v1/webhooks': 'superuser',
  'GET /api/v1/webhooks/:id': 'superuser',
  'PUT /api/v1/webhooks/:id': 'superuser',
  'DELETE /api/v1/webhooks/:id': 'superuser',
  'GET /api/v1/webhooks/:id/deliveries': 'superuser',
  'POST /api/v1/webhooks/:id/test': 'superuser',
  'POST /api/v1/webhooks/:id/deliveries/:delivery/resend': 'superuser',
  // Notifications: each person's own (ADR 0029).
  'GET /api/v1/notifications': 'signedIn',
  'POST /api/v1/notifications/read': 'signedIn',
  'GET /api/v1/events': 'signedIn',
  // My account's notification choices: staff, who are the ones sent notifications (ADR 0030).
  'GET /api/v1/account/notifications': 'admin',
  'PUT /api/v1/account/notifications': 'admin',
  'GET /api/v1/account/theme': 'signedIn',
  'PUT /api/v1/account/theme': 'signedIn',
  // Comments (ADR 0028): staff, as the records they are on; the author rule is the route's own.
  ...Object.fromEntries(
    COMMENTED.flatMap((n) => [
      [`GET /api/v1/${n}/:id/comments`, 'admin' as const],
      [`POST /api/v1/${n}/:id/comments`, 'admin' as const],
    ]),
  ),
  'PUT /api/v1/comments/:id': 'admin',
  // Saved views (ADR 0035): staff, as the lists they are of; the owner rule is the route's own
  // (a private view is another's 404, a shared one another admin's 403 on PUT and DELETE).
  'GET /api/v1/views': 'admin',
  'POST /api/v1/views': 'admin',
  'GET /api/v1/views/:id': 'admin',
  'PUT /api/v1/views/:id': 'admin',
  'DELETE /api/v1/views/:id': 'admin',
  'GET /api/v1/comments/counts': 'admin',
  'DELETE /api/v1/comments/:id': 'admin',
};

const pinned = (r: RouteAccess): Access | undefined =>
  DECLARED[`${r.method} ${r.url}`] ?? (r.url.startsWith(`${API}/`) ? 'admin' : undefined);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the role matrix', () => {
  it('every route answers every role as its declared access says', async () => {
    const declared = t.app.routeTable.filter((r) => !isDocs(r.url));
    expect(declared.filter((r) => !pinned(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Each route is called as each role and judged by the table above, not by its own config.
    const routes = declared.map((r) => ({ ...r, access: pinned(r)! }));
    expect(routes.length).toBeGreaterThan(60);

    // One row of each resource, so :id routes reach a real row (a 404 also counts as allowed).
    const rows = await seedOneOfEach(await t.as('admin'));

    // Signing out would end the shared session, so DELETE /session gets a client of its own.
    async function clientFor(role: Role, fresh: boolean): Promise<ApiClient> {
      if (!fresh) return t.as(role);
      const c = t.client();
      if (role === 'anonymous') await c.get('/session');
      else expect((await c.login(role)).statusCode).toBe(200);
      return c;
    }
    for (const role of ROLES) await t.as(role);

    const mismatches = await roleMismatches(routes, async (route, role, fresh) => {
      const c = await clientFor(role, fresh);
      const res = await c.send({
        method: route.method,
        url: concreteUrl(route.url, rows),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
        ...walkOptions(route.method, route.url),
      });
      letGo(res, route.method, route.url);
      return res.statusCode;
    });
    expect(mismatches).toEqual([]);
  });

  it('the OpenAPI description declares every route with the access the server enforces', () => {
    const spec = (
      t.app as unknown as { swagger(): Parameters<typeof routesFromOpenApi>[0] }
    ).swagger();
    const line = (r: RouteAccess) => `${r.method} ${r.url} → ${r.access}`;
    expect(routesFromOpenApi(spec).map(line).sort()).toEqual(t.app.routeTable.map(line).sort());
  });

  it('every /api/v1 route is admin-only, except the ones declared here on purpose', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith(`${API}/`));
    expect(api.length).toBeGreaterThan(50);
    // A route with other access must be added here on purpose. Registration is public by
    // docs/product.md (ALLOW_REGISTRATION): when it is off, POST answers 403 to everyone.
    const actual = api.map((r) => `${r.method} ${r.url} → ${r.access}`);
    const wanted = api.map((r) => `${r.method} ${r.url} → ${pinned(r)}`);
    expect(actual).toEqual(wanted);
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    for (const key of Object.keys(DECLARED)) expect(keys).toContain(key);
  });

  it('every resource of product.md §7 has its five routes in the table', () => {
    const keys = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const name of [
      'pages',
      'clients',
      'projects',
      'notes',
      'inventory',
      'stickers',
      'tools',
      'tasks',
      'expenses',
      'fundings',
      'sections',
    ]) {
      for (const key of [
        `GET ${API}/${name}`,
        `POST ${API}/${name}`,
        `GET ${API}/${name}/:id`,
        `PUT ${API}/${name}/:id`,
        `DELETE ${API}/${name}/:id`,
      ]) {
        expect(keys).toContain(key);
      }
    }
    for (const key of ['GET /session', 'POST /session', 'DELETE /session', `GET ${API}/overview`]) {
      expect(keys).toContain(key);
    }
  });
});
