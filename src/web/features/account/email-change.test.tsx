import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const SENT = 'We sent a link to new@example.com. Your address changes when you follow it.';

describe("My account's email address", () => {
  it('puts refusals under their fields, then shows the answer and clears the password', async () => {
    let calls = 0;
    const fetchMock = stubFetch({
      'PUT /api/v1/account/email': () =>
        ++calls === 1
          ? reply(422, {
              message: 'Current password is not correct',
              errors: {
                current_password: ['is not correct'],
                email_address: ['already belongs to an account'],
              },
            })
          : reply(202, { message: SENT }),
    });
    renderApp('/dashboard/account', signedInAs('user'));
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'Email address' }));
    expect(card.getByText('user@example.com')).toBeTruthy();
    const address = card.getByLabelText('New email address') as HTMLInputElement;
    const password = card.getByLabelText('Current password') as HTMLInputElement;
    const submit = card.getByRole('button', { name: 'Change email address' });

    // Checked in the browser first: nothing goes out without a password.
    await user.type(address, 'new@example.com');
    await user.click(submit);
    expect(await card.findByText('Current password is required')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([]);

    await user.type(password, 'wrong one');
    await user.click(submit);
    expect(await card.findByText('Current password is not correct')).toBeTruthy();
    expect(card.getByText('New email address already belongs to an account')).toBeTruthy();
    expect(address.value).toBe('new@example.com');

    await user.clear(password);
    await user.type(password, 'the right one');
    await user.click(submit);
    expect(await card.findByRole('status')).toHaveProperty('textContent', SENT);
    expect(password.value).toBe('');
    expect(address.value).toBe('new@example.com');
    expect(sentBody(fetchMock, puts(fetchMock)[1]!)).toEqual({
      email_address: 'new@example.com',
      current_password: 'the right one',
    });
  });
});

/** The calls that were the email change (My account's other sections fetch too). */
const puts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.flatMap((c, i) => (c[1]?.method === 'PUT' ? [i] : []));
