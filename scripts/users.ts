import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { generatePassword, hashPassword } from '../src/server/auth/passwords';
import { usersRepository } from '../src/server/repositories/users';

const USAGE = `Manage users without the UI:
  npm run users -- list
  npm run users -- create <username> <email> [--password P] [--admin] [--superuser]
  npm run users -- passwd <username> [--password P]
Without --password a random one is generated and printed once. passwd signs the user out everywhere.`;

// What each command takes, so anything else is refused rather than silently ignored (a password
// typed as a third word must not be dropped for a generated one).
const COMMANDS: Record<string, { positionals: number; needs: string; options: string[] }> = {
  list: { positionals: 0, needs: '', options: [] },
  create: {
    positionals: 2,
    needs: 'a username and an email address',
    options: ['password', 'admin', 'superuser'],
  },
  passwd: { positionals: 1, needs: 'a username', options: ['password'] },
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
/** A command line it cannot follow: one line saying why, then how to write it. */
function refuse(line: string): never {
  return fail(`${line}\n\n${USAGE}`);
}

const parseOptions = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      admin: { type: 'boolean' },
      superuser: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
let parsed: ReturnType<typeof parseOptions>;
try {
  parsed = parseOptions();
} catch (err) {
  refuse((err as Error).message);
}
const { positionals, values } = parsed;
const [command, ...args] = positionals;

if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}
const takes = COMMANDS[command] ?? refuse(`Unknown command "${command}".`);
const extra = args.slice(takes.positionals);
if (extra.length)
  refuse(
    `Unexpected argument${extra.length > 1 ? 's' : ''}: ${extra.join(' ')} (options go as --name value).`,
  );
if (args.length < takes.positionals) refuse(`${command} needs ${takes.needs}.`);
for (const option of Object.keys(values))
  if (!takes.options.includes(option)) refuse(`--${option} does not apply to ${command}.`);
if (values.password !== undefined && values.password.length < 8)
  fail('The password must be at least 8 characters.');

if (existsSync('.env')) process.loadEnvFile('.env');
let databaseUrl = '';
try {
  // The CLI signs nothing, so it runs without SESSION_SECRET (even on PostgreSQL).
  databaseUrl = loadConfig(process.env, { needsSessionSecret: false }).DATABASE_URL;
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const { db } = openDatabase(databaseUrl);
await migrateToLatest(db);
const users = usersRepository(db);
const password = values.password ?? generatePassword();

try {
  if (command === 'list') {
    for (const u of await users.list()) {
      const role = u.superuser ? 'superuser' : u.admin ? 'admin' : 'user';
      console.log(
        `${u.id}\t${u.username}\t${u.email_address}\t${role}${u.disabled ? '\tdisabled' : ''}`,
      );
    }
  } else if (command === 'create') {
    const [username = '', email = ''] = args;
    if (!email.includes('@')) refuse(`"${email}" is not an email address.`);
    if (await users.findByLogin('username', username))
      fail(`A user named "${username}" already exists.`);
    if (await users.findByLogin('email_address', email))
      fail(`A user with the email "${email}" already exists.`);
    const superuser = values.superuser ?? false;
    await users.create({
      username,
      email_address: email,
      password_hash: await hashPassword(password),
      admin: (values.admin ?? false) || superuser,
      superuser,
    });
    console.log(
      `Created ${superuser ? 'superuser' : values.admin ? 'admin' : 'user'} "${username}".`,
    );
    if (!values.password) console.log(`Password: ${password}`);
  } else {
    const user = await users.findByLogin('username', args[0]!);
    if (!user) fail(`No user named "${args[0]}".`);
    // Ends every session of theirs in the same transaction: an old cookie must not outlive it.
    await users.changePassword(user.id, await hashPassword(password), { actor: null });
    console.log(`Password changed for "${user.username}"; every session of theirs has ended.`);
    if (!values.password) console.log(`Password: ${password}`);
  }
} finally {
  await db.destroy();
}
