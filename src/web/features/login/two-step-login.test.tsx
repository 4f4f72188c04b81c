import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const ada = {
  id: 1,
  username: 'ada',
  email_address: 'ada@example.com',
  admin: true,
  superuser: false,
};
const waiting = {
  message: 'Enter the code from your authenticator app',
  active: false,
  admin: false,
  superuser: false,
  user: null,
  two_step_required: true,
};
const signedIn = { message: 'Signed in', active: true, admin: true, superuser: false, user: ada };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function password() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or email address'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login with two-step sign-in on', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const fetchMock = stubFetch({
      'POST /session': reply(200, waiting),
      'POST /session/two-step': reply(200, signedIn),
    });
    const { path, store } = renderApp('/login');
    const user = await password();
    const code = await screen.findByLabelText('Code');
    expect(document.activeElement).toBe(code);
    expect(store.getState().session.active).toBe(false);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(sentBody(fetchMock, 1)).toEqual({ code: '123456' });
  });

  it("shows the server's refusal under the code form and stays on /login", async () => {
    stubFetch({
      'POST /session': reply(200, waiting),
      'POST /session/two-step': reply(401, { message: 'Invalid code' }),
    });
    const { path } = renderApp('/login');
    const user = await password();
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid code'));
    expect(path()).toBe('/login');
  });

  it('takes an admin who must set it up to My account, and nowhere else', async () => {
    stubFetch({
      'POST /session': reply(200, { ...signedIn, two_step_setup_required: true }),
      'GET /api/v1/account/two-step': reply(200, {
        enabled: false,
        recovery_codes_left: 0,
        required: true,
      }),
    });
    const { path } = renderApp('/login');
    await password();
    await waitFor(() => expect(path()).toBe('/dashboard/account'));
    expect(await screen.findByText(/required for admins: set it up/)).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Dashboard' }).querySelectorAll('a');
    expect([...links].map((a) => a.textContent)).toEqual(['My account']);
  });
});
