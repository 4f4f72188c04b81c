import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  type Res,
  create,
  createNote,
  createProject,
  expectStatus,
  getJson,
} from './support/api';

// Writes that race through the real app at once. PostgreSQL runs them on separate connections,
// so a rule checked in one statement and applied in another can be bypassed there; SQLite runs
// one writer at a time. Both must give the same answers.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const TRIALS = 20;
const statuses = (answers: Res[]) => answers.map((r) => r.statusCode).sort();
const indexes = async (noteId: number) =>
  ((await getJson(admin, `notes/${noteId}`)).sections as { index: number }[]).map((s) => s.index);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('concurrent writes', () => {
  it('two concurrent connects of one free project: exactly one wins, the other is a 409', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const project = await createProject(admin);
      const clients = await Promise.all(
        ['A', 'B'].map((name) => create(admin, 'clients', { client: { organization_name: name } })),
      );
      const answers = await Promise.all(
        clients.map((c) =>
          admin.put(`${API}/projects/${project.id}`, { project: { client_id: c.id } }),
        ),
      );
      expect(statuses(answers), `trial ${trial}`).toEqual([200, 409]);
      const winner = clients[answers.findIndex((r) => r.statusCode === 200)]!;
      expect((await getJson(admin, `projects/${project.id}`)).client_id).toBe(winner.id);
    }
  });

  it('20 concurrent section inserts at index 0: all 201, indexes 0..19', async () => {
    const note = await createNote(admin);
    const answers = await Promise.all(
      range(20).map((i) =>
        admin.post(`${API}/sections`, { section: { index: 0, title: `S${i}`, note_id: note.id } }),
      ),
    );
    for (const res of answers) expectStatus(res, 201);
    expect((await indexes(note.id)).sort((a, b) => a - b)).toEqual(range(20));
  });

  it('concurrent moves and deletes of one note’s sections keep its indexes 0..n-1', async () => {
    const note = await createNote(admin, { sections: range(12).map((i) => ({ title: `S${i}` })) });
    const sections = (await getJson(admin, `notes/${note.id}`)).sections as { id: number }[];
    const answers = await Promise.all([
      ...sections.slice(0, 6).map((s) => admin.delete(`${API}/sections/${s.id}`)),
      ...sections
        .slice(6)
        .map((s, i) => admin.put(`${API}/sections/${s.id}`, { section: { index: i % 3 } })),
    ]);
    for (const res of answers) expectStatus(res, 200);
    expect((await indexes(note.id)).sort((a, b) => a - b)).toEqual(range(6));
  });
});
