/**
 * The HTTP client of product.md §7, on fetch (see docs/decisions/0002-fetch-http-client.md).
 *
 * - Resources live under /api/v1; the session lives at the server root (/session).
 * - Cookies are sent (credentials 'same-origin'); there is no timeout.
 * - The XSRF-TOKEN cookie is echoed as X-XSRF-TOKEN on POST, PUT, PATCH and DELETE, to our own
 *   origin only.
 * - Errors (product.md §8): a 2xx other than the expected status gives UNKNOWN_ERROR; a failure gives
 *   the server's `message` field, else the transport's message.
 */

export const API_BASE = '/api/v1';
export const UNKNOWN_ERROR = 'An unknown error occured';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON when present. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** The success status (or statuses) this call expects; defaults to 200. */
  expect?: number | readonly number[];
  /** 'api' (default) prefixes /api/v1; 'root' uses the path as given (for /session). */
  base?: 'api' | 'root';
  /** More request headers (If-Match). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type FieldErrors = Record<string, string[]>;

export type HttpResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | {
      ok: false;
      status: number | null;
      error: string;
      errors?: FieldErrors;
      /** The error answer's JSON (a 412 carries the record as it is now). */
      body?: unknown;
    };

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads one cookie by name from document.cookie (none outside a browser). */
export function readCookie(name: string): string | null {
  const jar = globalThis.document?.cookie ?? '';
  for (const part of jar.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** True when the URL points at the page's own origin (relative URLs always do). */
export function isSameOrigin(url: string): boolean {
  const origin = globalThis.location?.origin;
  if (!origin || origin === 'null') return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

export function buildUrl(path: string, options: Pick<RequestOptions, 'base' | 'query'> = {}) {
  const prefix = options.base === 'root' ? '' : API_BASE;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${prefix}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

/** An answer's text as JSON, else as it is (null when empty). */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverMessage(body: unknown): { message?: string; errors?: FieldErrors } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return {
    message: typeof message === 'string' && message !== '' ? message : undefined,
    // By field; an import's 422 lists its rows' errors as an array, which is no such thing.
    errors:
      typeof errors === 'object' && errors !== null && !Array.isArray(errors)
        ? (errors as FieldErrors)
        : undefined,
  };
}

function transportMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : UNKNOWN_ERROR;
}

let askingForXsrf: Promise<string | null> | undefined;

/**
 * The XSRF cookie is set by the first GET /session, which the app sends as it starts: a form sent
 * before that answer (the homepage's waitlist, sent while the app was loading) asks for it first,
 * once for every request waiting on it, instead of going out without the token and failing.
 */
function askForXsrfCookie(): Promise<string | null> {
  // Outside a browser there is no cookie to ask for.
  if (!globalThis.document) return Promise.resolve(null);
  askingForXsrf ??= fetch('/session', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then(
      () => readCookie(XSRF_COOKIE),
      () => null,
    )
    .finally(() => (askingForXsrf = undefined));
  return askingForXsrf;
}

/** The token a write to `url` echoes: none to another origin. */
export async function xsrfTokenFor(url: string): Promise<string | null> {
  if (!isSameOrigin(url)) return null;
  return readCookie(XSRF_COOKIE) ?? (await askForXsrfCookie());
}

/** A failed answer as a result: the server's message (and field errors), else its status. */
export function failureOf(status: number, body: unknown): HttpResult<never> {
  const { message, errors } = serverMessage(body);
  const error = message ?? `Request failed with status code ${status}`;
  const failure = { ok: false as const, status, error, body };
  return errors ? { ...failure, errors } : failure;
}

export async function request<T>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const method = options.method ?? 'GET';
  const expected: readonly number[] = [options.expect ?? 200].flat();
  const url = buildUrl(path, options);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = await xsrfTokenFor(url);
    if (token) headers[XSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    return { ok: false, status: null, error: transportMessage(error) };
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    return { ok: false, status: response.status, error: transportMessage(error) };
  }

  if (!response.ok) return failureOf(response.status, body);
  if (!expected.includes(response.status)) {
    return { ok: false, status: response.status, error: UNKNOWN_ERROR };
  }
  return { ok: true, status: response.status, data: body as T, headers: response.headers };
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands; each returns a typed result and never throws. */
export const http = {
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { expect: 201, ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** Reads X-Total-Count, falling back when the header is missing or not a number. */
export function totalCount(headers: Headers, fallback: number): number {
  const raw = headers.get('X-Total-Count');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
