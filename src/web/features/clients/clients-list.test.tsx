import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

const FIRST_PAGE = 'GET /api/v1/clients?limit=20&offset=0';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the clients list', () => {
  it('shows each client with "N project(s)", the total and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          sampleClient(2, {
            organization_name: 'Acme',
            projects: [
              { id: 1, name: 'Site', project_class: 'Web' },
              { id: 2, name: 'App', project_class: 'Mobile' },
            ],
          }),
          sampleClient(1, { organization_name: 'Zeta' }),
        ],
        { 'X-Total-Count': '2' },
      ),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Acme2 project(s)', 'Zeta0 project(s)']);
    expect(rows[0]?.getAttribute('href')).toBe('/dashboard/clients/2');
    expect(screen.getByText('2 clients')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Client' }).getAttribute('href')).toBe(
      '/dashboard/clients/new',
    );
  });

  it('says what to do when there are no clients', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/clients', signedInAs('admin'));
    expect(await screen.findByText(/There are no clients yet/)).toBeTruthy();
  });

  it('searches with ?q after typing pauses', async () => {
    const fetchMock = stubFetch({
      [FIRST_PAGE]: reply(200, [sampleClient(1)], { 'X-Total-Count': '1' }),
      'GET /api/v1/clients?q=acme&limit=20&offset=0': reply(
        200,
        [sampleClient(2, { organization_name: 'Acme' })],
        { 'X-Total-Count': '1' },
      ),
    });
    const { path } = renderApp('/dashboard/clients', signedInAs('admin'));
    await screen.findByText('Org 1');
    await userEvent.setup().type(screen.getByLabelText('Search clients'), 'acme');
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(path()).toBe('/dashboard/clients');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('q='))).toEqual([
      '/api/v1/clients?q=acme&limit=20&offset=0',
    ]);
  });

  it('pages by 20 at the foot', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(200, [sampleClient(1)], { 'X-Total-Count': '45' }),
      'GET /api/v1/clients?limit=20&offset=20': reply(200, [sampleClient(21)], {
        'X-Total-Count': '45',
      }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    await screen.findByText('Org 1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Org 21')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows the error and tries again', async () => {
    let calls = 0;
    stubFetch({
      [FIRST_PAGE]: () =>
        ++calls === 1
          ? reply(500, { message: 'Internal server error' })
          : reply(200, [sampleClient(1)], { 'X-Total-Count': '1' }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Org 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
