import { tokenId } from '../../../src/server/auth/tokens';
import type { ApiClient } from '../../api/support/api';
import { httpClient, type Answer } from '../../support/http-client';

/** Every answer heard over a run, and every session token handed out, to look for leaks in. */
export function recorder() {
  const answers: string[] = [];
  const tokens = new Set<string>();
  return {
    answers,
    tokens,
    /** The answers that carry an argon2 hash, a session token or its stored id, or `also`. */
    leaks(also: string[] = []): string[] {
      const secrets = [...also, ...[...tokens].flatMap((token) => [token, tokenId(token)])];
      return answers.filter((a) => a.includes('$argon2') || secrets.some((s) => a.includes(s)));
    },
  };
}
export type Recorder = ReturnType<typeof recorder>;

/** An httpClient whose every answer (status, headers but Set-Cookie, body) goes to `seen`. */
export function recordingClient(origin: string, seen: Recorder) {
  const base = httpClient(origin);
  async function call(method: string, path: string, body?: unknown, headers = {}) {
    const res = await base.call(method, path, body, headers);
    const sid = base.jar.get('sid');
    if (sid) seen.tokens.add(sid);
    // Set-Cookie is where the session token belongs; no other header nor any body may carry it.
    const shown = [...res.headers].filter(([name]) => name !== 'set-cookie');
    seen.answers.push(`${method} ${path} → ${res.status}\n${shown.join('\n')}\n\n${res.text}`);
    return res;
  }
  async function signIn(username: string, password: string) {
    await call('GET', '/session');
    const res = await call('POST', '/session', { username, password });
    if (res.status !== 200) throw new Error(`sign-in as ${username}: ${res.status} ${res.text}`);
    return res;
  }
  return { call, signIn, jar: base.jar };
}
export type RecordingClient = ReturnType<typeof recordingClient>;

/** The API suite's fixtures (seedOneOfEach…) expect inject's answers; this gives them over HTTP. */
export function asApiClient(c: RecordingClient): ApiClient {
  const answer = (res: Answer) => ({
    statusCode: res.status,
    body: res.text,
    headers: Object.fromEntries(res.headers),
    json: () => JSON.parse(res.text) as unknown,
  });
  const client = {
    get: async (url: string) => answer(await c.call('GET', url)),
    post: async (url: string, body?: unknown) => answer(await c.call('POST', url, body)),
    delete: async (url: string) => answer(await c.call('DELETE', url)),
  };
  return client as unknown as ApiClient;
}
