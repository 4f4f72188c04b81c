import { httpClient } from '../../support/http-client';
import { temporaryPostgres, temporarySqlite, type TempDatabase } from '../../support/temp-database';

/**
 * The databases a hardening test runs its server on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL names a server (CI sets it). A test wraps each in describe.runIf(enabled), so
 * a skipped dialect shows as skipped.
 */
export type ServerDialect = {
  name: 'SQLite' | 'PostgreSQL';
  enabled: boolean;
  database: () => Promise<TempDatabase>;
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export const DIALECTS: ServerDialect[] = [
  { name: 'SQLite', enabled: true, database: async () => temporarySqlite('hardening-') },
  {
    name: 'PostgreSQL',
    enabled: Boolean(postgresUrl),
    database: () => temporaryPostgres(postgresUrl!, 'hardening'),
  },
];

export const ADMIN_PASSWORD = 'hardening admin password';

/** A fresh database gets a superuser "admin" with ADMIN_PASSWORD; PostgreSQL needs a secret. */
export const SERVER_ENV = {
  ADMIN_PASSWORD,
  SESSION_SECRET: 'hardening-session-secret-'.padEnd(48, 'x'),
};

/** A client over real HTTP, signed in as the superuser. */
export async function signedInAdmin(origin: string) {
  const client = httpClient(origin);
  await client.signIn('admin', ADMIN_PASSWORD);
  return client;
}
