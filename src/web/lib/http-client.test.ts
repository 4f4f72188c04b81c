import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  UNKNOWN_ERROR,
  buildUrl,
  http,
  isSameOrigin,
  readCookie,
  request,
  totalCount,
} from './http-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

let fetchMock: ReturnType<typeof vi.fn>;

function sentHeaders(call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return init.headers as Record<string, string>;
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { origin: 'http://localhost:3000' });
  vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%2B123; other=1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error mapping', () => {
  it('gives the unknown error for a 2xx other than the expected status', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    const result = await http.post('/pages', { page: { title: 't', content: 'c' } });
    expect(result).toEqual({ ok: false, status: 200, error: UNKNOWN_ERROR });
    expect(UNKNOWN_ERROR).toBe('An unknown error occured');
  });

  it("uses the server's message on a failure, with its field errors", async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'Validation failed', errors: { title: ['is required'] } }),
    );
    const result = await http.post('/pages', { page: {} });
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: 'Validation failed',
      errors: { title: ['is required'] },
      body: { message: 'Validation failed', errors: { title: ['is required'] } },
    });
  });

  it("falls back to the transport's message on a failure without a body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 502 }));
    const result = await http.get('/pages');
    expect(result).toEqual({
      ok: false,
      status: 502,
      error: 'Request failed with status code 502',
      body: null,
    });
  });

  it('sends the extra headers a call gives (If-Match)', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await http.put('/clients/1', {}, { headers: { 'If-Match': '"3-abc"' } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ 'If-Match': '"3-abc"' });
  });

  it("gives the transport's message when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await http.get('/pages');
    expect(result).toEqual({ ok: false, status: null, error: 'Failed to fetch' });
  });

  it('returns typed data and headers on the expected status', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }], { 'X-Total-Count': '7' }));
    const result = await http.get<{ id: number }[]>('/pages', { query: { q: 'x', limit: 5 } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data[0]?.id).toBe(1);
    expect(totalCount(result.headers, 0)).toBe(7);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/pages?q=x&limit=5');
  });

  it('accepts an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const result = await http.delete('/session', { base: 'root' });
    expect(result).toMatchObject({ ok: true, status: 200, data: null });
  });
});

describe('request shape', () => {
  it('sends the XSRF header on POST when the cookie is present', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    await http.post('/notes', { note: { title: 'n' } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(sentHeaders()['X-XSRF-TOKEN']).toBe('abc+123');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"note":{"title":"n"}}');
  });

  it('does not send the XSRF header on GET', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await http.get('/notes');
    expect(sentHeaders()).not.toHaveProperty('X-XSRF-TOKEN');
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it('asks GET /session for the cookie first when it is absent, once for every waiting write', async () => {
    const page = { cookie: '' };
    vi.stubGlobal('document', page);
    fetchMock.mockImplementation(async (url: string) => {
      if (url !== '/session') return json(200, { id: 3 });
      page.cookie = 'XSRF-TOKEN=fresh';
      return json(200, { active: false });
    });
    await Promise.all([http.delete('/notes/3'), http.post('/notes', {})]);
    const urls = fetchMock.mock.calls.map(([url]) => url as string);
    expect(urls[0]).toBe('/session');
    expect(urls.slice(1).sort()).toEqual(['/api/v1/notes', '/api/v1/notes/3']);
    expect([sentHeaders(1)['X-XSRF-TOKEN'], sentHeaders(2)['X-XSRF-TOKEN']]).toEqual([
      'fresh',
      'fresh',
    ]);
  });

  it('asks for no cookie outside a browser', async () => {
    vi.stubGlobal('document', undefined);
    fetchMock.mockResolvedValue(json(200, { id: 3 }));
    await http.delete('/notes/3');
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual(['/api/v1/notes/3']);
  });

  it('sends no XSRF header when even the session answer sets no cookie', async () => {
    vi.stubGlobal('document', { cookie: '' });
    fetchMock.mockResolvedValue(json(200, { id: 3 }));
    await http.delete('/notes/3');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/session');
    expect(sentHeaders(1)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('never sends the XSRF header to another origin', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await request('https://evil.example/x', { method: 'POST', base: 'root', body: {} });
    expect(sentHeaders()).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('puts the session at the server root and resources under /api/v1', () => {
    expect(buildUrl('/session', { base: 'root' })).toBe('/session');
    expect(buildUrl('/pages/3')).toBe('/api/v1/pages/3');
    expect(buildUrl('/pages', { query: { q: '', limit: undefined, offset: 0 } })).toBe(
      '/api/v1/pages?offset=0',
    );
  });
});

describe('helpers', () => {
  it('reads cookies by exact name', () => {
    expect(readCookie('XSRF-TOKEN')).toBe('abc+123');
    expect(readCookie('XSRF')).toBeNull();
  });

  it('tells our origin from others', () => {
    expect(isSameOrigin('/api/v1/pages')).toBe(true);
    expect(isSameOrigin('http://localhost:3000/session')).toBe(true);
    expect(isSameOrigin('//evil.example/x')).toBe(false);
    expect(isSameOrigin('http://localhost:4000/x')).toBe(false);
  });

  it('falls back when X-Total-Count is missing or bad', () => {
    expect(totalCount(new Headers(), 4)).toBe(4);
    expect(totalCount(new Headers({ 'X-Total-Count': 'n/a' }), 2)).toBe(2);
  });
});

describe('several expected statuses', () => {
  it('accepts any of them and still refuses another 2xx', async () => {
    const respond = (status: number) =>
      vi.fn(async () => new Response(JSON.stringify({ message: 'hi' }), { status }));
    vi.stubGlobal('fetch', respond(200));
    expect((await request('/waitlist', { method: 'POST', body: {}, expect: [201, 200] })).ok).toBe(
      true,
    );
    vi.stubGlobal('fetch', respond(202));
    const other = await request('/waitlist', { method: 'POST', body: {}, expect: [201, 200] });
    expect(other).toMatchObject({ ok: false, error: 'An unknown error occured' });
    vi.unstubAllGlobals();
  });
});
