import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_PROBLEMS } from '../../../shared/mail-links';
import { renderApp } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const LINK = `/api/v1/password-resets/${TOKEN}`;
const ada = {
  id: 1,
  username: 'ada',
  email_address: 'ada@example.com',
  admin: true,
  superuser: false,
};
const signedIn = { message: 'Signed in', active: true, admin: true, superuser: false, user: ada };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function choose(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  return user;
}

describe('reset password page', () => {
  it("says a dead link's message plainly and offers to ask for a new one", async () => {
    stubFetch({ [`GET ${LINK}`]: reply(410, { message: LINK_PROBLEMS.expired }) });
    renderApp(`/reset-password/${TOKEN}`);
    expect(await screen.findByText(LINK_PROBLEMS.expired)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    const ask = screen.getByRole('link', { name: 'Ask for a new link' });
    expect(ask.getAttribute('href')).toBe('/forgot-password');
  });

  it('names the account, sets the password, signs in and goes to the dashboard', async () => {
    const fetchMock = stubFetch({
      [`GET ${LINK}`]: reply(200, { username: 'ada' }),
      [`POST ${LINK}`]: reply(200, signedIn),
    });
    const { path, store } = renderApp(`/reset-password/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password for ada' }),
    ).toBeTruthy();
    const field = screen.getByLabelText('New password');
    expect(field.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    await choose('correct horse');
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(sentBody(fetchMock, 1)).toEqual({ password: 'correct horse' });
    expect(store.getState().session).toMatchObject({ active: true, user: ada });
  });

  it('asks for the two-step code when the account has it on', async () => {
    const fetchMock = stubFetch({
      [`GET ${LINK}`]: reply(200, { username: 'ada' }),
      [`POST ${LINK}`]: reply(200, {
        message: 'Enter the code from your authenticator app',
        active: false,
        admin: false,
        superuser: false,
        user: null,
        two_step_required: true,
      }),
      'POST /session/two-step': reply(200, signedIn),
    });
    const { path, store } = renderApp(`/reset-password/${TOKEN}`);
    const user = await choose('correct horse');
    const code = await screen.findByLabelText('Code');
    expect(store.getState().session.active).toBe(false);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(sentBody(fetchMock, 2)).toEqual({ code: '123456' });
  });

  it('turns into the dead-link view when the link dies before the form is sent', async () => {
    stubFetch({
      [`GET ${LINK}`]: reply(200, { username: 'ada' }),
      [`POST ${LINK}`]: reply(410, { message: LINK_PROBLEMS.used }),
    });
    const { store } = renderApp(`/reset-password/${TOKEN}`);
    await choose('correct horse');
    expect(await screen.findByText(LINK_PROBLEMS.used)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(store.getState().session.active).toBe(false);
  });

  it("shows the password rule's refusal under the field and keeps what was typed", async () => {
    stubFetch({
      [`GET ${LINK}`]: reply(200, { username: 'ada' }),
      [`POST ${LINK}`]: reply(422, {
        message: 'Validation failed',
        errors: { password: ['must be at least 8 characters'] },
      }),
    });
    renderApp(`/reset-password/${TOKEN}`);
    await choose('short');
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    const field = screen.getByLabelText('New password') as HTMLInputElement;
    expect(field.value).toBe('short');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
