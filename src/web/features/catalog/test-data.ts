import { screen } from '@testing-library/react';
import type { InventoryItem } from '../../../shared/resources/inventory';
import type { Sticker } from '../../../shared/resources/stickers';
import type { Tool } from '../../../shared/resources/tools';
import { PAGE_SIZE } from '../../kit/use-resource-list';
import { lazyScreensLoaded, renderApp, signedInAs } from '../../test-utils/render-app';

export const sampleItem = (id: number, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: `Item ${id}`,
  specification: '',
  quantity: 1,
  low_stock_threshold: null,
  ...overrides,
});

export const sampleSticker = (id: number, overrides: Partial<Sticker> = {}): Sticker => ({
  id,
  name: `Sticker ${id}`,
  description: '',
  quantity: 1,
  low_stock_threshold: null,
  image_url: null,
  ...overrides,
});

export const sampleTool = (id: number, overrides: Partial<Tool> = {}): Tool => ({
  id,
  name: `Tool ${id}`,
  specification: '',
  image_url: null,
  ...overrides,
});

/** The list request of a page (1-based), with the kit's one page size. */
export const listCall = (name: string, page = 1, q = '') =>
  `GET /api/v1/${name}?${q ? `q=${q}&` : ''}limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`;

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
export const PNG_DATA_URL = 'data:image/png;base64,iVBORw==';

/**
 * Renders the app at a catalog path as an admin, once the dashboard's lazily loaded chunk is in.
 * Importing it the first time in a file takes as long as the machine needs, so only that wait has
 * a long allowance; every assertion after it keeps Testing Library's default.
 */
export async function renderCatalog(path: string) {
  const view = renderApp(path, signedInAs('admin'));
  // The dashboard's top bar title: there once its lazy chunk is in.
  await screen.findByRole('heading', { level: 1 });
  await lazyScreensLoaded();
  return view;
}
