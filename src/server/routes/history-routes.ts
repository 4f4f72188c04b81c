import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../app-types';
import {
  activityQuery,
  historyListSchema,
  historyPageQuery,
  historyScope,
} from '../../shared/history';
import { idParams } from '../../shared/resources/define';
import { recordNoun } from '../../shared/nouns';
import { LIST_HEADERS, type CursorKey, encodeCursor } from '../../shared/resources/list-cursor';
import { notFound } from '../http-error';
import { afterId } from '../id-cursor';
import { rowExists } from '../repositories/table-repository';
import { SERVER_RESOURCES } from '../resources/registry';
import { type HistoryFilter, historyRepository } from '../repositories/history';
import { activityFilter } from '../history/activity-filter';

const tags = ['history'];

/**
 * Who changed what (docs/decisions/0015-history-and-trash.md): each record's history, newest
 * first, and the whole activity log. Admins read records' history; account events (resource
 * "users") are for superusers only.
 */
export default async function historyRoutes(app: AppInstance) {
  const history = historyRepository(app.db);

  async function sendPage(
    reply: FastifyReply,
    filter: HistoryFilter,
    query: { limit: number; after?: CursorKey[] | undefined },
  ) {
    const { entries, next } = await history.page(filter, query.limit, afterId(query.after));
    if (next) reply.header(LIST_HEADERS.next, encodeCursor(next));
    return entries;
  }

  for (const resource of Object.values(SERVER_RESOURCES)) {
    const name = resource.definition.name;
    app.get(
      `/${name}/:id/history`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `The history of one ${recordNoun(resource.definition)}, newest first (deleted ones too)`,
          params: idParams,
          querystring: historyPageQuery,
          response: { 200: historyListSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // A record's screen shows its parts' history too (a project's fundings); a part's own
        // history is its entries alone.
        const filter = resource.shownOn
          ? { resource: name, record_id: id }
          : { scope: historyScope(name, id) };
        const entries = await sendPage(reply, filter, request.query);
        // No history and no record: an id that never was one (a deleted record keeps its history).
        if (
          !entries.length &&
          !request.query.after &&
          !(await rowExists(app.db, resource.table, id))
        )
          throw notFound();
        return entries;
      },
    );
  }

  /** A record kept outside the engine, with a history of its own: its entries, or a 404. */
  function ownHistoryRoute(
    table: 'enquiries' | 'users',
    access: 'admin' | 'superuser',
    summary: string,
    noun?: string,
  ) {
    app.get(
      `/${table}/:id/history`,
      {
        config: { access },
        schema: {
          tags,
          summary,
          params: idParams,
          querystring: historyPageQuery,
          response: { 200: historyListSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const entries = await sendPage(reply, { scope: historyScope(table, id) }, request.query);
        if (!entries.length && !request.query.after && !(await rowExists(app.db, table, id)))
          throw notFound(noun);
        return entries;
      },
    );
  }
  // Enquiries are not an engine resource (ADR 0031), but their screen shows their status changes.
  ownHistoryRoute('enquiries', 'admin', "An enquiry's history: its status changes, newest first");
  ownHistoryRoute(
    'users',
    'superuser',
    "An account's history: sign-ins, failures, role and password changes",
    'User',
  );

  app.get(
    '/activity',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Everything that happened, newest first, by user, resource, action and day',
        querystring: activityQuery,
        response: { 200: historyListSchema },
      },
    },
    async (request, reply) => {
      const superuser = (await request.currentUser())?.superuser ?? false;
      return sendPage(reply, activityFilter(request.query, superuser), request.query);
    },
  );
}
