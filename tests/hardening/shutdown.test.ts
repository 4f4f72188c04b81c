import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient } from '../support/http-client';
import { DRAIN_DEADLINE_MS } from '../../src/server/shutdown';
import { portIsFree, processGroup, sleep } from '../support/processes';
import { temporarySqlite, type TempDatabase } from '../support/temp-database';
import { figure } from './support/figures';
import { openPost, sendInFlight } from './support/in-flight';
import { get } from 'node:http';

// However the stop signal arrives (to the server, to the `npm start` process, or to the whole
// process group as systemd and Ctrl-C send it), requests in flight complete and every process
// of the group exits, 0, within 10 s, leaving the port free for the next start.

const PASSWORD = 'shutdown test password';
const IN_FLIGHT = 200;
const EXIT_WITHIN_MS = 10_000;
const NPM_START = ['npm', 'start'];

let server: ChildServer | undefined;
let database: TempDatabase | undefined;
afterEach(async () => {
  await server?.stop();
  await database?.drop();
  server = database = undefined;
});

async function start(command?: string[]) {
  database = temporarySqlite('shutdown-');
  server = await startChildServer({
    databaseUrl: database.url,
    env: { ADMIN_PASSWORD: PASSWORD },
    command,
  });
  const client = httpClient(server.origin);
  await client.signIn('admin', PASSWORD);
  const headers = {
    cookie: client.cookieHeader(),
    'x-xsrf-token': decodeURIComponent(client.jar.get('XSRF-TOKEN')!),
  };
  return { server, headers };
}

/** Waits for the spawned process to exit: its code (or signal) and the time since `since`. */
async function exitOf(s: ChildServer, since: number) {
  const code = await Promise.race([s.exited, sleep(EXIT_WITHIN_MS + 5000).then(() => 'running')]);
  return { code, seconds: (performance.now() - since) / 1000 };
}

/** Once the spawned process has exited: nothing of its group lives on, the port is free. */
async function expectAllGone(s: ChildServer) {
  const deadline = Date.now() + 2000; // its children may take a moment longer than itself
  while (processGroup(s.child.pid!).length && Date.now() < deadline) await sleep(20);
  expect(processGroup(s.child.pid!), s.output()).toEqual([]);
  expect(await portIsFree(s.port)).toBe(true);
}

describe('SIGTERM with requests in flight', () => {
  it('a kept-alive request in flight is answered, then its connection closed at once', async () => {
    const { server, headers } = await start();
    const body = JSON.stringify({ page: { title: 'Kept alive', content: 'x' } });
    const post = await openPost(server.port, { ...headers, connection: 'keep-alive' }, body.length);
    post.socket.write(body.slice(0, 10));
    const signalled = performance.now();
    server.signal('SIGTERM');
    await sleep(500); // the server is stopping while this request is still arriving
    post.socket.write(body.slice(10));
    await post.closed; // by the server, not the keep-alive timeout: the client sent no close
    const { code, seconds } = await exitOf(server, signalled);
    figure(
      'Faults',
      'SIGTERM with a kept-alive request in flight',
      `exit ${code} in ${seconds.toFixed(1)} s`,
    );
    expect(post.received()).toMatch(/^HTTP\/1.1 201 /);
    expect(code, server.output()).toBe(0);
    expect(seconds).toBeLessThan(DRAIN_DEADLINE_MS / 1000); // closed when answered, not cut
    await expectAllGone(server);
  });

  it.each([
    ['the server alone', undefined, 'server'],
    ['the npm start process', NPM_START, 'spawned'],
    ['the process group of npm start', NPM_START, 'group'],
  ] as const)('to %s: every request completes, exit 0 within 10 s', async (label, command, to) => {
    const { server, headers } = await start(command ? [...command] : undefined);
    const content = 'Some words in a paragraph. '.repeat(2000); // parsed, validated, stored
    const batch = () =>
      sendInFlight(
        server.origin,
        IN_FLIGHT,
        (i) => ({
          method: 'POST',
          path: '/api/v1/pages',
          body: { page: { title: `P${i}`, content } },
        }),
        headers,
      );
    // A server busy with a batch may accept its last connections only after answering most of
    // it; then that batch proves little, so it is left to finish and another one sent.
    let requests = batch();
    for (let attempt = 1; ; attempt++) {
      await requests.allAccepted();
      if (requests.answered() < IN_FLIGHT / 2 || attempt === 5) break;
      expect((await requests.statuses).filter((s) => s !== 201)).toEqual([]);
      requests = batch();
    }
    const inFlight = IN_FLIGHT - requests.answered();
    expect(inFlight).toBeGreaterThan(0);
    const signalled = performance.now();
    server.signal('SIGTERM', to);
    const statuses = await requests.statuses;
    const { code, seconds } = await exitOf(server, signalled);
    const created = statuses.filter((s) => s === 201).length;
    figure(
      'Faults',
      `SIGTERM to ${label}`,
      `${created} of ${IN_FLIGHT} requests completed (${inFlight} in flight at the signal), exit ${code} in ${seconds.toFixed(1)} s`,
    );
    expect(
      statuses.filter((s) => s !== 201),
      server.output(),
    ).toEqual([]);
    expect(code, server.output()).toBe(0);
    expect(seconds).toBeLessThan(EXIT_WITHIN_MS / 1000);
    await expectAllGone(server);
  });
});

describe('a request body that trickles in', () => {
  /** Sends one byte every 200 ms of a 1000-byte body, as a slow or hostile client. */
  async function trickle(s: ChildServer, headers: Record<string, string>) {
    const { socket } = await openPost(s.port, headers, 1000);
    const timer = setInterval(() => socket.write(' '), 200);
    socket.on('close', () => clearInterval(timer));
    await sleep(1000); // a few bytes of the body in: the server is reading it
    return () => (clearInterval(timer), socket.destroy());
  }

  it('does not hold a SIGTERM: the server exits 0 within 10 s', async () => {
    const { server, headers } = await start();
    const stopTrickling = await trickle(server, headers);
    const signalled = performance.now();
    server.signal('SIGTERM');
    const { code, seconds } = await exitOf(server, signalled);
    stopTrickling();
    figure(
      'Faults',
      'SIGTERM while a request body trickles in (1 byte / 200 ms)',
      `exit ${code} in ${seconds.toFixed(1)} s`,
    );
    expect(code, server.output()).toBe(0);
    expect(seconds).toBeLessThan(EXIT_WITHIN_MS / 1000);
    await expectAllGone(server);
  });

  it('a second SIGINT a moment after the first stops the server at once', async () => {
    const { server, headers } = await start();
    const stopTrickling = await trickle(server, headers);
    server.signal('SIGINT');
    await sleep(1500); // later than a launcher forwarding the same signal, which is ignored
    const signalled = performance.now();
    server.signal('SIGINT');
    const { code, seconds } = await exitOf(server, signalled);
    stopTrickling();
    figure('Faults', 'a second SIGINT during the drain', `exit ${code} in ${seconds.toFixed(1)} s`);
    expect(code, server.output()).toBe(130); // 128 + SIGINT: stopped, not drained
    await expectAllGone(server);
  });
});

describe('a live notification stream (GET /api/v1/events)', () => {
  it('ends cleanly at a SIGTERM, and does not hold the stop until the drain deadline', async () => {
    const { server, headers } = await start();
    let ended!: Promise<string>;
    const opened = new Promise<number | undefined>((resolve, reject) => {
      const request = get(`${server.origin}/api/v1/events`, {
        headers: { cookie: headers.cookie },
      });
      ended = new Promise<string>((done) => {
        request.on('response', (res) => {
          resolve(res.statusCode);
          res.resume();
          res.on('end', () => done('ended'));
          res.on('error', (error) => done(`error: ${error.message}`));
        });
        request.on('error', (error) => (reject(error), done(`error: ${error.message}`)));
      });
    });
    expect(await opened).toBe(200);
    const signalled = performance.now();
    server.signal('SIGTERM');
    expect(await ended).toBe('ended');
    const { code, seconds } = await exitOf(server, signalled);
    figure(
      'Faults',
      'SIGTERM with a live event stream open',
      `exit ${code} in ${seconds.toFixed(1)} s`,
    );
    expect(code, server.output()).toBe(0);
    expect(seconds).toBeLessThan(DRAIN_DEADLINE_MS / 1000);
    await expectAllGone(server);
  });
});

describe('a stop under load resets no one', () => {
  const STOPS = 5;
  const BURST = 100;

  it('5 stops, each 30 ms into 100 concurrent list requests: 0 resets, 0 5xx, exit 0', async () => {
    // One database for the five servers, with 200 pages: each answer is a 500-row list's worth.
    database = temporarySqlite('stop-under-load-');
    const first = await startChildServer({
      databaseUrl: database.url,
      env: { ADMIN_PASSWORD: PASSWORD },
    });
    server = first;
    const client = httpClient(first.origin);
    await client.signIn('admin', PASSWORD);
    const content = 'Words in a paragraph. '.repeat(50);
    for (let i = 0; i < 200; i++) {
      const res = await client.call('POST', '/api/v1/pages', { page: { title: `P${i}`, content } });
      expect(res.status).toBe(201);
    }
    await first.stop();

    let resets = 0;
    let errors = 0;
    let answered = 0;
    const exits: string[] = [];
    const healths: { status: number; connection: string | undefined }[] = [];
    for (let stop = 0; stop < STOPS; stop++) {
      server = await startChildServer({ databaseUrl: database.url });
      const burst = sendInFlight(server.origin, BURST, () => ({
        method: 'GET',
        path: '/api/v1/pages?limit=500',
      }));
      await sleep(30);
      const signalled = performance.now();
      server.signal('SIGTERM', 'group');
      // In the grace the server still answers, and tells a load balancer to go elsewhere.
      healths.push(await healthOnceSignalled(server.port));
      const statuses = await burst.statuses;
      resets += statuses.filter((s) => s === 0).length;
      errors += statuses.filter((s) => s >= 500).length;
      answered += statuses.filter((s) => s === 200).length;
      const { code, seconds } = await exitOf(server, signalled);
      exits.push(`${code} in ${seconds.toFixed(1)} s`);
      expect(code, server.output()).toBe(0);
      expect(seconds).toBeLessThan(EXIT_WITHIN_MS / 1000);
      await expectAllGone(server);
    }
    figure(
      'Faults',
      `${STOPS} SIGTERMs to the process group, 30 ms into ${BURST} concurrent GET /api/v1/pages?limit=500`,
      `${resets} resets, ${errors} 5xx, ${answered} of ${STOPS * BURST} answered 200; exits: ${exits.join(', ')}`,
    );
    expect({ resets, errors, answered }).toEqual({ resets: 0, errors: 0, answered: STOPS * BURST });
    for (const health of healths) expect(health).toEqual({ status: 503, connection: 'close' });
  });
});

/**
 * /healthz, asked until it stops answering 200: what it says once the server has taken the signal
 * (a loaded machine can deliver the signal after a request sent at once). A server that exits
 * without saying 503 ends the loop too, with status 0.
 */
async function healthOnceSignalled(port: number) {
  for (;;) {
    const health = await rawGet(port, '/healthz');
    if (health.status !== 200) return health;
    await sleep(10);
  }
}

/** A GET on a connection of its own, with the Connection header as sent (fetch hides it). */
function rawGet(port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve) =>
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    }).on('error', () => resolve({ status: 0, connection: undefined })),
  );
}
