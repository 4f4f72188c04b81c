import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabaseOrExit } from './startup/open-database';
import { seedIfEmpty } from './startup/seed';
import { resolveSessionSecret } from './startup/session-secret';

function configOrExit(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
const { db, dialect } = await openDatabaseOrExit(config.DATABASE_URL);
const app = await buildApp({ config, db, dialect, secret: resolveSessionSecret(config) });
await seedIfEmpty(db, config, app.log);

// Stop accepting, let requests in flight finish, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight`);
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
