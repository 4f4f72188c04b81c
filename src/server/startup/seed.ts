import { slugify } from '../../shared/slug';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { pagesRepository } from '../repositories/pages';
import { usersRepository } from '../repositories/users';
import { DEMO_PAGES } from './demo-pages';

/** The superuser this start created; `password` only when it was generated (never stored). */
export type NewSuperuser = { username: string; password?: string };

/**
 * On an empty database: the first superuser from ADMIN_* (a random password, printed once, when
 * none is set) and a few demo pages so the homepage is not bare on first start. The password goes
 * to the log, unless the caller shows it itself (`showsPassword`: main.ts's welcome box).
 */
export async function seedIfEmpty(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  { showsPassword = false }: { showsPassword?: boolean } = {},
): Promise<NewSuperuser | null> {
  const users = usersRepository(db);
  if ((await users.count()) > 0) return null;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await users.create({
    username: config.ADMIN_USERNAME,
    email_address: config.ADMIN_EMAIL,
    password_hash: await hashPassword(password),
    admin: true,
    superuser: true,
  });
  if (config.ADMIN_PASSWORD) {
    log.info(`Created superuser "${config.ADMIN_USERNAME}" with the password from ADMIN_PASSWORD`);
  } else if (showsPassword) {
    log.info(`Created superuser "${config.ADMIN_USERNAME}" with a generated password`);
  } else {
    log.warn(
      `Created superuser "${config.ADMIN_USERNAME}" with password: ${password}  (shown once; change it with npm run users -- passwd ${config.ADMIN_USERNAME})`,
    );
  }
  const now = Date.now();
  const pages = pagesRepository(db);
  if ((await pages.count()) === 0) {
    await pages.insertMany(
      DEMO_PAGES.map((p, i) => ({
        ...p,
        slug: slugify(p.title),
        created_at: now - (DEMO_PAGES.length - i) * 60_000,
        updated_at: now,
      })),
    );
  }
  return {
    username: config.ADMIN_USERNAME,
    ...(!config.ADMIN_PASSWORD && { password }),
  };
}
