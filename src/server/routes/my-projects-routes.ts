import type { AppInstance } from '../app-types';
import { myProjectsSchema } from '../../shared/accounts';
import { errorResponses } from '../http-error';
import { myProjectsRepository } from '../repositories/my-projects';

/** "My projects" (everyone signed in): the linked client's projects, read-only. */
export default async function myProjectsRoutes(app: AppInstance) {
  const myProjects = myProjectsRepository(app.db);

  app.get(
    '/my-projects',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The projects of the client your account is linked to, with their tasks',
        response: { 200: myProjectsSchema, ...errorResponses(401) },
      },
    },
    // The account is the session's: there is no parameter to ask for anyone else's projects.
    async (request) => myProjects.forUser((await request.currentUser())!.id),
  );
}
