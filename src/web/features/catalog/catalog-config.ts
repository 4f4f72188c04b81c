import type { RootState } from '../../store/store';
import { resources } from '../../store/resources';
import type { ResourceSlice, ResourceState } from '../../store/create-resource-slice';

/** The three catalog resources (product.md §2): inventory items, stickers and tools. */
export type CatalogName = 'inventory' | 'stickers' | 'tools';

/** The fields any of the three may have; each configuration names the ones it uses. */
export interface CatalogEntity {
  id: number;
  name: string;
  specification?: string;
  description?: string;
  quantity?: number;
  image_url?: string | null;
}

export type TextField = 'name' | 'specification' | 'description';
export type FieldKey = TextField | 'quantity';

/** What a form sends: text fields, a whole quantity, and an image (a data URL; null removes it). */
export type CatalogInput = Partial<Record<TextField, string>> & {
  quantity?: number | string;
  image?: string | null;
};

export interface FieldConfig {
  key: FieldKey;
  label: string;
  kind: 'text' | 'textarea' | 'quantity';
}

export interface CatalogConfig {
  name: CatalogName;
  /** Lower-case singular for messages and labels: "item", "sticker", "tool". */
  singular: string;
  /** Lower-case plural: "items", "stickers", "tools". */
  plural: string;
  /** The list's add link ("+ Add Item"). */
  addLink: string;
  fields: FieldConfig[];
  /** Cards show these besides the name, in this order. */
  card: ('specification' | 'quantity' | 'image')[];
  /** Whether the resource has an image. */
  image: boolean;
  /** The new form shows a 300×100 placeholder until an image is chosen (product.md §9: tools). */
  newImagePlaceholder: boolean;
}

const NAME: FieldConfig = { key: 'name', label: 'Name', kind: 'text' };
const SPECIFICATION: FieldConfig = {
  key: 'specification',
  label: 'Specification',
  kind: 'textarea',
};
const QUANTITY: FieldConfig = { key: 'quantity', label: 'Quantity', kind: 'quantity' };

export const catalogs: Record<CatalogName, CatalogConfig> = {
  inventory: {
    name: 'inventory',
    singular: 'item',
    plural: 'items',
    addLink: '+ Add Item',
    fields: [NAME, SPECIFICATION, QUANTITY],
    card: ['specification', 'quantity'],
    image: false,
    newImagePlaceholder: false,
  },
  stickers: {
    name: 'stickers',
    singular: 'sticker',
    plural: 'stickers',
    addLink: '+ Add Sticker',
    fields: [NAME, { key: 'description', label: 'Description', kind: 'textarea' }, QUANTITY],
    card: ['image', 'quantity'],
    image: true,
    newImagePlaceholder: false,
  },
  tools: {
    name: 'tools',
    singular: 'tool',
    plural: 'tools',
    addLink: '+ Add Tool',
    fields: [NAME, SPECIFICATION],
    card: ['specification', 'image'],
    image: true,
    newImagePlaceholder: true,
  },
};

export const PAGE_SIZE = 24;

export const listPath = (name: CatalogName) => `/dashboard/${name}`;

/**
 * The store's slice for a catalog, seen through the fields the three share. The three slices
 * differ only in their entity and input types, which this screen treats generically.
 */
export function catalogSlice(name: CatalogName) {
  return resources[name] as unknown as ResourceSlice<CatalogEntity, CatalogInput>;
}

export const selectCatalog = (state: RootState, name: CatalogName) =>
  state[name] as unknown as ResourceState<CatalogEntity>;
