import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserAccount } from '../../../shared/accounts';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

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

const passwordChanged = {
  id: 1,
  at: new Date().toISOString(),
  actor: 'superuser',
  action: 'password_changed',
  resource: 'users',
  record_id: 5,
  parent: null,
  title: 'ada',
  changes: [],
  address: null,
};

describe('an account’s screen', () => {
  it('shows a password reset in its History at once, though the account’s version stays', async () => {
    let reset = false;
    const fetchMock = stubFetch({
      // The same ETag before and after: a reset is not a change to the account's fields.
      'GET /api/v1/users/5': reply(200, ada, { ETag: '"1-a"' }),
      'GET /api/v1/users/5/history?limit=20': () => reply(200, reset ? [passwordChanged] : []),
      'POST /api/v1/users/5/password': () => {
        reset = true;
        return reply(200, { ...ada, password: 'generated-password-1234' });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/users/5', signedInAs('superuser'));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('No changes recorded yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await within(history).findByText('superuser changed the password of this account'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/users/5/history?limit=20')),
      ).toHaveLength(2),
    );
  });
});
