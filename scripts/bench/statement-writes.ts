import { client, funding, task } from './write-scenarios';

/** The single-record writes whose statements and CPU `npm run bench:statements` measures. */
export type Write = {
  name: string;
  method: 'POST' | 'PUT';
  /** The n-th request: each a different one, the HTTP benchmark's own (write-scenarios.ts). */
  vary: (n: number) => { url: string; body: string };
};

const asInject = (made: (n: number) => { path: string; body: string }) => (n: number) => {
  const { path, body } = made(n);
  return { url: path, body };
};

export const WRITES: Write[] = [
  { name: 'POST /api/v1/fundings', method: 'POST', vary: asInject(funding) },
  { name: 'PUT /api/v1/clients/{id}', method: 'PUT', vary: asInject(client) },
  { name: 'POST /api/v1/tasks', method: 'POST', vary: asInject(task) },
];
