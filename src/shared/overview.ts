import { z } from 'zod';
import { recordStamps } from './resources/define';
import { projectSchema } from './resources/projects';

/** A project the overview names among those changed last: what its list row shows, and when. */
export const recentProjectSchema = projectSchema
  .pick({
    id: true,
    name: true,
    client_name: true,
    balance: true,
    tasks_done: true,
    tasks_total: true,
  })
  .extend(recordStamps.shape);
export type RecentProject = z.infer<typeof recentProjectSchema>;

/**
 * The first steps of a new installation, in the order the overview offers them. Inviting a
 * colleague and setting up mail are a superuser's (Users and the Outbox are theirs alone).
 */
export const START_STEPS = ['client', 'import', 'colleague', 'mail'] as const;
export type StartStep = (typeof START_STEPS)[number];

/**
 * GET /overview: the seven counts of product.md §3, what is low on stock, and what staff look at
 * first: the first steps not taken yet, what needs attention today, the money across every
 * project, the tasks still open and the projects changed last. Its answer is the caller's (their
 * overdue tasks, a superuser's steps and failed sends) and the day's, so it is not cached.
 */
export const overviewSchema = z.object({
  clients_count: z.number(),
  projects_count: z.number(),
  pages_count: z.number(),
  notes_count: z.number(),
  inventory_items_count: z.number(),
  stickers_count: z.number(),
  tools_count: z.number(),
  /** Items and stickers at or below their low-stock threshold. */
  low_stock: z.object({ inventory: z.number(), stickers: z.number() }),
  /** Summed as each project's screen sums its own (costs with logistics), exact to the cent. */
  money: z.object({ funding: z.number(), costs: z.number(), profit: z.number() }),
  /** Tasks not done yet, of every project. */
  open_tasks: z.number(),
  /** Enquiries from the contact form that nobody has answered or closed yet. */
  new_enquiries: z.number(),
  /** The caller's role's first steps, each done or not, decided by the server. */
  start: z.array(z.object({ step: z.enum(START_STEPS), done: z.boolean() })),
  /** The caller's open tasks due before today (in TIME_ZONE), which My work lists first. */
  overdue_tasks: z.number(),
  /** Mails and webhook deliveries that gave up; null for admins (the Outbox is superusers'). */
  failed_sends: z.object({ mail: z.number(), webhooks: z.number() }).nullable(),
  /** The projects whose own record changed last, newest first (at most RECENT_PROJECTS). */
  recent_projects: z.array(recentProjectSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

export const RECENT_PROJECTS = 5;
