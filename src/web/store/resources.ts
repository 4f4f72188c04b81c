import type { ResourceName } from '../../shared/resource-names';
import { createResourceSlice, type LooseEntity } from './create-resource-slice';

/**
 * Every resource of SPEC.md §7, one line each: the URL segment and the body wrapper (fundings and
 * expenses are sent bare). Entities are typed loosely until src/shared has their schemas; tighten
 * a line by giving its entity type, e.g. createResourceSlice<Page>('pages', 'page').
 */
export const resources = {
  pages: createResourceSlice<LooseEntity>('pages', 'page'),
  clients: createResourceSlice<LooseEntity>('clients', 'client'),
  projects: createResourceSlice<LooseEntity>('projects', 'project'),
  fundings: createResourceSlice<LooseEntity>('fundings'),
  expenses: createResourceSlice<LooseEntity>('expenses'),
  tasks: createResourceSlice<LooseEntity>('tasks', 'task'),
  notes: createResourceSlice<LooseEntity>('notes', 'note'),
  sections: createResourceSlice<LooseEntity>('sections', 'section'),
  inventory: createResourceSlice<LooseEntity>('inventory', 'item'),
  stickers: createResourceSlice<LooseEntity>('stickers', 'sticker'),
  tools: createResourceSlice<LooseEntity>('tools', 'tool'),
} satisfies Record<ResourceName, { name: ResourceName }>;

export type Resources = typeof resources;

type ResourceReducers = { [K in keyof Resources]: Resources[K]['reducer'] };

export const resourceReducers = Object.fromEntries(
  Object.entries(resources).map(([key, resource]) => [key, resource.reducer]),
) as ResourceReducers;
