import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { decodeImage } from '../../src/server/image-decode';
import { temporarySqlite, type TempDatabase } from '../../tests/support/temp-database';
import { runSearch } from '../../src/server/search/run-search';
import { NotEmptyError, seedDatabase } from './run';

/** The seeder end to end on a temporary SQLite file: what it inserts, and what it refuses. */
describe('seedDatabase', () => {
  let temp: TempDatabase | undefined;
  afterEach(async () => temp?.drop());

  it('fills a fresh database with the plan, the bench project first, and refuses it again', async () => {
    temp = temporarySqlite('seed-demo-');
    const { counts } = await seedDatabase(temp.url, { scale: 1, seed: 3, force: false });
    expect(counts).toMatchObject({
      clients: 100,
      pages: 20,
      notes: 10,
      inventory_items: 30,
      stickers: 10,
    });
    // A create per record and, by default, an update for every two but the pages.
    const records = [
      'clients',
      'projects',
      'fundings',
      'expenses',
      'tasks',
      'notes',
      'pages',
      'inventory_items',
      'stickers',
    ] as const;
    const creates = records.reduce((n, table) => n + counts[table]!, 0);
    expect(counts.history).toBe(creates + Math.floor((creates - counts.pages!) / 2));

    const { db } = openDatabase(temp.url);
    try {
      const count = async (
        table: 'projects' | 'fundings' | 'expenses' | 'tasks',
        projectId?: number,
      ) => {
        let query = db.selectFrom(table).select((e) => e.fn.countAll<number>().as('n'));
        if (projectId !== undefined)
          query = query.where('project_id' as never, '=', projectId as never);
        return Number((await query.executeTakeFirstOrThrow()).n);
      };
      expect(await count('projects')).toBe(counts.projects);
      const history = await db
        .selectFrom('history')
        .select((e) => [e.fn.countAll<number>().as('n'), e.fn.max('id').as('last')])
        .where('action', '=', 'create')
        .executeTakeFirstOrThrow();
      expect(Number(history.n)).toBe(creates);
      const project1 = await db
        .selectFrom('history')
        .select('scope')
        .where('resource', '=', 'fundings')
        .where('record_id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(project1.scope).toBe('projects:1');
      expect(await count('fundings')).toBe(counts.fundings);
      for (const child of ['fundings', 'expenses', 'tasks'] as const)
        expect(await count(child, 1)).toBe(50);
      const project = await db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(project.client_id).toBe(1);
      const sticker = await db
        .selectFrom('stickers')
        .select(['image', 'image_type', 'image_hash'])
        .where('image', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(decodeImage(sticker.image!)).toMatchObject({ type: sticker.image_type });
      expect(sticker.image_hash).toMatch(/^[\w-]{16}$/);
      // The rows went in directly; the search index has an entry for every record all the same.
      const searched = [
        'clients',
        'projects',
        'tasks',
        'notes',
        'pages',
        'inventory_items',
        'stickers',
      ];
      const entries = await db
        .selectFrom('search_entries')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(entries.n)).toBe(searched.reduce((n, t) => n + counts[t as 'clients']!, 0));
      const client = await db
        .selectFrom('clients')
        .selectAll()
        .where('id', '=', 7)
        .executeTakeFirstOrThrow();
      const [hit] = await runSearch(db, { q: client.organization_name, limit: 5 }, false);
      expect(hit).toMatchObject({ resource: 'clients', id: 7, url: '/dashboard/clients/7' });
    } finally {
      await db.destroy();
    }

    await expect(seedDatabase(temp.url, { scale: 1, seed: 3, force: false })).rejects.toThrow(
      NotEmptyError,
    );
    const forced = await seedDatabase(temp.url, { scale: 1, seed: 3, force: true, history: 0 });
    expect(forced.counts.clients).toBe(100);
    expect(forced.counts.history).toBeUndefined();
  });
});
