import type { AdminSession, Scenario } from './scenario';

/** Projects 2–50 and clients 1–100 exist in any demo database (scale 1 has ~150 and 100). */
const PROJECTS = 49;
const CLIENTS = 100;

export const funding = (n: number) => ({
  path: '/api/v1/fundings',
  body: JSON.stringify({
    date: '2026-03-14',
    source: 'Milestone payment',
    description: `Bench: milestone ${n + 1}`,
    amount: 1234.56,
    // Never project 1, the one the reads measure; one project taking every write would make each
    // later one slower (a funding's check sums its project's fundings).
    project_id: 2 + (n % PROJECTS),
  }),
});
// A task as the dashboard adds one, to projects 2–50 in turn like the fundings: a project's
// tasks are listed with it, so one project taking them all would make its later writes dearer.
export const task = (n: number) => ({
  path: '/api/v1/tasks',
  body: JSON.stringify({
    task: {
      name: `Bench: task ${n + 1}`,
      description: 'Check the milestone with the client',
      project_id: 2 + (n % PROJECTS),
    },
  }),
});
// A new phone number each time, so that every update changes a field and has a history entry
// with a change, as an edit in the dashboard does.
export const client = (n: number) => ({
  path: `/api/v1/clients/${1 + (n % CLIENTS)}`,
  body: JSON.stringify({
    client: { phone_number: `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}` },
  }),
});

/**
 * The writes measured, through the real server as the signed-in admin: a funding created, a
 * client's field updated and a task created, each request a different one (autocannon's
 * setupRequest). Each is made once first, to check it answers 201/200 and to give the ceiling
 * that answer.
 */
export async function writeScenarios(session: AdminSession): Promise<Scenario[]> {
  const write = async (method: 'POST' | 'PUT', made: { path: string; body: string }) => {
    const res = await session.admin.call(method, made.path, made.body);
    if (res.status !== (method === 'POST' ? 201 : 200))
      throw new Error(`${method} ${made.path}: ${res.status} ${res.text.slice(0, 200)}`);
    return res.text;
  };
  // Counters start past the requests made here, so the measured ones change something too.
  const created = await write('POST', funding(1_000_000));
  const updated = await write('PUT', client(1_000_000 + 1));
  const tasked = await write('POST', task(1_000_000));
  const scenario = (
    name: string,
    method: 'POST' | 'PUT',
    vary: (n: number) => { path: string; body: string },
    answer: string,
    route: string,
  ): Scenario => ({
    name,
    method,
    ...vary(0),
    vary,
    headers: session.write,
    read: false,
    bytes: Buffer.byteLength(answer),
    ceiling: { method, path: route, status: method === 'POST' ? 201 : 200, body: answer },
  });
  return [
    scenario('POST /api/v1/fundings (admin)', 'POST', funding, created, '/api/v1/fundings'),
    scenario('PUT /api/v1/clients/:id (admin)', 'PUT', client, updated, '/api/v1/clients/:id'),
    scenario('POST /api/v1/tasks (admin)', 'POST', task, tasked, '/api/v1/tasks'),
  ];
}
