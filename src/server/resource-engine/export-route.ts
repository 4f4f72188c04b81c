import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { listQuery } from '../../shared/resources/define';
import type { CursorKey } from '../../shared/resources/list-cursor';
import { decodeCursor } from '../../shared/resources/list-cursor';
import { type ExportColumn, exportIds } from '../../shared/exports';
import { BULK_MAX } from '../../shared/limits';
import { errorResponses } from '../http-error';
import { sendCsv } from '../exports/send-csv';
import type { ServerResource } from './server-resource';
import { resourceService } from './resource-service';
import { listFilters } from './list-filters';
import { audienceOf, publishedFilter } from './visibility';

/** Rows per query: enough to keep round trips few, few enough that memory stays flat. */
export const EXPORT_BATCH = 500;

/**
 * GET /{name}.csv: the list as a CSV file, every page of what the same ?q= and filters select
 * (and `?ids=`, a selection's records only), in the list's order or its `?sort=`, with the list's
 * own access. Read from the database a
 * batch at a time, after a cursor, as the file is sent; a client that goes away stops it at the
 * next batch.
 */
export function registerExportRoute(
  app: AppInstance,
  resource: ServerResource,
  columns: readonly ExportColumn[],
) {
  const name = resource.definition.name;
  const service = resourceService(app.db, resource);
  const filters = listFilters(resource);
  const query = listQuery
    .pick({ q: true })
    .extend(filters.shape)
    .extend({
      ids: exportIds
        .optional()
        .describe(`Only these records, comma-separated (at most ${BULK_MAX}): a selection`),
    });

  app.get(
    `/${name}.csv`,
    {
      config: { access: resource.readAccess ?? 'admin' },
      schema: {
        tags: [name],
        summary: `The ${name} list as a CSV file: every row the same q, filters and ids select, in its sort`,
        querystring: query,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { q, ids, ...rest } = request.query as { q?: string; ids?: number[] } & Record<
        string,
        unknown
      >;
      const me = (await request.currentUser())?.id;
      const { where, matches, flags, status, order, sort } = filters.split(rest, me);
      // The public's CSV of pages holds what the public sees: published pages only.
      const { staff } = await audienceOf(request, resource);
      const published = publishedFilter(resource, staff, status);
      async function* batches() {
        let after: CursorKey[] | undefined;
        for (;;) {
          const page = await service.list(
            {
              ...{
                q,
                ids,
                limit: EXPORT_BATCH,
                offset: 0,
                after,
                where,
                matches,
                flags,
                order,
                sort,
                published,
              },
              withoutTotal: true,
            },
            true,
          );
          yield page.items as Record<string, unknown>[];
          if (!page.next) return;
          after = decodeCursor(page.next);
        }
      }
      return sendCsv(request, reply, name, columns, batches());
    },
  );
}
