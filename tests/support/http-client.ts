export type Answer = { status: number; text: string; headers: Headers };

/**
 * A browser-like client over real HTTP: keeps its cookies and echoes XSRF-TOKEN on unsafe
 * methods. It never throws on a status; a connection failure is status 0 with the error as text.
 */
export function httpClient(origin: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (jar.size) headers.cookie = cookieHeader();
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    let res: Response;
    try {
      res = await fetch(`${origin}${path}`, {
        method,
        headers,
        // A string or bytes go as they are (malformed JSON, bytes that are not UTF-8).
        body:
          body === undefined || typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body) // a copy over an ArrayBuffer of its own, as fetch's types want
              : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      return { status: 0, text: String((err as Error).cause ?? err), headers: new Headers() };
    }
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return { status: res.status, text: await res.text(), headers: res.headers };
  }
  /** GET /session for the XSRF cookie, then sign in; throws unless it answers 200. */
  async function signIn(username: string, password: string) {
    await call('GET', '/session');
    const res = await call('POST', '/session', { username, password });
    if (res.status !== 200) throw new Error(`sign-in as ${username}: ${res.status} ${res.text}`);
    return res;
  }
  return { call, signIn, cookieHeader, jar };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** Runs `task(0…count-1)` with at most `width` at a time. */
export async function pool(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
