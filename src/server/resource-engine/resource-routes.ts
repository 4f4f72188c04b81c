import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { lookupId } from '../../shared/fields';
import { idParams, listQuery } from '../../shared/resources/define';
import { errorResponses } from '../http-error';
import type { ServerResource } from './server-resource';
import { resourceService } from './resource-service';
import { sendCached } from '../read-cache/send-cached';

const deleted = z.object({ id: z.number() });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

/** The five routes of product.md §7 for one resource, all for admins, all from its definition. */
export function registerResource(app: AppInstance, resource: ServerResource) {
  const def = resource.definition;
  const base = `/${def.name}`;
  const common = { config: { access: 'admin' as const } };
  const read = { config: { access: resource.readAccess ?? ('admin' as const) } };
  const tags = [def.name];
  const listSchema = z.array(def.entity);
  const service = resourceService(app.db, resource);
  // What its answers are built from: a write to any of these tables makes them stale.
  const listTables = [resource.table, ...(resource.embedTables ?? [])];
  const detailTables = [...listTables, ...(resource.detailTables ?? [])];
  const filters = Object.fromEntries(def.filters.map((f) => [f, lookupId().optional()]));

  app.get(
    base,
    {
      ...read,
      schema: {
        tags,
        summary: `List ${def.name}`,
        querystring: listQuery.extend(filters),
        response: { 200: listSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { q, limit, offset, ...where } = request.query as z.output<typeof listQuery> &
        Record<string, number>;
      return sendCached(
        request,
        reply,
        `${base}?${queryKey(request.query)}`,
        listTables,
        async () => {
          const { items, total } = await service.list({ q, limit, offset, where });
          return {
            body: JSON.stringify(listSchema.parse(items)),
            headers: { 'X-Total-Count': String(total) },
          };
        },
      );
    },
  );

  app.post(
    base,
    {
      ...common,
      schema: {
        tags,
        summary: `Create a ${def.wrapper ?? def.name}`,
        body: def.createBody,
        response: { 201: def.entity, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body as Record<string, unknown>)),
  );

  app.get(
    `${base}/:id`,
    {
      ...read,
      schema: {
        tags,
        summary: `Show one ${def.wrapper ?? def.name}`,
        params: idParams,
        response: { 200: def.detail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, `${base}/${request.params.id}`, detailTables, async () => ({
        body: JSON.stringify(def.detail.parse(await service.show(request.params.id))),
      })),
  );

  app.put(
    `${base}/:id`,
    {
      ...common,
      schema: {
        tags,
        summary: `Update one ${def.wrapper ?? def.name}`,
        params: idParams,
        body: def.updateBody,
        response: { 200: def.entity, ...writeErrors },
      },
    },
    async (request) => service.update(request.params.id, request.body as Record<string, unknown>),
  );

  app.delete(
    `${base}/:id`,
    {
      ...common,
      schema: {
        tags,
        summary: `Delete one ${def.wrapper ?? def.name}`,
        params: idParams,
        response: { 200: deleted, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.remove(request.params.id),
  );
}

/** The parsed query as a key: same values, same key, whatever their order in the URL. */
const queryKey = (query: unknown) =>
  JSON.stringify(
    Object.entries(query as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
