import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginKey } from '../auth/login-key';
import { staffRepository } from '../repositories/staff';
import { mentionedNames } from '../../shared/resources/comments';

/**
 * The accounts a comment's `@username`s name, by id, in the order written: each must be enabled
 * staff (who can see every record a comment is on), else the comment is refused with a 422 that
 * names them. What a later part notifies (ADR 0028).
 */
export async function mentionedIds(db: Database, body: string): Promise<number[]> {
  const names = mentionedNames(body);
  const found = await staffRepository(db).byUsernames(names);
  const byKey = new Map(found.map((user) => [user.username_key, user]));
  const ids: number[] = [];
  const refused: string[] = [];
  for (const name of names) {
    const user = byKey.get(loginKey(name));
    if (!user) refused.push(`no account is called @${name}`);
    else if (Number(user.disabled) === 1 || (!Number(user.admin) && !Number(user.superuser)))
      refused.push(`@${user.username} cannot see this record`);
    else if (!ids.includes(Number(user.id))) ids.push(Number(user.id));
  }
  if (refused.length)
    throw new HttpError(422, `${capitalize(refused.join('; '))}.`, { body: refused });
  return ids;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
