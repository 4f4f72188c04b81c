import type { AppInstance } from '../app-types';
import { overviewSchema } from '../../shared/overview';
import { errorResponses } from '../http-error';
import { overviewRepository } from '../repositories/overview';

export default async function overviewRoutes(app: AppInstance) {
  const overview = overviewRepository(app.db);
  app.get(
    '/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['overview'],
        summary: 'The dashboard counts, and how many items and stickers are low on stock',
        response: { 200: overviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ ...(await overview.counts()), low_stock: await overview.lowStock() }),
  );
}
