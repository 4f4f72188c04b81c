import { request as httpGet } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../shared/exports';
import { sendCsv } from './send-csv';

const COLUMNS: ExportColumn[] = [{ label: 'Name', field: 'name' }];
const batch = (n: number) => Array.from({ length: 500 }, (_, i) => ({ name: `Row ${n}.${i}` }));

/** Log lines the server wrote, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

/** An export source that never runs out: it tells how many batches were asked of it, and when it was let go. */
function endlessBatches() {
  let pulled = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* batches() {
    try {
      for (;;) yield batch(pulled++);
    } finally {
      release();
    }
  }
  return { batches: batches(), released, pulled: () => pulled };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

async function serve(source: AsyncIterable<readonly Record<string, unknown>[]>) {
  const log = logLines();
  const app = Fastify({ logger: { level: 'info', stream: log.stream } });
  app.get('/clients.csv', (request, reply) => sendCsv(request, reply, 'clients', COLUMNS, source));
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const { port } = app.server.address() as { port: number };
  return { port, log: log.lines, app };
}

describe('sendCsv', () => {
  it('sends the whole document, header first, and logs no stop', async () => {
    async function* two() {
      yield batch(0);
      yield batch(1);
    }
    const { app, log } = await serve(two());
    const res = await app.inject({ method: 'GET', url: '/clients.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Name"');
    expect(lines).toHaveLength(1 + 1000 + 1);
    expect(lines[1000]).toBe('"Row 1.499"');
    expect(log.some((line) => String(line.msg).includes('stopped'))).toBe(false);
  });

  it('stops reading from the database when the client goes away, and logs how far it got', async () => {
    // The source never ends: only the server letting go of it ends this test.
    const source = endlessBatches();
    const { port, log } = await serve(source.batches);
    await new Promise<void>((resolve, reject) => {
      const req = httpGet({ port, host: '127.0.0.1', path: '/clients.csv' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    await source.released;
    const pulledAtRelease = source.pulled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(source.pulled()).toBe(pulledAtRelease);
    const stop = log.find((line) => line.msg === 'clients.csv stopped: the client went away');
    expect(stop).toBeDefined();
    expect(stop!.rows).toBeLessThanOrEqual(pulledAtRelease * 500);
  });
});
