import { nextSlug } from '../../src/shared/slug';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../src/server/db/database';
import type { TableName, Tables } from '../../src/server/db/tables';
import { imageColumns } from '../../src/server/images';
import { STICKER_PNGS } from './png';
import { seededRandom } from './random';
import * as g from './generate';
import { historyPlan, historySeeder } from './insert-history';
import type { DemoRecord, Row } from './history-fields';
import { clientBatchRecords, demoRecord } from './history-records';

/**
 * Writes demo data straight through Kysely (not over HTTP), many rows per INSERT and many INSERTs
 * per transaction: a commit per row would make 100 000 clients take hours on SQLite's FULL sync.
 */
export type Plan = {
  clients: number;
  pages: number;
  notes: number;
  inventory: number;
  stickers: number;
  /** History entries in all (insert-history.ts); by default a create per record and some edits. */
  history?: number;
};
export type Counts = Partial<Record<TableName, number>>;

/** Scale N: N×100 clients (0–3 projects each), N×20 pages, N×10 notes, N×30 items, N×10 stickers. */
export const planFor = (scale: number): Plan => ({
  clients: scale * 100,
  pages: scale * 20,
  notes: scale * 10,
  inventory: scale * 30,
  stickers: scale * 10,
});

const CONTENT_TABLES = [
  'clients',
  'projects',
  'fundings',
  'expenses',
  'tasks',
  'notes',
  'sections',
  'pages',
  'inventory_items',
  'stickers',
  'tools',
] as const satisfies TableName[];

/** The content tables that already hold rows (a first start's demo pages count too). */
export async function nonEmptyTables(db: Database): Promise<TableName[]> {
  const found: TableName[] = [];
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) found.push(table);
  }
  return found;
}

// Well under both limits on bound parameters (SQLite 32 766, PostgreSQL 65 535) per statement.
const MAX_PARAMS = 30_000;
const CLIENTS_PER_TRANSACTION = 5_000;
type Loose = Kysely<Record<string, { id: number } & Record<string, unknown>>>;

/** Inserts rows in multi-row statements; with `ids`, answers their ids in the rows' order. */
async function insertRows(
  trx: Transaction<Tables>,
  table: TableName,
  given: object[],
  ids = false,
) {
  const db = trx as unknown as Loose;
  const out: number[] = [];
  if (given.length === 0) return out;
  // Every record says when it last changed (migration 008); pages bring their own dates.
  const now = Date.now();
  const rows = given.map((row) => ({ updated_at: now, ...row }));
  const size = Math.max(1, Math.min(1_000, Math.floor(MAX_PARAMS / Object.keys(rows[0]!).length)));
  for (let i = 0; i < rows.length; i += size) {
    const query = db.insertInto(table).values(rows.slice(i, i + size) as never);
    if (!ids) await query.execute();
    else {
      // Both databases hand out ids in the VALUES order within one statement; sorting makes the
      // pairing independent of the order RETURNING lists them in.
      const got = await query.returning('id').execute();
      out.push(...got.map((r) => Number(r.id)).sort((a, b) => a - b));
    }
  }
  return out;
}

export async function seedDemo(
  db: Database,
  plan: Plan,
  seed: number,
  progress: (done: number, total: number) => void = () => {},
): Promise<Counts> {
  // Keys in the order a reader expects them printed: parents before their children.
  const counts: Counts = Object.fromEntries(CONTENT_TABLES.map((t) => [t, 0]));
  const add = (table: TableName, n: number) => (counts[table]! += n);
  const r = seededRandom(seed);
  // Planned before anything is written, so that an impossible --history refuses an empty database.
  const historyOf = historyPlan(plan, seed, plan.history);
  const history = historyOf && historySeeder(db, historyOf, seed);
  // The history needs every record's id; without it, the child rows' ids are not asked for.
  const withIds = history !== null;
  for (let start = 0; start < plan.clients; start += CLIENTS_PER_TRANSACTION) {
    const end = Math.min(plan.clients, start + CLIENTS_PER_TRANSACTION);
    const batch = Array.from({ length: end - start }, (_, i) => g.demoClient(r, start + i));
    const ids = await db.transaction().execute(async (trx) => {
      const clientIds = await insertRows(
        trx,
        'clients',
        batch.map((c) => c.client),
        true,
      );
      const projects = batch.flatMap((c, i) =>
        c.projects.map((p) => ({ ...p, client_id: clientIds[i]! })),
      );
      const projectIds = await insertRows(
        trx,
        'projects',
        projects.map((p) => ({ ...p.project, client_id: p.client_id })),
        true,
      );
      const childIds = {
        fundings: [] as number[],
        expenses: [] as number[],
        tasks: [] as number[],
      };
      for (const kind of ['fundings', 'expenses', 'tasks'] as const) {
        const rows = projects.flatMap((p, i) =>
          p[kind].map((row) => ({ ...row, project_id: projectIds[i]! })),
        );
        childIds[kind] = await insertRows(trx, kind, rows, withIds);
        add(kind, rows.length);
      }
      add('clients', clientIds.length);
      add('projects', projectIds.length);
      return { clientIds, projectIds, childIds };
    });
    // After the batch's commit: the history's entries go in transactions of their own.
    await history?.add(clientBatchRecords(batch, ids.clientIds, ids.projectIds, ids.childIds));
    progress(end, plan.clients);
  }
  const rest = await db.transaction().execute(async (trx) => {
    const records: DemoRecord[] = [];
    const made = (resource: string, rows: object[], ids: number[]) =>
      ids.forEach((id, i) => records.push(demoRecord(resource, id, rows[i] as Row)));
    // A page's slug is unique: a seed forced over pages already there numbers its own.
    const taken = new Set(
      (await trx.selectFrom('pages').select('slug').execute()).map((p) => p.slug),
    );
    const pages = Array.from({ length: plan.pages }, (_, i) => {
      const page = g.demoPage(r, i, plan.pages);
      const slug = nextSlug(page.slug as string, (s) => taken.has(s));
      taken.add(slug);
      return { ...page, slug };
    });
    const pageIds = await insertRows(trx, 'pages', pages, true);
    made('pages', pages, pageIds);
    add('pages', pageIds.length);
    const notes = Array.from({ length: plan.notes }, (_, i) => g.demoNote(r, i));
    const noteIds = await insertRows(
      trx,
      'notes',
      notes.map((n) => n.note),
      true,
    );
    const sections = notes.flatMap((n, i) =>
      n.sections.map((s) => ({ ...s, note_id: noteIds[i]! })),
    );
    await insertRows(trx, 'sections', sections);
    made(
      'notes',
      notes.map((n) => n.note),
      noteIds,
    );
    add('notes', noteIds.length);
    add('sections', sections.length);
    const items = Array.from({ length: plan.inventory }, (_, i) => g.demoInventoryItem(r, i));
    const itemIds = await insertRows(trx, 'inventory_items', items, true);
    made('inventory', items, itemIds);
    add('inventory_items', itemIds.length);
    // The same columns the API stores for an uploaded image: checked bytes, type and hash.
    const images = STICKER_PNGS.map((png) =>
      imageColumns(`data:image/png;base64,${png.toString('base64')}`),
    );
    const stickers = Array.from({ length: plan.stickers }, (_, i) => {
      const { png, ...sticker } = g.demoSticker(r, i, STICKER_PNGS.length);
      return {
        ...sticker,
        ...(png === null ? { image: null, image_type: null, image_hash: null } : images[png]),
      };
    });
    const stickerIds = await insertRows(trx, 'stickers', stickers, true);
    made('stickers', stickers, stickerIds);
    add('stickers', stickerIds.length);
    return records;
  });
  if (history) {
    await history.add(rest);
    counts.history = await history.finish();
  }
  return counts;
}
