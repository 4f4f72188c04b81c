import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { SEARCH_DEBOUNCE_MS } from './catalog-list';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const admin = signedInAs('admin');

describe('catalog lists', () => {
  it('inventory cards show name, specification and quantity, with the total and add link', async () => {
    stubFetch({
      'GET /api/v1/inventory?limit=24&offset=0': reply(
        200,
        [
          { id: 1, name: 'Bolts', specification: 'M6 × 20', quantity: 1200 },
          { id: 2, name: 'Nuts', specification: 'M6', quantity: 0 },
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/inventory', admin);
    const link = await screen.findByRole('link', { name: 'Bolts' });
    expect(link.getAttribute('href')).toBe('/dashboard/inventory/1');
    const card = link.closest('li')!;
    expect(within(card).getByText('M6 × 20')).toBeTruthy();
    expect(card.textContent).toContain('Quantity: 1,200');
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Item' }).getAttribute('href')).toBe(
      '/dashboard/inventory/new',
    );
  });

  it('sticker cards show the image or a 100×40 placeholder, and the quantity', async () => {
    stubFetch({
      'GET /api/v1/stickers?limit=24&offset=0': reply(200, [
        { id: 1, name: 'Logo', description: '', quantity: 5, image_url: '/images/s1.png' },
        { id: 2, name: 'Plain', description: '', quantity: 1, image_url: null },
      ]),
    });
    renderApp('/dashboard/stickers', admin);
    const logo = (await screen.findByRole('link', { name: 'Logo' })).closest('li')!;
    const img = logo.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/s1.png');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '40']);
    expect(logo.textContent).toContain('Quantity: 5');
    const plain = screen.getByRole('link', { name: 'Plain' }).closest('li')!;
    expect(within(plain).getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(screen.getByText('2 stickers')).toBeTruthy();
  });

  it('tool cards show name, specification and image; no quantity', async () => {
    stubFetch({
      'GET /api/v1/tools?limit=24&offset=0': reply(200, [
        { id: 3, name: 'Drill', specification: '18 V', image_url: null },
      ]),
    });
    renderApp('/dashboard/tools', admin);
    const card = (await screen.findByRole('link', { name: 'Drill' })).closest('li')!;
    expect(within(card).getByText('18 V')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(card.textContent).not.toContain('Quantity');
    expect(screen.getByText('1 tool')).toBeTruthy();
  });

  it('searches with a debounced ?q and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      'GET /api/v1/tools?limit=24&offset=0': reply(200, [
        { id: 3, name: 'Drill', specification: '', image_url: null },
      ]),
      'GET /api/v1/tools?q=saw&limit=24&offset=0': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/dashboard/tools', admin);
    await screen.findByRole('link', { name: 'Drill' });
    await user.type(screen.getByLabelText('Search tools'), 'saw');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('q='))).toBe(false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(/No tools match “saw”/)).toBeTruthy();
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).includes('q='));
    expect(searches).toHaveLength(1);
  });

  it('shows an empty state that leads to the add form', async () => {
    stubFetch({ 'GET /api/v1/stickers?limit=24&offset=0': reply(200, []) });
    renderApp('/dashboard/stickers', admin);
    const link = await screen.findByRole('link', { name: 'Add the first sticker' });
    expect(link.getAttribute('href')).toBe('/dashboard/stickers/new');
  });

  it('pages by 24', async () => {
    const page = (from: number) =>
      Array.from({ length: 24 }, (_, i) => ({
        id: from + i,
        name: `Item ${from + i}`,
        specification: '',
        quantity: 1,
      }));
    stubFetch({
      'GET /api/v1/inventory?limit=24&offset=0': reply(200, page(1), { 'X-Total-Count': '30' }),
      'GET /api/v1/inventory?limit=24&offset=24': reply(200, page(25).slice(0, 6), {
        'X-Total-Count': '30',
      }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/inventory', admin);
    await screen.findByRole('link', { name: 'Item 1' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Item 25' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/inventory?limit=24&offset=0': () =>
        ++calls === 1
          ? reply(500, { message: 'Database unavailable' })
          : reply(200, [{ id: 1, name: 'Bolts', specification: '', quantity: 2 }]),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/inventory', admin);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bolts' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Database unavailable')).toBeNull());
  });
});
