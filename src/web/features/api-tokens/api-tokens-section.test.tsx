import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '../../../shared/api-tokens';
import type { UserAccount } from '../../../shared/accounts';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

const SECRET = 'stw_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const token = (id: number, overrides: Partial<ApiToken> = {}): ApiToken => ({
  id,
  name: `Token ${id}`,
  scope: 'read',
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  ...overrides,
});
const calls = (mock: ReturnType<typeof stubFetch>, method: string) =>
  mock.mock.calls.filter((c) => c[1]?.method === method);

afterEach(() => vi.unstubAllGlobals());

async function tokensCard() {
  return within(await screen.findByRole('region', { name: 'API tokens' }));
}

describe('My account’s API tokens', () => {
  it('names the field in error, then shows the new secret once, with Copy', async () => {
    let posts = 0;
    const fetchMock = stubFetch({
      'GET /api/v1/tokens': reply(200, [token(1)]),
      'POST /api/v1/tokens': () =>
        ++posts === 1
          ? reply(422, { message: 'Validation failed', errors: { name: ['is taken'] } })
          : reply(201, { token: token(2, { name: 'Deploy', scope: 'write' }), secret: SECRET }),
    });
    renderApp('/dashboard/account', signedInAs('admin'));
    const user = userEvent.setup();
    const card = await tokensCard();
    expect(await card.findByText('Token 1')).toBeTruthy();

    // Checked in the browser first: nothing is sent without a name.
    await user.click(card.getByRole('button', { name: 'Make token' }));
    expect(await card.findByText('Name is required')).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await user.type(card.getByLabelText(/^Name/), 'Deploy');
    await user.selectOptions(card.getByLabelText('Access'), 'Read and write');
    await user.selectOptions(card.getByLabelText('Expires'), '1 year');
    await user.click(card.getByRole('button', { name: 'Make token' }));
    // The server's 422 lands on its field, and nothing typed is lost.
    expect(await card.findByText('Name is taken')).toBeTruthy();
    expect((card.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Deploy');

    await user.click(card.getByRole('button', { name: 'Make token' }));
    const shown = await card.findByRole('status');
    expect(within(shown).getByText(/Copy it now: it will not be shown again\./)).toBeTruthy();
    expect(within(shown).getByLabelText('New API token').textContent).toBe(SECRET);
    expect(JSON.parse(String(calls(fetchMock, 'POST')[1]![1]!.body))).toEqual({
      token: { name: 'Deploy', scope: 'write', expires_in_days: 365 },
    });
    // The form is empty again, and the new token leads the list.
    expect((card.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    const rows = card.getAllByRole('article');
    expect(rows[0]!.getAttribute('aria-label')).toBe('Token Deploy');
    expect(within(rows[0]!).getByText(/Read and write/)).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Token copied')).toBeTruthy();

    // Done: the secret is gone from the page for good.
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a token after asking', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/tokens': reply(200, [token(1), token(2, { name: 'CI' })]),
      'DELETE /api/v1/tokens/2': reply(200, { message: 'Token revoked' }),
    });
    renderApp('/dashboard/account', signedInAs('superuser'));
    const user = userEvent.setup();
    const card = await tokensCard();
    const revoke = await card.findByRole('button', { name: 'Revoke the token CI' });
    await user.click(revoke);
    const ask = within(screen.getByRole('alertdialog'));
    expect(ask.getByText('Revoke the token “CI”?')).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(revoke);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(card.queryByRole('article', { name: 'Token CI' })).toBeNull());
    expect(card.getByRole('article', { name: 'Token Token 1' })).toBeTruthy();
    expect(await screen.findByText('Token “CI” revoked')).toBeTruthy();
  });

  it('is not offered to an ordinary account', async () => {
    const fetchMock = stubFetch({});
    renderApp('/dashboard/account', signedInAs('user'));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'API tokens' })).toBeNull();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/tokens'))).toBe(false);
  });
});

describe('an account’s tokens on the Users screen', () => {
  it('lists that account’s tokens, with Revoke', async () => {
    const ada: UserAccount = {
      id: 5,
      username: 'ada',
      email_address: 'ada@example.com',
      role: 'admin',
      disabled: false,
      client: null,
      created_at: '2026-01-02T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
      updated_by: null,
    };
    stubFetch({
      'GET /api/v1/users/5': reply(200, ada, { ETag: '"1-a"' }),
      'GET /api/v1/users/5/history?limit=20': reply(200, []),
      'GET /api/v1/tokens?user_id=5': reply(200, [
        token(9, { name: 'Ada’s script', expires_at: '2027-01-01T00:00:00.000Z' }),
      ]),
    });
    renderApp('/dashboard/users/5', signedInAs('superuser'));
    const card = await tokensCard();
    const row = within(await card.findByRole('article', { name: 'Token Ada’s script' }));
    expect(row.getByText(/expires 1 Jan 2027 · never used/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Revoke the token Ada’s script' })).toBeTruthy();
    // No form here: a superuser makes tokens for no one but themselves.
    expect(card.queryByRole('button', { name: 'Make token' })).toBeNull();
  });
});
