import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOf, stubUpload } from '../test-utils/test-xhr';
import { UNKNOWN_ERROR } from './http-client';
import { ABORTED, NETWORK_ERROR, upload } from './upload';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const file = new Blob(['Name\nAcme\n'], { type: 'text/csv' });

beforeEach(() => {
  vi.stubGlobal('location', { origin: 'http://localhost:3000' });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%2B123' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('sends the file as the body, with its type, the XSRF token and the query', async () => {
    const sent = stubUpload((_, progress) => {
      progress(0.5);
      return json(200, { rows: 1 }, { 'X-Request-Id': 'r1' });
    });
    const shares: number[] = [];
    const result = await upload<{ rows: number }>('/clients/import', file, {
      query: { dry_run: true, file_name: 'a b.csv', columns: undefined },
      contentType: 'text/csv',
      onProgress: (share) => shares.push(share),
    });
    expect(result.ok && result.data).toEqual({ rows: 1 });
    expect(result.ok && result.headers.get('x-request-id')).toBe('r1');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/v1/clients/import?dry_run=true&file_name=a+b.csv');
    expect(queryOf(sent[0]!)).toEqual({ dry_run: 'true', file_name: 'a b.csv' });
    expect(sent[0]!.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'text/csv',
      'X-XSRF-TOKEN': 'abc+123',
    });
    expect(sent[0]!.body).toBe(file);
    expect(shares).toEqual([0.5, 1]);
  });

  it("gives the server's message on a failure, and keeps its body", async () => {
    const body = { message: 'Validation failed', rows: 3, errors: [] };
    stubUpload(() => json(422, body));
    const result = await upload('/clients/import', file, { contentType: 'text/csv' });
    expect(result).toEqual({ ok: false, status: 422, error: 'Validation failed', body });
  });

  it('gives the unknown error for a success other than the one expected', async () => {
    stubUpload(() => json(201, {}));
    const result = await upload('/clients/import', file, { contentType: 'text/csv' });
    expect(result).toEqual({ ok: false, status: 201, error: UNKNOWN_ERROR });
  });

  it('says when the connection failed or the upload was cancelled', async () => {
    stubUpload(() => {
      throw new Error('offline');
    });
    expect(await upload('/clients/import', file, { contentType: 'text/csv' })).toEqual({
      ok: false,
      status: null,
      error: NETWORK_ERROR,
    });

    let answer = () => {};
    const sent = stubUpload(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return json(200, {});
    });
    const controller = new AbortController();
    const pending = upload('/clients/import', file, {
      contentType: 'text/csv',
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    answer();
    expect(await pending).toEqual({ ok: false, status: null, error: ABORTED });
  });
});
