import type { AppInstance } from '../app-types';
import { bulkAnswer, bulkDeleteBody, bulkUpdateBody } from '../../shared/bulk';
import { inTransaction } from '../db/database';
import { HttpError, invalidField } from '../http-error';
import { BODY_LIMITS } from '../plugins/body-limits';
import { type ServerResource, updateConflictAnswers } from './server-resource';
import { ascending } from '../repositories/record-versions';
import { resourceService, type WriteContext } from './resource-service';
import { writeContext } from './record-answers';
import { updatesSetWise } from './update-all';

/**
 * POST /{name}/bulk-delete and /{name}/bulk-update: one transaction for the lot, so all are changed
 * or none, each record with its own version, history entry and (deleted) trash entry. A delete
 * takes the service's set-based path (a few statements for the lot), and so does an update
 * (update-all.ts) but of a resource whose own update hook or parent needs the single update of
 * each record. A record that is not there is a 422 that names its id.
 */
export function registerBulkRoutes(app: AppInstance, resource: ServerResource) {
  const def = resource.definition;
  const tags = [def.name];
  const config = { access: 'admin' as const };
  const service = resourceService(app.db, resource);
  const label = service.label.toLowerCase();
  const missing = (id: number) =>
    invalidField('ids', `${id} is not a ${label} (nothing was changed)`);

  async function each(ids: number[], context: WriteContext, write: WriteOne) {
    await inTransaction(app.db, async (trx) => {
      const inTrx = resourceService(trx, resource);
      // In ascending order, as every write that takes several records claims them.
      for (const id of ascending(ids)) {
        try {
          await write(inTrx, id, context);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) throw missing(id);
          throw error;
        }
      }
    });
    return { ids };
  }

  app.post(
    `/${def.name}/bulk-delete`,
    {
      config,
      bodyLimit: BODY_LIMITS.record,
      schema: {
        tags,
        summary: `Delete up to 1000 ${def.name} at once: all or none (each goes to the trash)`,
        body: bulkDeleteBody,
        response: { 200: bulkAnswer },
      },
    },
    async (request) => {
      const result = await service.removeMany(request.body.ids, await writeContext(request));
      if ('missing' in result) throw missing(result.missing);
      return result;
    },
  );

  app.post(
    `/${def.name}/bulk-update`,
    {
      config,
      bodyLimit: resource.bodyLimit ?? BODY_LIMITS.record,
      schema: {
        tags,
        summary: `Apply one change (a PUT's body, plain fields only) to up to 1000 ${def.name}: all or none`,
        body: bulkUpdateBody(def),
        response: { 200: bulkAnswer, ...updateConflictAnswers(resource) },
      },
    },
    async (request) => {
      const { ids, changes } = request.body as { ids: number[]; changes: Record<string, unknown> };
      if (updatesSetWise(resource)) {
        const result = await service.updateMany(ids, changes, await writeContext(request));
        if ('missing' in result) throw missing(result.missing);
        return result;
      }
      return each(ids, await writeContext(request), async (service, id, context) => {
        const result = await service.update(id, changes, { actor: context.actor });
        if ('refused' in result) throw new HttpError(404, 'gone');
      });
    },
  );
}

type WriteOne = (
  service: ReturnType<typeof resourceService>,
  id: number,
  context: WriteContext,
) => Promise<unknown>;
