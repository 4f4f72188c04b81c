import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_REQUESTED } from '../../../shared/mail';
import { renderApp } from '../../test-utils/render-app';
import { reply, sentBody, stubFetch } from '../../test-utils/test-fetch';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function ask(login: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username or email address'), login);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('forgot password page', () => {
  it('is reached from the login page', async () => {
    const { path } = renderApp('/login');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(path()).toBe('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }));
  });

  it("replaces the form with the server's answer and a link back to log in", async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/password-resets': reply(202, { message: RESET_REQUESTED }),
    });
    renderApp('/forgot-password');
    await ask(' ada@example.com ');
    expect(await screen.findByText(RESET_REQUESTED)).toBeTruthy();
    expect(sentBody(fetchMock, 0)).toEqual({ login: 'ada@example.com' });
    expect(screen.queryByLabelText('Username or email address')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('shows a refusal (429) under the form and keeps what was typed', async () => {
    stubFetch({
      'POST /api/v1/password-resets': reply(429, { message: 'Too many requests. Try later.' }),
    });
    renderApp('/forgot-password');
    await ask('ada');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Try later.'),
    );
    const field = screen.getByLabelText('Username or email address') as HTMLInputElement;
    expect(field.value).toBe('ada');
  });

  it('names the field when the server finds it empty', async () => {
    stubFetch({
      'POST /api/v1/password-resets': reply(422, {
        message: 'Validation failed',
        errors: { login: ['is required'] },
      }),
    });
    renderApp('/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Username or email address is required')).toBeTruthy();
    const field = screen.getByLabelText('Username or email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
