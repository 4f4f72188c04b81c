import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils/render-app';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

async function fillIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or email address'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('has a heading, the two labelled fields, a Log in button and an empty alert', () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts the focus in its first field', () => {
    renderApp('/login');
    expect(document.activeElement).toBe(screen.getByLabelText('Username or email address'));
  });

  it("shows the server's message under the form when the login fails", async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Invalid username or password' }));
    const { store, path } = renderApp('/login');
    await fillIn('ada', 'wrong');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid username or password'),
    );
    expect(path()).toBe('/login');
    expect(store.getState().session.active).toBe(false);
  });

  it('marks the button busy while the request is pending', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/login');
    await fillIn('ada', 'secret');
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    answer(reply(429, { message: 'Too many attempts' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts'));
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('signs in by email address and goes to the dashboard', async () => {
    fetchMock.mockResolvedValue(
      reply(200, {
        message: 'Signed in',
        active: true,
        admin: true,
        superuser: false,
        user: {
          id: 1,
          username: 'ada',
          email_address: 'ada@example.com',
          admin: true,
          superuser: false,
        },
      }),
    );
    const { path } = renderApp('/login');
    await fillIn('ada@example.com', 'secret');
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/session');
    expect(JSON.parse(init.body as string)).toEqual({
      email_address: 'ada@example.com',
      password: 'secret',
    });
  });
});
