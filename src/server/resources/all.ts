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

/** Every resource the API serves. A new resource is one definition and one line here. */
export const SERVER_RESOURCES = [
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
];
