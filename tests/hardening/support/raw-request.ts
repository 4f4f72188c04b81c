import { connect } from 'node:net';

/**
 * One HTTP/1.1 request over a plain socket, sent as a careful client sends a large upload: the
 * head first, then the body only if no answer came within `holdMs`. A server that refuses the
 * declared length answers 413 at once and closes; had the body been on its way, that close would
 * reset the connection and could discard the answer unread (fetch then reports EPIPE). Returns
 * the status line's code (0 when nothing came back) and the body text.
 */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  holdMs = 2000,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = connect(Number(port), hostname);
    const finish = () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      socket.destroy();
      resolve({ status, text: text.slice(text.indexOf('\r\n\r\n') + 4) });
    };
    socket.setTimeout(30_000, finish);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', finish);
    socket.on('close', finish);
    const all = { ...headers, 'content-length': String(body.length), connection: 'close' };
    const head = Object.entries(all)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${head}\r\n`);
    setTimeout(() => {
      if (received.length === 0 && !socket.destroyed) socket.end(body);
    }, holdMs);
  });
}
