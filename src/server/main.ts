import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { warmPasswordCheck } from './auth/passwords';
import { limitHeapGrowth } from './startup/heap-growth';
import { openDatabaseOrExit } from './startup/open-database';
import { seedIfEmpty } from './startup/seed';
import { resolveSessionSecret } from './startup/session-secret';
import { mailNotes, passwordBox, siteUrl, welcomeBox } from './startup/welcome';
import { stopOnSignals } from './shutdown';
import { terminalLogger } from './startup/terminal-log';

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
// In a terminal the log is readable lines and the start ends with one box (the address, and the
// first superuser's password once); elsewhere (systemd, Docker) the log is JSON and says it all.
const terminal = Boolean(process.stdout.isTTY);
const app = await buildApp({
  config,
  db,
  dialect,
  secret: resolveSessionSecret(config),
  ...(terminal && terminalLogger(config.LOG_LEVEL)),
});
const admin = await seedIfEmpty(db, config, app.log, { showsPassword: terminal });

stopOnSignals(app, () => db.destroy(), config.SHUTDOWN_GRACE_MS);
try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  // The password is generated once: a start that cannot listen must not lose it.
  if (terminal && admin?.password) console.log(passwordBox({ ...admin, password: admin.password }));
  throw err;
}
void warmPasswordCheck();
const { port } = app.server.address() as { port: number };
const url = siteUrl(config.HOST, port);
if (!config.SMTP_URL) app.log.warn('Mail is not configured (SMTP_URL): mails wait in the outbox');
if (!config.PUBLIC_URL) app.log.info(`PUBLIC_URL is not set: links in mails point to ${url}`);
if (terminal) console.log(welcomeBox(url, admin, mailNotes(config, url)));
