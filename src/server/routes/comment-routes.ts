import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams } from '../../shared/resources/define';
import {
  COMMENTED,
  commentBody,
  commentCountsQuery,
  commentCountsSchema,
  commentSchema,
} from '../../shared/resources/comments';
import { commentsRepository } from '../repositories/comments';
import { HttpError, notFound } from '../http-error';
import { BODY_LIMITS } from '../plugins/body-limits';
import { resourceService } from '../resource-engine/resource-service';
import { writeContext } from '../resource-engine/record-answers';
import { rowExists } from '../repositories/table-repository';
import { RECORD_NOUN, capitalized, comments } from '../resources/comments';
import { commentedTable } from '../comments/comment-entries';
import { mentionedIds } from '../comments/mentions';

/** A thread's comments at most: a thread longer than this shows its first ones. */
const THREAD_MAX = 500;

/**
 * Comments (ADR 0028): a record's thread, and a comment's edit and delete. Staff only, as every
 * record is. Writes go through the resource engine's service (history, search, versions); here
 * only who may write it: its author edits it; its author or a superuser deletes it.
 */
export default async function commentRoutes(app: AppInstance) {
  const service = resourceService(app.db, comments);
  const access = { access: 'admin' as const };
  const listSchema = z.array(commentSchema);

  for (const name of COMMENTED) {
    const tags = ['comments'];
    const noun = capitalized(RECORD_NOUN[name]);
    const mustExist = async (id: number) => {
      if (!(await rowExists(app.db, commentedTable(name), id))) throw notFound(noun);
    };

    app.get(
      `/${name}/:id/comments`,
      {
        config: access,
        schema: {
          tags,
          summary: `The comments on one ${RECORD_NOUN[name]}, oldest first`,
          params: idParams,
          response: { 200: listSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await mustExist(id);
        const { items } = await service.list({
          limit: THREAD_MAX,
          offset: 0,
          withoutTotal: true,
          where: { record_resource: name, record_id: id },
        });
        return listSchema.parse(items);
      },
    );

    app.post(
      `/${name}/:id/comments`,
      {
        config: access,
        bodyLimit: BODY_LIMITS.record,
        schema: {
          tags,
          summary: `Comment on one ${RECORD_NOUN[name]}; its @usernames are its mentions`,
          params: idParams,
          body: commentBody,
          response: { 201: commentSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { body } = request.body;
        await mustExist(id);
        const context = await writeContext(request);
        const mentions = await mentionedIds(app.db, body);
        const created = await service.create(
          {
            body,
            mentions,
            record_resource: name,
            record_id: id,
            author: context.actor,
            created_at: Date.now(),
          },
          context,
        );
        return reply.status(201).send(commentSchema.parse(created.entity));
      },
    );
  }

  app.get(
    '/comments/counts',
    {
      config: access,
      schema: {
        operationId: 'countComments',
        tags: ['comments'],
        summary: 'How many comments each of these records has (?resource=tasks&ids=3,7)',
        querystring: commentCountsQuery,
        response: { 200: commentCountsSchema },
      },
    },
    async (request) => {
      const { resource, ids } = request.query;
      const counts = await commentsRepository(app.db).countsOn(resource, ids);
      return ids.map((id) => ({ record_id: id, count: counts.get(id) ?? 0 }));
    },
  );

  /** The comment, if its record is there (not in the trash), and whether this user wrote it. */
  async function ownComment(id: number, actor: string | null) {
    const { entity } = await service.show(id).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound('Comment');
      throw error;
    });
    const comment = commentSchema.parse(entity);
    if (!(await rowExists(app.db, commentedTable(comment.record_resource), comment.record_id)))
      throw notFound('Comment');
    return { comment, mine: comment.author !== null && comment.author === actor };
  }

  app.put(
    '/comments/:id',
    {
      config: access,
      bodyLimit: BODY_LIMITS.record,
      schema: {
        tags: ['comments'],
        summary: 'Edit one of your comments',
        params: idParams,
        body: commentBody,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = await writeContext(request);
      const { mine } = await ownComment(id, context.actor);
      if (!mine) throw new HttpError(403, 'Only its author can edit a comment');
      const { body } = request.body;
      const mentions = await mentionedIds(app.db, body);
      const result = await service.update(id, { body, mentions }, context);
      if ('refused' in result) throw notFound('Comment');
      return commentSchema.parse(result.entity);
    },
  );

  app.delete(
    '/comments/:id',
    {
      config: access,
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment: your own, or (superusers) anyone’s',
        params: idParams,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = await writeContext(request);
      const { mine } = await ownComment(id, context.actor);
      const user = await request.currentUser();
      if (!mine && !user?.superuser)
        throw new HttpError(403, 'Only its author or a superuser can delete a comment');
      const result = await service.remove(id, context);
      if ('refused' in result) throw notFound('Comment');
      return result;
    },
  );
}
