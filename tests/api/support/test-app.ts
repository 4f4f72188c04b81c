import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { hashPassword } from '../../../src/server/auth/passwords';
import { usersRepository } from '../../../src/server/repositories/users';
import { createTestDatabase, currentTemplate } from './test-database';
import { watchContract } from './contract';

export type Role = 'anonymous' | 'user' | 'admin' | 'superuser';
export const PASSWORD = 'correct horse battery';

// Every test user shares one password, so one hash serves them all: an argon2 hash costs as much
// CPU as a sign-in, and the suite creates users by the thousand.
let sharedHash: Promise<string> | undefined;
const passwordHash = () => (sharedHash ??= hashPassword(PASSWORD));

/** The real app on a fresh, migrated database, with no web build and no logs (unless `logger` asks). */
export async function startTestApp(
  env: Record<string, string> = {},
  webRoot = '/nonexistent',
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const database = await createTestDatabase(currentTemplate());
  const config = loadConfig({
    DATABASE_URL: database.url,
    SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  // Nothing to do on a copy of the run's template; everything when there is none.
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    dialect,
    secret: config.SESSION_SECRET!,
    logger,
    webRoot,
  });
  watchContract(app);
  await app.ready();
  const users = usersRepository(db);

  async function createUser(role: Exclude<Role, 'anonymous'>, name: string = role) {
    return users.create({
      username: name,
      email_address: `${name}@example.com`,
      password_hash: await passwordHash(),
      admin: role !== 'user',
      superuser: role === 'superuser',
    });
  }

  /** A browser-like client: keeps its cookies and echoes XSRF-TOKEN on unsafe methods. */
  function client() {
    const jar = new Map<string, string>();
    const send = async (
      options: InjectOptions & { xsrf?: boolean },
    ): Promise<LightMyRequestResponse> => {
      const { xsrf = true, ...rest } = options;
      const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const token = jar.get('XSRF-TOKEN');
      if (xsrf && token && rest.method && rest.method !== 'GET') headers['x-xsrf-token'] = token;
      const res = await app.inject({ ...rest, headers });
      for (const c of res.cookies) jar.set(c.name, c.value);
      return res;
    };
    return {
      jar,
      send,
      get: (url: string) => send({ method: 'GET', url }),
      post: (url: string, payload?: unknown) =>
        send({ method: 'POST', url, payload: payload as object }),
      put: (url: string, payload?: unknown) =>
        send({ method: 'PUT', url, payload: payload as object }),
      delete: (url: string) => send({ method: 'DELETE', url }),
      async login(username: string, password = PASSWORD) {
        if (!jar.has('XSRF-TOKEN')) await send({ method: 'GET', url: '/session' });
        return send({ method: 'POST', url: '/session', payload: { username, password } });
      },
    };
  }

  /** A signed-in client for a role (creating the user once), or an anonymous one. */
  const signedIn = new Map<Role, Promise<ReturnType<typeof client>>>();
  function as(role: Role) {
    if (!signedIn.has(role)) {
      signedIn.set(
        role,
        (async () => {
          const c = client();
          if (role === 'anonymous') {
            await c.get('/session');
            return c;
          }
          await createUser(role);
          const res = await c.login(role);
          if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
          return c;
        })(),
      );
    }
    return signedIn.get(role)!;
  }

  return {
    app,
    db,
    dialect,
    /** The test database's DATABASE_URL, for a CLI run or a second connection against it. */
    url: database.url,
    createUser,
    client,
    as,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
