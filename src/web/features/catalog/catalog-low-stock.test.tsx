import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lazyScreensLoaded, renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleItem, sampleSticker } from './test-data';

const total = (n: number) => ({ 'X-Total-Count': String(n) });
const item = (id: number, name: string, quantity: number, low_stock_threshold: number | null) =>
  sampleItem(id, { name, quantity, low_stock_threshold });
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });
const urls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => String(url));

describe('"Low stock only"', () => {
  it('asks the API for ?low_stock=true, keeps it in the URL, and exports the same', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/inventory?limit=20&offset=0': reply(
        200,
        [item(1, 'Bolts', 2, 5), item(2, 'Nuts', 40, 5), item(3, 'Washers', 0, null)],
        total(3),
      ),
      'GET /api/v1/inventory?low_stock=true&limit=20&offset=0': reply(
        200,
        [item(1, 'Bolts', 2, 5)],
        total(1),
      ),
    });
    const { path } = renderApp('/dashboard/inventory', signedInAs('admin'));
    await lazyScreensLoaded();
    const bolts = (await screen.findByRole('link', { name: 'Bolts' })).closest('li')!;
    // At or below its threshold only: none without a threshold, even at 0.
    expect(within(bolts).getByText('Low stock')).toBeTruthy();
    const others = ['Nuts', 'Washers'].map((name) => screen.getByRole('link', { name }));
    for (const link of others)
      expect(within(link.closest('li')!).queryByText('Low stock')).toBeNull();

    const flag = screen.getByRole('checkbox', { name: 'Low stock only' });
    await userEvent.setup().click(flag);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nuts' })).toBeNull());
    expect(screen.getByText('1 item')).toBeTruthy();
    expect((flag as HTMLInputElement).checked).toBe(true);
    expect(path()).toBe('/dashboard/inventory');
    expect(urls(fetchMock)).toContain('/api/v1/inventory?low_stock=true&limit=20&offset=0');
    expect(exportLink().getAttribute('href')).toBe('/api/v1/inventory.csv?low_stock=true');
  });

  it('reads the filter from the URL; when nothing matches it says so and clears it', async () => {
    stubFetch({
      'GET /api/v1/stickers?q=logo&low_stock=true&limit=20&offset=0': reply(200, [], total(0)),
      'GET /api/v1/stickers?q=logo&limit=20&offset=0': reply(
        200,
        [sampleSticker(4, { name: 'Logo', quantity: 9, low_stock_threshold: 2 })],
        total(1),
      ),
    });
    renderApp('/dashboard/stickers?q=logo&low_stock=true', signedInAs('admin'));
    await lazyScreensLoaded();
    expect(await screen.findByText('No stickers match “logo” with these filters.')).toBeTruthy();
    expect(exportLink().getAttribute('href')).toBe('/api/v1/stickers.csv?q=logo&low_stock=true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Logo' })).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Low stock only' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('is not offered for tools, which have no stock', async () => {
    stubFetch({ 'GET /api/v1/tools?limit=20&offset=0': reply(200, [], total(0)) });
    renderApp('/dashboard/tools', signedInAs('admin'));
    await lazyScreensLoaded();
    await screen.findByText(/No tools yet/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(exportLink().getAttribute('href')).toBe('/api/v1/tools.csv');
  });
});

describe('the low-stock threshold field', () => {
  const sent = (mock: ReturnType<typeof stubFetch>, method: string) => {
    const call = mock.mock.calls.find(([, init]) => init?.method === method);
    return call?.[1]?.body ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
  };

  it('sends a whole number as one on a new item, said under its label what it is for', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/inventory': reply(201, sampleItem(7, { name: 'Bolts' })),
      'GET /api/v1/inventory?limit=20&offset=0': reply(200, [], total(0)),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/inventory/new', signedInAs('admin'));
    await lazyScreensLoaded();
    await user.type(await screen.findByLabelText('Name'), 'Bolts');
    const threshold = screen.getByLabelText('Low-stock threshold');
    expect(threshold.getAttribute('aria-describedby')).toContain('-hint');
    expect(screen.getByText(/Leave it empty for none/)).toBeTruthy();
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual({
        item: { name: 'Bolts', specification: '', quantity: 0, low_stock_threshold: 5 },
      }),
    );
  });

  it('refuses a threshold below 0 by its label, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    renderApp('/dashboard/stickers/new', signedInAs('admin'));
    await lazyScreensLoaded();
    await user.type(await screen.findByLabelText('Name'), 'Logo');
    await user.type(screen.getByLabelText('Low-stock threshold'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Low-stock threshold must be 0 or more')).toBeTruthy();
    expect(sent(fetchMock, 'POST')).toBeUndefined();
  });

  it('shows the saved threshold; emptied, the edit sends none (null)', async () => {
    const logo = sampleSticker(5, { name: 'Logo', quantity: 9, low_stock_threshold: 3 });
    const fetchMock = stubFetch({
      'GET /api/v1/stickers/5': reply(200, logo),
      'PUT /api/v1/stickers/5': reply(200, { ...logo, low_stock_threshold: null }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/stickers/5', signedInAs('admin'));
    await lazyScreensLoaded();
    const threshold = (await screen.findByLabelText('Low-stock threshold')) as HTMLInputElement;
    expect(threshold.value).toBe('3');
    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(sent(fetchMock, 'PUT')).toEqual({ id: 5, sticker: { low_stock_threshold: null } });
  });
});
