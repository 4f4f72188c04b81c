import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { hashPassword } from '../src/server/auth/passwords';
import { usersRepository } from '../src/server/repositories/users';

const USAGE = `Manage users without the UI:
  npm run users -- list
  npm run users -- create <username> <email> [--password P] [--admin] [--superuser]
  npm run users -- passwd <username> [--password P]
Without --password a random one is generated and printed once.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    admin: { type: 'boolean' },
    superuser: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
const [command, ...args] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (existsSync('.env')) process.loadEnvFile('.env');
const { db } = openDatabase(loadConfig().DATABASE_URL);
await migrateToLatest(db);
const users = usersRepository(db);
const password = values.password ?? randomBytes(12).toString('base64url');
if (values.password !== undefined && values.password.length < 8)
  fail('The password must be at least 8 characters.');

try {
  if (command === 'list') {
    for (const u of await users.list()) {
      const role = u.superuser ? 'superuser' : u.admin ? 'admin' : 'user';
      console.log(`${u.id}\t${u.username}\t${u.email_address}\t${role}`);
    }
  } else if (command === 'create') {
    const [username, email] = args;
    if (!username || !email?.includes('@')) fail(USAGE);
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
  } else if (command === 'passwd') {
    const user = args[0] ? await users.findByLogin('username', args[0]) : undefined;
    if (!user) fail(`No user named "${args[0] ?? ''}".`);
    await users.setPassword(user.id, await hashPassword(password));
    console.log(`Password changed for "${user.username}".`);
    if (!values.password) console.log(`Password: ${password}`);
  } else {
    fail(USAGE);
  }
} finally {
  await db.destroy();
}
