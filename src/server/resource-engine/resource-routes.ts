import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams, listQuery } from '../../shared/resources/define';
import { LIST_HEADERS } from '../../shared/resources/list-cursor';
import { BODY_LIMITS } from '../plugins/body-limits';
import { recordNoun } from '../../shared/nouns';
import { type ServerResource, updateConflictAnswers } from './server-resource';
import { resourceService } from './resource-service';
import { listFilters } from './list-filters';
import { notModified, sendCached } from '../read-cache/send-cached';
import { recordPieces } from '../read-cache/record-pieces';
import { audienceOf, publishedFilter, shownToPublic } from './visibility';
import { notFound } from '../http-error';
import { recordEtag } from './preconditions';
import {
  ifMatchHeaders,
  recordAnswer,
  refusal,
  staleVersionSchema,
  writeContext,
} from './record-answers';

const deleted = z.object({ id: z.number() });

/**
 * The five routes of product.md §7 for one resource, all for admins, all from its definition.
 * The errors each can answer (401, 403, 404, 413, 415, 422…) follow from its access, body and
 * params and are documented by the openapi plugin; only a conflict is declared here.
 */
export function registerResource(app: AppInstance, resource: ServerResource) {
  const def = resource.definition;
  const base = `/${def.name}`;
  const common = { config: { access: 'admin' as const } };
  // POST and PUT take a record; DELETE takes no body (plugins/body-limits.ts).
  const withBody = { ...common, bodyLimit: resource.bodyLimit ?? BODY_LIMITS.record };
  const read = { config: { access: resource.readAccess ?? ('admin' as const) } };
  const tags = [def.name];
  const one = recordNoun(def);
  const listSchema = z.array(def.entity);
  const service = resourceService(app.db, resource);
  // What its answers are built from: a write to any of these tables makes them stale.
  const listTables = [resource.table, ...(resource.embedTables ?? [])];
  const detailTables = [...listTables, ...(resource.detailTables ?? [])];
  const filters = listFilters(resource);

  app.get(
    base,
    {
      ...read,
      schema: {
        tags,
        summary: `List ${def.name}`,
        querystring: listQuery.extend(filters.shape),
        response: { 200: listSchema, ...notModified },
      },
    },
    async (request, reply) => {
      const { q, limit, offset, after, ...rest } = request.query as unknown as z.output<
        typeof listQuery
      >;
      const me = (await request.currentUser())?.id;
      const { where, matches, flags, status, order, sort } = filters.split(rest, me);
      const audience = await audienceOf(request, resource);
      // `?assignee=me` is a different list for each account: the key names whose.
      const mine = order ? `&me=${me ?? 0}` : '';
      return sendCached(
        request,
        reply,
        `${base}?${queryKey(request.query)}${mine}${audience.key}`,
        listTables,
        async () => {
          // Each record's JSON is kept apart too: after a write, only what changed is made again.
          const pieces = recordPieces(
            app.responses.pieces,
            base,
            resource,
            await request.tableVersions(),
            (entities) => listSchema.parse(entities),
          );
          const options = { q, limit, offset, after, where, matches, flags, order, sort };
          const published = publishedFilter(resource, audience.staff, status);
          const { total, next, ...page } = await service.listPieces(
            { ...options, published },
            pieces,
          );
          return {
            body: `[${page.pieces.join(',')}]`,
            headers: {
              [LIST_HEADERS.total]: String(total),
              ...(next && { [LIST_HEADERS.next]: next }),
            },
          };
        },
      );
    },
  );

  app.post(
    base,
    {
      ...withBody,
      schema: {
        tags,
        summary: `Create ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`,
        body: def.createBody,
        response: { 201: def.entity },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const created = await service.create(body, await writeContext(request));
      return reply.status(201).send(recordAnswer(request, reply, created, def.entity));
    },
  );

  app.get(
    `${base}/:id`,
    {
      ...read,
      schema: {
        tags,
        summary: `Show one ${one}`,
        params: idParams,
        response: { 200: def.detail, ...notModified },
      },
    },
    async (request, reply) => {
      const audience = await audienceOf(request, resource);
      const key = `${base}/${request.params.id}${audience.key}`;
      return sendCached(request, reply, key, detailTables, async () => {
        const { entity, version } = await service.show(request.params.id);
        // A draft or a page not yet due is not there for the public.
        if (!audience.staff && !shownToPublic(entity)) throw notFound(service.label);
        const body = JSON.stringify(def.detail.parse(entity));
        return { body, etag: recordEtag(version, body) };
      });
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...withBody,
      schema: {
        tags,
        summary: `Update one ${one}`,
        params: idParams,
        headers: ifMatchHeaders,
        body: def.updateBody,
        response: {
          200: def.entity,
          412: staleVersionSchema(def.detail),
          ...updateConflictAnswers(resource),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body as Record<string, unknown>;
      const result = await service.update(id, body, await writeContext(request));
      if ('refused' in result)
        throw await refusal(result.refused, service.label, () => service.show(id), def.detail);
      return reply.send(recordAnswer(request, reply, result, def.entity));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...common,
      schema: {
        tags,
        summary: `Delete one ${one} (it goes to the trash)`,
        params: idParams,
        headers: ifMatchHeaders,
        response: { 200: deleted, 412: staleVersionSchema(def.detail) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await service.remove(id, await writeContext(request));
      if ('refused' in result)
        throw await refusal(result.refused, service.label, () => service.show(id), def.detail);
      return result;
    },
  );
}

/** The parsed query as a key: same values, same key, whatever their order in the URL. */
const queryKey = (query: unknown) =>
  JSON.stringify(
    Object.entries(query as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
