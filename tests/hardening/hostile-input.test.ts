import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import type { HttpClient } from '../support/http-client';
import { isAlive } from '../support/processes';
import type { TempDatabase } from '../support/temp-database';
import { figure } from './support/figures';
import { hostileRequests, UNICODE_TITLES } from './support/hostile-requests';
import { rawRequest } from './support/raw-request';
import { DIALECTS, SERVER_ENV, signedInAdmin } from './support/server-dialects';

/**
 * Hostile input over real HTTP, to the real server: malformed and deeply nested JSON, a 10 MB
 * body, huge and non-finite numbers, negative and fractional quantities, text that is not UTF-8,
 * fake images. Each is a 4xx, never a 5xx, and the server is still alive and healthy afterwards.
 * Then text in every script comes back byte for byte.
 */
for (const dialect of DIALECTS) {
  describe.runIf(dialect.enabled)(`hostile input (${dialect.name})`, () => {
    let database: TempDatabase;
    let server: ChildServer;
    let admin: HttpClient;
    beforeAll(async () => {
      database = await dialect.database();
      server = await startChildServer({ databaseUrl: database.url, env: SERVER_ENV });
      admin = await signedInAdmin(server.origin);
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
    });

    /** The admin's cookie and XSRF headers, for a request sent outside its client. */
    const signedIn = (headers: Record<string, string>) => ({
      ...headers,
      cookie: admin.cookieHeader(),
      'x-xsrf-token': decodeURIComponent(admin.jar.get('XSRF-TOKEN') ?? ''),
    });

    const created = async (path: string, body: unknown) => {
      const res = await admin.call('POST', `/api/v1/${path}`, body);
      expect(res.status, res.text).toBe(201);
      return JSON.parse(res.text) as Record<string, unknown> & { id: number };
    };

    it('every hostile request is a 4xx, and the server stays healthy', async () => {
      const project = await created('projects', { project: { name: 'Hostile' } });
      const note = await created('notes', { note: { title: 'Hostile' } });
      const requests = hostileRequests({ project: project.id, note: note.id });
      const answers: string[] = [];
      let clientErrors = 0;
      let serverErrors = 0;
      for (const r of requests) {
        const headers: Record<string, string> =
          r.body === undefined ? {} : { 'content-type': 'application/json' };
        const res = r.raw
          ? await rawRequest(server.origin, r.method, r.path, signedIn(headers), r.body as Buffer)
          : await admin.call(r.method, r.path, r.body, { ...headers, ...r.headers });
        if (res.status >= 400 && res.status < 500) clientErrors += 1;
        if (res.status >= 500) serverErrors += 1;
        answers.push(`${res.status} ${r.name}: ${res.text.slice(0, 120)}`);
      }
      const health = await admin.call('GET', '/healthz');
      const alive = isAlive(server.pid) && server.child.exitCode === null;
      const n = requests.length;
      figure(
        'Hostile input',
        `${dialect.name}, requests`,
        `${n} hostile requests: ${clientErrors} × 4xx, ${serverErrors} × 5xx, server ${
          alive && health.status === 200 ? 'healthy' : 'NOT healthy'
        }`,
      );
      const wrong = answers.filter((a) => !/^4\d\d /.test(a));
      expect(wrong, `${wrong.join('\n')}\n\nserver output:\n${server.output()}`).toEqual([]);
      // Refused by its declared length, before a byte of it is read.
      expect(answers.find((a) => a.includes(' a 10 MB body:'))).toMatch(/^413 /);
      expect(health.status).toBe(200);
      expect(alive).toBe(true);
      // Nothing hostile was stored: the page list holds only what the server seeded.
      const titles = JSON.parse((await admin.call('GET', '/api/v1/pages?limit=500')).text) as {
        title: string;
      }[];
      expect(titles.filter((p) => /^a.*b$|�/.test(p.title))).toEqual([]);
    });

    it('titles in every script, with marks, controls and emoji, round-trip exactly', async () => {
      let exact = 0;
      const mismatches: string[] = [];
      for (const title of UNICODE_TITLES) {
        const page = await created('pages', { page: { title, content: `${title}\n${title}` } });
        const shown = await admin.call('GET', `/api/v1/pages/${page.id}`);
        const listed = await admin.call('GET', `/api/v1/pages?q=${encodeURIComponent(title)}`);
        const stored = JSON.parse(shown.text) as { title: string; content: string };
        const inList = (JSON.parse(listed.text) as { id: number; title: string }[]).find(
          (p) => p.id === page.id,
        );
        const same = (s: string | undefined) =>
          s !== undefined && Buffer.from(s, 'utf8').equals(Buffer.from(title, 'utf8'));
        const ok =
          same(page.title as string) &&
          same(stored.title) &&
          same(inList?.title) &&
          stored.content === `${title}\n${title}`;
        if (ok) exact += 1;
        else mismatches.push(`${JSON.stringify(title)} → ${JSON.stringify(stored.title)}`);
      }
      const n = UNICODE_TITLES.length;
      figure('Hostile input', `${dialect.name}, Unicode`, `round-trip: ${exact} of ${n} exact`);
      expect(mismatches).toEqual([]);
    });
  });
}
