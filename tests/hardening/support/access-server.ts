import { randomBytes } from 'node:crypto';
import { startChildServer } from '../../support/child-server';
import type { TempDatabase } from '../../support/temp-database';
import { runUsersCli } from '../../support/users-cli';
import { API } from '../../api/support/api';
import type { Role } from '../../api/support/test-app';
import { recordingClient, type Recorder } from './recording-client';

export const PASSWORD = 'hardening password';
/** The account each role signs in as: the first superuser, one made by the CLI, one registered. */
export const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  superuser: 'admin',
  admin: 'adam',
  user: 'ursula',
};

/**
 * The real server behind one trusted proxy hop (TRUST_PROXY=on), registration open, with an
 * account per role plus "pat" (an admin whose password the tests change) and "rita" (an ordinary
 * user the tests lock out). Clients record every answer into `seen`.
 */
export async function startAccessServer(database: TempDatabase, seen: Recorder) {
  const server = await startChildServer({
    databaseUrl: database.url,
    env: {
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'on',
      ALLOW_REGISTRATION: 'on',
    },
  });
  const client = () => recordingClient(server.origin, seen);
  const cli = (...args: string[]) => runUsersCli(database.url, ...args);
  try {
    // Made while the server runs, as an operator would (the server made "admin" at start).
    for (const name of ['adam', 'pat']) {
      const made = await cli(
        'create',
        name,
        `${name}@example.test`,
        '--admin',
        '--password',
        PASSWORD,
      );
      if (made.code !== 0) throw new Error(`users create ${name}: ${made.stderr}`);
    }
    for (const name of ['ursula', 'rita']) {
      const c = client();
      await c.call('GET', '/session');
      const body = { username: name, email_address: `${name}@example.test`, password: PASSWORD };
      const res = await c.call('POST', `${API}/registration`, body);
      if (res.status !== 201) throw new Error(`registration of ${name}: ${res.status} ${res.text}`);
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { server, client, cli };
}
