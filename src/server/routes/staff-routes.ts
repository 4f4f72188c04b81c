import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { staffMemberSchema } from '../../shared/resources/comments';
import { staffRepository } from '../repositories/staff';

/**
 * GET /staff: the enabled admins and superusers by username, which any staff member may read
 * (a comment's `@` suggestions, ADR 0028).
 */
export default async function staffRoutes(app: AppInstance) {
  app.get(
    '/staff',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listStaff',
        tags: ['users'],
        summary: 'The enabled staff (admins and superusers), by username',
        response: { 200: z.array(staffMemberSchema) },
      },
    },
    async () =>
      (await staffRepository(app.db).list()).map((u) => ({
        id: Number(u.id),
        username: u.username,
      })),
  );
}
