/** Every resource of product.md §7, by its URL segment under /api/v1. */
export const RESOURCE_NAMES = [
  'pages',
  'clients',
  'projects',
  'fundings',
  'expenses',
  'tasks',
  'notes',
  'sections',
  'inventory',
  'stickers',
  'tools',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
