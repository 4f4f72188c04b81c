import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as sharedImage from '../../../shared/image';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, TOO_LARGE, WRONG_TYPE } from './read-image';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const admin = signedInAs('admin');
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const PNG_DATA_URL = 'data:image/png;base64,iVBORw==';
const callIndex = (mock: ReturnType<typeof stubFetch>, method: string) =>
  mock.mock.calls.findIndex(([, init]) => init?.method === method);

describe('add forms', () => {
  it('creates an inventory item with the wrapped body and returns to the list', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/inventory': reply(201, {
        id: 7,
        name: 'Bolts',
        specification: 'M6',
        quantity: 12,
      }),
      'GET /api/v1/inventory?limit=24&offset=0': reply(200, []),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/inventory/new', admin);
    await user.type(await screen.findByLabelText('Name'), '  Bolts ');
    await user.type(screen.getByLabelText('Specification'), 'M6');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(path()).toBe('/dashboard/inventory'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      item: { name: 'Bolts', specification: 'M6', quantity: 12 },
    });
  });

  it('creates a sticker with the image read into a data URL, previewed before sending', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/stickers': reply(201, {
        id: 4,
        name: 'Logo',
        description: '',
        quantity: 3,
        image_url: '/images/4.png',
      }),
      'GET /api/v1/stickers?limit=24&offset=0': reply(200, []),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/stickers/new', admin);
    await user.type(await screen.findByLabelText('Name'), 'Logo');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.upload(
      screen.getByLabelText('Image'),
      new File([PNG_BYTES], 'logo.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'Preview of the image' });
    expect(preview.getAttribute('src')).toBe(PNG_DATA_URL);
    await user.click(screen.getByRole('button', { name: 'Add sticker' }));
    await waitFor(() => expect(path()).toBe('/dashboard/stickers'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      sticker: { name: 'Logo', description: '', quantity: 3, image: PNG_DATA_URL },
    });
  });

  it('the new tool form shows a 300×100 placeholder and sends no image when none is chosen', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/tools': reply(201, { id: 1, name: 'Saw', specification: '', image_url: null }),
      'GET /api/v1/tools?limit=24&offset=0': reply(200, []),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/tools/new', admin);
    const placeholder = await screen.findByRole('img', { name: 'No image yet' });
    expect(placeholder.className).toContain('catalog-placeholder--large');
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Saw');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));
    await waitFor(() => expect(path()).toBe('/dashboard/tools'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      tool: { name: 'Saw', specification: '' },
    });
  });

  it('rejects a too-large or wrong-type image with a message and never sends it', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/tools': reply(201, { id: 1, name: 'Saw', specification: '', image_url: null }),
      'GET /api/v1/tools?limit=24&offset=0': reply(200, []),
    });
    const user = userEvent.setup({ applyAccept: false });
    const { path } = renderApp('/dashboard/tools/new', admin);
    const input = await screen.findByLabelText('Image');
    await user.upload(
      input,
      new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(TOO_LARGE)).toBeTruthy();
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(WRONG_TYPE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Preview of the image' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Saw');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));
    await waitFor(() => expect(path()).toBe('/dashboard/tools'));
    expect(sentBody(fetchMock, callIndex(fetchMock, 'POST'))).toEqual({
      tool: { name: 'Saw', specification: '' },
    });
  });

  it('shows the server 422 message next to its field and stays', async () => {
    stubFetch({
      'POST /api/v1/inventory': reply(422, {
        message: 'Validation failed: quantity must be 0 or more',
        errors: { quantity: ['must be 0 or more'] },
      }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/inventory/new', admin);
    await user.type(await screen.findByLabelText('Name'), 'Bolts');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '-1');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Quantity must be 0 or more')).toBeTruthy();
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(path()).toBe('/dashboard/inventory/new');
  });

  it('keeps its image rules in step with the server', () => {
    expect(IMAGE_TYPES).toEqual(sharedImage.IMAGE_TYPES);
    expect(IMAGE_MAX_BYTES).toBe(sharedImage.IMAGE_MAX_BYTES);
  });
});

const sticker = { id: 5, name: 'Logo', description: 'Round', quantity: 3, image_url: null };

describe('detail forms', () => {
  it('enables Save changes only after an edit, PUTs {id, sticker} and disables it again', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/stickers/5': reply(200, sticker),
      'PUT /api/v1/stickers/5': reply(200, { ...sticker, quantity: 10 }),
    });
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard/stickers/5', admin);
    const quantity = await screen.findByLabelText('Quantity');
    expect((quantity as HTMLInputElement).value).toBe('3');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(sentBody(fetchMock, callIndex(fetchMock, 'PUT'))).toEqual({
      id: 5,
      sticker: { name: 'Logo', description: 'Round', quantity: 10 },
    });
    expect(store.getState().stickers.current).toMatchObject({ id: 5, quantity: 10 });
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('alerts the message when saving fails', async () => {
    stubFetch({
      'GET /api/v1/tools/2': reply(200, {
        id: 2,
        name: 'Drill',
        specification: '',
        image_url: null,
      }),
      'PUT /api/v1/tools/2': reply(500, { message: 'Could not save the tool' }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/tools/2', admin);
    await user.type(await screen.findByLabelText('Specification'), '18 V');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Could not save the tool'));
    expect(path()).toBe('/dashboard/tools/2');
  });

  it('deletes from the danger area and returns to the list', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/inventory/8': reply(200, {
        id: 8,
        name: 'Nuts',
        specification: '',
        quantity: 1,
      }),
      'DELETE /api/v1/inventory/8': reply(200, { id: 8 }),
      'GET /api/v1/inventory?limit=24&offset=0': reply(200, []),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/dashboard/inventory/8', admin);
    await screen.findByLabelText('Name');
    expect(screen.getByText('This action cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete this item' }));
    await waitFor(() => expect(path()).toBe('/dashboard/inventory'));
    expect(fetchMock.mock.calls[callIndex(fetchMock, 'DELETE')]?.[0]).toBe('/api/v1/inventory/8');
  });

  it('returns to the list when the item cannot be loaded', async () => {
    stubFetch({
      'GET /api/v1/stickers/99': reply(404, { message: 'Not found' }),
      'GET /api/v1/stickers?limit=24&offset=0': reply(200, []),
    });
    const { path } = renderApp('/dashboard/stickers/99', admin);
    await waitFor(() => expect(path()).toBe('/dashboard/stickers'));
  });
});
