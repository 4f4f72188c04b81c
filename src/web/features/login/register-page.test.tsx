import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const account = {
  message: 'Account created',
  active: true,
  admin: false,
  superuser: false,
  user: {
    id: 4,
    username: 'grace',
    email_address: 'grace@example.com',
    admin: false,
    superuser: false,
  },
};

async function fillIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), ' grace ');
  await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('says accounts are created by an administrator when registration is closed', async () => {
    stubFetch({ 'GET /api/v1/registration': reply(200, { open: false }) });
    renderApp('/register');
    expect(await screen.findByText(/created by an administrator/)).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('registers, signs in and goes to the dashboard when open', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/registration': reply(200, { open: true }),
      'POST /api/v1/registration': reply(201, account),
    });
    const { path, store } = renderApp('/register');
    await fillIn();
    await waitFor(() => expect(path()).toBe('/dashboard/my-projects'));
    expect(sentBody(fetchMock, 1)).toEqual({
      username: 'grace',
      email_address: 'grace@example.com',
      password: 'correct horse',
    });
    expect(store.getState().session).toMatchObject({ active: true, admin: false });
  });

  it('shows field errors next to the fields and the message under the form', async () => {
    stubFetch({
      'GET /api/v1/registration': reply(200, { open: true }),
      'POST /api/v1/registration': reply(422, {
        message: 'That account already exists',
        errors: { username: ['is already taken'] },
      }),
    });
    const { path } = renderApp('/register');
    await fillIn();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That account already exists'),
    );
    expect(screen.getByText('Username is already taken')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(path()).toBe('/register');
  });

  it('switches to the closed message when the server refuses (403)', async () => {
    stubFetch({
      'GET /api/v1/registration': reply(200, { open: true }),
      'POST /api/v1/registration': reply(403, {
        message: 'Accounts are created by an administrator.',
      }),
    });
    renderApp('/register');
    await fillIn();
    expect(await screen.findByText(/created by an administrator\. Ask yours/)).toBeTruthy();
  });
});
