import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from '../store/session-slice';
import { renderApp, signedInAs, signedOut } from '../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('public routes', () => {
  it('renders the hero with links to services and portfolio', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Systems that work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order a service' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'See our work' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    expect(document.title).toContain('Systems that work');
  });

  it('points the account icon at /login signed out and /dashboard signed in', () => {
    renderApp('/services');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    cleanup();
    renderApp('/services', signedInAs('user'));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the footer, the skip link and the catch-all', () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toMatch(/©/);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('links every public page to /privacy from the footer, which says how to be removed', () => {
    renderApp('/services');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    cleanup();
    renderApp('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How to be removed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask to be removed' }).getAttribute('href')).toMatch(
      /^mailto:.*subject=Remove%20me%20from%20the%20waitlist$/,
    );
    expect(document.title).toBe('Privacy · Northwire Systems');
  });

  it('gives each public route its own document title and meta description', () => {
    renderApp('/services');
    expect(document.title).toBe('Services · Northwire Systems');
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta?.getAttribute('content')).toMatch(/websites, CCTV and satellite TV/);
  });

  it('scrolls to the top on a path change, not when the app starts', async () => {
    renderApp('/');
    expect(window.scrollTo).not.toHaveBeenCalled();
    const main = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(main).getByRole('link', { name: 'Services' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('says accounts come from an administrator on /register when signed out', async () => {
    renderApp('/register');
    expect(await screen.findByText(/created by an administrator/)).toBeTruthy();
  });
});

describe('session guards', () => {
  it('shows neither the login form nor the dashboard until the check finishes', () => {
    renderApp('/dashboard/clients', initialSessionState);
    expect(screen.getByText('Checking your session…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
    cleanup();
    renderApp('/login', initialSessionState);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends a signed-out visitor from any /dashboard path to /login', () => {
    const { path } = renderApp('/dashboard/projects/3');
    expect(path()).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a signed-in visitor from /login and /register to the dashboard', async () => {
    const { path } = renderApp('/login', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    cleanup();
    const second = renderApp('/register', signedInAs('user'));
    await waitFor(() => expect(second.path()).toBe('/dashboard/my-projects'));
  });
});

describe('dashboard routes by role', () => {
  it('gives an admin My work, the eight sections, the enquiries, the waitlist, the activity, the trash and My account; /dashboard is the overview', async () => {
    const { path } = renderApp('/dashboard', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(navLinks()).toEqual([
      'Overview',
      'My work',
      'Clients',
      'Projects',
      'Inventory',
      'Stickers',
      'Tools',
      'Notes',
      'Pages',
      'Enquiries',
      'Waitlist',
      'Activity',
      'Trash',
      'My account',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
  });

  it('shows Users, the Outbox and Webhooks to superusers only: an admin on any goes home', async () => {
    const { path } = renderApp('/dashboard/users', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
    expect(navLinks()).not.toContain('Users');
    expect(navLinks()).not.toContain('Outbox');
    expect(navLinks()).not.toContain('Webhooks');
    cleanup();
    const outbox = renderApp('/dashboard/outbox', signedInAs('admin'));
    await waitFor(() => expect(outbox.path()).toBe('/dashboard/overview'));
    cleanup();
    const webhooks = renderApp('/dashboard/webhooks', signedInAs('admin'));
    await waitFor(() => expect(webhooks.path()).toBe('/dashboard/overview'));
    cleanup();
    renderApp('/dashboard/users', signedInAs('superuser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(navLinks().slice(-7)).toEqual([
      'Waitlist',
      'Activity',
      'Trash',
      'Users',
      'Outbox',
      'Webhooks',
      'My account',
    ]);
  });

  it('gives a superuser the admin sections and titles sub-paths by their section', async () => {
    renderApp('/dashboard/clients/12', signedInAs('superuser'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(document.title).toContain('Clients');
  });

  it('sends unknown dashboard paths home', async () => {
    const { path } = renderApp('/dashboard/nowhere', signedInAs('admin'));
    await waitFor(() => expect(path()).toBe('/dashboard/overview'));
  });

  it('gives a non-admin only My projects and My account, whatever the path', async () => {
    const { path } = renderApp('/dashboard/clients', signedInAs('user'));
    await waitFor(() => expect(path()).toBe('/dashboard/my-projects'));
    expect(navLinks()).toEqual(['My projects', 'My account']);
    expect(screen.getByRole('heading', { level: 1, name: 'My projects' })).toBeTruthy();
  });

  it('keeps a signed-out session off the dashboard', () => {
    const { path } = renderApp('/dashboard', signedOut);
    expect(path()).toBe('/login');
  });
});
