import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportColumn } from '../../shared/exports';
import { csvDocument } from './csv-rows';

/**
 * Sends a CSV download as it is read: `name-YYYY-MM-DD.csv`, never cached (it holds what only
 * staff may see). The stream stops reading once the client has gone, and says so in the log with
 * the rows it had read.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
) {
  let gone = false;
  request.raw.on('close', () => (gone = request.raw.destroyed || reply.raw.destroyed));
  reply.raw.on('close', () => (gone = true));
  const day = new Date().toISOString().slice(0, 10);
  const document = csvDocument(
    columns,
    batches,
    () => gone || reply.raw.destroyed,
    (rows, complete) => {
      if (!complete) request.log.info({ rows }, `${name}.csv stopped: the client went away`);
    },
  );
  // A byte stream, not an object one: it reads one batch ahead of the socket (16 KB), where an
  // object stream would read sixteen.
  const body = Readable.from(document, { objectMode: false });
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}
