import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { staffMemberSchema } from '../../shared/resources/comments';
import { errorResponses } from '../http-error';
import { staffRepository } from '../repositories/staff';

/**
 * GET /staff: the enabled admins and superusers by username, which any staff member may read: a
 * task's Assignee (ADR 0027) and a comment's `@` suggestions (ADR 0028). The Users screen stays
 * the superusers'.
 */
export default async function staffRoutes(app: AppInstance) {
  const staff = staffRepository(app.db);
  app.get(
    '/staff',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listStaff',
        tags: ['users'],
        summary: 'The enabled staff (admins and superusers): id and username',
        response: { 200: z.array(staffMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await staff.list()).map((u) => ({ id: Number(u.id), username: u.username })),
  );
}
