import { httpClient } from '../../tests/support/http-client';
import { BIG_PROJECT_ROWS } from '../demo-data/generate';
import type { CeilingRoute } from './ceiling';

/** One measured call, and the same answer served from memory by the ceiling server. */
export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Reads are held to "≥ 50% of the ceiling"; a write's ceiling is shown but not a target. */
  read: boolean;
  bytes: number;
  ceiling: CeilingRoute;
};

/**
 * Signs in as the admin, checks the demo data's big project (the first client's first one, id 1 in
 * a fresh database: 50 fundings, 50 expenses and 50 tasks) and fetches each measured answer once, checking its shape,
 * so the ceiling serves exactly what the server does.
 */
export async function prepareScenarios(origin: string, password: string): Promise<Scenario[]> {
  const admin = httpClient(origin);
  await admin.signIn('admin', password);
  const cookie = admin.cookieHeader();
  const xsrf = decodeURIComponent(admin.jar.get('XSRF-TOKEN') ?? '');
  const fetchOnce = async (path: string, signedIn: boolean) => {
    const res = await (signedIn ? admin : httpClient(origin)).call('GET', path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 200)}`);
    return res.text;
  };
  const clients = await fetchOnce('/api/v1/clients?limit=100', true);
  // The database is fresh, so the first project inserted (the big one) has the first id.
  const bigId = 1;
  const project = await fetchOnce(`/api/v1/projects/${bigId}`, true);
  const detail = JSON.parse(project) as Record<'fundings' | 'expenses' | 'tasks', unknown[]>;
  if ([detail.fundings, detail.expenses, detail.tasks].some((l) => l.length !== BIG_PROJECT_ROWS))
    throw new Error(
      `project ${bigId} does not have ${BIG_PROJECT_ROWS} fundings, expenses and tasks`,
    );
  const pages = await fetchOnce('/api/v1/pages', false);

  // Every POST adds a funding to another project, so the measured project stays as it is.
  const funding = JSON.stringify({
    date: '2026-03-14',
    source: 'Milestone payment',
    description: 'Bench: second milestone',
    amount: 1234.56,
    project_id: bigId + 1,
  });
  const created = await admin.call('POST', '/api/v1/fundings', funding, {
    'content-type': 'application/json',
  });
  if (created.status !== 201)
    throw new Error(`POST /api/v1/fundings: ${created.status} ${created.text}`);

  const signedIn = { cookie };
  const get = (
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
    ceiling: { method: 'GET', path: path.split('?')[0]!, status: 200, body: text },
  });
  return [
    get('GET /api/v1/clients?limit=100 (admin)', '/api/v1/clients?limit=100', clients, signedIn),
    get(
      `GET /api/v1/projects/${bigId} (50/50/50, admin)`,
      `/api/v1/projects/${bigId}`,
      project,
      signedIn,
    ),
    get('GET /api/v1/pages (anonymous)', '/api/v1/pages', pages, {}),
    // The same list signed in: the difference is what a session costs per request.
    get('GET /api/v1/pages (admin)', '/api/v1/pages', pages, signedIn),
    {
      name: 'POST /api/v1/fundings (admin)',
      method: 'POST',
      path: '/api/v1/fundings',
      headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
      body: funding,
      read: false,
      bytes: Buffer.byteLength(created.text),
      ceiling: { method: 'POST', path: '/api/v1/fundings', status: 201, body: created.text },
    },
  ];
}
