import { z } from 'zod';
import { emptyValues, formFields, formValues } from '../../../shared/resources/field-table';
import {
  inventoryItemFields,
  inventoryTable,
  type InventoryItem,
} from '../../../shared/resources/inventory';
import { stickerFields, stickerTable, type Sticker } from '../../../shared/resources/stickers';
import { toolFields, toolTable, type Tool } from '../../../shared/resources/tools';
import type { FieldSpec } from '../../kit/form-fields';
import type { HistoryLabels } from '../../kit/record-history';
import type { ResourceSlice, ResourceState } from '../../store/create-resource-slice';
import { resources } from '../../store/resources';
import type { RootState } from '../../store/store';

/** The three catalog resources (product.md §2): inventory items, stickers and tools. */
export type CatalogName = 'inventory' | 'stickers' | 'tools';

/** Any of the three as the screens see it: an id and a name, and the fields each may have. */
export type CatalogEntity = Pick<Tool, 'id' | 'name'> & Partial<InventoryItem & Sticker & Tool>;

/** What a form sends: the output of one of the shared schemas (the image: data URL, or null). */
export type CatalogInput = Partial<
  z.output<typeof inventoryItemFields> &
    z.output<typeof stickerFields> &
    z.output<typeof toolFields>
>;

export type CatalogField =
  'name' | 'specification' | 'description' | 'quantity' | 'low_stock_threshold';

/**
 * A form's values: the text as typed, and the image as the server takes it. No `image` keeps the
 * current one, null removes it, a data URL replaces it; so choosing or removing makes it dirty.
 */
export type CatalogValues = Record<CatalogField, string> & { image?: string | null };

export type CardPart = 'specification' | 'quantity' | 'image';

export interface CatalogConfig {
  name: CatalogName;
  /** The screen's title, and the back link's. */
  title: string;
  /** The noun counted and named on screen: ['item', 'items'] → "3 items", "Add item". */
  noun: readonly [one: string, other: string];
  /** The list's main action (product.md §2). */
  add: string;
  /** The shared schema the server validates with: the form checks the same rules first. */
  schema: z.ZodType<CatalogInput>;
  fields: readonly FieldSpec<CatalogField>[];
  /** What a card shows under the name, in order. */
  card: readonly CardPart[];
  /** Null without an image; the new form's 300×100 placeholder is for tools (product.md §9). */
  image: null | { newFormPlaceholder: boolean };
  /**
   * Counted stock (items and stickers): a low-stock threshold, the "Low stock only" filter, and
   * on its screen "Adjust stock" with the stock movements.
   */
  stock: boolean;
}

/**
 * The shared schema, seeing an empty threshold box as "none" (null): the server's schema takes a
 * whole number or null, and a form field only ever holds text.
 */
const emptyThresholdIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (values) =>
      typeof values === 'object' &&
      values !== null &&
      (values as CatalogValues).low_stock_threshold?.trim() === ''
        ? { ...values, low_stock_threshold: null }
        : values,
    schema,
  );

export const catalogs: Record<CatalogName, CatalogConfig> = {
  inventory: {
    name: 'inventory',
    title: 'Inventory',
    noun: ['item', 'items'],
    add: '+ Add Item',
    schema: emptyThresholdIsNone(inventoryItemFields),
    fields: formFields(inventoryTable),
    card: ['specification', 'quantity'],
    image: null,
    stock: true,
  },
  stickers: {
    name: 'stickers',
    title: 'Stickers',
    noun: ['sticker', 'stickers'],
    add: '+ Add Sticker',
    schema: emptyThresholdIsNone(stickerFields),
    fields: formFields(stickerTable),
    card: ['image', 'quantity'],
    image: { newFormPlaceholder: false },
    stock: true,
  },
  tools: {
    name: 'tools',
    title: 'Tools',
    noun: ['tool', 'tools'],
    add: '+ Add Tool',
    schema: toolFields,
    fields: formFields(toolTable),
    card: ['specification', 'image'],
    image: { newFormPlaceholder: true },
    stock: false,
  },
};

export const listPath = (name: CatalogName) => `/dashboard/${name}`;

/** At or below its threshold an item or sticker is low on stock; without one, never. */
export const isLowOnStock = (item: Pick<CatalogEntity, 'quantity' | 'low_stock_threshold'>) =>
  item.low_stock_threshold != null && (item.quantity ?? 0) <= item.low_stock_threshold;
export const itemPath = (name: CatalogName, id: number) => `${listPath(name)}/${id}`;

/** "Item", for the messages that start with the noun ("Item added"). */
export const capitalNoun = (config: CatalogConfig) =>
  config.noun[0].charAt(0).toUpperCase() + config.noun[0].slice(1);

/** Labels by field, so messages read "Quantity must be 0 or more", "Image must be …". */
export function labelsOf(config: CatalogConfig): Record<string, string> {
  const labels = Object.fromEntries(config.fields.map((field) => [field.name, field.label]));
  return config.image ? { ...labels, image: 'Image' } : labels;
}

/** A catalog item's History panel names its fields as the form does. */
export const historyLabelsOf = (config: CatalogConfig): HistoryLabels => ({
  [config.name]: labelsOf(config),
});

/** The three tables' fields as one: each form shows its own (`fields`), the values hold all. */
const CATALOG_TABLE = { ...toolTable, ...stickerTable, ...inventoryTable };

export const EMPTY_VALUES: CatalogValues = emptyValues(CATALOG_TABLE);

/** The saved item as form values; its image stays on the server until changed. */
export const valuesOf = (item: CatalogEntity): CatalogValues => formValues(CATALOG_TABLE, item);

/**
 * The store's slice for a catalog, seen through the fields the three share: the slices differ
 * only in their entity and input types, which these screens treat through the config.
 */
export function catalogSlice(name: CatalogName) {
  return resources[name] as unknown as ResourceSlice<CatalogEntity, CatalogInput>;
}

export const selectCatalog = (state: RootState, name: CatalogName) =>
  state[name] as unknown as ResourceState<CatalogEntity>;
