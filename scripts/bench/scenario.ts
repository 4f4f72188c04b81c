import { httpClient } from '../../tests/support/http-client';
import type { CeilingRoute } from './ceiling';

/** One measured call, and the same answer served from memory by the ceiling server. */
export type Scenario = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The n-th request's path and body, for a write that must change something each time; a mix of
   * calls (scripts/bench/mix.ts) also sets its method and headers.
   */
  vary?: (n: number) => {
    path: string;
    body?: string;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
  };
  /** Reads are held to "≥ 75% of the ceiling"; a write's ceiling is shown but not a target. */
  read: boolean;
  bytes: number;
  ceiling: CeilingRoute;
};

/** The admin signed in, and the headers autocannon sends as that session, for reads and writes. */
export async function adminSession(origin: string, password: string) {
  const admin = httpClient(origin);
  await admin.signIn('admin', password);
  const cookie = admin.cookieHeader();
  const xsrf = decodeURIComponent(admin.jar.get('XSRF-TOKEN') ?? '');
  const write = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  return { admin, origin, read: { cookie }, write };
}
export type AdminSession = Awaited<ReturnType<typeof adminSession>>;

/** A GET measured as it was answered once (`text`), which the ceiling then serves. */
export const getScenario = (
  name: string,
  path: string,
  text: string,
  headers: Record<string, string>,
): Scenario => ({
  name,
  method: 'GET',
  path,
  headers,
  read: true,
  bytes: Buffer.byteLength(text),
  ceiling: { method: 'GET', path: path.split('?')[0]!, url: path, status: 200, body: text },
});
