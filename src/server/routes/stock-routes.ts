import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { LIST_HEADERS, encodeCursor } from '../../shared/resources/list-cursor';
import { STOCK_RESOURCES, movementBody, movementSchema, movementsQuery } from '../../shared/stock';
import { z } from 'zod';
import { notFound } from '../http-error';
import { afterId } from '../id-cursor';
import { SERVER_RESOURCES } from '../resources/registry';
import { writeContext } from '../resource-engine/record-answers';
import { rowExists } from '../repositories/table-repository';
import { stockMovementsRepository } from '../repositories/stock-movements';
import { moveStock } from '../stock/move-stock';

/** Stock movements of items and stickers: adjust with a reason, and read them newest first. */
export default async function stockRoutes(app: AppInstance) {
  const movements = stockMovementsRepository(app.db);
  for (const name of STOCK_RESOURCES) {
    const resource = SERVER_RESOURCES[name];
    const one = name === 'inventory' ? 'an item' : 'a sticker';
    const tags = [name];

    app.post(
      `/${name}/:id/movements`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Adjust the stock of ${one}: a signed amount or set_to, with a reason`,
          params: idParams,
          body: movementBody,
          response: { 201: movementSchema },
        },
      },
      async (request, reply) => {
        const { actor } = await writeContext(request);
        const { movementId } = await moveStock(app.db, resource, request.params.id, request.body, {
          actor,
        });
        return reply.status(201).send(await movements.find(movementId));
      },
    );

    app.get(
      `/${name}/:id/movements`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `The stock movements of ${one}, newest first`,
          params: idParams,
          querystring: movementsQuery,
          response: { 200: z.array(movementSchema) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { limit, after } = request.query;
        const page = await movements.page(name, id, limit, afterId(after));
        if (!page.movements.length && !after && !(await rowExists(app.db, resource.table, id)))
          throw notFound(name === 'inventory' ? 'Item' : 'Sticker');
        if (page.next) reply.header(LIST_HEADERS.next, encodeCursor(page.next));
        return page.movements;
      },
    );
  }
}
