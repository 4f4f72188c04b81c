import { httpClient } from '../../tests/support/http-client';
import { BIG_PROJECT_ROWS } from '../demo-data/generate';
import { type Scenario, adminSession, getScenario } from './scenario';
import { activityScenarios } from './activity-scenarios';
import { writeScenarios } from './write-scenarios';

/**
 * Signs in as the admin, checks the demo data's big project (the first client's first one, id 1
 * in a fresh database: 50 fundings, 50 expenses and 50 tasks) and fetches each measured answer
 * once, checking its shape, so the ceiling serves exactly what the server does. Then the activity
 * log's first and 1000th page, and the writes.
 */
export async function prepareScenarios(origin: string, password: string): Promise<Scenario[]> {
  const session = await adminSession(origin, password);
  const { admin } = session;
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

  const signedIn = session.read;
  const get = getScenario;
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
    ...(await activityScenarios(session)),
    // Last: the writes add history entries, which the activity's first page would then show.
    ...(await writeScenarios(session)),
  ];
}
