import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The dashboard is a lazy chunk: a file's first test waits while Vitest transforms it, which on a
// busy 2-core machine can take seconds. A generous ceiling for findBy/waitFor, not a speed claim.
configure({ asyncUtilTimeout: 15_000 });

// Every web test starts and ends the same way: jsdom has no scrolling (the app scrolls to the top
// on each path change), and nothing a test renders, mocks or stubs outlives it.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The cookie the app's first GET /session sets: a write sent without it asks for it first
  // (lib/http-client.ts), which a test's mocked fetch would count as one call more.
  document.cookie = 'XSRF-TOKEN=test-xsrf';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
