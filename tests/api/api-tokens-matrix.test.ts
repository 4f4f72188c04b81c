import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiTokenSecret, tokenId } from '../../src/server/auth/tokens';
import { apiTokensRepository } from '../../src/server/repositories/api-tokens';
import { READ_ONLY_TOKEN, SESSION_ONLY } from '../../src/server/plugins/bearer';
import { expectation } from '../support/role-matrix';
import { startTestApp, type Role, type TestApp } from './support/test-app';
import { API, concreteUrl, letGo, seedOneOfEach, walkOptions } from './support/api';
import { SESSION_ONLY_ROUTES } from './support/session-only';

// Every /api/v1 route called with an API token of each role, with no cookie and no XSRF header:
// a write token answers as its owner's session would (the role matrix's table), but 403 on the
// session-only routes; a read token answers 403 to every write.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ALLOW_REGISTRATION: 'on' });
  // A first account for the routes a pattern fills with id 1, so no owner below is touched.
  await t.createUser('user', 'bystander');
});
afterAll(() => t.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROLES: Exclude<Role, 'anonymous'>[] = ['user', 'admin', 'superuser'];

/** A token straight into the table: ordinary accounts cannot make one, but may hold an old one. */
async function tokenFor(role: Exclude<Role, 'anonymous'>, scope: 'read' | 'write') {
  const owner = await t.createUser(role, `${role}-${scope}-owner`);
  const secret = newApiTokenSecret();
  await apiTokensRepository(t.db).create({
    user_id: owner.id,
    name: `${role} ${scope}`,
    scope,
    token_hash: tokenId(secret),
    created_at: Date.now(),
    expires_at: null,
  });
  return secret;
}

describe('every /api/v1 route with an API token', () => {
  it('answers a token as its owner’s role, but never on a session-only route', async () => {
    const rows = await seedOneOfEach(await t.as('admin'));
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(`${API}/`));
    expect(routes.length).toBeGreaterThan(50);
    const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of SESSION_ONLY_ROUTES) expect(served.has(route), route).toBe(true);

    const tokens = Object.fromEntries(
      await Promise.all(
        ROLES.flatMap((role) =>
          (['read', 'write'] as const).map(
            async (scope) => [`${role}-${scope}`, await tokenFor(role, scope)] as const,
          ),
        ),
      ),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      for (const role of ROLES) {
        for (const scope of ['read', 'write'] as const) {
          const res = await t.app.inject({
            method: route.method,
            url: concreteUrl(route.url, rows),
            headers: { authorization: `Bearer ${tokens[`${role}-${scope}`]}` },
            ...(['POST', 'PUT', 'PATCH'].includes(route.method) && { payload: {} }),
            ...walkOptions(route.method, route.url),
          });
          letGo(res, route.method, route.url);
          const message = res.statusCode === 403 ? (res.json() as { message: string }).message : '';
          let ok: boolean;
          if (SESSION_ONLY_ROUTES.has(where)) ok = message === SESSION_ONLY;
          else if (scope === 'read' && UNSAFE.has(route.method)) ok = message === READ_ONLY_TOKEN;
          else {
            const want = expectation(route.access, role);
            ok =
              want === 'allowed' ? ![401, 403].includes(res.statusCode) : res.statusCode === want;
            // Nothing else may call itself session-only or read-only.
            ok &&= message !== SESSION_ONLY && message !== READ_ONLY_TOKEN;
          }
          if (!ok || res.statusCode >= 500)
            mismatches.push(
              `${where} with a ${scope} token of ${role}: ${res.statusCode} ${message}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
