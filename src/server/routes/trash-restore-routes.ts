import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { bulkAnswer, bulkDeleteBody } from '../../shared/bulk';
import { HttpError, errorResponses } from '../http-error';
import { BODY_LIMITS } from '../plugins/body-limits';
import { SERVER_RESOURCES } from '../resources/registry';
import { resourceService } from '../resource-engine/resource-service';
import { sendRecord, writeContext } from '../resource-engine/record-answers';
import { stampsOf } from '../resource-engine/record-stamps';
import { NotRestored, restoreRecords } from '../resource-engine/restore-write';

const tags = ['trash'];

/**
 * Restores from the trash, per resource (docs/decisions/0015-history-and-trash.md): one record,
 * answered as its POST answers it (the entity and its ETag), or a lot in one transaction, all or
 * none, with the id that cannot come back named in the 404 or 409.
 */
export default async function trashRestoreRoutes(app: AppInstance) {
  for (const resource of Object.values(SERVER_RESOURCES)) {
    const def = resource.definition;
    const service = resourceService(app.db, resource);
    const restore = async (ids: number[], actor: string | null) =>
      restoreRecords(app.db, SERVER_RESOURCES, resource, ids, stampsOf({ actor }));

    app.post(
      `/trash/${def.name}/:id/restore`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Bring ${def.name} back with what its delete took along, under the same ids`,
          params: idParams,
          response: { 200: def.entity, ...errorResponses(409) },
        },
      },
      async (request, reply) => {
        const { actor } = await writeContext(request);
        try {
          const [row] = await restore([request.params.id], actor);
          return sendRecord(reply, await service.answer(row!));
        } catch (error) {
          throw error instanceof NotRestored ? error.error : error;
        }
      },
    );

    app.post(
      `/trash/${def.name}/bulk-restore`,
      {
        config: { access: 'admin' },
        bodyLimit: BODY_LIMITS.record,
        schema: {
          tags,
          summary: `Bring up to 1000 ${def.name} back from the trash at once: all or none`,
          body: bulkDeleteBody,
          response: { 200: bulkAnswer, ...errorResponses(404, 409) },
        },
      },
      async (request) => {
        const { ids } = request.body;
        try {
          await restore(ids, (await writeContext(request)).actor);
        } catch (error) {
          if (!(error instanceof NotRestored)) throw error;
          const { statusCode, message } = error.error;
          throw new HttpError(statusCode, `${error.id}: ${message} (nothing was restored)`);
        }
        return { ids };
      },
    );
  }
}
