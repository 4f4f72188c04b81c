import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startApp } from './app-start';
import { render } from './entry-prerender';
import { reply, stubFetch } from './test-utils/test-fetch';

/**
 * The browser's first render must build the very tree the build prerendered: otherwise React
 * keeps the prerendered attributes (ids from useId among them) without a word in production, and
 * the label of a field, or its description, points at nothing. In development React says so.
 */
/** Starts the app on a root, as main.tsx does, and waits for its first render to be on screen. */
async function start(root: HTMLElement) {
  let committed: Promise<void> | undefined;
  // act() runs React's work only once its callback is done: the promise is awaited after it.
  await act(async () => {
    committed = startApp(root);
  });
  await committed;
}

/** What React reports: attribute mismatches on the console, failed hydrations to reportError. */
function reported() {
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
    errors.push(String(message).slice(0, 300));
  });
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    errors.push(String(event.message).slice(0, 300));
  };
  window.addEventListener('error', onError);
  onTestFinished(() => window.removeEventListener('error', onError));
  return errors;
}

async function hydrate(path: string, status?: '404') {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = render(path).html;
  if (status) root.dataset.status = status;
  document.body.append(root);
  await start(root);
  return root;
}

describe('hydrating a prerendered document', () => {
  it.each(['/', '/services', '/privacy', '/login'])('matches the prerender at %s', async (path) => {
    stubFetch({ 'GET /session': reply(200, { active: false }) });
    const errors = reported();
    const root = await hydrate(path);
    expect(errors).toEqual([]);
    root.remove();
  });

  it('shows a not-found document as such, at the path the server answered 404 for', async () => {
    const fetchMock = stubFetch({ 'GET /session': reply(200, { active: false }) });
    const errors = reported();
    // The build renders a not-found page at some unknown path; the server sends it for /7.
    const root = document.createElement('div');
    root.innerHTML = render('/no-such-page-').html;
    root.dataset.status = '404';
    document.body.append(root);
    window.history.replaceState(null, '', '/7');
    await start(root);
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('404 Page not found'));
    expect(errors).toEqual([]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/session']);
    root.remove();
  });
});
