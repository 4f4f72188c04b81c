import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const counts = {
  clients_count: 3,
  projects_count: 5,
  pages_count: 12,
  notes_count: 0,
  inventory_items_count: 1200,
  stickers_count: 4,
  tools_count: 9,
  low_stock: { inventory: 0, stickers: 0 },
};

describe('the overview screen', () => {
  it('shows the seven counts of GET /overview, each linking to its list', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const clients = await screen.findByRole('link', { name: /^3\s*Clients$/ });
    expect(clients.getAttribute('href')).toBe('/dashboard/clients');
    const tiles = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => link.classList.contains('overview__tile'));
    expect(tiles.map((t) => t.textContent)).toEqual([
      '3Clients',
      '5Projects',
      '12Pages',
      '0Notes',
      `${(1200).toLocaleString()}Unique inventory items`,
      '4Unique stickers',
      '9Unique tools',
    ]);
    expect(screen.getByRole('link', { name: '+ New page' }).getAttribute('href')).toBe(
      '/dashboard/pages/new',
    );
  });

  it('says nothing of stock when none is low', async () => {
    stubFetch({ 'GET /api/v1/overview': reply(200, counts) });
    renderApp('/dashboard/overview', signedInAs('admin'));
    await screen.findByRole('link', { name: /^3\s*Clients$/ });
    expect(screen.queryByText(/low on stock/)).toBeNull();
  });

  it('names what is low on stock under the tiles, each leading to its filtered list', async () => {
    stubFetch({
      'GET /api/v1/overview': reply(200, { ...counts, low_stock: { inventory: 3, stickers: 1 } }),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const low = await screen.findByRole('list', { name: 'Low on stock' });
    expect(
      within(low)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['3 items low on stock', '/dashboard/inventory?low_stock=true'],
      ['1 sticker low on stock', '/dashboard/stickers?low_stock=true'],
    ]);
  });

  it('names only the stock that is low', async () => {
    stubFetch({
      'GET /api/v1/overview': reply(200, { ...counts, low_stock: { inventory: 0, stickers: 2 } }),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    const link = await screen.findByRole('link', { name: '2 stickers low on stock' });
    expect(link.getAttribute('href')).toBe('/dashboard/stickers?low_stock=true');
    expect(screen.queryByText(/items? low on stock/)).toBeNull();
  });

  it('shows the error in place of the tiles, and tries again on request', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/overview': () =>
        ++calls === 1 ? reply(500, { message: 'Internal server error' }) : reply(200, counts),
    });
    renderApp('/dashboard/overview', signedInAs('admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
    expect(document.querySelector('.overview__tiles, .skeleton')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^5\s*Projects$/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
