import { vi } from 'vitest';

/** Test helper: a JSON response. */
export const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * Test helper: stubs global fetch with handlers keyed "METHOD /url" (query included). Unknown
 * calls answer 404 so a test never reaches the network. Returns the mock to inspect calls.
 */
export function stubFetch(routes: Record<string, Handler | Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route === undefined) return reply(404, { message: `No stub for ${key}` });
    return typeof route === 'function' ? route(init) : route.clone();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/**
 * The URLs a stubbed fetch was called with, in order, leaving out the saved views (GET
 * /api/v1/views) that every list screen's views bar loads beside the list.
 */
export const listUrls = (mock: ReturnType<typeof stubFetch>): string[] =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url !== '/api/v1/views');

/** The parsed JSON body of the nth call to a stubbed fetch. */
export function sentBody(mock: ReturnType<typeof stubFetch>, call: number): unknown {
  const init = mock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export const samplePage = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Page ${id}`,
  content: `Content of page ${id}`,
  created_at: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  updated_at: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  ...overrides,
});
