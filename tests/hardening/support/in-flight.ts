import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { acceptedFrom, sleep } from '../../support/processes';

export type InFlight = {
  /** Each request's status once answered; 0 when its connection failed or was cut. */
  statuses: Promise<number[]>;
  /** How many have been answered so far. */
  answered: () => number;
  /** Resolves once the server has accepted every request's connection (throws after 60 s). */
  allAccepted: () => Promise<void>;
};

/**
 * Sends `count` requests at once, each on a kept-alive connection of its own (as browsers and
 * proxies keep them), so the test can tell from /proc when the server has accepted all of them:
 * only then are they truly in flight, rather than waiting in the kernel's queue, where stopping
 * to listen resets them. The connections stay open after their answers, for the server to close.
 */
export function sendInFlight(
  origin: string,
  count: number,
  build: (i: number) => { method: string; path: string; body?: unknown },
  headers: Record<string, string> = {},
): InFlight {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true });
  const connected = new Set<number>(); // our local ports
  // Ports seen accepted (or answered) once: a connection counts even if it is answered and
  // closed between two looks at /proc, so the count only grows.
  const accepted = new Set<number>();
  let answered = 0;
  const one = (i: number) =>
    new Promise<number>((resolve) => {
      let localPort = 0;
      const { method, path, body } = build(i);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          headers: payload
            ? {
                ...headers,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            accepted.add(localPort);
            answered++;
            resolve(res.statusCode ?? 0);
          });
          res.on('error', () => resolve(0));
        },
      );
      req.on('socket', (socket) =>
        socket.on('connect', () => connected.add((localPort = socket.localPort!))),
      );
      req.on('error', () => resolve(0));
      req.end(payload);
    });
  const statuses = Promise.all(Array.from({ length: count }, (_, i) => one(i)));
  const allAccepted = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      for (const p of acceptedFrom(Number(port), connected)) accepted.add(p);
      if (accepted.size >= count) return;
      if (Date.now() > deadline) throw new Error('the server did not accept every connection');
      await sleep(5);
    }
  };
  return { statuses, answered: () => answered, allAccepted };
}

/**
 * Opens a POST to /api/v1/pages on a raw socket and sends its headers, for the caller to send
 * the body when it likes; resolves once the server has accepted the connection.
 */
export async function openPost(port: number, headers: Record<string, string>, length: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (d) => (received += String(d)));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  const head = Object.entries({ ...headers, 'content-type': 'application/json' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(
    `POST /api/v1/pages HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-length: ${length}\r\n${head}\r\n`,
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  while (!acceptedFrom(port, new Set([socket.localPort!])).length) await sleep(10);
  return { socket, closed, received: () => received };
}
