import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardActions } from '../features/dashboard/dashboard-screen';
import { lazyScreensLoaded, renderApp, signedInAs } from '../test-utils/render-app';
import { stubFetch } from '../test-utils/test-fetch';
import { adminScreens, superuserScreens, userScreens } from './dashboard-screens';

const labels = (screens: Parameters<typeof dashboardActions>[0]) =>
  dashboardActions(screens).map((a) => a.label);

describe("the palette's actions, from each role's screens", () => {
  it('gives admins a New form for each resource and every section, but not Users', () => {
    expect(labels(adminScreens)).toEqual([
      'Go to My work',
      'New client',
      'New project',
      'New inventory item',
      'New sticker',
      'New tool',
      'New note',
      'New page',
      'Go to Overview',
      'Go to Clients',
      'Go to Projects',
      'Go to Inventory',
      'Go to Stickers',
      'Go to Tools',
      'Go to Notes',
      'Go to Pages',
      'Go to Enquiries',
      'Go to Waitlist',
      'Go to Activity',
      'Go to Trash',
      'Go to My account',
    ]);
  });

  it('adds Users, the Outbox and Webhooks for superusers, and gives ordinary users their two screens only', () => {
    const superuser = labels(superuserScreens);
    expect(superuser).toContain('New user');
    expect(superuser).toContain('Go to Users');
    expect(superuser).toContain('Go to Outbox');
    expect(superuser).toContain('New webhook');
    expect(superuser).toContain('Go to Webhooks');
    expect(labels(userScreens)).toEqual(['Go to My projects', 'Go to My account']);
  });

  it('opens a New form at the path each "New …" action names', async () => {
    stubFetch({});
    for (const action of dashboardActions(superuserScreens)) {
      if (!action.label.startsWith('New ')) continue;
      const { path } = renderApp(action.to, signedInAs('superuser'));
      await lazyScreensLoaded();
      // The form's submit button (a new page's form also offers Save draft and Schedule).
      const submit = (await screen.findAllByRole('button', { name: /^(Add|Create|Save)/ })).find(
        (button) => button.getAttribute('type') === 'submit',
      );
      expect(submit).toBeTruthy();
      expect(path()).toBe(action.to);
      cleanup();
    }
  });
});
