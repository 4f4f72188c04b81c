import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

describe('My account', () => {
  it('shows who you are', async () => {
    renderApp('/dashboard/account', signedInAs('user'));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Your account' }));
    expect(details.getByText('user@example.com')).toBeTruthy();
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
    // The email address section asks for the current password too: look inside this one.
    const card = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(card.getByLabelText('Current password'), 'wrong one');
    await user.type(card.getByLabelText('New password'), 'a fresh password');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Current password is not correct')).toBeTruthy();

    await user.clear(card.getByLabelText('Current password'));
    await user.type(card.getByLabelText('Current password'), 'the right one');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions have ended.'),
    ).toBeTruthy();
    expect((card.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    // My account's other sections fetch too: find the second password change among the calls.
    const puts = fetchMock.mock.calls.flatMap((c, i) => (c[1]?.method === 'PUT' ? [i] : []));
    expect(puts).toHaveLength(2);
    expect(sentBody(fetchMock, puts[1]!)).toEqual({
      current_password: 'the right one',
      new_password: 'a fresh password',
    });
  });
});
