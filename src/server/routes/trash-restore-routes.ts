import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { bulkAnswer, bulkDeleteBody } from '../../shared/bulk';
import { restoredRecord, trashParams, trashResourceParams } from '../../shared/trash';
import { HttpError, errorResponses } from '../http-error';
import { BODY_LIMITS } from '../plugins/body-limits';
import { SERVER_RESOURCES } from '../resources/registry';
import { resourceService } from '../resource-engine/resource-service';
import { sendRecord, writeContext } from '../resource-engine/record-answers';
import { stampsOf } from '../resource-engine/record-stamps';
import { NotRestored, restoreRecords } from '../resource-engine/restore-write';

const tags = ['trash'];

/**
 * Restores from the trash (docs/decisions/0015-history-and-trash.md): one record, answered as its
 * POST answers it (the resource's entity and its ETag), or a lot in one transaction, all or none,
 * with the id that cannot come back named in the 404 or 409.
 */
export default async function trashRestoreRoutes(app: AppInstance) {
  const restore = async (
    name: keyof typeof SERVER_RESOURCES,
    ids: number[],
    actor: string | null,
  ) => restoreRecords(app.db, SERVER_RESOURCES, SERVER_RESOURCES[name], ids, stampsOf({ actor }));

  app.post(
    '/trash/:resource/:id/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Bring a record back, with what its delete took along, under the same ids',
        params: trashParams,
        response: { 200: restoredRecord, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { resource, id } = request.params;
      const { actor } = await writeContext(request);
      let row;
      try {
        [row] = await restore(resource, [id], actor);
      } catch (error) {
        throw error instanceof NotRestored ? error.error : error;
      }
      const server = SERVER_RESOURCES[resource];
      const { entity, version } = await resourceService(app.db, server).answer(row!);
      // The resource's own entity, as its POST answers it (pages keep updated_by to themselves).
      const shown = server.definition.entity.parse(entity) as z.infer<typeof restoredRecord>;
      sendRecord(reply, { entity: shown, version });
      return shown;
    },
  );

  app.post(
    '/trash/:resource/bulk-restore',
    {
      config: { access: 'admin' },
      bodyLimit: BODY_LIMITS.record,
      schema: {
        tags,
        summary: 'Bring up to 1000 records of a resource back from the trash at once: all or none',
        params: trashResourceParams,
        body: bulkDeleteBody,
        response: { 200: bulkAnswer, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { ids } = request.body;
      try {
        await restore(request.params.resource, ids, (await writeContext(request)).actor);
      } catch (error) {
        if (!(error instanceof NotRestored)) throw error;
        const { statusCode, message } = error.error;
        throw new HttpError(statusCode, `${error.id}: ${message} (nothing was restored)`);
      }
      return { ids };
    },
  );
}
