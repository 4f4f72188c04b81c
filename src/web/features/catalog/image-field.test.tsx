import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';
import { PNG_BYTES, PNG_DATA_URL, listCall, renderCatalog, sampleSticker } from './test-data';

// jsdom decodes no image: by default every file decodes as 1×1, so none is scaled down here.
let decode: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  decode = vi.fn().mockResolvedValue({ width: 1, height: 1, close: () => {} });
  vi.stubGlobal('createImageBitmap', decode);
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const png = (name = 'logo.png') => new File([PNG_BYTES], name, { type: 'image/png' });
const zone = () => document.querySelector('.catalog-drop')!;
/** What a drag of files from the desktop carries, as jsdom can stand it in. */
const files = (...list: File[]) => ({ dataTransfer: { types: ['Files'], files: list } });
const preview = () => screen.queryByRole('img', { name: 'Preview of the image' });

describe('the image field', () => {
  it('has a real "Choose image" button in the tab order that opens the file input', async () => {
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/new');
    const input = screen.getByLabelText('Image') as HTMLInputElement;
    const open = vi.spyOn(input, 'click').mockImplementation(() => {});
    expect(input.tabIndex).toBe(-1);
    // The field before it: the sticker's low-stock threshold.
    await user.click(screen.getByLabelText('Low-stock threshold'));
    await user.tab();
    expect(document.activeElement).toBe(button('Choose image'));
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('highlights itself while files are dragged over it, and not for dragged text', async () => {
    await renderCatalog('/dashboard/stickers/new');
    fireEvent.dragEnter(zone(), { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone().className).not.toContain('catalog-drop--over');
    fireEvent.dragEnter(zone(), files());
    fireEvent.dragEnter(button('Choose image'), files());
    expect(zone().className).toContain('catalog-drop--over');
    expect(screen.getByText('Drop to use this image')).toBeTruthy();
    // Leaving the button for the zone is not leaving the zone.
    fireEvent.dragLeave(button('Choose image'), files());
    expect(zone().className).toContain('catalog-drop--over');
    fireEvent.dragLeave(zone(), files());
    expect(zone().className).not.toContain('catalog-drop--over');
  });

  it('keeps a file dropped beside the zone from replacing the page (and the form)', async () => {
    await renderCatalog('/dashboard/stickers/new');
    const name = screen.getByLabelText('Name');
    // false: the browser's default, opening the file in place of the page, was prevented.
    expect(fireEvent.dragOver(name, files(png()))).toBe(false);
    expect(fireEvent.drop(name, files(png()))).toBe(false);
    expect(preview()).toBeNull();
    // Text dragged within the page keeps its default behaviour.
    expect(fireEvent.drop(name, { dataTransfer: { types: ['text/plain'], files: [] } })).toBe(true);
  });

  it('takes a dropped image, previews it and sends it', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/stickers': reply(201, sampleSticker(4, { name: 'Logo' })),
      [listCall('stickers')]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/new');
    await user.type(screen.getByLabelText('Name'), 'Logo');
    fireEvent.dragEnter(zone(), files(png()));
    fireEvent.drop(zone(), files(png()));
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe(PNG_DATA_URL));
    expect(zone().className).not.toContain('catalog-drop--over');
    expect(button('Change image')).toBeTruthy();
    await user.click(button('Save'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toMatchObject({ sticker: { image: PNG_DATA_URL } });
  });

  it('of several dropped files takes the first and says so', async () => {
    await renderCatalog('/dashboard/stickers/new');
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(zone(), files(png('first.png'), text, png('third.png')));
    expect(await screen.findByText('Only the first of the 3 files is used.')).toBeTruthy();
    expect(preview()?.getAttribute('src')).toBe(PNG_DATA_URL);
  });

  it('refuses a dropped file that is not an image, with the reason under the field', async () => {
    await renderCatalog('/dashboard/stickers/new');
    fireEvent.drop(zone(), files(new File(['notes'], 'notes.txt', { type: 'text/plain' })));
    expect(await screen.findByText('Image must be a PNG, JPEG, WebP or GIF image')).toBeTruthy();
    expect(zone().className).toContain('catalog-drop--invalid');
    expect(preview()).toBeNull();
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a file named like an image that the browser cannot decode', async () => {
    decode.mockRejectedValue(new DOMException('The source image could not be decoded.'));
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/new');
    await user.upload(screen.getByLabelText('Image'), png('not-really.png'));
    expect(await screen.findByText('Image could not be read as an image')).toBeTruthy();
    expect(button('Choose image').getAttribute('aria-invalid')).toBe('true');
    expect(preview()).toBeNull();
  });

  it('keeps Save busy while the image is prepared and ignores a submit until it is ready', async () => {
    let decoded: (bitmap: unknown) => void = () => {};
    decode.mockReturnValue(new Promise((resolve) => (decoded = resolve)));
    const fetchMock = stubFetch({
      'POST /api/v1/stickers': reply(201, sampleSticker(4, { name: 'Logo' })),
      [listCall('stickers')]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/stickers/new');
    await user.type(screen.getByLabelText('Name'), 'Logo');
    await user.upload(screen.getByLabelText('Image'), png());
    expect(await screen.findByText('Preparing the image…')).toBeTruthy();
    expect(button('Save').getAttribute('aria-busy')).toBe('true');
    await user.click(button('Save'));
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    decoded({ width: 1, height: 1, close: () => {} });
    await waitFor(() => expect(preview()?.getAttribute('src')).toBe(PNG_DATA_URL));
    expect(screen.queryByText('Preparing the image…')).toBeNull();
    expect(button('Save').getAttribute('aria-busy')).toBe('false');
  });
});
