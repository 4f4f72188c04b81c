import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { warmPasswordCheck } from './auth/passwords';
import { limitHeapGrowth } from './startup/heap-growth';
import { openDatabaseOrExit } from './startup/open-database';
import { seedIfEmpty } from './startup/seed';
import { resolveSessionSecret } from './startup/session-secret';
import { stopOnSignals } from './shutdown';

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

limitHeapGrowth();
const config = configOrExit();
const { db, dialect } = await openDatabaseOrExit(config.DATABASE_URL);
const app = await buildApp({ config, db, dialect, secret: resolveSessionSecret(config) });
await seedIfEmpty(db, config, app.log);

stopOnSignals(app, () => db.destroy(), config.SHUTDOWN_GRACE_MS);
await app.listen({ port: config.PORT, host: config.HOST });
void warmPasswordCheck();
