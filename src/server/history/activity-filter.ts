import type { z } from 'zod';
import type { activityQuery } from '../../shared/history';
import type { HistoryFilter } from '../repositories/history';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The activity log's query as a history filter: from and to are whole UTC days, to included; an
 * admin who is not a superuser never sees account events.
 */
export function activityFilter(
  query: z.output<typeof activityQuery>,
  superuser: boolean,
): HistoryFilter {
  const { user, resource, action, from, to, import_id } = query;
  return {
    actor: user,
    resource,
    action,
    from: from === undefined ? undefined : Date.parse(`${from}T00:00:00Z`),
    to: to === undefined ? undefined : Date.parse(`${to}T00:00:00Z`) + DAY_MS,
    withoutAccounts: !superuser,
    import_id,
  };
}
