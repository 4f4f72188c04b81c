import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

afterEach(() => vi.unstubAllGlobals());
const puts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter((c) => c[1]?.method === 'PUT');
const card = async () => within(await screen.findByRole('region', { name: 'Notifications' }));

describe('My account’s notification choices', () => {
  it('start as the server says; a change is saved in one PUT, and the button waits for one', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/account/notifications': reply(200, {
        email: [],
        low_stock: true,
        mail_configured: true,
      }),
      'PUT /api/v1/account/notifications': (init) =>
        reply(200, { ...JSON.parse(String(init.body)), mail_configured: true }),
    });
    renderApp('/dashboard/account', signedInAs('admin'));
    const user = userEvent.setup();
    const choices = await card();
    const mention = await choices.findByRole('checkbox', {
      name: 'Someone mentions me in a comment',
    });
    expect((mention as HTMLInputElement).checked).toBe(false);
    const save = choices.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(choices.queryByText(/does not send mail yet/)).toBeNull();

    await user.click(mention);
    await user.click(choices.getByRole('checkbox', { name: 'A task of mine is overdue' }));
    const lowStock = choices.getByRole('checkbox', {
      name: 'Tell me when an item or sticker runs low on stock',
    });
    await user.click(lowStock);
    // Low stock off: its email choice is moot.
    const lowMail = choices.getByRole('checkbox', { name: 'An item or sticker runs low on stock' });
    expect((lowMail as HTMLInputElement).disabled).toBe(true);
    await user.click(save);
    expect(await screen.findByText('Notification choices saved')).toBeTruthy();
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toEqual({
      email: ['mention', 'overdue'],
      low_stock: false,
    });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
  });

  it('say when the server sends no mail, and show a refusal in the card', async () => {
    stubFetch({
      'GET /api/v1/account/notifications': reply(200, {
        email: ['assignment'],
        low_stock: true,
        mail_configured: false,
      }),
      'PUT /api/v1/account/notifications': reply(503, { message: 'Database unavailable' }),
    });
    renderApp('/dashboard/account', signedInAs('superuser'));
    const user = userEvent.setup();
    const choices = await card();
    expect(await choices.findByText(/This server does not send mail yet/)).toBeTruthy();
    const assignment = choices.getByRole('checkbox', { name: 'A task is assigned to me' });
    expect((assignment as HTMLInputElement).checked).toBe(true);
    await user.click(assignment);
    await user.click(choices.getByRole('button', { name: 'Save changes' }));
    expect((await choices.findByRole('alert')).textContent).toContain('Database unavailable');
    expect((assignment as HTMLInputElement).checked).toBe(false);
  });

  it('are not offered to ordinary accounts, who are sent no notifications', async () => {
    stubFetch({});
    renderApp('/dashboard/account', signedInAs('user'));
    await screen.findByRole('region', { name: 'Change password' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });
});
