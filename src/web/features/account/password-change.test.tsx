import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

describe('My account', () => {
  it('shows who you are', async () => {
    renderApp('/dashboard/account', signedInAs('user'));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('user@example.com')).toBeTruthy();
  });

  it('puts a wrong current password on its field, then changes it and clears the form', async () => {
    let calls = 0;
    const fetchMock = stubFetch({
      'PUT /api/v1/account/password': () =>
        ++calls === 1
          ? reply(422, {
              message: 'Current password is not correct',
              errors: { current_password: ['is not correct'] },
            })
          : reply(200, { message: 'Password changed. Your other sessions have ended.' }),
    });
    renderApp('/dashboard/account', signedInAs('user'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'a fresh password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is not correct')).toBeTruthy();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions have ended.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    // My account's other sections fetch too: find the second password change among the calls.
    const puts = fetchMock.mock.calls.flatMap((c, i) => (c[1]?.method === 'PUT' ? [i] : []));
    expect(puts).toHaveLength(2);
    expect(sentBody(fetchMock, puts[1]!)).toEqual({
      current_password: 'the right one',
      new_password: 'a fresh password',
    });
  });
});
