import { z } from 'zod';
import type { AppInstance } from '../app-types';
import {
  IMPORTS,
  XLSX_MEDIA_TYPE,
  importIdParams,
  importPreviewSchema,
  importQuery,
  importSchema,
  importUndoSchema,
  importsQuery,
} from '../../shared/imports';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../shared/limits';
import type { ResourceName } from '../../shared/resources/names';
import { HttpError, errorResponses, errorSchema } from '../http-error';
import { importsRepository } from '../repositories/imports';
import { writeContext } from '../resource-engine/record-answers';
import { SERVER_RESOURCES } from '../resources/registry';
import { ImportRefused, importFile } from '../imports/import-file';
import { ImportFileError, fileKind } from '../imports/read-table';
import { undoImport } from '../imports/undo-import';

const FILE_TYPES = ['text/csv', XLSX_MEDIA_TYPE];
const resourceOf = (name: string) => SERVER_RESOURCES[name as ResourceName];

/**
 * Imports of CSV and XLSX files into the lists (src/server/imports/): a preview (dry run), the
 * import itself, the latest imports and their undo. Admins only, like the lists' writes.
 */
export default async function importRoutes(app: AppInstance) {
  // The file is the body, read as bytes; these parsers are this plugin's own. Any other type is
  // read so too, so that the route can say which it takes (not the API's "must be JSON").
  app.addContentTypeParser([...FILE_TYPES, '*'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  for (const [name, fields] of Object.entries(IMPORTS)) {
    const resource = resourceOf(name);
    app.post(
      `/${name}/import`,
      {
        config: { access: 'admin' },
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags: [name],
          summary: `Import ${name} from a CSV or XLSX file, or preview the import (dry_run=true)`,
          description:
            `The body is the file: Content-Type text/csv (UTF-8, with or without a BOM) or ` +
            `${XLSX_MEDIA_TYPE}, at most ${IMPORT_MAX_ROWS} rows. A row with an ID updates that ` +
            'record (the fields whose cells changed), unless its Version is older than the ' +
            "record's (a conflict, not applied); a row without one creates. Any row error: 422 " +
            'with the same body, and nothing is written.',
          consumes: FILE_TYPES,
          querystring: importQuery,
          body: z.any().describe('The CSV or XLSX file'),
          response: { 200: importPreviewSchema, 422: importPreviewSchema.or(errorSchema) },
        },
      },
      async (request, reply) => {
        const kind = fileKind(request.headers['content-type']);
        if (!kind || !Buffer.isBuffer(request.body))
          throw new HttpError(
            415,
            `Choose a CSV or XLSX file: send it as text/csv or ${XLSX_MEDIA_TYPE}.`,
          );
        const { dry_run, file_name, columns } = request.query;
        const { actor } = await writeContext(request);
        try {
          return await importFile(
            app.db,
            {
              resource,
              fields,
              body: request.body,
              kind,
              fileName: file_name ?? `import.${kind}`,
              override: columns,
              actor,
            },
            dry_run ?? false,
          );
        } catch (error) {
          if (error instanceof ImportRefused) return reply.status(422).send(error.preview);
          if (error instanceof ImportFileError) throw new HttpError(error.status, error.message);
          throw error;
        }
      },
    );
  }

  app.get(
    '/imports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['imports'],
        summary: 'The latest imports (at most 20), newest first, of one list or all',
        querystring: importsQuery,
        response: { 200: z.array(importSchema) },
      },
    },
    async (request) => {
      const rows = await importsRepository(app.db).latest(request.query.resource, 20);
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        at: iso(row.at)!,
        undone_at: iso(row.undone_at),
      }));
    },
  );

  app.post(
    '/imports/:id/undo',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['imports'],
        summary:
          'Undo an import: what it created to the trash, what it changed back where unchanged since',
        params: importIdParams,
        response: { 200: importUndoSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { actor } = await writeContext(request);
      return undoImport(app.db, resourceOf, request.params.id, actor);
    },
  );
}
