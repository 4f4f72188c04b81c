import { startChildServer } from '../../tests/support/child-server';
import { httpClient } from '../../tests/support/http-client';
import type { TempDatabase } from '../../tests/support/temp-database';
import { seedDatabase } from '../demo-data/run';
import { track } from './measure';
import { BULK_COUNT as COUNT, clientIds } from './bulk-update';

const PASSWORD = 'bench-bulk-admin-password'; // the admin of a temporary database
const ROUNDS = 3;

/**
 * Deletes 1,000 clients in one bulk call (each into the trash, with its history entry and its
 * projects unlinked), ROUNDS times on fresh copies of seed:demo's scale 10 (1,000 clients):
 * prints the median time (target: under a second).
 */
export async function benchBulkDelete(label: string, makeDatabase: () => Promise<TempDatabase>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const database = await makeDatabase();
    await seedDatabase(database.url, { scale: 10, seed: 1, force: false });
    const server = await startChildServer({
      databaseUrl: database.url,
      env: {
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: PASSWORD,
        SESSION_SECRET: 'bench-bulk-'.padEnd(40, 'x'),
      },
    });
    const untrack = track(server.stop);
    try {
      const api = httpClient(server.origin);
      await api.signIn('admin', PASSWORD);
      const ids = await clientIds(api, COUNT);
      const started = performance.now();
      const res = await api.call('POST', '/api/v1/clients/bulk-delete', { ids });
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`bulk-delete answered ${res.status}: ${res.text}`);
    } finally {
      await server.stop();
      untrack();
      await database.drop();
    }
  }
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(
    `  ${label}: bulk-delete of ${COUNT.toLocaleString('en-US')} clients (to the trash, with ` +
      `history): median ${median.toFixed(0)} ms of ${ROUNDS} (target < 1000 ms)`,
  );
}
