import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../store/store';
import { signedOut } from '../test-utils/render-app';
import { stubFetch } from '../test-utils/test-fetch';
import { App } from './app';

function renderServed(path: string, notFoundAt: string | null) {
  return render(
    <Provider store={makeStore({ session: signedOut })}>
      <MemoryRouter initialEntries={[path]}>
        <App servedNotFound={notFoundAt} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a path the server answered with its not-found page', () => {
  it('shows the 404 view at once, without asking for the page', () => {
    const fetchMock = stubFetch({});
    renderServed('/7', '/7');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/pages/7');
  });

  it('shows the other paths as usual once the visitor moves on', async () => {
    stubFetch({});
    renderServed('/7', '/7');
    const main = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(main).getByRole('link', { name: 'Services' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
  });
});
