import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import { pageRevisionListSchema, restoreParams } from '../../shared/revisions';
import { notFound } from '../http-error';
import { pageRevisionsRepository } from '../repositories/page-revisions';
import { rowExists } from '../repositories/table-repository';
import {
  ifMatchHeaders,
  refusal,
  sendRecord,
  staleVersionSchema,
  writeContext,
} from '../resource-engine/record-answers';
import { resourceService } from '../resource-engine/resource-service';
import { pages } from '../resources/pages';

const tags = ['history'];

/**
 * A page's versions (page_revisions, migration 018): each one's text for the History panel, and
 * bringing one back, which is a new update through the engine (its own history entry, version,
 * search entry and revision), never a rewrite of the past.
 */
export default async function revisionRoutes(app: AppInstance) {
  const revisions = pageRevisionsRepository(app.db);
  const service = resourceService(app.db, pages);

  app.get(
    '/pages/:id/revisions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A page's versions, newest first (100 at most): each one's text and its entry",
        params: idParams,
        response: { 200: pageRevisionListSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const list = await revisions.list(id);
      if (!list.length && !(await rowExists(app.db, 'pages', id))) throw notFound('Page');
      return list.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
    },
  );

  app.post(
    '/pages/:id/history/:entry/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Brings back the title, content and description a history entry of the page wrote, as a new update',
        params: restoreParams,
        headers: ifMatchHeaders,
        response: {
          200: pages.definition.entity,
          412: staleVersionSchema(pages.definition.detail),
        },
      },
    },
    async (request, reply) => {
      const { id, entry } = request.params;
      const version = await revisions.ofEntry(id, entry);
      if (!version) throw notFound('Version');
      const { title, content, description } = version;
      const context = await writeContext(request);
      const result = await service.update(id, { title, content, description }, context);
      if ('refused' in result)
        throw await refusal(
          result.refused,
          service.label,
          () => service.show(id),
          pages.definition.detail,
        );
      return sendRecord(reply, result);
    },
  );
}
