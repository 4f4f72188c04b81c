import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';

describe('dashboard layout', () => {
  it('opens and collapses the side navigation, and closes it on a path change', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/dashboard/overview', signedInAs('admin'));
    // An icon button named by hidden words, not a text button.
    const expand = await screen.findByRole('button', { name: 'Open menu' });
    expect(expand.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    const layout = () => container.querySelector('.dash');
    await user.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(layout()?.classList.contains('dash--open')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(layout()?.classList.contains('dash--open')).toBe(false);
    await user.click(expand);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
        name: 'Clients',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(layout()?.classList.contains('dash--open')).toBe(false);
  });

  it('logs out: DELETE /session with the XSRF header, resets the session, goes to /login', async () => {
    document.cookie = 'XSRF-TOKEN=tok123';
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Signed out' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { store, path } = renderApp('/dashboard/notes', signedInAs('admin'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    // The screen may load its own data first; the logout is the one DELETE.
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE') as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/session');
    expect(init.method).toBe('DELETE');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok123');
    expect(store.getState().session).toMatchObject({ active: false, admin: false, user: null });
  });
});
