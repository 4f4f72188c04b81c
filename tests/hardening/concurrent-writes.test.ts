import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient, type HttpClient } from '../support/http-client';
import { temporaryPostgres, temporarySqlite, type TempDatabase } from '../support/temp-database';
import { figure } from './support/figures';

// Writes racing over real connections to the real server: on PostgreSQL each runs on its own
// pooled connection, so a rule read in one statement and enforced in the next could be raced.
// The answers must be those SQLite gives, where one transaction runs at a time.

const PASSWORD = 'concurrent writes password';
const TRIALS = 30;
const INSERTS = 20;
const postgresUrl = process.env.TEST_DATABASE_URL;

const dialects = [
  { name: 'SQLite', enabled: true, open: async () => temporarySqlite('concurrent-') },
  {
    name: 'PostgreSQL',
    enabled: Boolean(postgresUrl),
    open: () => temporaryPostgres(postgresUrl!, 'concurrent'),
  },
];

for (const dialect of dialects) {
  describe.runIf(dialect.enabled)(`concurrent writes on ${dialect.name}`, () => {
    let database: TempDatabase;
    let server: ChildServer;
    let client: HttpClient;
    const api = (path: string) => `/api/v1/${path}`;
    const created = async (path: string, body: unknown) => {
      const res = await client.call('POST', api(path), body);
      expect(res.status, res.text).toBe(201);
      return JSON.parse(res.text) as { id: number };
    };

    beforeAll(async () => {
      database = await dialect.open();
      server = await startChildServer({
        databaseUrl: database.url,
        env: { ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: 'concurrent-writes-'.padEnd(40, 'x') },
      });
      client = httpClient(server.origin);
      await client.signIn('admin', PASSWORD);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it('two concurrent connects of one free project: one wins, the other is a 409', async () => {
      let clean = 0;
      const odd: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const project = await created('projects', { project: { name: `Project ${trial}` } });
        const clients = [
          await created('clients', { client: { organization_name: `A${trial}` } }),
          await created('clients', { client: { organization_name: `B${trial}` } }),
        ];
        const answers = await Promise.all(
          clients.map((c) =>
            client.call('PUT', api(`projects/${project.id}`), { project: { client_id: c.id } }),
          ),
        );
        const statuses = answers.map((a) => a.status);
        const winner = clients[statuses.indexOf(200)];
        const stored = await client.call('GET', api(`projects/${project.id}`));
        const owner = (JSON.parse(stored.text) as { client_id: number | null }).client_id;
        if ([...statuses].sort().join() === '200,409' && owner === winner?.id) clean++;
        else odd.push(`trial ${trial}: ${statuses.join(' and ')}, stored client ${owner}`);
      }
      figure(
        'Faults',
        `${dialect.name}: two concurrent connects of one free project`,
        `1 wins, 1 × 409 in ${clean} of ${TRIALS} trials`,
      );
      expect(odd).toEqual([]);
    });

    it(`${INSERTS} concurrent section inserts at index 0: all 201, indexes 0..${INSERTS - 1}`, async () => {
      const note = await created('notes', { note: { title: 'Raced' } });
      const answers = await Promise.all(
        Array.from({ length: INSERTS }, (_, i) =>
          client.call('POST', api('sections'), {
            section: { index: 0, title: `S${i}`, note_id: note.id },
          }),
        ),
      );
      const failed = answers.filter((a) => a.status >= 500).length;
      const shown = await client.call('GET', api(`notes/${note.id}`));
      const indexes = (JSON.parse(shown.text) as { sections: { index: number }[] }).sections
        .map((s) => s.index)
        .sort((a, b) => a - b);
      const expected = Array.from({ length: INSERTS }, (_, i) => i);
      const contiguous = indexes.join() === expected.join();
      figure(
        'Faults',
        `${dialect.name}: ${INSERTS} concurrent section inserts at index 0`,
        `${failed} × 5xx, indexes ${contiguous ? `0..${INSERTS - 1}` : indexes.join(', ')}`,
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
      expect(indexes).toEqual(expected);
    });
  });
}
