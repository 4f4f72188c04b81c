import { cleanup, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, stubFetch } from '../../test-utils/test-fetch';

/**
 * Loads the dashboard's lazy chunk once per test file, before the tests, so no test's first
 * `findBy` races the module transform (whose time depends on the machine, not on the code).
 */
export async function loadDashboard() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubFetch({ 'GET /api/v1/projects?limit=20&offset=0': reply(200, [], { 'X-Total-Count': '0' }) });
  renderApp('/dashboard/projects', signedInAs('admin'));
  await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 60_000 });
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/** For beforeAll: the chunk's first load may take long on a busy machine. */
export const WARM_UP_MS = 60_000;
