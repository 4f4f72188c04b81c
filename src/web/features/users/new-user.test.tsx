import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const account = {
  id: 9,
  username: 'ivy',
  email_address: 'ivy@example.com',
  role: 'admin',
  disabled: false,
  client: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'ivy');
  await user.type(screen.getByLabelText('Email address'), 'ivy@example.com');
  await user.selectOptions(screen.getByLabelText('Role'), 'admin');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Add user', () => {
  it('with the password left empty: the server makes one, shown here once', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/users': reply(201, { user: account, password: 'Gen3rated-Passw0' }),
    });
    renderApp('/dashboard/users/new', signedInAs('superuser'));
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeTruthy();
    expect(screen.getByLabelText('Generated password').textContent).toBe('Gen3rated-Passw0');
    expect(sentBody(fetchMock, 0)).toEqual({
      username: 'ivy',
      email_address: 'ivy@example.com',
      role: 'admin',
      password: '',
    });
    expect(screen.getByRole('link', { name: 'View account' }).getAttribute('href')).toBe(
      '/dashboard/users/9',
    );
  });

  it("puts the server's refusal on its field", async () => {
    stubFetch({
      'POST /api/v1/users': reply(422, {
        message: 'That account already exists',
        errors: { username: ['is already taken'] },
      }),
    });
    renderApp('/dashboard/users/new', signedInAs('superuser'));
    await fillAndSubmit();
    expect(await screen.findByText('Username is already taken')).toBeTruthy();
  });

  it('checks the password rule in the browser first', async () => {
    const fetchMock = stubFetch({});
    renderApp('/dashboard/users/new', signedInAs('superuser'));
    await userEvent.setup().type(await screen.findByLabelText('Initial password'), 'short');
    await fillAndSubmit();
    expect(await screen.findByText('Initial password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
