import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';
import { PNG_1X1 } from '../../support/images';

/** Small helpers shared by the API suite: the base path, status checks with the body on failure. */
export const API = '/api/v1';
export const UNKNOWN_ID = 999_999;

export type ApiClient = ReturnType<TestApp['client']>;
export type Res = LightMyRequestResponse;

/** Asserts the status, printing the body when it differs. */
/**
 * Routes whose answer is a stream that never ends by itself (Server-Sent Events): a test that
 * walks every route reads these up to their status (inject's payloadAsStream), then lets go.
 */
const STREAM_ROUTES = new Set(['GET /api/v1/events']);
export const isStream = (method: string, url: string) => STREAM_ROUTES.has(`${method} ${url}`);
/** Inject options for walking a route: a stream answers once its status is written. */
export const walkOptions = (method: string, url: string) =>
  isStream(method, url) ? { payloadAsStream: true } : {};
/** After walking a stream route: let its stream go (the app's close ends it). */
export function letGo(res: { stream?: () => NodeJS.ReadableStream }, method: string, url: string) {
  if (isStream(method, url)) (res.stream!() as unknown as { destroy(): void }).destroy();
}

export function expectStatus(res: Res, status: number): void {
  expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 500)}`).toBe(status);
}

/** A 422 that names the field in `errors` (the wrapper key is dropped: `errors.title`). */
export function expectInvalid(res: Res, field: string): void {
  expectStatus(res, 422);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors ?? {}), res.body).toContain(field);
}

/** POST /api/v1/{resource} expecting 201; returns the created object. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function create<T = any>(c: ApiClient, resource: string, body: unknown): Promise<T> {
  const res = await c.post(`${API}/${resource}`, body);
  expectStatus(res, 201);
  return res.json() as T;
}

/** GET expecting 200; returns the body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function getJson<T = any>(c: ApiClient, url: string): Promise<T> {
  const res = await c.get(url.startsWith('/') ? url : `${API}/${url}`);
  expectStatus(res, 200);
  return res.json() as T;
}

/** show, update and delete of an unknown id are 404s with a message. */
export async function expectNotFoundTrio(
  c: ApiClient,
  resource: string,
  updateBody: unknown,
): Promise<void> {
  const url = `${API}/${resource}/${UNKNOWN_ID}`;
  for (const res of [await c.get(url), await c.put(url, updateBody), await c.delete(url)]) {
    expectStatus(res, 404);
    expect(res.json()).toEqual({ message: expect.stringMatching(/not found/) });
  }
}

/** The ids of a list answer, in order. */
export const ids = (res: Res): number[] => (res.json() as { id: number }[]).map((r) => r.id);

// Real 1×1 images: the server decodes each upload's header and dimensions.
export {
  GIF_1X1 as GIF_BYTES,
  JPEG_1X1 as JPEG_BYTES,
  TRUNCATED_PNG,
  WEBP_1X1 as WEBP_BYTES,
} from '../../support/images';
export { PNG_1X1 };

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** Creates a project (and returns it) for tests that need a parent row. */
export const createProject = (c: ApiClient, fields: Record<string, unknown> = {}) =>
  create(c, 'projects', { project: { name: 'Project', ...fields } });

export const createNote = (c: ApiClient, fields: Record<string, unknown> = {}) =>
  create(c, 'notes', { note: { title: 'Note', ...fields } });

/** One row of each resource (ids by resource name), so routes with :id reach a real row. */
export async function seedOneOfEach(c: ApiClient): Promise<Record<string, number>> {
  const project = await createProject(c);
  const note = await createNote(c, { sections: [{ title: 'Section' }] });
  const image = dataUrl('image/png', PNG_1X1);
  // A client in the trash, for the trash's routes (concreteUrl).
  const trashed = await create(c, 'clients', { client: { organization_name: 'Trashed' } });
  expectStatus(await c.delete(`${API}/clients/${trashed.id}`), 200);
  return {
    trashed: trashed.id,
    pages: (await create(c, 'pages', { page: { title: 'Page' } })).id,
    clients: (await create(c, 'clients', { client: { organization_name: 'Client' } })).id,
    projects: project.id,
    fundings: (
      await create(c, 'fundings', {
        date: '2024-01-01',
        source: 'Source',
        description: 'Funding',
        amount: 1,
        project_id: project.id,
      })
    ).id,
    expenses: (
      await create(c, 'expenses', {
        date: '2024-01-01',
        description: 'Expense',
        unit_cost_price: 1,
        quantity: 1,
        logistics_cost: 0,
        unit_selling_price: 2,
        project_id: project.id,
      })
    ).id,
    tasks: (await create(c, 'tasks', { task: { name: 'Task', project_id: project.id } })).id,
    notes: note.id,
    sections: (await getJson(c, `notes/${note.id}`)).sections[0].id,
    inventory: (await create(c, 'inventory', { item: { name: 'Item' } })).id,
    stickers: (await create(c, 'stickers', { sticker: { name: 'Sticker', image } })).id,
    tools: (await create(c, 'tools', { tool: { name: 'Tool', image } })).id,
    enquiries: await seedEnquiry(c),
    // A private view: any other account hears it is not there (404), never a 403 of its own.
    views: (
      await create(c, 'views', {
        view: { resource: 'clients', name: 'Seeded view', query: 'sort=-city' },
      })
    ).id,
  };
}

/** An enquiry as a visitor sends one (its answer has no id: the list's newest has it). */
async function seedEnquiry(c: ApiClient): Promise<number> {
  const enquiry = { name: 'Visitor', email_address: 'visitor@example.com', message: 'Hello' };
  expectStatus(await c.post(`${API}/enquiries`, { enquiry }), 201);
  return (await getJson<{ id: number }[]>(c, 'enquiries?limit=1'))[0]!.id;
}

/**
 * A route pattern from the route table made concrete: `/api/v1/notes/:id` → `/api/v1/notes/7`;
 * a trash route names the client seedOneOfEach put in the trash.
 */
export const concreteUrl = (pattern: string, rows: Record<string, number>) =>
  pattern
    .replace(/^\/api\/v1\/trash\/:resource\/:id/, `${API}/trash/clients/${rows.trashed ?? 1}`)
    .replace(/^\/api\/v1\/trash\/:resource\//, `${API}/trash/clients/`)
    .replace(/^\/api\/v1\/([^/]+)\/:id/, (_m, name: string) => `${API}/${name}/${rows[name] ?? 1}`)
    .replace(/:\w+/g, '1');

/** What every record's answer says of its last write (migration 008): when, and by whom. */
export const stampedBy = (username: string | null) => ({
  updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  updated_by: username,
});
