import { startChildServer } from '../../tests/support/child-server';
import { type Answer, type HttpClient, httpClient } from '../../tests/support/http-client';
import { portIsFree } from '../../tests/support/processes';
import type { ImportPreview } from '../../src/shared/imports';
import type { ImportFile } from './import-files';
import { serverNodeArgs, track } from './measure';

const PASSWORD = 'bench-import-admin-password'; // the admin of a temporary database
// The ports this bench's servers take (a machine shared with other benches and tests).
const PORTS = { first: 3700, last: 3799 };

async function benchPort() {
  for (let port = PORTS.first; port <= PORTS.last; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${PORTS.first}–${PORTS.last}`);
}

/** An import's answer and how long the request took, upload included. */
export type Sent = { ms: number; status: number; preview: ImportPreview | undefined; text: string };

/** The real server on `databaseUrl`, signed in as its admin, with the calls the import bench makes. */
export async function importServer(databaseUrl: string) {
  const server = await startChildServer({
    databaseUrl,
    port: await benchPort(),
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: 'bench-import-'.padEnd(40, 'x'),
    },
    nodeArgs: serverNodeArgs(),
  });
  const untrack = track(server.stop);
  const api = httpClient(server.origin);
  try {
    await api.signIn('admin', PASSWORD);
  } catch (error) {
    await server.stop();
    untrack();
    throw error;
  }
  /** POST /{list}/import, by hand: http-client's 30 s limit would cut a slow import short. */
  const send = async (file: ImportFile, dryRun: boolean): Promise<Sent> => {
    const query = new URLSearchParams({ file_name: file.name, ...(dryRun && { dry_run: 'true' }) });
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/v1/${file.list}/import?${query}`, {
      method: 'POST',
      headers: {
        cookie: api.cookieHeader(),
        'x-xsrf-token': decodeURIComponent(api.jar.get('XSRF-TOKEN') ?? ''),
        'content-type': file.contentType,
      },
      body: typeof file.body === 'string' ? file.body : new Uint8Array(file.body),
      signal: AbortSignal.timeout(600_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const preview = res.status === 200 ? (JSON.parse(text) as ImportPreview) : undefined;
    return { ms, status: res.status, preview, text };
  };
  return {
    pid: server.pid,
    api,
    send,
    stop: async () => (await server.stop(), untrack()),
  };
}

/**
 * One record of the list besides the imported ones, for the bench's small read and write while
 * an import runs: GET of it, and a PUT that changes a plain field each time.
 */
export async function neighbour(api: HttpClient, list: 'clients' | 'inventory') {
  const wrapper = list === 'clients' ? 'client' : 'item';
  const field = list === 'clients' ? 'organization_name' : 'name';
  const created = await api.call('POST', `/api/v1/${list}`, {
    [wrapper]: { [field]: 'Bench neighbour' },
  });
  if (created.status !== 201)
    throw new Error(`POST /api/v1/${list}: ${created.status} ${created.text}`);
  const path = `/api/v1/${list}/${(JSON.parse(created.text) as { id: number }).id}`;
  let n = 0;
  const other = list === 'clients' ? 'city' : 'specification';
  return {
    read: (): Promise<Answer> => api.call('GET', path),
    write: (): Promise<Answer> => api.call('PUT', path, { [wrapper]: { [other]: `Bench ${++n}` } }),
  };
}
