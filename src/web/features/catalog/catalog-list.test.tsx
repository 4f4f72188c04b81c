import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../kit/use-resource-list';
import { reply, stubFetch, listUrls } from '../../test-utils/test-fetch';
import { listCall, renderCatalog, sampleItem, sampleSticker, sampleTool } from './test-data';

const cardOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

describe('catalog lists', () => {
  it('inventory cards show name, specification and quantity, with the total and add link', async () => {
    stubFetch({
      [listCall('inventory')]: reply(
        200,
        [
          sampleItem(1, { name: 'Bolts', specification: 'M6 × 20', quantity: 1200 }),
          sampleItem(2, { name: 'Nuts', specification: 'M6', quantity: 0 }),
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    await renderCatalog('/dashboard/inventory');
    const list = await screen.findByRole('list', { name: 'Items' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Bolts', 'Nuts']);
    const card = await cardOf('Bolts');
    expect(within(card).getByRole('link', { name: 'Bolts' }).getAttribute('href')).toBe(
      '/dashboard/inventory/1',
    );
    expect(within(card).getByText('M6 × 20')).toBeTruthy();
    expect(card.textContent).toContain('Quantity: 1,200');
    expect(screen.getByText('2 items')).toBeTruthy();
    // The main action sits in the top bar, beside the screen's title.
    const banner = screen.getByRole('heading', { level: 1, name: 'Inventory' }).parentElement!;
    expect(within(banner).getByRole('link', { name: '+ Add Item' }).getAttribute('href')).toBe(
      '/dashboard/inventory/new',
    );
  });

  it('sticker cards show the image or a 100×40 placeholder, and the quantity', async () => {
    stubFetch({
      [listCall('stickers')]: reply(
        200,
        [
          sampleSticker(1, { name: 'Logo', quantity: 5, image_url: '/api/v1/stickers/1/image' }),
          sampleSticker(2, { name: 'Plain', quantity: 1 }),
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    await renderCatalog('/dashboard/stickers');
    const logo = await cardOf('Logo');
    const img = logo.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/v1/stickers/1/image');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '40']);
    expect(logo.textContent).toContain('Quantity: 5');
    const plain = await cardOf('Plain');
    expect(within(plain).getByRole('img', { name: 'No image' }).className).toBe(
      'catalog-placeholder',
    );
    expect(screen.getByText('2 stickers')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Sticker' })).toBeTruthy();
  });

  it('tool cards show name, specification and image; no quantity', async () => {
    stubFetch({
      [listCall('tools')]: reply(200, [sampleTool(3, { name: 'Drill', specification: '18 V' })], {
        'X-Total-Count': '1',
      }),
    });
    await renderCatalog('/dashboard/tools');
    const card = await cardOf('Drill');
    expect(within(card).getByText('18 V')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(card.textContent).not.toContain('Quantity');
    expect(screen.getByText('1 tool')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Tool' }).getAttribute('href')).toBe(
      '/dashboard/tools/new',
    );
  });

  it('searches with a debounced ?q and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      [listCall('tools')]: reply(200, [sampleTool(3, { name: 'Drill' })], {
        'X-Total-Count': '1',
      }),
      [listCall('tools', 1, 'saw')]: reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCatalog('/dashboard/tools');
    await screen.findByRole('link', { name: 'Drill' });
    await user.type(screen.getByLabelText('Search tools'), 'saw');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q='))).toBe(false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/No tools match “saw”/)).toBeTruthy();
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).includes('q='));
    expect(searches).toHaveLength(1);
  });

  it('takes the query from the URL, so a reload keeps the search', async () => {
    const fetchMock = stubFetch({
      [listCall('inventory', 1, 'bolt')]: reply(200, [sampleItem(1, { name: 'Bolts' })], {
        'X-Total-Count': '1',
      }),
    });
    await renderCatalog('/dashboard/inventory?q=bolt');
    expect(await screen.findByRole('link', { name: 'Bolts' })).toBeTruthy();
    expect((screen.getByLabelText('Search items') as HTMLInputElement).value).toBe('bolt');
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(listUrls(fetchMock)).toEqual([listCall('inventory', 1, 'bolt').slice('GET '.length)]);
  });

  it('shows an empty state that leads to the add form', async () => {
    stubFetch({ [listCall('stickers')]: reply(200, [], { 'X-Total-Count': '0' }) });
    await renderCatalog('/dashboard/stickers');
    expect(await screen.findByText(/No stickers yet/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '+ Add Sticker' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/stickers/new',
      '/dashboard/stickers/new',
    ]);
  });

  it('pages with the kit’s page size, the page in the URL', async () => {
    const total = { 'X-Total-Count': String(PAGE_SIZE + 5) };
    stubFetch({
      [listCall('inventory')]: reply(200, [sampleItem(1)], total),
      [listCall('inventory', 2)]: reply(200, [sampleItem(PAGE_SIZE + 1)], total),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory');
    await screen.findByRole('link', { name: 'Item 1' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/dashboard/inventory?page=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: `Item ${PAGE_SIZE + 1}` })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    stubFetch({
      [listCall('inventory')]: () =>
        ++calls === 1
          ? reply(500, { message: 'Database unavailable' })
          : reply(200, [sampleItem(1, { name: 'Bolts' })], { 'X-Total-Count': '1' }),
    });
    const user = userEvent.setup();
    await renderCatalog('/dashboard/inventory');
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Bolts' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Database unavailable/)).toBeNull());
  });
});
