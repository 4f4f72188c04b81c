import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_PROBLEMS } from '../../../shared/mail-links';
import { renderApp } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

const TOKEN = 'INVITEabcdefghijklmnopqrstuvwxyz0123456789_';
const LINK = `/api/v1/invitations/${TOKEN}`;
const invitation = { email_address: 'grace@example.com', role: 'admin' };
const grace = {
  id: 7,
  username: 'grace',
  email_address: 'grace@example.com',
  admin: true,
  superuser: false,
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function accept(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('invitation page', () => {
  it('shows the address and the role, creates the account and signs in', async () => {
    const fetchMock = stubFetch({
      [`GET ${LINK}`]: reply(200, invitation),
      [`POST ${LINK}`]: reply(201, {
        message: 'Account created',
        active: true,
        admin: true,
        superuser: false,
        user: grace,
      }),
    });
    const { path, store } = renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "You're invited" })).toBeTruthy();
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    await accept(' grace ', 'correct horse');
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(sentBody(fetchMock, 1)).toEqual({ username: 'grace', password: 'correct horse' });
    expect(store.getState().session).toMatchObject({ active: true, user: grace });
  });

  it('shows field errors under their fields and keeps what was typed', async () => {
    stubFetch({
      [`GET ${LINK}`]: reply(200, invitation),
      [`POST ${LINK}`]: reply(422, {
        message: 'Validation failed',
        errors: { username: ['is already taken'], password: ['must be at least 8 characters'] },
      }),
    });
    const { path } = renderApp(`/invitation/${TOKEN}`);
    await accept('ada', 'short');
    expect(await screen.findByText('Username is already taken')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    const username = screen.getByLabelText('Username') as HTMLInputElement;
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toContain(
      screen.getByText('Username is already taken').id,
    );
    expect(username.value).toBe('ada');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('short');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(path()).toBe(`/invitation/${TOKEN}`);
  });

  it('says a dead link plainly and who to ask for a new one', async () => {
    stubFetch({ [`GET ${LINK}`]: reply(404, { message: LINK_PROBLEMS.unknown }) });
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByText(LINK_PROBLEMS.unknown)).toBeTruthy();
    expect(screen.getByText(/Ask whoever invited you/)).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
