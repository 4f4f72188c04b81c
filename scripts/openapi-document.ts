import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

/**
 * The OpenAPI document exactly as the server serves it (GET /openapi.json), from the app built
 * in-process on an empty in-memory SQLite database: nothing listens, nothing is written.
 */
export async function servedOpenApiDocument(): Promise<string> {
  const config = loadConfig({
    DATABASE_URL: 'sqlite:',
    SESSION_SECRET: 'openapi-document-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
  });
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    dialect,
    secret: config.SESSION_SECRET!,
    logger: false,
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /openapi.json: ${res.statusCode} ${res.body}`);
    return res.body;
  } finally {
    await app.close();
    await db.destroy();
  }
}
