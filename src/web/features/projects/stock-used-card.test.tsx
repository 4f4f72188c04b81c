import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleDetail } from './test-data';

const SHOW = 'GET /api/v1/projects/5';

describe('the Stock used card', () => {
  it('lists what was used on the project, each linking to its item or sticker', async () => {
    stubFetch({
      [SHOW]: reply(
        200,
        sampleDetail(5, {
          name: 'Roof',
          stock_used: [
            { resource: 'inventory', id: 4, name: 'Bolts', quantity: 1200 },
            { resource: 'stickers', id: 9, name: 'Logo', quantity: 2 },
          ],
        }),
      ),
    });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const card = await screen.findByRole('region', { name: 'Stock used' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'BoltsInventory item1,200',
      'LogoSticker2',
    ]);
    expect(within(card).getByRole('link', { name: 'Bolts' }).getAttribute('href')).toBe(
      '/dashboard/inventory/4',
    );
    expect(within(card).getByRole('link', { name: 'Logo' }).getAttribute('href')).toBe(
      '/dashboard/stickers/9',
    );
  });

  it('says so when nothing was used', async () => {
    stubFetch({ [SHOW]: reply(200, sampleDetail(5, { stock_used: [] })) });
    renderApp('/dashboard/projects/5', signedInAs('admin'));
    const card = await screen.findByRole('region', { name: 'Stock used' });
    expect(card.textContent).toBe('Stock usedNo stock has been used on this project yet.');
    expect(within(card).queryByRole('table')).toBeNull();
  });
});
