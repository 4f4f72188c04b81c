import type { AppInstance } from '../app-types';
import { RECENT_PROJECTS, overviewSchema } from '../../shared/overview';
import { centsToNumber } from '../../shared/money';
import { errorResponses } from '../http-error';
import { overviewRepository } from '../repositories/overview';
import { enquiriesRepository } from '../repositories/enquiries';
import { stampsShown } from '../resource-engine/record-stamps';
import { addGlance } from '../resources/project-glance';

export default async function overviewRoutes(app: AppInstance) {
  const overview = overviewRepository(app.db);
  const enquiries = enquiriesRepository(app.db);
  app.get(
    '/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['overview'],
        summary:
          'The dashboard counts, what is low on stock, the money across projects, the open tasks, the new enquiries and the projects changed last',
        response: { 200: overviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      // Each a read of a counter or the top of an index: the same cost at any number of rows.
      const [counts, lowStock, totals, recent, newEnquiries] = await Promise.all([
        overview.counts(),
        overview.lowStock(),
        overview.totals(),
        overview.recentProjects(RECENT_PROJECTS),
        // A count over the status index: new enquiries are few, as they are answered.
        enquiries.countNew(),
      ]);
      const recentProjects = await addGlance(
        app.db,
        recent.map(({ id, name, ...stamps }) => ({ id, name, ...stampsShown(stamps) })),
      );
      return {
        ...counts,
        low_stock: lowStock,
        money: {
          funding: centsToNumber(totals.funding),
          costs: centsToNumber(totals.costs),
          profit: centsToNumber(totals.profit),
        },
        open_tasks: totals.open_tasks,
        new_enquiries: newEnquiries,
        recent_projects: recentProjects,
      };
    },
  );
}
