import type { ResourceName } from '../../shared/resources/names';
import type { ServerResource } from '../resource-engine/server-resource';
import { pages } from './pages';
import { clients } from './clients';
import { projects } from './projects';
import { fundings } from './fundings';
import { expenses } from './expenses';
import { tasks } from './tasks';
import { notes } from './notes';
import { sections } from './sections';
import { inventory } from './inventory';
import { stickers } from './stickers';
import { tools } from './tools';

/**
 * How the server stores every resource, keyed by name: a name without its storage here, or under
 * another resource's key, is a type error.
 */
export const SERVER_RESOURCES = {
  pages,
  clients,
  projects,
  fundings,
  expenses,
  tasks,
  notes,
  sections,
  inventory,
  stickers,
  tools,
} satisfies { [K in ResourceName]: ServerResource & { definition: { name: K } } };
