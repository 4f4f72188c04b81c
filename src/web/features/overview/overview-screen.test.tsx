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
