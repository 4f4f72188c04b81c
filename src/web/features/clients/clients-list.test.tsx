import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch, listUrls } from '../../test-utils/test-fetch';
import { sampleClient } from './test-data';

const FIRST_PAGE = 'GET /api/v1/clients?limit=20&offset=0';

describe('the clients list', () => {
  it('shows each client with its place, contact email, website and project count, the total and the add link', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(
        200,
        [
          sampleClient(2, {
            organization_name: 'Acme',
            city: 'Leeds',
            country: 'United Kingdom',
            email_address: 'ops@acme.example',
            projects: [
              { id: 1, name: 'Site', project_class: 'Web' },
              { id: 2, name: 'App', project_class: 'Mobile' },
            ],
          }),
          sampleClient(1, {
            organization_name: 'Zeta',
            country: 'Norway',
            website: 'https://zeta.example/',
          }),
          sampleClient(3, { organization_name: 'Zulu' }),
        ],
        { 'X-Total-Count': '3' },
      ),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const list = await screen.findByRole('list', { name: 'Clients' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AcmeLeeds, United Kingdom · ops@acme.example2 projects',
      'ZetaNorway · zeta.example0 projects',
      'Zulu0 projects',
    ]);
    expect(rows[0]?.getAttribute('href')).toBe('/dashboard/clients/2');
    expect(screen.getByText('3 clients')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Client' }).getAttribute('href')).toBe(
      '/dashboard/clients/new',
    );
  });

  it('says what to do when there are no clients', async () => {
    stubFetch({ [FIRST_PAGE]: reply(200, [], { 'X-Total-Count': '0' }) });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const empty = await screen.findByText(/No clients yet/);
    expect(within(empty).getByRole('link', { name: '+ Add Client' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Clients' })).toBeNull();
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

  it('keeps the query and the page in the URL, and reads them back on load', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/clients?q=acme&limit=20&offset=20': reply(
        200,
        [sampleClient(22, { organization_name: 'Acme 22' })],
        { 'X-Total-Count': '30' },
      ),
    });
    renderApp('/dashboard/clients?q=acme&page=2', signedInAs('admin'));
    expect(await screen.findByText('Acme 22')).toBeTruthy();
    expect((screen.getByLabelText('Search clients') as HTMLInputElement).value).toBe('acme');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    expect(listUrls(fetchMock)).toHaveLength(1);
  });

  it('shows the error in place of the list, with no total beside it, and retries', async () => {
    let calls = 0;
    stubFetch({
      [FIRST_PAGE]: () =>
        ++calls === 1
          ? reply(500, { message: 'Internal server error' })
          : reply(200, [sampleClient(1)], { 'X-Total-Count': '1' }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
    expect(screen.queryByText(/0 clients/)).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Org 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
