/** The single-record writes whose statements and CPU `npm run bench:statements` measures. */
export type Write = {
  name: string;
  method: 'POST' | 'PUT';
  /** The n-th request: each a different one, as the HTTP benchmark's are. */
  vary: (n: number) => { url: string; body: string };
};

/** Projects 2–50 and clients 1–100 exist in any demo database (scale 1). */
const PROJECTS = 49;
const CLIENTS = 100;

export const WRITES: Write[] = [
  {
    name: 'POST /api/v1/fundings',
    method: 'POST',
    vary: (n) => ({
      url: '/api/v1/fundings',
      body: JSON.stringify({
        date: '2026-03-14',
        source: 'Milestone payment',
        description: `Bench: milestone ${n + 1}`,
        amount: 1234.56,
        project_id: 2 + (n % PROJECTS),
      }),
    }),
  },
  {
    name: 'PUT /api/v1/clients/{id}',
    method: 'PUT',
    vary: (n) => ({
      url: `/api/v1/clients/${1 + (n % CLIENTS)}`,
      body: JSON.stringify({
        client: { phone_number: `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}` },
      }),
    }),
  },
  {
    name: 'POST /api/v1/tasks',
    method: 'POST',
    vary: (n) => ({
      url: '/api/v1/tasks',
      body: JSON.stringify({
        task: { name: `Bench task ${n + 1}`, project_id: 2 + (n % PROJECTS) },
      }),
    }),
  },
];
