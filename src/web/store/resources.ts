import type { ResourceName } from '../../shared/resources/names';
import { createResourceSlice } from './create-resource-slice';
import type { Page, PageInput } from '../../shared/resources/pages';
import type { Client, ClientInput } from '../../shared/resources/clients';
import type { Project, ProjectDetail, ProjectInput } from '../../shared/resources/projects';
import type { Funding, FundingInput } from '../../shared/resources/fundings';
import type { Expense, ExpenseInput } from '../../shared/resources/expenses';
import type { Task, TaskInput } from '../../shared/resources/tasks';
import type { Note, NoteDetail, NoteInput } from '../../shared/resources/notes';
import type { Section, SectionInput } from '../../shared/resources/sections';
import type { InventoryItem, InventoryItemInput } from '../../shared/resources/inventory';
import type { Sticker, StickerInput } from '../../shared/resources/stickers';
import type { Tool, ToolInput } from '../../shared/resources/tools';

/**
 * Every resource of product.md §7, one line each: its entity (from the shared definition; a type-only
 * import costs no bytes), its URL segment and its body wrapper (fundings and expenses go bare).
 */
export const resources = {
  pages: createResourceSlice<Page, PageInput>('pages', 'page'),
  clients: createResourceSlice<Client, ClientInput>('clients', 'client'),
  projects: createResourceSlice<Project, ProjectInput, ProjectDetail>('projects', 'project'),
  fundings: createResourceSlice<Funding, FundingInput>('fundings'),
  expenses: createResourceSlice<Expense, ExpenseInput>('expenses'),
  tasks: createResourceSlice<Task, TaskInput & { completed?: boolean }>('tasks', 'task'),
  notes: createResourceSlice<Note, NoteInput, NoteDetail>('notes', 'note'),
  sections: createResourceSlice<Section, SectionInput>('sections', 'section'),
  inventory: createResourceSlice<InventoryItem, InventoryItemInput>('inventory', 'item'),
  stickers: createResourceSlice<Sticker, StickerInput>('stickers', 'sticker'),
  tools: createResourceSlice<Tool, ToolInput>('tools', 'tool'),
} satisfies Record<ResourceName, { name: string }>;

export type Resources = typeof resources;

type ResourceReducers = { [K in keyof Resources]: Resources[K]['reducer'] };

export const resourceReducers = Object.fromEntries(
  Object.entries(resources).map(([key, resource]) => [key, resource.reducer]),
) as ResourceReducers;
