import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { ACTIVITY_EXPORT, USER_EXPORT } from '../../shared/exports';
import { activityQuery, type FieldChange, type HistoryEntry } from '../../shared/history';
import { listQuery } from '../../shared/resources/define';
import { errorResponses } from '../http-error';
import { sendCsv } from '../exports/send-csv';
import { accountsRepository } from '../repositories/accounts';
import { historyRepository } from '../repositories/history';
import { activityFilter } from '../history/activity-filter';
import { toAccount } from './users-routes';

const BATCH = 500;
const csvAnswer = { 200: z.string(), ...errorResponses(401, 403, 422) };

/** The CSV files of the lists outside the resource engine: accounts and the activity log. */
export default async function exportRoutes(app: AppInstance) {
  const accounts = accountsRepository(app.db);
  const history = historyRepository(app.db);

  app.get(
    '/users.csv',
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['users'],
        summary: 'The accounts as a CSV file: every one the same q selects',
        querystring: listQuery.pick({ q: true }),
        produces: ['text/csv'],
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      async function* batches() {
        for (let offset = 0; ; offset += BATCH) {
          const { rows } = await accounts.list({ q, limit: BATCH, offset });
          yield rows.map(toAccount);
          if (rows.length < BATCH) return;
        }
      }
      return sendCsv(request, reply, 'users', USER_EXPORT, batches());
    },
  );

  app.get(
    '/activity.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['history'],
        summary: 'The activity log as a CSV file: every entry the same filters select',
        querystring: activityQuery.omit({ limit: true, after: true }),
        produces: ['text/csv'],
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const superuser = (await request.currentUser())?.superuser ?? false;
      const filter = activityFilter({ ...request.query, limit: BATCH }, superuser);
      async function* batches() {
        let after: number | undefined;
        for (;;) {
          const { entries, next } = await history.page(filter, BATCH, after);
          yield entries.map(activityRow);
          if (!next) return;
          after = Number(next[0]);
        }
      }
      return sendCsv(request, reply, 'activity', ACTIVITY_EXPORT, batches());
    },
  );
}

/** An entry as one line of the log: its time split, its changes as text. */
const activityRow = (entry: HistoryEntry) => ({
  ...entry,
  date: entry.at,
  time: entry.at.slice(11, 19),
  changes: entry.changes.map(changeText).join('; '),
});

const changeText = (c: FieldChange) =>
  c.changed ? `${c.field} changed` : `${c.field}: ${String(c.from ?? '')} → ${String(c.to ?? '')}`;
