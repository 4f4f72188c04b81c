import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';
import { applyTheme } from '../../lib/theme';

// The theme choice (ADR 0032): on My account (Light / Dark / System) and the top bar's button;
// applied to <html> and the `theme` cookie at once, and saved for the person.

const html = document.documentElement;
const themeCookie = () => /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie)?.[1];
const puts = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .filter((c) => c[1]?.method === 'PUT' && String(c[0]).endsWith('/account/theme'))
    .map((c) => JSON.parse(String(c[1]!.body)) as unknown);
const saving = () =>
  stubFetch({
    'PUT /api/v1/account/theme': (init) => reply(200, JSON.parse(String(init.body))),
  });
const appearance = async () => within(await screen.findByRole('region', { name: 'Appearance' }));

beforeEach(() => applyTheme('system'));
afterEach(() => {
  vi.unstubAllGlobals();
  applyTheme('system');
});

describe('the theme choice', () => {
  it('My account starts on System; Dark applies at once, sets the cookie and is saved', async () => {
    const fetchMock = saving();
    renderApp('/dashboard/account', signedInAs('user'));
    const user = userEvent.setup();
    const card = await appearance();
    const system = card.getByRole('radio', { name: /^System/ }) as HTMLInputElement;
    expect(system.checked).toBe(true);
    expect(html.hasAttribute('data-theme')).toBe(false);

    await user.click(card.getByRole('radio', { name: /^Dark/ }));
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(themeCookie()).toBe('dark');
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ theme: 'dark' }]));
    expect((card.getByRole('radio', { name: /^Dark/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(card.getByRole('radio', { name: /^System/ }));
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(themeCookie()).toBeUndefined();
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
  });

  it('the top bar’s button switches between light and dark, and My account follows', async () => {
    const fetchMock = saving();
    renderApp('/dashboard/account', signedInAs('admin'));
    const user = userEvent.setup();
    // jsdom's system is light: the button offers dark.
    await user.click(await screen.findByRole('button', { name: 'Switch to the dark theme' }));
    expect(html.getAttribute('data-theme')).toBe('dark');
    const card = await appearance();
    expect((card.getByRole('radio', { name: /^Dark/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Switch to the light theme' }));
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(themeCookie()).toBe('light');
    expect((card.getByRole('radio', { name: /^Light/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ theme: 'dark' }, { theme: 'light' }]));
  });

  it('says so when the server did not keep the choice, which still applies here', async () => {
    stubFetch({ 'PUT /api/v1/account/theme': reply(503, { message: 'Database unavailable' }) });
    renderApp('/dashboard/account', signedInAs('user'));
    const user = userEvent.setup();
    const card = await appearance();
    await user.click(card.getByRole('radio', { name: /^Light/ }));
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(await card.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your theme applies here but was not saved: Database unavailable',
    );
  });
});
