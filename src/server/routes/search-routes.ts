import type { AppInstance } from '../app-types';
import { searchAnswer, searchQuery } from '../../shared/search';
import { runSearch } from '../search/run-search';

/**
 * One search over the dashboard's records (docs/decisions/0017-search-index.md), for the Ctrl-K
 * palette: admins; accounts are among the hits for superusers only.
 */
export default async function searchRoutes(app: AppInstance) {
  app.get(
    '/search',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search'],
        summary:
          'Records whose words start with the words of q (one letter may be wrong), best first',
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
    },
    async (request) => {
      const superuser = (await request.currentUser())?.superuser ?? false;
      return runSearch(app.searchDb, request.query, superuser);
    },
  );
}
