import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { errorResponses } from '../http-error';
import { staffRepository } from '../repositories/staff';

const staffSchema = z.array(z.object({ id: z.number(), username: z.string() }));

/**
 * Who work can be assigned to (a task's Assignee): the enabled admins and superusers, by name.
 * Any staff member may read it; the Users screen stays the superusers'.
 */
export default async function staffRoutes(app: AppInstance) {
  const staff = staffRepository(app.db);
  app.get(
    '/staff',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['account'],
        summary: 'The enabled staff accounts (admins and superusers): id and username',
        response: { 200: staffSchema, ...errorResponses(401, 403) },
      },
    },
    async () => staff.list(),
  );
}
