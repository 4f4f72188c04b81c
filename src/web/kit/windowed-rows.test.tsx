import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch } from '../test-utils/test-fetch';
import { WindowedRows } from './windowed-rows';

afterEach(cleanup);

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));

describe('WindowedRows', () => {
  it('renders only the rows near the viewport, each saying where it sits among all', () => {
    render(
      <WindowedRows items={items(500)} label="Items">
        {(item) => <a href={`/items/${item.id}`}>{item.name}</a>}
      </WindowedRows>,
    );
    const list = screen.getByRole('list', { name: 'Items' });
    const rows = within(list).getAllByRole('listitem');
    // jsdom's window is 768 px tall: a screenful of rows plus the overscan, not 500.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(50);
    expect(rows[0]?.textContent).toBe('Item 1');
    expect(rows.map((row) => row.getAttribute('aria-posinset'))).toEqual(
      rows.map((_, i) => String(i + 1)),
    );
    expect(rows.every((row) => row.getAttribute('aria-setsize') === '500')).toBe(true);
    // The list keeps the height of all 500 rows, so the page scrolls to the last.
    expect(list.style.height).toBe(`${500 * 58}px`);
  });
});

describe('a list screen page over 100 rows', () => {
  it('is windowed: the rows count 500 though fewer are in the DOM', async () => {
    const clients = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      organization_name: `Org ${i + 1}`,
      phone_number: '',
      website: '',
      email_address: '',
      country: '',
      state: '',
      city: '',
      street: '',
      projects: [],
    }));
    stubFetch({
      'GET /api/v1/clients?limit=500&offset=0': reply(200, clients, { 'X-Total-Count': '500' }),
    });
    renderApp('/dashboard/clients?size=500', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    const rows = list.querySelectorAll('li');
    expect(rows.length).toBeLessThan(50);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('500');
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/clients/1');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});
