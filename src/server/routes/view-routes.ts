import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  VIEW_RESOURCES,
  VIEWS_PER_LIST_MAX,
  viewCreateBody,
  viewListQuery,
  viewSchema,
  viewUpdateBody,
  type SavedView,
  type ViewResource,
} from '../../shared/views';
import { loginKey } from '../auth/login-key';
import { HttpError, errorResponses, notFound } from '../http-error';
import { savedViewsRepository, type SavedViewRow } from '../repositories/saved-views';
import { checkedViewQuery } from '../views/view-query';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const toView = (row: SavedViewRow): SavedView => ({
  id: Number(row.id),
  resource: row.resource as ViewResource,
  name: row.name,
  query: row.query,
  shared: row.shared === 1,
  owner: { id: Number(row.user_id), username: row.owner_name },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

type Me = { id: number; superuser: boolean };
/** Seen by its owner, and by all staff once shared; a private view of another is not there. */
const sees = (me: Me, row: SavedViewRow) => row.shared === 1 || Number(row.user_id) === me.id;

const nameTaken = (resource: ViewResource, name: string) =>
  new HttpError(422, `You have a view of ${resource} called “${name}” already`, {
    name: [`is taken: you have a view of ${resource} with that name already`],
  });
const tooMany = (resource: ViewResource) =>
  new HttpError(422, `You have ${VIEWS_PER_LIST_MAX} views of ${resource} already`, {
    resource: [`has ${VIEWS_PER_LIST_MAX} of your views already: delete one first`],
  });
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Views by list (the order of VIEW_RESOURCES), then by name as people read it, then by id. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byListAndName = (a: SavedView, b: SavedView) =>
  VIEW_RESOURCES.indexOf(a.resource) - VIEW_RESOURCES.indexOf(b.resource) ||
  collator.compare(a.name, b.name) ||
  a.id - b.id;

/**
 * Saved views (ADR 0035): a dashboard list's search, filters and sort under a name. Staff keep
 * their own and see everyone's shared ones; a shared view is changed or deleted only by its owner
 * or a superuser (403 to other staff), and a private one is nobody else's to see (404). Beside
 * the resource engine, as API tokens and webhooks are: a view is a person's setting, with no
 * trash, history, search entry or webhook event.
 */
export default async function viewRoutes(app: AppInstance) {
  const views = savedViewsRepository(app.db);
  const config = { access: 'admin' as const };
  const tags = ['views'];
  const me = async (request: { currentUser(): Promise<Me | null> }) =>
    (await request.currentUser())!;

  /** A view this person may see, or its 404. */
  async function seen(id: number, who: Me) {
    const row = await views.find(id);
    if (!row || !sees(who, row)) throw notFound('View');
    return row;
  }
  /** A view this person may change: their own, or a superuser's to change when shared. */
  async function changeable(id: number, who: Me) {
    const row = await seen(id, who);
    if (Number(row.user_id) !== who.id && !who.superuser)
      throw new HttpError(
        403,
        `Only its owner (${row.owner_name}) or a superuser may change a shared view`,
      );
    return row;
  }
  /** Writes, answering the view's name as taken when the unique index caught a race. */
  async function writing<T>(resource: ViewResource, name: string, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(resource, name);
      throw error;
    }
  }

  app.get(
    '/views',
    {
      config,
      schema: {
        tags,
        summary: 'The views you see: your own and every shared one, by list and name',
        querystring: viewListQuery,
        response: { 200: z.array(viewSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const rows = await views.visibleTo((await me(request)).id, request.query.resource);
      reply.header('X-Total-Count', String(rows.length));
      return rows.map(toView).sort(byListAndName);
    },
  );

  app.post(
    '/views',
    {
      config,
      schema: {
        tags,
        summary: 'Save a list’s search, filters and sort under a name, yours or shared with staff',
        body: viewCreateBody,
        response: { 201: viewSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const who = await me(request);
      const { resource, name, shared } = request.body.view;
      const query = checkedViewQuery(resource, request.body.view.query);
      const nameKey = loginKey(name);
      if (await views.nameTaken(who.id, resource, nameKey)) throw nameTaken(resource, name);
      if ((await views.countOf(who.id, resource)) >= VIEWS_PER_LIST_MAX) throw tooMany(resource);
      const now = Date.now();
      const id = await writing(resource, name, () =>
        views.create({
          user_id: who.id,
          resource,
          name,
          name_key: nameKey,
          query,
          shared: shared ? 1 : 0,
          created_at: now,
          updated_at: now,
        }),
      );
      return reply.code(201).send(toView((await views.find(id))!));
    },
  );

  app.get(
    '/views/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One view: your own, or a shared one',
        params: idParams,
        response: { 200: viewSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => toView(await seen(request.params.id, await me(request))),
  );

  app.put(
    '/views/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Rename a view, change its query or share it: your own, or as a superuser a shared one',
        params: idParams,
        body: viewUpdateBody,
        response: { 200: viewSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await changeable(id, await me(request));
      const asked = request.body.view;
      const before = row.resource as ViewResource;
      const resource = asked.resource ?? before;
      const name = asked.name ?? row.name;
      const query =
        asked.query !== undefined || resource !== before
          ? checkedViewQuery(resource, asked.query ?? row.query)
          : row.query;
      const shared = asked.shared === undefined ? row.shared : asked.shared ? 1 : 0;
      const nameKey = loginKey(name);
      const changes: Parameters<typeof views.update>[1] = Object.fromEntries(
        Object.entries({ resource, name, name_key: nameKey, query, shared }).filter(
          ([key, value]) => row[key as keyof SavedViewRow] !== value,
        ),
      );
      // Nothing to change: the view as it is, its time of change untouched.
      if (Object.keys(changes).length === 0) return toView(row);
      // The owner's names, whoever renames it (a superuser, a shared view of someone else's).
      const owner = Number(row.user_id);
      if (
        (resource !== before || nameKey !== row.name_key) &&
        (await views.nameTaken(owner, resource, nameKey, id))
      )
        throw nameTaken(resource, name);
      if (resource !== before && (await views.countOf(owner, resource)) >= VIEWS_PER_LIST_MAX)
        throw tooMany(resource);
      await writing(resource, name, () => views.update(id, changes, Date.now()));
      const after = await views.find(id);
      if (!after) throw notFound('View');
      return toView(after);
    },
  );

  app.delete(
    '/views/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a view: your own, or as a superuser a shared one (for good)',
        params: idParams,
        response: { 200: z.object({ id: z.number() }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changeable(id, await me(request));
      if (!(await views.remove(id))) throw notFound('View');
      return { id };
    },
  );
}
