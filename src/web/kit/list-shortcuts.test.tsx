import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleClient } from '../features/clients/test-data';
import { renderApp, signedInAs } from '../test-utils/render-app';
import { reply, stubFetch } from '../test-utils/test-fetch';

// The keys every list has (use-shortcuts.ts), driven through the clients list.
const lists = () =>
  stubFetch({
    'GET /api/v1/clients?limit=20&offset=0': reply(200, [sampleClient(1)], {
      'X-Total-Count': '1',
    }),
  });

describe('a list’s keyboard shortcuts', () => {
  it('"/" focuses the search, and "n" typed there is text, not a shortcut', async () => {
    lists();
    const { path } = renderApp('/dashboard/clients', signedInAs('admin'));
    await screen.findByText('Org 1');
    const user = userEvent.setup();
    await user.keyboard('/');
    const search = screen.getByLabelText('Search clients');
    expect(document.activeElement).toBe(search);
    await user.keyboard('n');
    expect((search as HTMLInputElement).value).toBe('n');
    expect(path()).toBe('/dashboard/clients');
  });

  it('"n" opens the New form and "?" lists the shortcuts', async () => {
    lists();
    const { path } = renderApp('/dashboard/clients', signedInAs('admin'));
    await screen.findByText('Org 1');
    const user = userEvent.setup();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Search the list');
    expect(dialog.textContent).toContain('Ctrl KFind a record or an action');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('n');
    expect(path()).toBe('/dashboard/clients/new');
  });
});
