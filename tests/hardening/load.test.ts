import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient, type HttpClient } from '../support/http-client';
import type { TempDatabase } from '../support/temp-database';
import { createBody } from './support/create-bodies';
import { figure, quantile } from './support/figures';
import { DIALECTS, SERVER_ENV, signedInAdmin } from './support/server-dialects';

/**
 * Mixed reads and writes at 20 connections for HARDENING_LOAD_SECONDS (default 30): lists, shows
 * and details signed in and anonymous, creates, updates, and create-then-delete. Every answer must
 * be the expected 2xx: no connection error, no 5xx. Throughput and p99 latency are printed, never
 * asserted.
 */
const SECONDS = Math.max(1, Number(process.env.HARDENING_LOAD_SECONDS ?? 30) || 30);
const CONNECTIONS = 20;

type Step = (i: number) => Promise<number>;

for (const dialect of DIALECTS) {
  describe.runIf(dialect.enabled)(`load (${dialect.name})`, () => {
    let database: TempDatabase | undefined;
    let server: ChildServer | undefined;
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    it(`${CONNECTIONS} connections of mixed reads and writes: 0 errors, 0 × 5xx`, async () => {
      database = await dialect.database();
      server = await startChildServer({ databaseUrl: database.url, env: SERVER_ENV });
      const admin = await signedInAdmin(server.origin);
      const anonymous = httpClient(server.origin);
      const post = async (path: string, body: unknown) => {
        const res = await admin.call('POST', `/api/v1/${path}`, body);
        expect(res.status, res.text).toBe(201);
        return (JSON.parse(res.text) as { id: number }).id;
      };
      const ids = {
        project: await post('projects', { project: { name: 'Load' } }),
        note: await post('notes', { note: { title: 'Load' } }),
      };
      const pages: number[] = [];
      for (let i = 0; i < 50; i += 1) pages.push(await post('pages', { page: { title: `P${i}` } }));
      const somePage = (i: number) => pages[i % pages.length]!;

      // [weight, step]: one request each, its status checked against 2xx.
      const call = (c: HttpClient, method: string, path: string, body?: unknown) =>
        c.call(method, path, body).then((r) => r.status);
      const disposable: number[] = []; // pages only the delete step touches
      const steps: [number, string, Step][] = [
        [25, 'list pages (admin)', () => call(admin, 'GET', '/api/v1/pages?limit=50')],
        [15, 'show a page', (i) => call(admin, 'GET', `/api/v1/pages/${somePage(i)}`)],
        [10, 'list pages (anonymous)', () => call(anonymous, 'GET', '/api/v1/pages?limit=20')],
        [10, 'project detail', () => call(admin, 'GET', `/api/v1/projects/${ids.project}`)],
        [5, 'healthz', () => call(anonymous, 'GET', '/healthz')],
        [
          15,
          'create',
          (i) => {
            const create = createBody(i, ids);
            return call(admin, 'POST', `/api/v1/${create.resource}`, create.body);
          },
        ],
        [
          10,
          'update a page',
          (i) => call(admin, 'PUT', `/api/v1/pages/${somePage(i)}`, { page: { content: `v${i}` } }),
        ],
        [
          10,
          'create or delete a page',
          async (i) => {
            const id = disposable.pop();
            if (id !== undefined) return call(admin, 'DELETE', `/api/v1/pages/${id}`);
            const res = await admin.call('POST', '/api/v1/pages', { page: { title: `Gone ${i}` } });
            if (res.status === 201) disposable.push((JSON.parse(res.text) as { id: number }).id);
            return res.status;
          },
        ],
      ];
      const total = steps.reduce((sum, [w]) => sum + w, 0);
      const pick = (i: number) => {
        let r = (i * 7919) % total;
        for (const step of steps) if ((r -= step[0]) < 0) return step;
        return steps[0]!;
      };

      const latencies: number[] = []; // one per request
      const failures: string[] = [];
      let serverErrors = 0;
      let next = 0;
      const started = performance.now();
      const deadline = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < deadline) {
            const i = next++;
            const t0 = performance.now();
            const [, name, step] = pick(i);
            const status = await step(i);
            latencies.push(performance.now() - t0);
            if (status >= 500) serverErrors += 1;
            if (status < 200 || status >= 300) failures.push(`${status} ${name}`);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const rps = Math.round(latencies.length / elapsed);
      const p99 = quantile(latencies, 0.99).toFixed(1);
      figure(
        'Load',
        dialect.name,
        `${rps} req/s, p99 ${p99} ms (${latencies.length} requests in ${elapsed.toFixed(0)} s at ${CONNECTIONS} connections): ${failures.length} errors, ${serverErrors} × 5xx`,
      );
      expect(failures.slice(0, 20), server.output()).toEqual([]);
      expect(serverErrors).toBe(0);
    });
  });
}
