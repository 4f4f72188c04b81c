import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { pool } from '../support/http-client';
import type { TempDatabase } from '../support/temp-database';
import { createBody, storedAsSent, type Created } from './support/create-bodies';
import { figure } from './support/figures';
import { DIALECTS, SERVER_ENV, signedInAdmin } from './support/server-dialects';

/**
 * An acknowledged write survives the server's sudden death: 600 creates of pages, fundings and
 * sections at 20 connections; SIGKILL to the whole process group once about 250 were answered
 * 201; a restart on the same database; then every create answered 201 is there, as sent and as
 * the 201 said. Creates cut off by the kill may or may not be there: nobody was told they were.
 */
const CREATES = 600;
const CONNECTIONS = 20;
const KILL_AFTER = 250;

for (const dialect of DIALECTS) {
  describe.runIf(dialect.enabled)(`durability (${dialect.name})`, () => {
    let database: TempDatabase | undefined;
    let server: ChildServer | undefined;
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it('no acknowledged create is lost to a SIGKILL mid-stream', async () => {
      database = await dialect.database();
      server = await startChildServer({ databaseUrl: database.url, env: SERVER_ENV });
      const first = server;
      const admin = await signedInAdmin(first.origin);
      const parent = async (path: string, body: unknown) => {
        const res = await admin.call('POST', `/api/v1/${path}`, body);
        expect(res.status, res.text).toBe(201);
        return (JSON.parse(res.text) as { id: number }).id;
      };
      const ids = {
        project: await parent('projects', { project: { name: 'Durable' } }),
        note: await parent('notes', { note: { title: 'Durable' } }),
      };

      const acknowledged: (Created & { answer: Record<string, unknown> })[] = [];
      const refused: string[] = [];
      let killed = false;
      let cutOff = 0;
      // The stream goes on after the kill: those creates find no server (status 0).
      await pool(CREATES, CONNECTIONS, async (i) => {
        const create = createBody(i, ids);
        const res = await admin.call('POST', `/api/v1/${create.resource}`, create.body);
        if (res.status === 201) acknowledged.push({ ...create, answer: JSON.parse(res.text) });
        else if (res.status === 0) cutOff += 1;
        else refused.push(`${res.status} ${res.text.slice(0, 200)}`);
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          first.signal('SIGKILL', 'group');
        }
      });
      expect(await first.exited).toBe('SIGKILL');

      server = await startChildServer({ databaseUrl: database.url, env: SERVER_ENV });
      const after = await signedInAdmin(server.origin);
      const lost: string[] = [];
      for (const { resource, sent: fields, answer } of acknowledged) {
        const res = await after.call('GET', `/api/v1/${resource}/${String(answer.id)}`);
        const stored = res.status === 200 ? (JSON.parse(res.text) as Record<string, unknown>) : {};
        const sameAsAnswer =
          resource === 'sections'
            ? storedAsSent(stored, { ...answer, index: stored.index })
            : storedAsSent(stored, answer);
        if (res.status !== 200 || !storedAsSent(stored, fields) || !sameAsAnswer)
          lost.push(`${resource} ${String(answer.id)}: ${res.status} ${res.text.slice(0, 200)}`);
      }

      const n = acknowledged.length;
      figure('Durability', dialect.name, `${lost.length} of ${n} acknowledged writes lost`);
      figure(
        'Durability',
        `${dialect.name}, stream`,
        `${CREATES} creates at ${CONNECTIONS} connections, SIGKILL once ${KILL_AFTER} were acknowledged: ${n} answered 201, ${cutOff} cut off`,
      );
      expect(refused, 'every create the server answered is a 201').toEqual([]);
      expect(n + cutOff).toBe(CREATES);
      expect(n).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(lost).toEqual([]);
    });
  });
}
