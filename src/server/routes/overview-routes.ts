import type { AppInstance } from '../app-types';
import { RECENT_PROJECTS, overviewSchema } from '../../shared/overview';
import { centsToNumber } from '../../shared/money';
import { errorResponses } from '../http-error';
import { overviewRepository } from '../repositories/overview';
import { enquiriesRepository } from '../repositories/enquiries';
import { overviewAttentionRepository } from '../repositories/overview-attention';
import { todayIn } from '../../shared/resources/tasks';
import { stampsShown } from '../resource-engine/record-stamps';
import { addGlance } from '../resources/project-glance';

export default async function overviewRoutes(app: AppInstance) {
  const overview = overviewRepository(app.db);
  const enquiries = enquiriesRepository(app.db);
  const attention = overviewAttentionRepository(app.db);
  app.get(
    '/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['overview'],
        summary:
          'The dashboard counts, the first steps not taken, what needs attention today, the money across projects, the open tasks and the projects changed last',
        response: { 200: overviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const me = (await request.currentUser())!;
      const today = todayIn(app.config.TIME_ZONE);
      // Each a read of a counter or the top of an index: the same cost at any number of rows.
      const [counts, lowStock, totals, recent, newEnquiries, imported, colleague, overdue, failed] =
        await Promise.all([
          overview.counts(),
          overview.lowStock(),
          overview.totals(),
          overview.recentProjects(RECENT_PROJECTS),
          // A count over the status index: new enquiries are few, as they are answered.
          enquiries.countNew(),
          attention.importRan(),
          me.superuser ? attention.colleagueAsked() : false,
          attention.overdueFor(me.id, today),
          me.superuser ? attention.failedSends() : null,
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
        start: [
          { step: 'client' as const, done: counts.clients_count > 0 },
          { step: 'import' as const, done: imported },
          ...(me.superuser
            ? [
                { step: 'colleague' as const, done: colleague },
                { step: 'mail' as const, done: app.mail.configured },
              ]
            : []),
        ],
        overdue_tasks: overdue,
        failed_sends: failed,
        recent_projects: recentProjects,
      };
    },
  );
}
