import type { ResourceDefinition } from './define';
import type { ResourceName } from './names';
import { pagesResource } from './pages';
import { clientsResource } from './clients';
import { projectsResource } from './projects';
import { fundingsResource } from './fundings';
import { expensesResource } from './expenses';
import { tasksResource } from './tasks';
import { notesResource } from './notes';
import { sectionsResource } from './sections';
import { inventoryResource } from './inventory';
import { stickersResource } from './stickers';
import { toolsResource } from './tools';

/** Each key holds the definition of that very name: `clients: pagesResource` does not compile. */
export type ByName<T extends { name: ResourceName }> = { [K in ResourceName]: T & { name: K } };

/**
 * Every resource definition, keyed by name. The server's registry (server/resources/registry.ts),
 * the web app's state (web/store/resources.ts) and its screens (web/app/dashboard-screens.tsx) are
 * records over the same names, so a resource missing from any of them is a type error.
 */
export const RESOURCES = {
  pages: pagesResource,
  clients: clientsResource,
  projects: projectsResource,
  fundings: fundingsResource,
  expenses: expensesResource,
  tasks: tasksResource,
  notes: notesResource,
  sections: sectionsResource,
  inventory: inventoryResource,
  stickers: stickersResource,
  tools: toolsResource,
} as const satisfies ByName<ResourceDefinition>;
