import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app';
import type { SessionState } from '../store/session-slice';
import { makeStore } from '../store/store';
import { TRASH_DAYS } from '../lib/trash-days';
import { DEFAULT_MONEY } from '../../shared/money-format';

export const signedOut: SessionState = {
  active: false,
  admin: false,
  superuser: false,
  user: null,
  checked: true,
  trashDays: TRASH_DAYS,
  timeZone: 'UTC',
  money: DEFAULT_MONEY,
};

export const signedInAs = (
  role: 'admin' | 'superuser' | 'user',
  overrides: Partial<SessionState> = {},
): SessionState => ({
  active: true,
  admin: role === 'admin',
  superuser: role === 'superuser',
  user: {
    id: 1,
    username: role,
    email_address: `${role}@example.com`,
    admin: role === 'admin',
    superuser: role === 'superuser',
  },
  checked: true,
  trashDays: TRASH_DAYS,
  timeZone: 'UTC',
  money: DEFAULT_MONEY,
  ...overrides,
});

function ShowPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/** Renders the whole app at a path, with a given session, and reports the current path. */
export function renderApp(path: string, session: SessionState = signedOut) {
  const store = makeStore({ session });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <ShowPath />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view, path: () => view.getByTestId('path').textContent };
}

/**
 * Renders one component inside the store, for one that reads the session (useMoney): signed in as
 * an admin, its money in USD/en-US unless told.
 */
export function renderWithStore(ui: ReactElement, session: SessionState = signedInAs('admin')) {
  return render(<Provider store={makeStore({ session })}>{ui}</Provider>);
}

/**
 * Waits until no lazy dashboard screen is still loading (lazy-screen.tsx). Importing a chunk means
 * transforming its modules on first use, which a busy machine can stretch past waitFor's 1 s.
 */
export const lazyScreensLoaded = () =>
  waitFor(
    () => {
      if (screen.queryByText('Loading the screen…')) throw new Error('a screen is still loading');
    },
    { timeout: 20_000 },
  );
