import { pagesResource } from './resources/pages';
import { clientsResource } from './resources/clients';
import { projectsResource } from './resources/projects';
import { fundingsResource } from './resources/fundings';
import { expensesResource } from './resources/expenses';
import { tasksResource } from './resources/tasks';
import { notesResource } from './resources/notes';
import { sectionsResource } from './resources/sections';
import { inventoryResource } from './resources/inventory';
import { stickersResource } from './resources/stickers';
import { toolsResource } from './resources/tools';

/** Every resource definition, keyed by name: the server's routes and the web app's state use it. */
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
} as const;
