import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from './openapi-document';

/**
 * What a consumer of the API does (README, "API"): generate TypeScript types from the served
 * document with openapi-typescript, then call operations by operationId through a typed fetch.
 * The consumer must compile; the same consumer with a wrong operationId or field must not.
 */
const bin = (name: string) => resolve('node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLIENT = `
import type { operations, paths } from './api';

/** Where each operation lives; \`satisfies\` checks every pair against the generated paths. */
const routes = {
  listClients: ['get', '/api/v1/clients'],
  getClient: ['get', '/api/v1/clients/{id}'],
  createClient: ['post', '/api/v1/clients'],
} as const satisfies { [K in keyof operations]?: readonly ['get' | 'post', keyof paths] };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listIsListed: Same<paths['/api/v1/clients']['get'], operations['listClients']> = true;
void listIsListed;

type Op<K extends keyof typeof routes> = operations[K];
type Input<O> = (O extends { parameters: { path: infer P } } ? { path: P } : { path?: never }) &
  (O extends { parameters: { query?: infer Q } } ? { query?: Q } : object) &
  (O extends { requestBody: { content: { 'application/json': infer B } } } ? { body: B } : object);
type Success<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R
  : O extends { responses: { 201: { content: { 'application/json': infer R } } } }
    ? R
    : never;

export async function call<K extends keyof typeof routes>(
  operationId: K,
  input: Input<Op<K>>,
  xsrfToken: string,
): Promise<Success<Op<K>>> {
  const [method, template] = routes[operationId];
  const { path, query, body } = input as { path?: object; query?: object; body?: unknown };
  const url =
    template.replace(/\\{(\\w+)\\}/g, (_m, key: string) =>
      String((path as Record<string, unknown>)[key]),
    ) + (query ? '?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])) : '');
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrfToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(((await res.json()) as { message: string }).message);
  return (await res.json()) as Success<Op<K>>;
}

export async function demo(token: string): Promise<string[]> {
  const created = await call('createClient', { body: { client: { organization_name: 'Acme' } } }, token);
  const shown = await call('getClient', { path: { id: created.id } }, token);
  const listed = await call('listClients', { query: { q: 'Acme', limit: 10 } }, token);
  return [shown.organization_name, ...listed.map((c) => c.email_address)];
}
`;

/**
 * Type-checks each consumer in one tsc run (each of them is a module of its own): a run costs
 * seconds, most of it tsc starting up. Answers each file's errors, and any that name no file.
 */
function compile(sources: Record<string, string>) {
  for (const [name, source] of Object.entries(sources))
    writeFileSync(join(dir, `${name}.ts`), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      files: Object.keys(sources).map((name) => `${name}.ts`),
    }),
  );
  const run = spawnSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  const lines = (run.stdout + run.stderr).split('\n').filter((line) => line.trim() !== '');
  const errorsOf = (name: string) => lines.filter((line) => line.startsWith(`${name}.ts(`));
  const elsewhere = lines.filter(
    (line) => !/^\S+\.ts\(/.test(line) && !/^\s/.test(line), // continuation lines are indented
  );
  return { code: run.status, errorsOf, elsewhere };
}

describe('TypeScript types generated from the served document', () => {
  it('compile a consumer that calls three operations by operationId, and reject wrong ones', async () => {
    writeFileSync(join(dir, 'openapi.json'), await servedOpenApiDocument());
    const generate = spawnSync(
      bin('openapi-typescript'),
      [join(dir, 'openapi.json'), '--output', join(dir, 'api.d.ts')],
      { encoding: 'utf8' },
    );
    expect(generate.status, generate.stderr).toBe(0);

    const run = compile({
      good: CLIENT,
      'wrong-name': CLIENT.replace("listClients: ['get'", "listClient: ['get'"),
      'wrong-field': CLIENT.replace('shown.organization_name', 'shown.organisation_name'),
      'wrong-body': CLIENT.replace("{ organization_name: 'Acme' }", '{ name: 1 }'),
    });
    expect(run.errorsOf('good')).toEqual([]);
    expect(run.elsewhere).toEqual([]);
    expect(run.code).not.toBe(0);
    expect(run.errorsOf('wrong-name').join('\n')).toMatch(/listClient/);
    expect(run.errorsOf('wrong-field').join('\n')).toMatch(/organisation_name/);
    expect(run.errorsOf('wrong-body')).not.toEqual([]);
  }, 120_000);
});
