import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  UNKNOWN_ID,
  create,
  createNote,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
  getJson,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

type Section = { id: number; index: number; title: string; content: string; note_id: number };

/** The note's sections as (index, title) pairs, in the order the show answer gives them. */
async function outline(noteId: number) {
  const note = await getJson(admin, `notes/${noteId}`);
  const sections = note.sections as Section[];
  expect(sections.map((s) => s.index)).toEqual(sections.map((_, i) => i));
  return sections.map((s) => s.title);
}

describe('notes', () => {
  it('POST /notes with note{title} answers 201 {id, title}; show adds empty sections', async () => {
    const res = await admin.post(`${API}/notes`, { note: { title: 'Plan' } });
    expectStatus(res, 201);
    const note = res.json();
    expect(note).toEqual({ id: expect.any(Number), ...stampedBy('admin'), title: 'Plan' });
    expect(await getJson(admin, `notes/${note.id}`)).toEqual({
      ...note,
      ...stampedBy('admin'),
      sections: [],
    });
  });

  it('POST /notes with note{title, sections} saves the sections with indexes 0, 1, 2', async () => {
    const note = await createNote(admin, {
      title: 'With sections',
      sections: [
        { title: 'One', content: 'first' },
        { title: 'Two', content: 'second' },
        { title: 'Three' },
      ],
    });
    expect(await getJson(admin, `notes/${note.id}`)).toEqual({
      id: note.id,
      ...stampedBy('admin'),
      title: 'With sections',
      sections: [
        {
          id: expect.any(Number),
          ...stampedBy('admin'),
          index: 0,
          title: 'One',
          content: 'first',
          note_id: note.id,
        },
        {
          id: expect.any(Number),
          ...stampedBy('admin'),
          index: 1,
          title: 'Two',
          content: 'second',
          note_id: note.id,
        },
        {
          id: expect.any(Number),
          ...stampedBy('admin'),
          index: 2,
          title: 'Three',
          content: '',
          note_id: note.id,
        },
      ],
    });
  });

  it('PUT /notes/{id} with note{title, sections} replaces the title and every section', async () => {
    const note = await createNote(admin, {
      sections: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
    });
    const res = await admin.put(`${API}/notes/${note.id}`, {
      id: note.id,
      note: { title: 'Rewritten', sections: [{ title: 'X', content: 'x' }, { title: 'Y' }] },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: note.id, ...stampedBy('admin'), title: 'Rewritten' });
    const shown = await getJson(admin, `notes/${note.id}`);
    expect(shown.sections).toEqual([
      {
        id: expect.any(Number),
        ...stampedBy('admin'),
        index: 0,
        title: 'X',
        content: 'x',
        note_id: note.id,
      },
      {
        id: expect.any(Number),
        ...stampedBy('admin'),
        index: 1,
        title: 'Y',
        content: '',
        note_id: note.id,
      },
    ]);
    const stored = await t.db
      .selectFrom('sections')
      .select('id')
      .where('note_id', '=', note.id)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('PUT /notes/{id} with note{title} only keeps the sections; sections: [] empties them', async () => {
    const note = await createNote(admin, { sections: [{ title: 'Stay' }] });
    expectStatus(
      await admin.put(`${API}/notes/${note.id}`, { note: { title: 'Only title' } }),
      200,
    );
    expect(await outline(note.id)).toEqual(['Stay']);
    expectStatus(await admin.put(`${API}/notes/${note.id}`, { note: { sections: [] } }), 200);
    expect(await getJson(admin, `notes/${note.id}`)).toEqual({
      id: note.id,
      ...stampedBy('admin'),
      title: 'Only title',
      sections: [],
    });
  });

  it('DELETE /notes/{id} answers 200 {id}', async () => {
    const note = await createNote(admin);
    const res = await admin.delete(`${API}/notes/${note.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: note.id });
    expectStatus(await admin.get(`${API}/notes/${note.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'notes', { note: { title: 'x' } });
  });

  const invalid: [string, unknown, string][] = [
    ['a missing wrapper', { title: 'x' }, 'note'],
    ['an empty title', { note: { title: '' } }, 'title'],
    ['a title of 201 characters', { note: { title: 't'.repeat(201) } }, 'title'],
    ['a title that is not text', { note: { title: [] } }, 'title'],
    ['sections that are not a list', { note: { title: 'x', sections: 'abc' } }, 'sections'],
    ['more than 500 sections', { note: { title: 'x', sections: Array(501).fill({}) } }, 'sections'],
    [
      'a section title of 201 characters',
      { note: { title: 'x', sections: [{ title: 's'.repeat(201) }] } },
      'sections.0.title',
    ],
    [
      'section content of 100 001 characters',
      { note: { title: 'x', sections: [{}, { content: 'c'.repeat(100_001) }] } },
      'sections.1.content',
    ],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, body, field) => {
    expectInvalid(await admin.post(`${API}/notes`, body), field);
  });
  it('POST with a missing title is a 422', async () => {
    expectInvalid(await admin.post(`${API}/notes`, { note: {} }), 'title');
  });
  it.each(invalid)('PUT with %s is a 422, and nothing changes', async (_name, body, field) => {
    const note = await createNote(admin, { title: 'Kept', sections: [{ title: 'Kept section' }] });
    expectInvalid(await admin.put(`${API}/notes/${note.id}`, body), field);
    expect((await getJson(admin, `notes/${note.id}`)).title).toBe('Kept');
    expect(await outline(note.id)).toEqual(['Kept section']);
  });

  it('a failed section insert in the middle of PUT /notes leaves the old title and sections intact', async () => {
    const note = await createNote(admin, {
      title: 'Atomic',
      sections: [
        { title: 'Old one', content: '1' },
        { title: 'Old two', content: '2' },
      ],
    });
    const before = await getJson(admin, `notes/${note.id}`);
    if (t.dialect === 'sqlite') {
      await sql`create trigger boom before insert on sections when new.title = 'boom'
        begin select raise(abort, 'boom'); end`.execute(t.db);
    } else {
      await sql`create function boom() returns trigger language plpgsql as $$
        begin
          if new.title = 'boom' then raise exception 'boom'; end if;
          return new;
        end $$`.execute(t.db);
      await sql`create trigger boom before insert on sections
        for each row execute function boom()`.execute(t.db);
    }
    try {
      const res = await admin.put(`${API}/notes/${note.id}`, {
        note: {
          title: 'Half saved',
          sections: [{ title: 'New one' }, { title: 'boom' }, { title: 'New three' }],
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof res.json().message).toBe('string');
    } finally {
      await sql`drop trigger boom${sql.raw(t.dialect === 'postgres' ? ' on sections' : '')}`.execute(
        t.db,
      );
      if (t.dialect === 'postgres') await sql`drop function boom()`.execute(t.db);
    }
    expect(await getJson(admin, `notes/${note.id}`)).toEqual(before);
  });
});

describe('sections', () => {
  it('POST /sections with section{index, title, content, note_id} answers 201', async () => {
    const note = await createNote(admin);
    const res = await admin.post(`${API}/sections`, {
      section: { index: 0, title: 'Intro', content: 'Hello', note_id: note.id },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      index: 0,
      title: 'Intro',
      content: 'Hello',
      note_id: note.id,
    });
  });

  it('inserting at an index in the middle shifts the ones after it', async () => {
    const note = await createNote(admin, {
      sections: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
    });
    const mid = await create(admin, 'sections', {
      section: { index: 1, title: 'Mid', content: '', note_id: note.id },
    });
    expect(mid.index).toBe(1);
    expect(await outline(note.id)).toEqual(['A', 'Mid', 'B', 'C']);
  });

  it('without an index, or past the end, a section is appended', async () => {
    const note = await createNote(admin, { sections: [{ title: 'A' }] });
    const appended = await create(admin, 'sections', { section: { title: 'B', note_id: note.id } });
    expect(appended.index).toBe(1);
    const far = await create(admin, 'sections', {
      section: { index: 50, title: 'C', note_id: note.id },
    });
    expect(far.index).toBe(2);
    expect(await outline(note.id)).toEqual(['A', 'B', 'C']);
  });

  it('PUT /sections/{id} moving an index keeps them zero-based and contiguous', async () => {
    const note = await createNote(admin, {
      sections: ['A', 'B', 'C', 'D'].map((title) => ({ title })),
    });
    const [a, , , d] = (await getJson(admin, `notes/${note.id}`)).sections as Section[];
    const down = await admin.put(`${API}/sections/${a!.id}`, { section: { index: 2 } });
    expectStatus(down, 200);
    expect(down.json()).toEqual({ ...a, ...stampedBy('admin'), index: 2 });
    expect(await outline(note.id)).toEqual(['B', 'C', 'A', 'D']);
    const up = await admin.put(`${API}/sections/${d!.id}`, {
      id: d!.id,
      section: { index: 0, title: 'D!', content: 'moved' },
    });
    expectStatus(up, 200);
    expect(up.json()).toEqual({
      ...d,
      ...stampedBy('admin'),
      index: 0,
      title: 'D!',
      content: 'moved',
    });
    expect(await outline(note.id)).toEqual(['D!', 'B', 'C', 'A']);
    const past = await admin.put(`${API}/sections/${d!.id}`, { section: { index: 99 } });
    expect(past.json().index).toBe(3);
    expect(await outline(note.id)).toEqual(['B', 'C', 'A', 'D!']);
  });

  it('GET /sections/{id} shows one section', async () => {
    const note = await createNote(admin);
    const s = await create(admin, 'sections', { section: { title: 'S', note_id: note.id } });
    expect(await getJson(admin, `sections/${s.id}`)).toEqual(s);
  });

  it('DELETE /sections/{id} answers 200 {id} and renumbers the rest', async () => {
    const note = await createNote(admin, { sections: ['A', 'B', 'C'].map((title) => ({ title })) });
    const [, b] = (await getJson(admin, `notes/${note.id}`)).sections as Section[];
    const res = await admin.delete(`${API}/sections/${b!.id}`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ id: b!.id });
    expect(await outline(note.id)).toEqual(['A', 'C']);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'sections', { section: { title: 'x' } });
  });

  it.each([
    ['a missing note_id', { title: 'x', note_id: undefined }, 'note_id'],
    ['a note_id of no note', { title: 'x', note_id: UNKNOWN_ID }, 'note_id'],
    ['a note_id that is not a number', { note_id: 'abc' }, 'note_id'],
    ['a negative index', { index: -1 }, 'index'],
    ['an index that is not whole', { index: 1.5 }, 'index'],
    ['an index that is not a number', { index: 'first' }, 'index'],
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['content of 100 001 characters', { content: 'c'.repeat(100_001) }, 'content'],
  ] as [string, Record<string, unknown>, string][])(
    'POST with %s is a 422',
    async (_name, change, field) => {
      const note = await createNote(admin);
      const res = await admin.post(`${API}/sections`, { section: { note_id: note.id, ...change } });
      expectInvalid(res, field);
    },
  );

  it.each([
    ['a negative index', { index: -1 }, 'index'],
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['content that is not text', { content: 1 }, 'content'],
  ] as [string, Record<string, unknown>, string][])(
    'PUT with %s is a 422',
    async (_name, change, field) => {
      const note = await createNote(admin, { sections: [{ title: 'Same' }] });
      const [s] = (await getJson(admin, `notes/${note.id}`)).sections as Section[];
      expectInvalid(await admin.put(`${API}/sections/${s!.id}`, { section: change }), field);
      expect(await getJson(admin, `sections/${s!.id}`)).toEqual(s);
    },
  );
});
