import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { freePort } from './processes';

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on 127.0.0.1 that keeps every POST. `answer` decides each reply: a status,
 * or 'hang' (never answer). It can be stopped and started again on the same port.
 */
export async function webhookReceiver() {
  const port = await freePort();
  const received: Received[] = [];
  let answer: (n: number) => number | 'hang' = () => 200;
  const hanging: ServerResponse[] = [];
  let server: ReturnType<typeof createServer> | undefined;

  async function start() {
    server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body, at: Date.now() });
        const reply = answer(received.length);
        if (reply === 'hang') return void hanging.push(response);
        response.writeHead(reply, { 'content-type': 'text/plain' }).end(`answer ${reply}`);
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  }
  await start();

  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** How the next POSTs are answered, by their number (1 for the first ever received). */
    answerWith: (f: (n: number) => number | 'hang') => (answer = f),
    async waitFor(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`waited for ${count} deliveries, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging.splice(0)) response.destroy();
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof webhookReceiver>>;
