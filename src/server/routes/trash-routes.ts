import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { trashListSchema, trashParams, trashQuery } from '../../shared/trash';
import { LIST_HEADERS, encodeCursor } from '../../shared/resources/list-cursor';
import { invalidField } from '../http-error';
import { writeContext } from '../resource-engine/record-answers';
import { type TrashCursor, trashRepository } from '../repositories/trash';
import trashRestoreRoutes from './trash-restore-routes';
import { eraseFromTrash } from '../trash/erase';

const tags = ['trash'];

/**
 * The trash (docs/decisions/0015-history-and-trash.md): what was deleted, by whom and when, for
 * admins to restore; erasing for good is for superusers.
 */
export default async function trashRoutes(app: AppInstance) {
  await app.register(trashRestoreRoutes);
  app.get(
    '/trash',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Deleted records, newest first, narrowed to one resource',
        querystring: trashQuery,
        response: { 200: trashListSchema },
      },
    },
    async (request, reply) => {
      const { resource, limit, after } = request.query;
      const trash = trashRepository(app.db);
      const [{ entries, next }, total] = await Promise.all([
        trash.page(resource, limit, after && trashCursor(after)),
        trash.count(resource),
      ]);
      reply.header(LIST_HEADERS.total, String(total));
      if (next) reply.header(LIST_HEADERS.next, encodeCursor(next));
      return entries;
    },
  );

  app.delete(
    '/trash/:resource/:id',
    {
      config: { access: 'superuser' },
      schema: {
        tags,
        summary: 'Erase a record in the trash for good',
        params: trashParams,
        response: { 200: z.object({ resource: z.string(), id: z.number() }) },
      },
    },
    async (request) => {
      const { resource, id } = request.params;
      const { actor } = await writeContext(request);
      await eraseFromTrash(app.db, { resource, record_id: id }, actor);
      return { resource, id };
    },
  );
}

/** A trash cursor: [deleted_at, resource, id], else it is not from this list. */
function trashCursor(after: readonly unknown[]): TrashCursor {
  const [at, resource, id] = after;
  if (
    after.length === 3 &&
    typeof at === 'number' &&
    Number.isSafeInteger(at) &&
    typeof resource === 'string' &&
    resource.length <= 40 &&
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id >= 0 &&
    id <= 2147483647
  )
    return [at, resource, id];
  throw invalidField('after', 'is not a cursor from this list (X-Next-Cursor)');
}
