import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/image';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import {
  PNG_BYTES,
  PNG_DATA_URL,
  listCall,
  renderCatalog,
  sampleItem,
  sampleSticker,
  sampleTool,
} from './test-data';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // jsdom decodes no image: every chosen file decodes as 1×1, so none is scaled down here.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn().mockResolvedValue({ width: 1, height: 1, close: () => {} }),
  );
});

const empty = reply(200, [], { 'X-Total-Count': '0' });
const callIndex = (mock: ReturnType<typeof stubFetch>, method: string) =>
  mock.mock.calls.findIndex(([, init]) => init?.method === method);
const calls = (mock: ReturnType<typeof stubFetch>, method: string) =>
  mock.mock.calls.filter(([, init]) => init?.method === method);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const png = () => new File([PNG_BYTES], 'logo.png', { type: 'image/png' });

describe('add forms', () => {
  it('creates an inventory item with the wrapped, trimmed body and returns to the list', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/inventory': reply(
        201,
        sampleItem(7, { name: 'Bolts', specification: 'M6', quantity: 12 }),
      ),
      [listCall('inventory')]: empty,
    });
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/inventory/new');
    expect(screen.getByRole('heading', { name: 'Add item' })).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    await user.type(name, '  Bolts ');
    await user.type(screen.getByLabelText('Specification'), 'M6');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.click(button('Save'));
    await waitFor(() => expect(path()).toBe('/dashboard/inventory'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      item: { name: 'Bolts', specification: 'M6', quantity: 12, low_stock_threshold: null },
    });
    const toast = screen.getByText('Item added').parentElement!;
    expect(within(toast).getByRole('link', { name: 'View item' }).getAttribute('href')).toBe(
      '/dashboard/inventory/7',
    );
  });

  it('creates a sticker with the image read into a data URL, previewed before sending', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/stickers': reply(201, sampleSticker(4, { name: 'Logo', quantity: 3 })),
      [listCall('stickers')]: empty,
    });
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/stickers/new');
    await user.type(screen.getByLabelText('Name'), 'Logo');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    // Only the new tool form has a placeholder.
    expect(screen.queryByRole('img', { name: 'No image yet' })).toBeNull();
    await user.upload(screen.getByLabelText('Image'), png());
    const preview = await screen.findByRole('img', { name: 'Preview of the image' });
    expect(preview.getAttribute('src')).toBe(PNG_DATA_URL);
    await user.click(button('Save'));
    await waitFor(() => expect(path()).toBe('/dashboard/stickers'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      sticker: {
        name: 'Logo',
        description: '',
        quantity: 3,
        low_stock_threshold: null,
        image: PNG_DATA_URL,
      },
    });
  });

  it('the new tool form shows a 300×100 placeholder and sends no image when none is chosen', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/tools': reply(201, sampleTool(1, { name: 'Saw' })),
      [listCall('tools')]: empty,
    });
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/tools/new');
    const placeholder = screen.getByRole('img', { name: 'No image yet' });
    expect(placeholder.className).toContain('catalog-placeholder--large');
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Saw');
    await user.click(button('Save'));
    await waitFor(() => expect(path()).toBe('/dashboard/tools'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      tool: { name: 'Saw', specification: '' },
    });
  });

  it('refuses a too-large or wrong-type image under the field and never sends it', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/tools': reply(201, sampleTool(1, { name: 'Saw' })),
      [listCall('tools')]: empty,
    });
    const user = userEvent.setup({ applyAccept: false });
    const { path } = await renderCatalog('/dashboard/tools/new');
    const input = screen.getByLabelText('Image');
    await user.upload(
      input,
      new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Image must be at most 2 MiB')).toBeTruthy();
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeTruthy();
    // The field's visible control carries the error (the file input itself is behind it).
    expect(button('Choose image').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Preview of the image' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Saw');
    await user.click(button('Save'));
    await waitFor(() => expect(path()).toBe('/dashboard/tools'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      tool: { name: 'Saw', specification: '' },
    });
  });

  it('checks the shared schema first: a quantity below 0 is marked and nothing is sent', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/inventory/new');
    await user.type(screen.getByLabelText('Name'), 'Bolts');
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '-1');
    await user.click(button('Save'));
    expect(await screen.findByText('Quantity must be 0 or more')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(quantity);
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
    expect(path()).toBe('/dashboard/inventory/new');
  });

  it('shows the server 422 message under its field (the image’s bytes) and stays', async () => {
    stubFetch({
      'POST /api/v1/stickers': reply(422, {
        message: 'Validation failed: image must be a PNG, JPEG, WebP or GIF image',
        errors: { image: ['must be a PNG, JPEG, WebP or GIF image'] },
      }),
    });
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/stickers/new');
    await user.type(screen.getByLabelText('Name'), 'Logo');
    await user.upload(screen.getByLabelText('Image'), png());
    await screen.findByRole('img', { name: 'Preview of the image' });
    await user.click(button('Save'));
    expect(await screen.findByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeTruthy();
    const change = button('Change image');
    expect(change.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(change);
    expect(path()).toBe('/dashboard/stickers/new');
  });

  it('shows a failure that names no field in the page’s alert, never a browser alert', async () => {
    stubFetch({ 'POST /api/v1/inventory': reply(500, { message: 'Internal server error' }) });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/inventory/new');
    await user.type(screen.getByLabelText('Name'), 'Bolts');
    await user.click(button('Save'));
    const message = await screen.findByText('Internal server error');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(path()).toBe('/dashboard/inventory/new');
  });
});

describe('detail forms', () => {
  const sticker = sampleSticker(5, { name: 'Logo', description: 'Round', quantity: 3 });

  it('enables Save changes only after an edit, PUTs {id, sticker} and disables it again', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/stickers/5': reply(200, sticker),
      'PUT /api/v1/stickers/5': reply(200, { ...sticker, description: 'Round, matte' }),
    });
    const user = userEvent.setup();
    const { store } = await renderCatalog('/dashboard/stickers/5');
    const description = await screen.findByLabelText('Description');
    expect((description as HTMLTextAreaElement).value).toBe('Round');
    expect(screen.getByRole('heading', { name: 'Logo' })).toBeTruthy();
    expect(button('Save changes').disabled).toBe(true);
    await user.type(description, ', matte');
    expect(button('Save changes').disabled).toBe(false);
    await user.click(button('Save changes'));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(sentBody(fetchMock, callIndex(fetchMock, 'PUT'))).toEqual({
      id: 5,
      sticker: { description: 'Round, matte' },
    });
    expect(store.getState().stickers.current).toMatchObject({ id: 5, description: 'Round, matte' });
    expect(button('Save changes').disabled).toBe(true);
  });

  it('shows the quantity read-only, with Adjust stock beside it leading to the amount', async () => {
    stubFetch({ 'GET /api/v1/stickers/5': reply(200, sticker) });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/5');
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    expect(quantity.value).toBe('3');
    expect(quantity.readOnly).toBe(true);
    expect(quantity.closest('form')).not.toBeNull();
    await user.type(quantity, '10');
    expect(quantity.value).toBe('3');
    expect(button('Save changes').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const adjust = screen.getByRole('region', { name: 'Adjust stock' });
    expect(document.activeElement).toBe(within(adjust).getByLabelText('Amount'));
  });

  it('a tool has no quantity, and so no Adjust stock', async () => {
    stubFetch({ 'GET /api/v1/tools/2': reply(200, sampleTool(2, { name: 'Saw' })) });
    await renderCatalog('/dashboard/tools/2');
    expect(await screen.findByRole('heading', { name: 'Saw' })).toBeTruthy();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust stock' })).toBeNull();
  });

  it('choosing an image makes the form dirty and sends it; removing it again does not', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/stickers/5': reply(200, sticker),
      'PUT /api/v1/stickers/5': reply(200, { ...sticker, image_url: '/api/v1/stickers/5/image' }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/5');
    const image = await screen.findByLabelText('Image');
    await user.upload(image, png());
    await screen.findByRole('img', { name: 'Preview of the image' });
    expect(button('Save changes').disabled).toBe(false);
    await user.click(button('Remove image'));
    expect(screen.queryByRole('img', { name: 'Preview of the image' })).toBeNull();
    expect(button('Save changes').disabled).toBe(true);

    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(button('Save changes'));
    await screen.findByText('Changes saved');
    expect(sentBody(fetchMock, callIndex(fetchMock, 'PUT'))).toEqual({
      id: 5,
      sticker: { image: PNG_DATA_URL },
    });
    const preview = screen.getByRole('img', { name: 'Preview of the image' });
    expect(preview.getAttribute('src')).toBe('/api/v1/stickers/5/image');
    expect(button('Save changes').disabled).toBe(true);
  });

  it('removing the saved image sends image: null', async () => {
    const drill = sampleTool(2, { name: 'Drill', image_url: '/api/v1/tools/2/image?v=a' });
    const fetchMock = stubFetch({
      'GET /api/v1/tools/2': reply(200, drill),
      'PUT /api/v1/tools/2': reply(200, { ...drill, image_url: null }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/tools/2');
    const preview = await screen.findByRole('img', { name: 'Preview of the image' });
    expect(preview.getAttribute('src')).toBe('/api/v1/tools/2/image?v=a');
    // The placeholder is the new form's only.
    expect(screen.queryByRole('img', { name: 'No image yet' })).toBeNull();
    await user.click(button('Remove image'));
    expect(button('Save changes').disabled).toBe(false);
    await user.click(button('Save changes'));
    await screen.findByText('Changes saved');
    expect(sentBody(fetchMock, callIndex(fetchMock, 'PUT'))).toEqual({
      id: 2,
      tool: { image: null },
    });
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
  });

  it('shows a failed save in the page’s alert, never a browser alert, and stays', async () => {
    stubFetch({
      'GET /api/v1/tools/2': reply(200, sampleTool(2, { name: 'Drill' })),
      'PUT /api/v1/tools/2': reply(500, { message: 'Could not save the tool' }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/tools/2');
    await user.type(await screen.findByLabelText('Specification'), '18 V');
    await user.click(button('Save changes'));
    const message = await screen.findByText('Could not save the tool');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(button('Save changes').disabled).toBe(false);
    expect(path()).toBe('/dashboard/tools/2');
  });

  it('shows a 422 under the field it names', async () => {
    stubFetch({
      'GET /api/v1/inventory/8': reply(200, sampleItem(8, { name: 'Nuts' })),
      'PUT /api/v1/inventory/8': reply(422, {
        message: 'Validation failed: name must be at most 200 characters',
        errors: { name: ['must be at most 200 characters'] },
      }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory/8');
    await user.type(await screen.findByLabelText('Name'), 's');
    await user.click(button('Save changes'));
    expect(await screen.findByText('Name must be at most 200 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes from the danger area without asking and returns to the list with a toast', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = stubFetch({
      'GET /api/v1/inventory/8': reply(200, sampleItem(8, { name: 'Nuts' })),
      'DELETE /api/v1/inventory/8': reply(200, { id: 8 }),
      [listCall('inventory')]: empty,
    });
    const user = userEvent.setup();
    const { path } = await renderCatalog('/dashboard/inventory/8');
    await screen.findByLabelText('Name');
    expect(
      screen.getByText('It goes to the trash for 30 days, where it can be restored.'),
    ).toBeTruthy();
    await user.click(button('Delete this item'));
    await waitFor(() => expect(path()).toBe('/dashboard/inventory'));
    expect(fetchMock.mock.calls[callIndex(fetchMock, 'DELETE')]?.[0]).toBe('/api/v1/inventory/8');
    expect(screen.getByText('Item “Nuts” deleted')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('names the delete section after the noun', async () => {
    stubFetch({ 'GET /api/v1/stickers/5': reply(200, sticker) });
    await renderCatalog('/dashboard/stickers/5');
    expect(await screen.findByRole('button', { name: 'Delete this sticker' })).toBeTruthy();
    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Stickers' });
    expect(back.getAttribute('href')).toBe('/dashboard/stickers');
  });

  it('returns to the list when the item cannot be loaded', async () => {
    stubFetch({
      'GET /api/v1/stickers/99': reply(404, { message: 'Not found' }),
      [listCall('stickers')]: empty,
    });
    const { path } = await renderCatalog('/dashboard/stickers/99');
    await waitFor(() => expect(path()).toBe('/dashboard/stickers'));
  });
});
