import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient } from '../support/http-client';
import { sleep } from '../support/processes';
import { temporarySqlite } from '../support/temp-database';
import { figure } from './support/figures';
import { openPost } from './support/in-flight';

// A client that sends its request a byte at a time must not hold a connection (and the memory
// and the graceful stop that go with it) for as long as it likes: the server gives 15 s for the
// headers and 60 s for the whole request, checked every 5 s.

const PASSWORD = 'slow clients password';
const database = temporarySqlite('slow-');
let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer({ databaseUrl: database.url, env: { ADMIN_PASSWORD: PASSWORD } });
});
afterAll(async () => {
  await server?.stop();
  await database.drop();
});

const cut = (seconds: number) =>
  Number.isFinite(seconds) ? `cut after ${seconds.toFixed(0)} s` : 'not cut within 120 s';

/** Writes `next()` every 200 ms until the server closes the socket; resolves with the seconds. */
function dripUntilClosed(socket: ReturnType<typeof connect>, next: () => string) {
  const started = performance.now();
  const timer = setInterval(() => socket.write(next()), 200);
  return new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve((performance.now() - started) / 1000);
    }),
  );
}

it('headers or a body sent a byte at a time are cut off after their timeouts', async () => {
  // Headers that never end: one more header line, a byte at a time.
  const headers = connect(server.port, '127.0.0.1');
  headers.on('error', () => {});
  headers.write('GET /healthz HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ');
  let answeredHeaders = '';
  headers.on('data', (d) => (answeredHeaders += String(d)));
  const headersCut = dripUntilClosed(headers, () => 'a');

  // A body of 1 MB from a signed-in admin, a byte at a time.
  const client = httpClient(server.origin);
  await client.signIn('admin', PASSWORD);
  const body = await openPost(
    server.port,
    {
      cookie: client.cookieHeader(),
      'x-xsrf-token': decodeURIComponent(client.jar.get('XSRF-TOKEN')!),
    },
    1_000_000,
  );
  const bodyCut = dripUntilClosed(body.socket, () => ' ');

  const [headersSeconds, bodySeconds] = await Promise.all([
    Promise.race([headersCut, sleep(120_000).then(() => Infinity)]),
    Promise.race([bodyCut, sleep(120_000).then(() => Infinity)]),
  ]);
  figure(
    'Faults',
    'headers sent 1 byte / 200 ms',
    `${cut(headersSeconds)}, answered ${answeredHeaders.split('\r\n')[0] || 'nothing'}`,
  );
  figure(
    'Faults',
    'a body sent 1 byte / 200 ms',
    `${cut(bodySeconds)}, answered ${body.received().split('\r\n')[0] || 'nothing'}`,
  );
  // Generous: the limits plus Node's check interval plus slack for a busy machine.
  expect(headersSeconds).toBeLessThan(40);
  expect(bodySeconds).toBeLessThan(90);
  // The server is still serving everyone else.
  expect((await client.call('GET', '/healthz')).status).toBe(200);
});
