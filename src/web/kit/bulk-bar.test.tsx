import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient } from '../features/clients/test-data';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../test-utils/test-fetch';

// The kit's bulk selection, driven through the clients list, which composes it.
const FIRST_PAGE = 'GET /api/v1/clients?limit=20&offset=0';
const total = (n: number) => ({ 'X-Total-Count': String(n) });
const three = [1, 2, 3].map((id) => sampleClient(id));
const calls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('bulk selection on a list', () => {
  it('deletes the picked clients after one confirmation, and Undo restores the lot', async () => {
    const mock = stubFetch({
      [FIRST_PAGE]: reply(200, three, total(3)),
      'POST /api/v1/clients/bulk-delete': reply(200, { ids: [1, 3] }),
      'POST /api/v1/trash/clients/bulk-restore': reply(200, { ids: [1, 3] }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Org 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Org 3' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 clients?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 clients' }));
    expect(await screen.findByText('2 clients deleted')).toBeTruthy();
    const post = calls(mock).indexOf('POST /api/v1/clients/bulk-delete');
    expect(sentBody(mock, post)).toEqual({ ids: [1, 3] });
    // The action lets the selection go.
    expect(screen.queryByText('2 selected')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('2 clients restored')).toBeTruthy();
    const undo = calls(mock).indexOf('POST /api/v1/trash/clients/bulk-restore');
    expect(sentBody(mock, undo)).toEqual({ ids: [1, 3] });
  });

  it('says when the Undo restored none of the lot, and why', async () => {
    const message = '3: Its client is gone (nothing was restored)';
    stubFetch({
      [FIRST_PAGE]: reply(200, three, total(3)),
      'POST /api/v1/clients/bulk-delete': reply(200, { ids: [1, 3] }),
      'POST /api/v1/trash/clients/bulk-restore': reply(409, { message }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Org 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Org 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 clients' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`None of the 2 clients were restored: ${message}`)).toBeTruthy();
  });

  it('shows a refusal’s message and keeps the selection', async () => {
    stubFetch({
      [FIRST_PAGE]: reply(200, three, total(3)),
      'POST /api/v1/clients/bulk-delete': reply(422, {
        message: 'Validation failed',
        errors: { ids: ['3 is not a client (nothing was changed)'] },
      }),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const user = userEvent.setup();
    await screen.findByText('Org 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete 3 clients' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '3 is not a client (nothing was changed)',
    );
    expect(screen.getByText('3 selected')).toBeTruthy();
  });

  it('selects all matching by paging the list with its search, and Escape clears', async () => {
    const mock = stubFetch({
      [FIRST_PAGE]: reply(200, three, total(25)),
      'GET /api/v1/clients?limit=500&offset=0': reply(
        200,
        Array.from({ length: 25 }, (_, i) => sampleClient(i + 1)),
        total(25),
      ),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const user = userEvent.setup();
    await screen.findByText('Org 1');
    await user.click(screen.getByRole('button', { name: 'Select all 25 matching' }));
    expect(await screen.findByText('25 selected')).toBeTruthy();
    expect(calls(mock)).toContain('GET /api/v1/clients?limit=500&offset=0');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('25 selected')).toBeNull();
  });

  it('says so when more match than one action takes', async () => {
    const page = (from: number) =>
      reply(
        200,
        Array.from({ length: 500 }, (_, i) => sampleClient(from + i)),
        total(1200),
      );
    stubFetch({
      [FIRST_PAGE]: reply(200, three, total(1200)),
      'GET /api/v1/clients?limit=500&offset=0': page(1),
      'GET /api/v1/clients?limit=500&offset=500': page(501),
    });
    renderApp('/dashboard/clients', signedInAs('admin'));
    const user = userEvent.setup();
    await screen.findByText('Org 1');
    await user.click(screen.getByRole('button', { name: 'Select all 1,200 matching' }));
    expect(await screen.findByText('1,000 selected')).toBeTruthy();
    expect(
      screen.getByText(
        'The first 1,000 of 1,200 clients are selected: one action takes at most 1,000.',
      ),
    ).toBeTruthy();
  });
});
